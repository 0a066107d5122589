import { eq, getTableColumns, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { simulatedCardSessions } from "#server/modules/payments/schema";
import { setupTestShop } from "#server/testing/test-shop";
import { rowsOf } from "./tables";
import { givenKeys, placeholdersFor, reusableQuery, valuesFor } from "./reusable-query";

const shop = setupTestShop({ seed: false });

const session = (id: string, overrides: Partial<typeof simulatedCardSessions.$inferInsert> = {}) => ({
  id,
  orderId: `commande-${id}`,
  amountCents: 3298,
  currency: "eur",
  lines: [{ name: "Mr.H — Erba", quantity: 1, unitPriceCents: 2999 }],
  customerEmail: "jeanne@example.fr",
  packageName: null,
  successUrl: "http://localhost:3000/success",
  cancelUrl: "http://localhost:3000/panier",
  expiresAt: new Date("2026-11-27T18:00:00.000Z"),
  ...overrides,
});

/** Inserts a session of the given keys and returns every column of it, as the checkout's order insert does. */
const insertSession = reusableQuery(getTableColumns(simulatedCardSessions), (db, keys: string) =>
  db
    .insert(simulatedCardSessions)
    .values(placeholdersFor("", keys.split(",")) as never)
    .returning(),
);
const write = (db: Parameters<typeof insertSession.run>[0], row: ReturnType<typeof session>) => {
  const keys = givenKeys(row);
  return insertSession.run(db, keys.join(), valuesFor("", row, keys));
};

describe("a query built once (decision 071)", () => {
  it("answers what drizzle's own query answers, each column decoded: dates, JSON, defaults", async () => {
    const [returned] = await write(shop.db, session("s1"));
    const [read] = await shop.db.select().from(simulatedCardSessions).where(eq(simulatedCardSessions.id, "s1"));
    expect(returned).toEqual(read);
    expect(returned?.expiresAt).toEqual(new Date("2026-11-27T18:00:00.000Z"));
    expect(returned?.createdAt).toBeInstanceOf(Date);
    expect(returned?.lines).toEqual([{ name: "Mr.H — Erba", quantity: 1, unitPriceCents: 2999 }]);
    expect(returned?.status).toBe("open");
    expect(returned?.collectAddress).toBe(false);
  });

  it("sends a null as SQL null (not JSON null) and an absent field as the column's default", async () => {
    await write(shop.db, session("s2", { customerDetails: null, collectAddress: true }));
    const [row] = await rowsOf<{ details_null: boolean; status: string; collect: boolean }>(
      shop.db,
      `select customer_details is null as details_null, status, collect_address as collect from simulated_card_sessions where id = 's2'`,
    );
    expect(row).toEqual({ details_null: true, status: "open", collect: true });
  });

  it("sends each call's own values with the text built once", async () => {
    for (const id of ["s3", "s4", "s5"]) await write(shop.db, session(id, { amountCents: Number(id.slice(1)) * 100 }));
    expect(insertSession.shapes).toBeGreaterThanOrEqual(1);
    const rows = await shop.db.select().from(simulatedCardSessions);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.amountCents]))).toEqual({ s3: 300, s4: 400, s5: 500 });
  });

  it("runs in a transaction and is undone with it", async () => {
    await expect(
      shop.db.transaction(async (tx) => {
        await write(tx, session("annulee"));
        throw new Error("abandon");
      }),
    ).rejects.toThrow("abandon");
    await shop.db.transaction((tx) => write(tx, session("gardee")));
    const rows = await shop.db.select({ id: simulatedCardSessions.id }).from(simulatedCardSessions);
    expect(rows).toEqual([{ id: "gardee" }]);
  });

  it("refuses a value written into the query, which every later call would send again", async () => {
    const byCurrency = reusableQuery({ id: simulatedCardSessions.id }, (db) =>
      db
        .select({ id: simulatedCardSessions.id })
        .from(simulatedCardSessions)
        .where(eq(simulatedCardSessions.currency, "eur")),
    );
    await expect(byCurrency.run(shop.db, "", {})).rejects.toThrow(/sql\.placeholder/);
    expect(byCurrency.shapes).toBe(0);
  });

  it("refuses a call without the value of a placeholder", async () => {
    const byId = reusableQuery({ id: simulatedCardSessions.id }, (db) =>
      db
        .select({ id: simulatedCardSessions.id })
        .from(simulatedCardSessions)
        .where(eq(simulatedCardSessions.id, sql.placeholder("id"))),
    );
    await expect(byId.run(shop.db, "", {})).rejects.toThrow(/aucune valeur pour « id »/);
  });

  it("keeps at most maxShapes shapes, and still answers the others", async () => {
    await write(shop.db, session("t1"));
    await write(shop.db, session("t2"));
    const byIds = reusableQuery(
      { id: simulatedCardSessions.id },
      (db, count: number) =>
        db
          .select({ id: simulatedCardSessions.id })
          .from(simulatedCardSessions)
          .where(
            sql`${simulatedCardSessions.id} in (${sql.join(
              Array.from({ length: count }, (_, i) => sql.placeholder(`id${i}`)),
              sql`, `,
            )})`,
          )
          .orderBy(simulatedCardSessions.id),
      2,
    );
    const ids = (count: number) => byIds.run(shop.db, count, { id0: "t1", id1: "t2", id2: "absente" });
    expect(await ids(1)).toEqual([{ id: "t1" }]);
    expect(await ids(2)).toEqual([{ id: "t1" }, { id: "t2" }]);
    expect(await ids(3)).toEqual([{ id: "t1" }, { id: "t2" }]);
    expect(byIds.shapes).toBe(2);
  });

  it("decodes an expression by its own function", async () => {
    await write(shop.db, session("c1"));
    await write(shop.db, session("c2", { currency: "usd" }));
    const counts = reusableQuery({ counts: (value) => value as number[] }, (db) =>
      db
        .select({
          counts: sql<
            number[]
          >`array[count(*) filter (where ${simulatedCardSessions.currency} = ${sql.placeholder("a")}), count(*)]::int[]`,
        })
        .from(simulatedCardSessions),
    );
    expect(await counts.run(shop.db, "", { a: "usd" })).toEqual([{ counts: [1, 2] }]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "is a named statement on PostgreSQL, parsed once per connection; a shape past maxShapes stays unnamed",
    async () => {
      const byId = reusableQuery(
        { id: simulatedCardSessions.id },
        (db, shape: "one" | "two") =>
          db
            .select({ id: simulatedCardSessions.id })
            .from(simulatedCardSessions)
            .where(
              shape === "one"
                ? eq(simulatedCardSessions.id, sql.placeholder("id"))
                : sql`${simulatedCardSessions.id} = ${sql.placeholder("id")} and true`,
            ),
        1,
      );
      await write(shop.db, session("n1"));
      // The connection's named statements (earlier tests of this file used it too), before and after.
      const named = (tx: Parameters<typeof byId.run>[0]) =>
        rowsOf<{ name: string; statement: string }>(
          tx,
          `select name, statement from pg_prepared_statements where name like 'maisonh_rq_%'`,
        );
      const added = await shop.db.transaction(async (tx) => {
        const before = new Set((await named(tx)).map((row) => row.name));
        expect(await byId.run(tx, "one", { id: "n1" })).toEqual([{ id: "n1" }]);
        expect(await byId.run(tx, "one", { id: "absente" })).toEqual([]);
        expect(await byId.run(tx, "two", { id: "n1" })).toEqual([{ id: "n1" }]);
        return (await named(tx)).filter((row) => !before.has(row.name));
      });
      // One statement for the kept shape, whatever the number of calls; none for the shape beyond maxShapes.
      expect(added).toHaveLength(1);
      expect(added[0]?.statement).toMatch(/"id" = \$1$/);
    },
  );
});
