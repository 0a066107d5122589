import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fold, searchWords, SORTS, type Sort } from "#core/catalogue-query";
import { setupTestShop } from "#server/testing/test-shop";
import { catalogueListing, products, productVariants } from "./schema";
import { listProducts, type ProductWithVariants } from "./service";
import { cataloguePage, honeyCollectionPage } from "./storefront-pages";

const honeysPage = async (db: typeof shop.db, category: string, page: number, size: number) =>
  (await honeyCollectionPage(db, category, page, size)).shown;
const honeyCountsByCategory = async (db: typeof shop.db) => (await honeyCollectionPage(db, "all", 1, 1)).counts;

const shop = setupTestShop();
const ids = (list: { id: string }[]) => list.map((p) => p.id);

/** What the catalogue page did in memory before it was read a page at a time: the reference of the database's. */
function inMemory(all: ProductWithVariants[], q: string, sort: Sort) {
  const words = searchWords(q);
  const sections = (p: ProductWithVariants) =>
    p.kind === "honey" ? 0 : p.kind === "wellness" ? 3 : p.collection === "Mme.H" ? 2 : 1;
  const found = all
    .filter((p) => p.kind !== "package")
    .filter((p) => words.every((w) => fold([p.name, p.description, ...p.notes].join(" ")).includes(w)));
  if (sort === "prix-croissant") found.sort((a, b) => a.fromPriceCents - b.fromPriceCents);
  if (sort === "prix-decroissant") found.sort((a, b) => b.fromPriceCents - a.fromPriceCents);
  if (sort === "note") found.sort((a, b) => b.rating - a.rating);
  if (sort === "nouveautes") found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  if (sort === "pertinence") found.sort((a, b) => sections(a) - sections(b));
  return found;
}

describe("storefront pages read from the database", () => {
  it("gives the honeys a page at a time in catalogue order, the last page for a number past the end", async () => {
    const all = await listProducts(shop.db, { kind: "honey" });
    const first = await honeysPage(shop.db, "all", 1, 24);
    expect(first).toMatchObject({ page: 1, pages: 1, total: all.length });
    expect(ids(first.products)).toEqual(ids(all));
    expect(first.products[0]).toMatchObject({ fromPriceCents: all[0]!.fromPriceCents, variants: all[0]!.variants });

    const pages = await Promise.all([1, 2, 3, 4, 5].map((n) => honeysPage(shop.db, "all", n, 5)));
    expect(pages.map((p) => p.pages)).toEqual([5, 5, 5, 5, 5]);
    expect(pages.flatMap((p) => ids(p.products))).toEqual(ids(all));
    expect(await honeysPage(shop.db, "all", 99, 5)).toMatchObject({ page: 5, products: pages[4]!.products });
  });

  it("counts and pages one category; an unknown one is empty", async () => {
    const all = await listProducts(shop.db, { kind: "honey" });
    const counts = await honeyCountsByCategory(shop.db);
    for (const category of new Set(all.map((h) => h.category ?? ""))) {
      const expected = all.filter((h) => h.category === category);
      expect(counts.get(category)).toBe(expected.length);
      expect(ids((await honeysPage(shop.db, category, 1, 24)).products)).toEqual(ids(expected));
    }
    expect(await honeysPage(shop.db, "lune", 1, 24)).toMatchObject({ total: 0, page: 1, pages: 1, products: [] });
  });

  it("leaves out what cannot be bought, in the counts as in the pages", async () => {
    const { db } = shop;
    await db.update(products).set({ active: false }).where(eq(products.id, "cafe"));
    await db.update(productVariants).set({ active: false }).where(eq(productVariants.productId, "pistache"));
    const all = await listProducts(db, { kind: "honey" });
    expect(ids(all)).not.toContain("pistache");
    const shown = await honeysPage(db, "all", 1, 24);
    expect(ids(shown.products)).toEqual(ids(all));
    expect(shown.total).toBe(all.length);
    expect([...(await honeyCountsByCategory(db)).values()].reduce((a, b) => a + b, 0)).toBe(all.length);
  });

  it("keeps the counts while what is listed stays the same: a stock or price change keeps them, a switch-off renews them", async () => {
    const { db } = shop;
    const version = async () => (await db.select().from(catalogueListing))[0]?.version;
    const before = await honeyCountsByCategory(db);
    const first = await version();
    await db.update(productVariants).set({ stock: 3, priceCents: 1234 }).where(eq(productVariants.id, "cafe_50g"));
    expect(await version()).toEqual(first);

    // Counted once per version: with the triggers off, a switch-off goes unseen (the kept counts are served)…
    await db.execute(sql`alter table products disable trigger products_listing`);
    await db.update(products).set({ active: false }).where(eq(products.id, "cafe"));
    await db.execute(sql`alter table products enable trigger products_listing`);
    expect(await honeyCountsByCategory(db)).toEqual(before);
    // …and seen at once through them.
    await db.update(products).set({ active: false }).where(eq(products.id, "pistache"));
    expect(await version()).not.toEqual(first);
    const after = await honeyCountsByCategory(db);
    expect([...after.values()].reduce((a, b) => a + b, 0)).toBe([...before.values()].reduce((a, b) => a + b, 0) - 2);
    const third = await version();
    await db.update(productVariants).set({ active: false }).where(eq(productVariants.productId, "miel_rose"));
    expect(await version()).not.toEqual(third);
    expect((await cataloguePage(db, [], "pertinence", 1, 48)).total).toBe(
      (await listProducts(db)).filter((p) => p.kind !== "package").length,
    );
  });

  it("searches and sorts the catalogue as the in-memory search did, accents and case aside", async () => {
    const all = await listProducts(shop.db);
    for (const q of ["", "MANUKA", "fruite", "FRUITÉ", "vétiver", "miel oman", "sidr yémen", "parfum", "chocolat"]) {
      for (const sort of SORTS) {
        const page = await cataloguePage(shop.db, searchWords(q), sort, 1, 100);
        expect(ids(page.products), `${q} / ${sort}`).toEqual(ids(inMemory(all, q, sort)));
        expect(page.total).toBe(page.products.length);
      }
    }
    expect((await cataloguePage(shop.db, searchWords("fruité"), "pertinence", 1, 100)).total).toBeGreaterThan(0);
  });

  it("finds a product by its new name, description or notes as soon as they change", async () => {
    const { db } = shop;
    const find = async (q: string) => ids((await cataloguePage(db, searchWords(q), "pertinence", 1, 48)).products);
    expect(await find("zephyrin")).toEqual([]);
    await db.update(products).set({ name: "Miel Zéphyrin" }).where(eq(products.id, "cafe"));
    expect(await find("ZÉPHYRIN")).toEqual(["cafe"]);
    await db
      .update(products)
      .set({ notes: ["Écorce d'Ébène"] })
      .where(eq(products.id, "pistache"));
    expect(await find("ecorce ebene")).toEqual(["pistache"]);
    await db.update(products).set({ name: "Miel au café" }).where(eq(products.id, "cafe"));
    expect(await find("zephyrin")).toEqual([]);
  });

  it("pages the catalogue's results and answers odd searches without an error", async () => {
    const everything = await cataloguePage(shop.db, [], "pertinence", 1, 100);
    const second = await cataloguePage(shop.db, [], "pertinence", 2, 10);
    expect(ids(second.products)).toEqual(ids(everything.products.slice(10, 20)));
    expect(second).toMatchObject({ page: 2, pages: Math.ceil(everything.total / 10), total: everything.total });
    for (const q of ["%", "_", "100%", "l'orange", "\\", "' or 1=1 --", "🍯"]) {
      await expect(cataloguePage(shop.db, searchWords(q), "note", 1, 48)).resolves.toMatchObject({ page: 1 });
    }
    expect((await cataloguePage(shop.db, searchWords("%"), "pertinence", 1, 48)).total).toBe(0);
  });

  it("pages a search with its count read in the same scan, and shows the last page for a page past it", async () => {
    const words = searchWords("miel");
    const all = await cataloguePage(shop.db, words, "prix-croissant", 1, 100);
    expect(all.total).toBeGreaterThan(10);
    const second = await cataloguePage(shop.db, words, "prix-croissant", 2, 5);
    expect(second).toMatchObject({ page: 2, pages: Math.ceil(all.total / 5), total: all.total });
    expect(ids(second.products)).toEqual(ids(all.products.slice(5, 10)));
    const last = Math.ceil(all.total / 5);
    const past = await cataloguePage(shop.db, words, "prix-croissant", last + 7, 5);
    expect(past).toMatchObject({ page: last, pages: last, total: all.total });
    expect(ids(past.products)).toEqual(ids(all.products.slice((last - 1) * 5)));
    expect(await cataloguePage(shop.db, searchWords("introuvable"), "note", 3, 5)).toMatchObject({
      page: 1,
      pages: 1,
      total: 0,
      products: [],
    });
  });
});
