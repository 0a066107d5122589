import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder, STARTUP_LOCK_ID } from "#server/db/client";
import { priceHistory, productVariants } from "#server/db/schema";
import { MIGRATIONS_TABLE, rowsOf } from "#server/db/tables";
import { productReviews } from "#server/modules/catalog/schema";
import { lots } from "#server/modules/lots/schema";
import { throwAwayDatabase } from "#server/testing/test-database";
import { prepareDatabase } from "./bootstrap";
import { cutLockWaiter } from "#server/testing/connection-cuts";
import { capturedLog } from "#server/testing/log-lines";
import { readShopIdentity } from "#server/modules/shop-identity/service";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The example lots and reviews a fresh database holds after a start with these providers. */
async function examplesAfterStart(providers: {
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
    return { lots: await database.db.$count(lots), reviews: await database.db.$count(productReviews) };
  } finally {
    await database.close();
  }
}

describe("prepareDatabase", () => {
  it("gives a demonstration shop its example lots and reviews, and a shop taking real payments none (invented)", async () => {
    const demo = await examplesAfterStart({ CARD_PROVIDER: "simulated", CRYPTO_PROVIDER: "simulated" });
    expect(demo.lots).toBeGreaterThan(0);
    expect(demo.reviews).toBeGreaterThan(0);
    expect(await examplesAfterStart({ CARD_PROVIDER: "stripe", CRYPTO_PROVIDER: "btcpay" })).toEqual({
      lots: 0,
      reviews: 0,
    });
  }, 60_000);
});

describe("the shop's legal identity at start-up (decision 093)", () => {
  it("is written from LEGAL_* into a new database; a later start with other values warns that they no longer apply", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "maisonh-bootstrap-"));
    dirs.push(dir);
    const start = async (legal: Record<string, string>) => {
      const log = capturedLog();
      const env = {
        DATABASE_URL: undefined,
        DATA_DIR: dir,
        CARD_PROVIDER: "stripe",
        CRYPTO_PROVIDER: "btcpay",
      } as const;
      const database = await prepareDatabase({ ...env, ...legal }, log.logger);
      try {
        const warnings = log.lines.map(
          (line) => JSON.parse(line) as { level: number; msg: string; variables?: string[] },
        );
        return { identity: await readShopIdentity(database.db), warnings: warnings.filter((l) => l.level === 40) };
      } finally {
        await database.close();
      }
    };
    const first = await start({ LEGAL_COMPANY_NAME: "Maison H SAS", LEGAL_SIREN: "912 345 678" });
    expect(first.identity).toMatchObject({ companyName: "Maison H SAS", siren: "912 345 678", address: "" });
    expect(first.warnings).toEqual([]);

    const later = await start({
      LEGAL_COMPANY_NAME: "Autre SAS",
      LEGAL_SIREN: "912 345 678",
      LEGAL_DIRECTOR: "Hélène H.",
    });
    expect(later.identity).toMatchObject({ companyName: "Maison H SAS", director: "" });
    expect(later.warnings).toHaveLength(1);
    expect(later.warnings[0]).toMatchObject({ variables: ["LEGAL_COMPANY_NAME", "LEGAL_DIRECTOR"] });
    expect(later.warnings[0]!.msg).toMatch(
      /^LEGAL_COMPANY_NAME, LEGAL_DIRECTOR ne s'appliquent plus : l'identité légale de la boutique est celle de la base, modifiée dans l'administration \(\/admin\/identite\)/,
    );
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

// A failover or a restart of PostgreSQL while an instance starts (a replacement worker after a crash, a rolling
// upgrade): its start-up must wait for the database, not stop (issue 29, defect 3; decision 076).
describe.skipIf(!process.env.TEST_DATABASE_URL)("start-up while PostgreSQL cuts or refuses connections", () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const env = (url: string) =>
    ({ DATABASE_URL: url, DATA_DIR: tmpdir(), CARD_PROVIDER: "stripe", CRYPTO_PROVIDER: "btcpay" }) as const;
  const warnings = () => {
    const seen: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => void seen.push(line) });
    return { logger, seen: () => seen.map((line) => JSON.parse(line) as { level: number; msg: string }) };
  };

  it("a start-up whose query is cut is tried again and completes", async () => {
    const database = await throwAwayDatabase(serverUrl, "cut");
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    const { logger, seen } = warnings();
    try {
      // Another instance holds the start-up lock: this one waits on it, and its connection is cut there.
      await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
      const starting = prepareDatabase(env(database.url), logger);
      const outcome = starting.then(
        (opened) => opened,
        (err: unknown) => err,
      );
      const cut = await cutLockWaiter(holder);
      expect(cut).toBe(1);
      await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]);
      const opened = await outcome;
      expect(opened).not.toBeInstanceOf(Error);
      const started = opened as Awaited<typeof starting>;
      expect(await started.migrationsApplied()).toBe(true);
      await started.close();
      expect(seen().map((line) => line.msg)).toContain("base de données injoignable au démarrage : nouvel essai");
      expect(seen().filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await holder.end();
      await database.drop();
    }
  }, 60_000);

  it("gives up once its delay is over when PostgreSQL stays unreachable, and at once on a missing database", async () => {
    const unreachable = warnings();
    const began = performance.now();
    await expect(
      prepareDatabase(env("postgres://postgres@127.0.0.1:1/maisonh"), unreachable.logger, { retryForMs: 1_500 }),
    ).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(performance.now() - began).toBeGreaterThanOrEqual(1_400);
    expect(unreachable.seen().length).toBeGreaterThanOrEqual(3);

    const missing = warnings();
    const url = new URL(serverUrl);
    url.pathname = "/maisonh_base_qui_n_existe_pas";
    await expect(prepareDatabase(env(url.toString()), missing.logger)).rejects.toMatchObject({ code: "3D000" });
    expect(missing.seen()).toEqual([]);
  }, 30_000);
});
