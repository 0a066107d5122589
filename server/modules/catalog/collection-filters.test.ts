import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { textureParts } from "#core/collection-query";
import { setupTestShop } from "#server/testing/test-shop";
import { collectionOrder } from "./collection-filters";
import { honeyDetails, products, productVariants } from "./schema";
import { listProducts } from "./service";
import { honeyCollectionPage } from "./storefront-pages";

const shop = setupTestShop();
const ids = (list: { id: string }[]) => list.map((p) => p.id);
const page = (search: string, category = "all", number = 1, size = 100) =>
  honeyCollectionPage(shop.db, category, number, size, new URLSearchParams(search));

async function texturesById() {
  const rows = await shop.db.select().from(honeyDetails);
  return new Map(rows.map((row) => [row.productId, row.characteristics.texture ?? ""]));
}

describe("the honey collection's filters and sorts (decision 114)", () => {
  it("offers the origins, textures and formats the honeys on sale have, counted", async () => {
    const honeys = await listProducts(shop.db, { kind: "honey" });
    const { facets } = await page("");
    expect(facets.origine.map((o) => o.label).sort()).toEqual([...new Set(honeys.map((h) => h.country))].sort());
    const oman = facets.origine.find((o) => o.value === "oman");
    expect(oman?.count).toBe(honeys.filter((h) => h.country === "Oman").length);
    const textures = await texturesById();
    const creamy = honeys.filter((h) => textureParts(textures.get(h.id) ?? "").includes("Crémeuse"));
    expect(facets.texture.find((t) => t.value === "cremeuse")).toEqual({
      value: "cremeuse",
      label: "Crémeuse",
      count: creamy.length,
    });
    expect(facets.format.map((f) => f.label)).toEqual(["50\u00a0g", "90\u00a0g", "250\u00a0g"]);
    // A category offers its own values only.
    expect((await page("", "yemen")).facets.origine.map((o) => o.value)).toEqual(["yemen"]);
  });

  it("filters by origin, texture and a format in stock, and pages the result", async () => {
    const honeys = await listProducts(shop.db, { kind: "honey" });
    const oman = honeys.filter((h) => h.country === "Oman");
    const byOrigin = await page("origine=oman");
    expect(ids(byOrigin.shown.products)).toEqual(ids(oman));
    expect(byOrigin.query.filters).toEqual({ origine: "oman" });

    const textures = await texturesById();
    const fluid = honeys.filter((h) => textureParts(textures.get(h.id) ?? "").includes("Fluide"));
    expect(fluid.length).toBeGreaterThan(0);
    expect(ids((await page("texture=fluide")).shown.products)).toEqual(ids(fluid));

    // The Sidr's 250 g sold out: it leaves the 250 g filter, and the other formats keep it.
    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, "sidr_malaki_yemen_250g"));
    expect(ids((await page("format=250g")).shown.products)).not.toContain("sidr_malaki_yemen");
    expect(ids((await page("format=50g")).shown.products)).toContain("sidr_malaki_yemen");

    const paged = await Promise.all([1, 2, 3].map((n) => page("origine=oman", "all", n, 2)));
    const last = Math.ceil(oman.length / 2);
    expect(paged.map((p) => [p.shown.page, p.shown.pages, p.shown.total])).toEqual(
      [1, 2, 3].map((n) => [Math.min(n, last), last, oman.length]),
    );
    expect(paged.flatMap((p) => ids(p.shown.products)).slice(0, oman.length)).toEqual(ids(oman));
  });

  it("sorts by price and novelty, the catalogue's order breaking ties", async () => {
    const honeys = await listProducts(shop.db, { kind: "honey" });
    const cheapest = [...honeys].sort((a, b) => a.fromPriceCents - b.fromPriceCents);
    expect(ids((await page("tri=prix-croissant")).shown.products)).toEqual(ids(cheapest));
    const dearest = [...honeys].sort((a, b) => b.fromPriceCents - a.fromPriceCents);
    expect(ids((await page("tri=prix-decroissant")).shown.products)).toEqual(ids(dearest));
    await shop.db
      .update(products)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(products.id, "miel_rose"));
    expect(ids((await page("tri=nouveautes")).shown.products)[0]).toBe("miel_rose");
  });

  it("ignores hostile or unknown values with a French notice, never failing", async () => {
    for (const search of [
      "origine=%3Cscript%3E&texture=' or 1=1 --&format=1kg&tri=DROP TABLE products",
      `texture=${"é".repeat(3000)}`,
      "tri=pire",
    ]) {
      const result = await page(search);
      expect(result.shown.total, search).toBeGreaterThan(0);
      expect(result.query.ignored.length, search).toBeGreaterThan(0);
    }
    // A repeated name is read once, its first value.
    expect((await page("origine=oman&origine=yemen&tri=prix-croissant&tri=pire")).query).toEqual({
      sort: "prix-croissant",
      filters: { origine: "oman" },
      ignored: [],
    });
    // Offered in another category only: ignored here.
    expect((await page("origine=oman", "yemen")).query).toMatchObject({ filters: {}, ignored: [expect.any(String)] });
  });

  it("orders by the ratings it is given, for the reviews to come", async () => {
    const chosen = ["sidr_malaki_yemen", "jujubier_oman", "soumur_oman"];
    const ratings = new Map([
      ["soumur_oman", 4.9],
      ["sidr_malaki_yemen", 4.2],
    ]);
    const rows = await shop.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, chosen)))
      .orderBy(...collectionOrder("note", ratings), asc(products.id));
    expect(ids(rows)).toEqual(["soumur_oman", "sidr_malaki_yemen", "jujubier_oman"]);
  });
});
