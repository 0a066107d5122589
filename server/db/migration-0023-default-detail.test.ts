import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeyDetails, products } from "#server/modules/catalog/schema";
import { migrationStatements } from "#server/testing/migration-sql";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database";

// Migration 0023 takes the repeated ritual out of the default details of a shop seeded before it.
const statements = migrationStatements("0023_default_detail_without_ritual");

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const detailOf = async (productId: string) =>
  (await database.db.select().from(honeyDetails).where(eq(honeyDetails.productId, productId)))[0]!;

describe("migration 0023: the default detail without the ritual the page shows already", () => {
  it("keeps the description's paragraph of a default detail, leaves a detail written by hand alone", async () => {
    const { db } = database;
    const [pistache] = await db.select().from(products).where(eq(products.id, "pistache"));
    expect(pistache!.ritual).toBeTruthy();
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const description = `<p>${escape(pistache!.description)}</p>`;
    const withRitual = `${description}<p>${escape(pistache!.ritual!)}</p>`;
    await db
      .update(honeyDetails)
      .set({ detailedDescription: withRitual })
      .where(eq(honeyDetails.productId, "pistache"));
    // The same text kept by an administrator's hand (is_default false): theirs to change.
    const [cafe] = await db.select().from(products).where(eq(products.id, "cafe"));
    const cafeText = `<p>${escape(cafe!.description)}</p><p>${escape(cafe!.ritual!)}</p>`;
    await db
      .update(honeyDetails)
      .set({ detailedDescription: cafeText, isDefault: false })
      .where(eq(honeyDetails.productId, "cafe"));

    for (const statement of statements) await db.execute(sql.raw(statement));

    expect((await detailOf("pistache")).detailedDescription).toBe(description);
    expect((await detailOf("cafe")).detailedDescription).toBe(cafeText);
  });
});
