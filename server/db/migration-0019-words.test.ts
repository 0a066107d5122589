import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productVariants } from "#server/modules/catalog/schema";
import { migrationStatements } from "#server/testing/migration-sql";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database";

// Migration 0019 rewrites the words of a shop migrated before it: run here on rows as 0018 left them.
const statements = migrationStatements("0019_french_format_labels_and_dashes");

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("migration 0019: French format labels and one dash", () => {
  it("writes « 50 g » and « Mr.H — Erba » in a catalogue that had « 50g » and « Mr.H - Erba »", async () => {
    const { db } = database;
    await db.update(productVariants).set({ label: "50g" }).where(eq(productVariants.id, "sidr_malaki_yemen_50g"));
    await db.update(productVariants).set({ label: "250g" }).where(eq(productVariants.id, "sidr_malaki_yemen_250g"));
    await db.update(products).set({ name: "Mr.H - Erba" }).where(eq(products.id, "parfum_homme_1"));
    for (const statement of statements) await db.execute(sql.raw(statement));
    const labels = await db
      .select({ id: productVariants.id, label: productVariants.label })
      .from(productVariants)
      .where(sql`${productVariants.productId} = 'sidr_malaki_yemen'`);
    expect(Object.fromEntries(labels.map((l) => [l.id, l.label]))).toEqual({
      sidr_malaki_yemen_50g: "50\u00a0g",
      sidr_malaki_yemen_90g: "90\u00a0g",
      sidr_malaki_yemen_250g: "250\u00a0g",
    });
    const [perfume] = await db.select({ name: products.name }).from(products).where(eq(products.id, "parfum_homme_1"));
    expect(perfume!.name).toBe("Mr.H — Erba");
    // Labels that are not a weight are left alone.
    const shilajit = await db
      .select({ label: productVariants.label })
      .from(productVariants)
      .where(sql`${productVariants.format} is null and ${productVariants.label} ~ ' g$'`);
    expect(shilajit).toEqual([]);
  });
});
