// The perfume's volume and the Shilajit pot's weight in the catalogue editor (decision 039).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "#server/modules/audit/schema";
import { productVariants } from "#server/modules/catalog/schema";
import { listProducts } from "#server/modules/catalog/service";
import { measuresView, perfumeLineView, wellnessView } from "#server/modules/catalog/views";
import { createSignedInAdmin } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();

type Answer = { detail?: string; field?: string; errors?: Record<string, string>; message?: string };
const save = async (id: string, variants: Record<string, unknown>[]) => {
  const { token } = await createSignedInAdmin(shop.db);
  return shop.api.call<Answer>("PUT", `/api/admin/products/${id}`, { cookie: token, body: { variants } });
};
const variantRow = async (id: string) =>
  (await shop.db.select().from(productVariants).where(eq(productVariants.id, id)))[0]!;

describe("PUT /api/admin/products/:id — volume and net weight", () => {
  it("starts unknown: the seed invents no volume nor pot weight, so no unit price is shown", async () => {
    expect((await variantRow("parfum_homme_1")).volumeMl).toBeNull();
    expect((await variantRow("shilajit_1")).weightGrams).toBeNull();
    const perfumes = perfumeLineView(await listProducts(shop.db, { kind: "perfume" }), "Mr.H", true);
    expect(perfumes.every((p) => p.unitPrice === null)).toBe(true);
  });

  it("saves a perfume's volume, audited, and the storefront shows its price per litre", async () => {
    const answer = await save("parfum_homme_7", [{ id: "parfum_homme_7", volume_ml: 100 }]);
    expect(answer.status).toBe(200);
    expect((await variantRow("parfum_homme_7")).volumeMl).toBe(100);
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, "parfum_homme_7")));
    expect(entry).toMatchObject({
      action: "product.update",
      before: { variants: { parfum_homme_7: { volumeMl: null } } },
      after: { variants: { parfum_homme_7: { volumeMl: 100 } } },
    });
    const perfumes = perfumeLineView(await listProducts(shop.db, { kind: "perfume" }), "Mr.H", true);
    expect(perfumes.find((p) => p.id === "parfum_homme_7")?.unitPrice).toBe("349,90\u00a0€/L");
    expect(measuresView(await listProducts(shop.db))).toMatchObject({
      parfum_homme_7: { quantity: 100, unit: "ml" },
    });
    // Back to unknown.
    expect((await save("parfum_homme_7", [{ id: "parfum_homme_7", volume_ml: null }])).status).toBe(200);
    expect((await variantRow("parfum_homme_7")).volumeMl).toBeNull();
  });

  it("saves each Shilajit offer's pot weight; a pack's price per kilo counts its pots", async () => {
    const answer = await save(
      "shilajit_product",
      ["shilajit_1", "shilajit_2", "shilajit_3"].map((id) => ({ id, weight_grams: 50 })),
    );
    expect(answer.status).toBe(200);
    const [wellness] = await listProducts(shop.db, { kind: "wellness" });
    expect(wellnessView(wellness, true)?.offers.map((o) => o.unitPrice)).toEqual([
      "600,00\u00a0€/kg",
      "500,00\u00a0€/kg",
      "400,00\u00a0€/kg",
    ]);
  });

  it("refuses a measure out of range, not whole, or on a kind that does not carry it, in French", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["parfum_homme_1", { id: "parfum_homme_1", volume_ml: 0 }, "Volume : un nombre entier de millilitres"],
      ["parfum_homme_1", { id: "parfum_homme_1", volume_ml: 10_001 }, "de 1 à 10000"],
      ["parfum_homme_1", { id: "parfum_homme_1", volume_ml: 12.5 }, "Volume : un nombre entier attendu."],
      ["parfum_homme_1", { id: "parfum_homme_1", weight_grams: 50 }, "Seul le pot de Shilajit"],
      ["shilajit_product", { id: "shilajit_1", volume_ml: 50 }, "Seuls les parfums"],
      ["jujubier_oman", { id: "jujubier_oman_50g", weight_grams: 60 }, "Le poids d'un miel suit son format"],
    ];
    for (const [product, variant, message] of cases) {
      const answer = await save(product, [variant]);
      expect(answer.status, JSON.stringify(variant)).toBe(400);
      expect(answer.body.detail).toContain(message);
    }
    expect((await variantRow("jujubier_oman_50g")).weightGrams).toBe(50);
    expect((await variantRow("parfum_homme_1")).volumeMl).toBeNull();
  });
});
