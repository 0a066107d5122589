import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isPureHoney } from "#core/product-information";
import { migrationStatement } from "#server/testing/migration-sql";
import { setupTestShop } from "#server/testing/test-shop";
import { productInformation } from "./schema";
import { catalogRows } from "./seed";
import { catalogSeed } from "./seed-data";

const rows = catalogRows(catalogSeed);
const factsOf = (id: string) => rows.information.find((row) => row.productId === id)!;
const PREPARATIONS = "miel_rose spiruline fruité_orange fruité_rouge pistache cafe creme_brulee coco_amande".split(" ");

describe("the catalogue's regulatory facts", () => {
  it("gives pure honeys their legal name, « miel », country and storage from the spec's characteristics", () => {
    expect(factsOf("sidr_malaki_yemen")).toMatchObject({
      legalName: "Miel de Sidr (Ziziphus spina-christi)",
      ingredients: [{ name: "miel", allergen: false }],
      origins: [{ country: "Yémen", sharePercent: null }],
      storage: "À conserver à l'abri de la lumière et de l'humidité",
      operator: null,
    });
    expect(factsOf("blanc_kirghizstan").storage).toBe("À conserver à l'abri de la lumière et de la chaleur");
    // A pure honey without a written detail: its generated « conservation » is a template, not a fact.
    expect(factsOf("jujubier_panjabi")).toMatchObject({ legalName: "Miel de jujubier", storage: null });
  });

  it("leaves the preparations' recipe unknown: no legal name, no ingredient, never « 100 % miel »", () => {
    for (const id of PREPARATIONS) {
      const facts = factsOf(id);
      expect(facts, id).toMatchObject({ legalName: null, ingredients: null, storage: null });
      expect(isPureHoney(facts), id).toBe(false);
    }
    expect(factsOf("pistache").origins).toEqual([{ country: "France", sharePercent: null }]);
  });

  it("has one row per product; Shilajit and perfumes all unknown", () => {
    expect(rows.information.map((row) => row.productId).sort()).toEqual(rows.products.map((p) => p.id).sort());
    const { productId: _id, ...shilajit } = factsOf("shilajit_product");
    expect(Object.values(shilajit).every((value) => value === null)).toBe(true);
  });
});

describe("migration 0020's hand-written facts", () => {
  const shop = setupTestShop();

  it("are the seed's, for every product of an existing catalogue", async () => {
    await shop.db.delete(productInformation);
    await shop.db.execute(sql.raw(migrationStatement('INSERT INTO "product_information"')));
    const stored = await shop.db.select().from(productInformation);
    const comparable = stored
      .map(({ updatedAt: _at, updatedBy: _by, ...facts }) => facts)
      .sort((a, b) => a.productId.localeCompare(b.productId));
    expect(comparable).toEqual([...rows.information].sort((a, b) => a.productId.localeCompare(b.productId)));
  });
});
