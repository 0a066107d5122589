import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { flagImagePath, HONEY_CATEGORIES } from "#core/catalog";
import { setupTestShop } from "#server/testing/test-shop";
import { productReviews, products, productVariants } from "./schema";
import { catalogRows, seedCatalog } from "./seed";
import { catalogSeed } from "./seed-data";

const HONEY_IDS = [
  "sidr_malaki_yemen",
  "jujubier_oman",
  "soumur_oman",
  "fleur_oman",
  "frankincense_oman",
  "jujubier_pashtaw",
  "jujubier_panjabi",
  "has_saoudien",
  "tahl_saoudien",
  "nigelle_saoudien",
  "blanc_kirghizstan",
  "manuka_nz",
  "miel_rose",
  "spiruline",
  "fruité_orange",
  "fruité_rouge",
  "pistache",
  "cafe",
  "creme_brulee",
  "coco_amande",
  "table_fleurs",
  "table_sidr",
];

const rows = catalogRows(catalogSeed);
const price = (variantId: string) => rows.variants.find((v) => v.id === variantId)?.priceCents;

describe("the written catalogue", () => {
  it("names only countries whose flag the storefront draws", () => {
    const flags = rows.products.map((p) => p.countryFlag).filter((flag) => flag != null);
    expect(flags.length).toBeGreaterThan(20);
    for (const flag of flags) expect(flagImagePath(flag), flag).not.toBeNull();
  });

  it("has the 22 honeys of the spec, each in a known category, from 8 countries", () => {
    const honeys = rows.products.filter((p) => p.kind === "honey");
    expect(honeys.map((h) => h.id)).toEqual(HONEY_IDS);
    expect(honeys.every((h) => (HONEY_CATEGORIES as readonly string[]).includes(h.category ?? ""))).toBe(true);
    expect(new Set(honeys.map((h) => h.country)).size).toBe(8);
    for (const category of HONEY_CATEGORIES) {
      expect(
        honeys.some((h) => h.category === category),
        category,
      ).toBe(true);
    }
  });

  it("sells every honey in 50g, 90g and 250g at the spec's prices", () => {
    expect([price("sidr_malaki_yemen_50g"), price("sidr_malaki_yemen_90g"), price("sidr_malaki_yemen_250g")]).toEqual([
      1199, 1999, 4499,
    ]);
    expect([price("jujubier_oman_50g"), price("jujubier_oman_90g"), price("jujubier_oman_250g")]).toEqual([
      799, 1299, 3499,
    ]);
    expect([price("soumur_oman_50g"), price("soumur_oman_90g"), price("soumur_oman_250g")]).toEqual([599, 999, 2999]);
    expect([price("fleur_oman_50g"), price("fleur_oman_90g"), price("fleur_oman_250g")]).toEqual([499, 999, 1999]);
    expect([price("frankincense_oman_50g"), price("frankincense_oman_90g"), price("frankincense_oman_250g")]).toEqual([
      1499, 2499, 5999,
    ]);
    expect([price("table_fleurs_50g"), price("table_fleurs_90g"), price("table_fleurs_250g")]).toEqual([199, 299, 899]);
    expect([price("table_sidr_50g"), price("table_sidr_90g"), price("table_sidr_250g")]).toEqual([299, 499, 1199]);
    for (const id of ["fruité_orange", "fruité_rouge", "pistache", "cafe", "creme_brulee", "coco_amande"]) {
      expect([price(`${id}_50g`), price(`${id}_90g`), price(`${id}_250g`)], id).toEqual([499, 999, 1999]);
    }
    // The spec gives a range, not the prices, for the nine honeys from Pashtaw's jujube to the spirulina one.
    for (const id of HONEY_IDS.slice(HONEY_IDS.indexOf("jujubier_pashtaw"), HONEY_IDS.indexOf("spiruline") + 1)) {
      const p50 = price(`${id}_50g`)!;
      expect(p50, id).toBeGreaterThanOrEqual(599);
      expect(p50, id).toBeLessThanOrEqual(899);
      expect(price(`${id}_90g`)!, id).toBeGreaterThan(p50);
      expect(price(`${id}_250g`)!, id).toBeGreaterThan(price(`${id}_90g`)!);
    }
    expect(rows.variants.filter((v) => v.format).length).toBe(66);
  });

  it("gives every honey a detail, written or the generic one with two reviews", () => {
    expect(rows.details).toHaveLength(22);
    for (const detail of rows.details) {
      expect(detail.gallery, detail.productId).toHaveLength(3);
      expect(detail.benefits.length).toBeGreaterThan(0);
      expect(detail.usageTips.length).toBeGreaterThan(0);
      const reviews = rows.reviews.filter((r) => r.productId === detail.productId);
      expect(reviews.length, detail.productId).toBeGreaterThanOrEqual(2);
      if (detail.isDefault) expect(reviews).toHaveLength(2);
    }
    expect(rows.details.filter((d) => !d.isDefault).length).toBeGreaterThanOrEqual(10);
    expect(rows.details.find((d) => d.productId === "manuka_nz")?.characteristics.certification).toMatch(/UMF 10\+/);
  });

  it("has 13 Mr.H perfumes (one Baccarat at 34,99 €) and 5 Mme.H perfumes at 29,99 €", () => {
    const perfumes = rows.products.filter((p) => p.kind === "perfume");
    const mr = perfumes.filter((p) => p.collection === "Mr.H");
    const mme = perfumes.filter((p) => p.collection === "Mme.H");
    expect(mr.map((p) => p.id)).toEqual(Array.from({ length: 13 }, (_, i) => `parfum_homme_${i + 1}`));
    expect(mme.map((p) => p.id)).toEqual(Array.from({ length: 5 }, (_, i) => `parfum_femme_${i + 1}`));
    const baccarat = mr.filter((p) => /baccarat/i.test(p.name));
    expect(baccarat).toHaveLength(1);
    expect(price(baccarat[0]!.id)).toBe(3499);
    for (const p of [...mr, ...mme].filter((p) => p !== baccarat[0])) expect(price(p.id), p.id).toBe(2999);
    expect(perfumes.map((p) => p.name)).toEqual(expect.arrayContaining(["Mr.H — Erba", "Mme.H — Rose noir"]));
  });

  it("has Shilajit at 30 € with its three offers", () => {
    const shilajit = rows.products.find((p) => p.id === "shilajit_product");
    expect(shilajit).toMatchObject({ kind: "wellness", rating: 4.5 });
    const offers = rows.variants.filter((v) => v.productId === "shilajit_product");
    expect(offers.map((o) => [o.id, o.priceCents, o.originalPriceCents ?? null])).toEqual([
      ["shilajit_1", 3000, null],
      ["shilajit_2", 5000, 6000],
      ["shilajit_3", 6000, 9000],
    ]);
  });

  it("has the direct-purchase and crypto fallback packages, /paiement prices winning", () => {
    const packages = rows.products.filter((p) => p.kind === "package");
    expect(Object.fromEntries(packages.map((p) => [p.id, price(p.id)]))).toEqual({
      parfum_homme: 2999,
      miel_sumur: 3000,
      parfum_femme: 2999,
      miel_russie: 14500,
      miel_manuka: 8900,
      collection_miels: 24900,
    });
    expect(packages.find((p) => p.id === "parfum_homme")?.name).toBe("Mr.H — Erba");
    expect(packages.find((p) => p.id === "parfum_femme")?.name).toBe("Mme.H — Rose noir");
  });

  it("has only integer prices in cents and unique ids", () => {
    expect(rows.variants.every((v) => Number.isSafeInteger(v.priceCents) && v.priceCents > 0)).toBe(true);
    expect(new Set(rows.products.map((p) => p.id)).size).toBe(rows.products.length);
    expect(new Set(rows.variants.map((v) => v.id)).size).toBe(rows.variants.length);
  });

  it("has a local picture, with its size, for every product, variant and gallery image", () => {
    const publicDir = path.resolve("public");
    const paths = new Set([
      ...rows.products.map((p) => p.image),
      ...rows.variants.map((v) => v.image),
      ...rows.details.flatMap((d) => d.gallery),
    ]);
    for (const image of paths) {
      expect(image, image).toMatch(/^\/images\//);
      const file = path.join(publicDir, image);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg, image).toMatch(/<svg[^>]*\swidth="\d+"[^>]*\sheight="\d+"/);
      expect(svg, image).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });
});

describe("seeding", () => {
  const shop = setupTestShop({ seed: false });

  it("adds the whole catalogue once, and nothing on a second run", async () => {
    const first = await seedCatalog(shop.db, catalogSeed, { exampleReviews: true });
    expect(first).toEqual({
      products: rows.products.length,
      variants: rows.variants.length,
      details: 22,
      reviews: rows.reviews.length,
      information: rows.products.length,
    });
    expect(await seedCatalog(shop.db, catalogSeed, { exampleReviews: true })).toEqual({
      products: 0,
      variants: 0,
      details: 0,
      reviews: 0,
      information: 0,
    });
    expect(await shop.db.$count(products)).toBe(rows.products.length);
  });

  it("stores no review for a shop taking real payments: every written one is the shop's example (decision 086)", async () => {
    const report = await seedCatalog(shop.db, catalogSeed, { exampleReviews: false });
    expect(report).toMatchObject({ products: rows.products.length, reviews: 0 });
    expect(await shop.db.$count(productReviews)).toBe(0);
  });

  it("never overwrites what an administrator changed, and restores what is missing", async () => {
    const { db } = shop;
    await seedCatalog(db, catalogSeed, { exampleReviews: true });
    await db
      .update(productVariants)
      .set({ priceCents: 1299, stock: 3 })
      .where(eq(productVariants.id, "sidr_malaki_yemen_50g"));
    await db.update(products).set({ name: "Sidr royal" }).where(eq(products.id, "sidr_malaki_yemen"));
    await db.delete(products).where(eq(products.id, "pistache"));

    const report = await seedCatalog(db, catalogSeed, { exampleReviews: true });
    expect(report.products).toBe(1);
    expect(report.variants).toBe(3);

    const [variant] = await db.select().from(productVariants).where(eq(productVariants.id, "sidr_malaki_yemen_50g"));
    expect(variant).toMatchObject({ priceCents: 1299, stock: 3 });
    const [product] = await db.select().from(products).where(eq(products.id, "sidr_malaki_yemen"));
    expect(product?.name).toBe("Sidr royal");
    expect(await db.$count(productVariants, eq(productVariants.productId, "pistache"))).toBe(3);
  });
});
