import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { lots } from "#server/modules/lots/schema";
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
