import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestShop } from "#server/testing/test-shop";
import { products, productVariants } from "./schema";
import { createTestDatabase } from "#server/testing/test-database";
import { attachVariants, getHoney, listProducts, type Product } from "./service";

const shop = setupTestShop();

describe("catalogue service", () => {
  it("lists products in catalogue order with their lowest price", async () => {
    const honeys = await listProducts(shop.db, { kind: "honey" });
    expect(honeys).toHaveLength(22);
    expect(honeys[0]?.id).toBe("sidr_malaki_yemen");
    const table = honeys.find((h) => h.id === "table_fleurs");
    expect(table?.fromPriceCents).toBe(199);
    expect(table?.variants.map((v) => v.format)).toEqual(["50g", "90g", "250g"]);
  });

  it("hides inactive products and variants", async () => {
    const { db } = shop;
    await db.update(products).set({ active: false }).where(eq(products.id, "cafe"));
    await db.update(productVariants).set({ active: false }).where(eq(productVariants.id, "soumur_oman_50g"));
    const honeys = await listProducts(db, { kind: "honey" });
    expect(honeys.map((h) => h.id)).not.toContain("cafe");
    expect(honeys.find((h) => h.id === "soumur_oman")?.fromPriceCents).toBe(999);
    expect(await getHoney(db, "cafe", { exampleReviews: true })).toBeNull();
  });

  it("gives a honey page only for honeys", async () => {
    expect(await getHoney(shop.db, "parfum_homme_1", { exampleReviews: true })).toBeNull();
    const page = await getHoney(shop.db, "manuka_nz", { exampleReviews: true });
    expect(page?.detail.characteristics.certification).toMatch(/UMF 10\+/);
    expect(page?.reviews.length).toBeGreaterThan(0);
    expect(page?.reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
  });

  it("reads no review row for a shop taking real payments (decision 086)", async () => {
    const page = await getHoney(shop.db, "manuka_nz", { exampleReviews: false });
    expect(page?.detail.characteristics.certification).toMatch(/UMF 10\+/);
    expect(page?.reviews).toEqual([]);
  });

  it("fails as one error when the database fails, leaving no query's failure unhandled", async () => {
    const broken = await createTestDatabase({ seed: false });
    await broken.close();
    // Vitest fails the run on an unhandled rejection: the photos' query must not be left to fail alone.
    await expect(attachVariants(broken.db, [{ id: "sidr_malaki_yemen" } as Product])).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
