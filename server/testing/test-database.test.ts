import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueListing, mailOutbox, products, productVariants } from "#server/db/schema";
import { rowsOf } from "#server/db/tables";
import { createTestDatabase, type TestDatabase } from "./test-database";

// What the reset puts back when only a few tables were written (decision 126), and which databases a file's close
// keeps for the worker's next file.

const listingVersion = async (database: TestDatabase) =>
  (await database.db.select().from(catalogueListing))[0]?.version;
const outboxId = async (database: TestDatabase) =>
  (
    await database.db
      .insert(mailOutbox)
      .values({ to: "a@example.fr", subject: "Un", text: "Un", html: "" })
      .returning({ id: mailOutbox.id })
  )[0]!.id;

describe("the reset of a test database", () => {
  it("puts back a referenced table's rows, the rows pointing to them, and what the shop's triggers wrote meanwhile", async () => {
    const database = await createTestDatabase();
    try {
      await database.reset();
      const version = await listingVersion(database);
      const variants = await database.db.$count(productVariants);
      const searchRows = await rowsOf<{ n: string }>(database.db, "select count(*) as n from product_search");

      // A hidden product renews the listing's version (a statement trigger on products, decision 057).
      await database.db
        .update(products)
        .set({ active: false, name: "Renommé" })
        .where(eq(products.id, "sidr_malaki_yemen"));
      expect(await listingVersion(database)).not.toBe(version);

      await database.reset();

      expect(await listingVersion(database)).toBe(version);
      const [product] = await database.db.select().from(products).where(eq(products.id, "sidr_malaki_yemen"));
      expect(product).toMatchObject({ active: true });
      expect(product!.name).not.toBe("Renommé");
      expect(await database.db.$count(productVariants)).toBe(variants);
      expect(await rowsOf(database.db, "select count(*) as n from product_search")).toEqual(searchRows);
    } finally {
      await database.close();
    }
  });

  it("sets back a sequence a rolled-back transaction moved, though no table kept a row", async () => {
    const database = await createTestDatabase();
    try {
      await database.reset();
      const first = await outboxId(database);
      await database.reset();
      await database.db
        .transaction(async (tx) => {
          await tx.insert(mailOutbox).values({ to: "b@example.fr", subject: "Deux", text: "Deux", html: "" });
          throw new Error("annulée");
        })
        .catch(() => undefined);
      await database.db.execute(sql`select nextval(pg_get_serial_sequence('mail_outbox', 'id'))`);

      await database.reset();

      expect(await outboxId(database)).toBe(first);
    } finally {
      await database.close();
    }
  });
});

describe("a test database closed by a file", () => {
  it("is kept, reset, for the next file of the worker", async () => {
    const first = await createTestDatabase();
    await outboxId(first);
    await first.close();

    const next = await createTestDatabase();
    try {
      expect(next).toBe(first);
      expect(await next.db.$count(mailOutbox)).toBe(0);
    } finally {
      await next.close();
    }
  });

  it("is closed, not kept, when a file left its schema changed", async () => {
    const changed = await createTestDatabase();
    await changed.db.execute(sql`alter table mail_outbox add constraint left_behind check (true)`);
    await changed.close();

    const next = await createTestDatabase();
    try {
      expect(next).not.toBe(changed);
      const constraints = await rowsOf(next.db, "select 1 from pg_constraint where conname = 'left_behind'");
      expect(constraints).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
