import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder } from "#server/db/client";
import { priceHistory, productVariants } from "#server/db/schema";
import { MIGRATIONS_TABLE, rowsOf } from "#server/db/tables";
import { lots } from "#server/modules/lots/schema";
import { throwAwayDatabase } from "#server/testing/test-database";
import { prepareDatabase } from "./bootstrap";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function lotsAfterStart(providers: {
  CARD_PROVIDER: "simulated" | "stripe";
  CRYPTO_PROVIDER: "simulated" | "btcpay";
}) {
  const dir = await mkdtemp(path.join(tmpdir(), "maisonh-bootstrap-"));
  dirs.push(dir);
  const database = await prepareDatabase(
    { DATABASE_URL: undefined, DATA_DIR: dir, ...providers },
    pino({ level: "silent" }),
  );
  try {
    return await database.db.$count(lots);
  } finally {
    await database.close();
  }
}

describe("prepareDatabase", () => {
  it("gives a demonstration shop its example lots, and a shop taking real payments none (their analyses are invented)", async () => {
    expect(await lotsAfterStart({ CARD_PROVIDER: "simulated", CRYPTO_PROVIDER: "simulated" })).toBeGreaterThan(0);
    expect(await lotsAfterStart({ CARD_PROVIDER: "stripe", CRYPTO_PROVIDER: "btcpay" })).toBe(0);
  }, 60_000);
});

// Two instances of a rolling upgrade or a fresh deployment start at once on one PostgreSQL database: the startup
// lock (an advisory lock, server/db/client.ts) makes the second wait while the first migrates and seeds.
describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances starting together on PostgreSQL", () => {
  it("apply the migrations and the seed once, and both start", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const database = await throwAwayDatabase(serverUrl, "start");
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: tmpdir(),
      CARD_PROVIDER: "simulated",
      CRYPTO_PROVIDER: "simulated",
    } as const;
    const started = await Promise.allSettled([0, 1].map(() => prepareDatabase(env, pino({ level: "silent" }))));
    try {
      expect(started.map((s) => s.status)).toEqual(["fulfilled", "fulfilled"]);
      const [first] = started.map((s) => (s.status === "fulfilled" ? s.value : undefined));
      const migrations = readMigrationFiles({ migrationsFolder }).length;
      expect(await rowsOf(first!.db, `select hash from ${MIGRATIONS_TABLE}`)).toHaveLength(migrations);
      // Each variant's first price once: the seed ran once, or its second run added nothing.
      expect(await first!.db.$count(priceHistory)).toBe(await first!.db.$count(productVariants));
    } finally {
      for (const s of started) if (s.status === "fulfilled") await s.value.close();
      await database.drop();
    }
  }, 60_000);
});
