// The move from the embedded database to PostgreSQL (`npm run db -- move`, decision 063): a shop filled through its
// workflows on disk, copied into a fresh PostgreSQL database, compared table by table and row by row, then served.
// Needs a PostgreSQL server: runs with `npm run test:pg` (TEST_DATABASE_URL), skipped on the embedded-only run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "#server/bootstrap";
import { mailOutbox, promoCodes } from "#server/db/schema";
import { fillShop, STOCKED_VARIANT } from "#server/testing/busy-shop";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { shopRows } from "#server/testing/shop-rows";
import { apiClient } from "#server/testing/api-client";
import { copyPreparedDataDir } from "#server/testing/prepared-data-dir";
import { createTestApp } from "#server/testing/test-app";
import { throwAwayDatabase } from "#server/testing/test-database";
import { type Database, openDatabase } from "./client";
import { relationsIn } from "./backup";
import { moveToPostgres } from "./move";
import { MIGRATIONS_TABLE, quoted, rowsOf, tablesInDependencyOrder } from "./tables";

const serverUrl = process.env.TEST_DATABASE_URL;
const silent = pino({ level: "silent" });
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshDatabase(): Promise<string> {
  const database = await throwAwayDatabase(serverUrl!, "move");
  cleanups.push(database.drop);
  return database.url;
}

/** Every row of every table (and drizzle's record) as text in a fixed order, timestamps in UTC. */
async function allRows(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local timezone = 'UTC'`));
    const rows: Record<string, string[]> = {};
    for (const table of [...(await tablesInDependencyOrder(tx)).map(quoted), MIGRATIONS_TABLE]) {
      rows[table] = (await rowsOf<{ row: string }>(tx, `select t::text as row from ${table} t order by 1`)).map(
        (r) => r.row,
      );
    }
    return rows;
  });
}

describe.skipIf(!serverUrl)("moving the embedded database to PostgreSQL", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "maisonh-move-"));
  const env = { DATA_DIR: dataDir, CARD_PROVIDER: "simulated", PAYMENT_SIMULATOR_SECRET: "secret-du-deplacement-01" };
  let source: Database;
  beforeAll(async () => {
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    // The move is tested, not the first start: the shop starts on a copy of the run's prepared data dir.
    await copyPreparedDataDir(dataDir);
    source = await prepareDatabase(
      { DATABASE_URL: undefined, DATA_DIR: dataDir, CARD_PROVIDER: "simulated", CRYPTO_PROVIDER: "simulated" },
      silent,
    );
    cleanups.push(() => source.close());
    await fillShop(createTestApp(source, env), source.db, "deplacement");
  }, 120_000);

  it("copies every table row for row with its sequences, and the shop runs on the copy", async () => {
    const target = await freshDatabase();
    const report = await moveToPostgres(source, target);
    expect(report.tables.find((t) => t.table === '"orders"')?.rows).toBe(4);

    const copy = await openDatabase({ url: target });
    try {
      const [expected, actual] = [await allRows(source), await allRows(copy)];
      for (const table of ['"orders"', '"order_lines"', '"users"', '"mail_outbox"', '"product_photos"']) {
        expect(expected[table]?.length, table).toBeGreaterThan(0);
      }
      expect(Object.keys(actual)).toEqual(Object.keys(expected));
      for (const table of Object.keys(expected)) expect(actual[table], table).toEqual(expected[table]);
    } finally {
      await copy.close();
    }

    // The shop starts on the copy (its migrations already recorded), and its next identities follow the copied ones.
    const moved = await prepareDatabase(
      { DATABASE_URL: target, DATA_DIR: dataDir, CARD_PROVIDER: "simulated", CRYPTO_PROVIDER: "simulated" },
      silent,
    );
    try {
      // A new order keeps stock and code uses exact.
      const variant = STOCKED_VARIANT;
      const rows = shopRows(moved);
      const stockBefore = await rows.stockOf(variant);
      const usesBefore = await usesOf(moved, "PROMO5");
      const api = apiClient(createTestApp(moved, { ...env, DATABASE_URL: target }));
      const placed = await api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
        body: checkoutBody({ items: [{ id: variant, quantity: 1 }], promo_code: { code: "PROMO5" } }),
      });
      expect(placed.status).toBe(200);
      await payOnSimulatedPage(api, placed.body.url);
      expect(await rows.stockOf(variant)).toBe(stockBefore! - 1);
      expect(await usesOf(moved, "PROMO5")).toBe(usesBefore + 1);
      expect((await rows.orderOf(placed.body.reference)).status).toBe("paid");
    } finally {
      await moved.close();
    }
  }, 120_000);

  it("refuses a database that is not empty, and leaves it as it was", async () => {
    const target = await freshDatabase();
    const other = await prepareDatabase(
      { DATABASE_URL: target, DATA_DIR: dataDir, CARD_PROVIDER: "simulated", CRYPTO_PROVIDER: "simulated" },
      silent,
    );
    try {
      const before = await allRows(other);
      await expect(moveToPostgres(source, target)).rejects.toThrow(/n'est pas vide/);
      expect(await allRows(other)).toEqual(before);
    } finally {
      await other.close();
    }
  });

  it("rolls everything back when a copy fails half-way: the target stays empty, schema included", async () => {
    const target = await freshDatabase();
    // A mail without an address, which the source is made to accept and the target's schema refuses: the move
    // fails on the outbox, after the schema and the tables before it were written in the same transaction.
    await source.db.execute(sql.raw(`alter table "mail_outbox" alter column "to" drop not null`));
    const [mail] = await source.db.select().from(mailOutbox).limit(1);
    await source.db
      .update(mailOutbox)
      .set({ to: sql`null` })
      .where(eq(mailOutbox.id, mail!.id));
    try {
      await expect(moveToPostgres(source, target)).rejects.toThrow(/"to"/);
      expect(await relationsIn(target)).toBe(0);
    } finally {
      await source.db.update(mailOutbox).set({ to: mail!.to }).where(eq(mailOutbox.id, mail!.id));
      await source.db.execute(sql.raw(`alter table "mail_outbox" alter column "to" set not null`));
    }
  });
});

async function usesOf(database: Database, code: string) {
  const [row] = await database.db
    .select({ uses: promoCodes.currentUses })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  return row!.uses;
}
