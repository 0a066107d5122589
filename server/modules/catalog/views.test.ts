import { describe, expect, it } from "vitest";
import type { PhotoView } from "#core/product-photos";
import type { HoneyPage, ProductWithVariants } from "./service";
import { HONEY_FORMAT_GRAMS, HONEY_FORMATS } from "#core/catalog";
import { catalogSeed } from "./seed-data";
import {
  articlesView,
  catalogueView,
  homeView,
  honeyCollectionView,
  originsOf,
  honeyPageView,
  measuresView,
  perfumeLineView,
  relatedView,
  wellnessView,
} from "./views";

// The pages' views over stand-ins of the catalogue's rows.
const honey = (id: string, category: string, prices: number[], stock: (number | null)[] = [null, null, null]) => ({
  id,
  kind: "honey",
  name: `Miel ${id}`,
  title: null,
  description: "d",
  ritual: null,
  category,
  country: "Oman",
  countryFlag: "🇴🇲",
  image: `/images/products/${id}.svg`,
  badge: null,
  rating: 4.7,
  notes: ["a", "b", "c", "d"],
  fromPriceCents: Math.min(...prices),
  photos: [] as PhotoView[],
  variants: ["50g", "90g", "250g"].map((format, i) => ({
    id: `${id}_${format}`,
    format,
    priceCents: prices[i],
    weightGrams: [50, 90, 250][i],
    stock: stock[i],
  })),
});

const honeys = [
  honey("a", "oman", [499, 999, 1999]),
  honey("b", "oman", [599, 999, 2999]),
  honey("c", "yemen", [1199, 1999, 4499]),
] as unknown as ProductWithVariants[];

const page = (product: ProductWithVariants) =>
  ({
    ...product,
    detail: {
      gallery: ["/1.svg", "/2.svg"],
      characteristics: { poids: "50 g" },
      benefits: [],
      usageTips: [],
      detailedDescription: "<p onclick='x'>Bon</p><script>alert(1)</script>",
    },
    reviews: [],
  }) as unknown as HoneyPage;

// A page as the database gives it (storefront-pages.ts, tested on a real database in storefront-pages.test.ts).
const pageOf = (products: ProductWithVariants[], page = 1, pages = 1) => ({
  products,
  page,
  pages,
  total: products.length,
});
const counts = new Map([
  ["oman", 2],
  ["yemen", 1],
]);

describe("honey collection view", () => {
  it("counts every category, keeps the filter of the URL and gives the page's cards", () => {
    const all = honeyCollectionView(counts, pageOf(honeys, 2, 3), "all", true);
    expect(all.selected).toBe("all");
    expect(all.counts).toMatchObject({ all: 3, oman: 2, yemen: 1, table: 0 });
    expect(all).toMatchObject({ page: 2, pages: 3 });
    expect(all.honeys).toHaveLength(3);
    expect(all.honeys[0]?.notes).toEqual(["a", "b", "c"]);
    // The card's "à partir de" price with its price per kilo (4,99 € for 50 g).
    expect(all.honeys.map((h) => h.fromUnitPrice)).toEqual(["99,80\u00a0€/kg", "119,80\u00a0€/kg", "239,80\u00a0€/kg"]);
    expect(honeyCollectionView(counts, pageOf([]), "lune", true)).toMatchObject({ selected: "lune", honeys: [] });
  });

  it("gives the drawn flag of each origin, never the stored emoji (decision 046)", () => {
    const collection = honeyCollectionView(counts, pageOf(honeys), "all", true);
    expect(collection.honeys.map((h) => h.flagImage)).toEqual(Array(3).fill("/images/flags/om.svg"));
    expect(honeyPageView(page(honeys[0]!), true).honey.flagImage).toBe("/images/flags/om.svg");
    expect(JSON.stringify([collection, honeyPageView(page(honeys[0]!), true)])).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});

describe("honey page view", () => {
  it("gives the three formats in order with their prices, and the description as blocks", () => {
    const data = honeyPageView(page(honeys[2]!), true);
    expect(data.formats.map((f) => [f.format, f.priceCents, f.soldOut])).toEqual([
      ["50g", 1199, false],
      ["90g", 1999, false],
      ["250g", 4499, false],
    ]);
    expect(data.detailedDescription).toEqual([{ type: "paragraph", content: [{ text: "Bon" }] }]);
    expect(data.formats.map((f) => f.unitPrice)).toEqual(["239,80\u00a0€/kg", "222,11\u00a0€/kg", "179,96\u00a0€/kg"]);
  });

  it("gives every seeded honey format its price per kilo, by the shop's rounding", () => {
    for (const seed of catalogSeed.honeys) {
      const prices = HONEY_FORMATS.map((f) => seed.pricesCents[f]);
      const view = honeyPageView(page(honey(seed.id, "oman", prices) as unknown as ProductWithVariants), true);
      view.formats.forEach((f, i) => {
        const perKilo = Math.round((prices[i]! * 1000) / HONEY_FORMAT_GRAMS[HONEY_FORMATS[i]!]);
        expect(f.unitPrice).toBe(`${(perKilo / 100).toFixed(2).replace(".", ",")}\u00a0€/kg`);
      });
    }
  });

  it("marks a format with no stock left as sold out", () => {
    const soldOut = honey("d", "special", [700, 1100, 2800], [0, 3, null]) as unknown as ProductWithVariants;
    expect(honeyPageView(page(soldOut), true).formats.map((f) => f.soldOut)).toEqual([true, false, false]);
  });
});

describe("photos in the views (decision 030)", () => {
  const photo = (id: string): PhotoView => ({ id, alt: `Photo ${id}`, width: 800, height: 600, variants: [] });

  it("gives a card its product's first photo, and none (the illustration) without photos", () => {
    const withPhotos = { ...honeys[0]!, photos: [photo("p1"), photo("p2")] };
    const view = honeyCollectionView(counts, pageOf([withPhotos, honeys[1]!]), "all", true);
    expect(view.honeys[0]!.photo?.id).toBe("p1");
    expect(view.honeys[1]!.photo).toBeNull();
    expect(view.honeys[1]!.image).toBe("/images/products/b.svg");
  });

  it("gives the honey page every photo in order", () => {
    const view = honeyPageView(page({ ...honeys[2]!, photos: [photo("p1"), photo("p2")] }), true);
    expect(view.photos.map((p) => p.id)).toEqual(["p1", "p2"]);
    expect(view.gallery).toEqual(["/1.svg", "/2.svg"]);
  });
});

describe("unit prices of perfumes and Shilajit (decision 039)", () => {
  const perfume = (id: string, volumeMl: number | null) =>
    ({
      id,
      kind: "perfume",
      name: id,
      collection: "Mr.H",
      description: "d",
      notes: [],
      image: "/p.svg",
      rating: 5,
      badge: null,
      photos: [],
      fromPriceCents: 2999,
      variants: [{ id, priceCents: 2999, weightGrams: null, volumeMl, quantity: 1, stock: null }],
    }) as unknown as ProductWithVariants;
  const shilajit = (unitGrams: number | null) =>
    ({
      id: "shilajit_product",
      kind: "wellness",
      name: "Shilajit",
      photos: [],
      fromPriceCents: 3000,
      variants: [1, 2, 3].map((q) => ({
        id: `shilajit_${q}`,
        label: `${q} pot(s)`,
        priceCents: [3000, 5000, 6000][q - 1],
        originalPriceCents: q === 1 ? null : 3000 * q,
        weightGrams: unitGrams,
        volumeMl: null,
        quantity: q,
      })),
    }) as unknown as ProductWithVariants;

  it("gives each perfume of a line its price per litre once its volume is known, nothing before", () => {
    const line = perfumeLineView([perfume("a", 50), perfume("b", null)], "Mr.H", true);
    expect(line.map((p) => p.unitPrice)).toEqual(["599,80\u00a0€/L", null]);
  });

  it("gives each Shilajit offer the price per kilo of its pots' total weight", () => {
    expect(wellnessView(shilajit(50), true)?.offers.map((o) => o.unitPrice)).toEqual([
      "600,00\u00a0€/kg",
      "500,00\u00a0€/kg",
      "400,00\u00a0€/kg",
    ]);
    expect(wellnessView(shilajit(null), true)?.offers.map((o) => o.unitPrice)).toEqual([null, null, null]);
  });

  it("gives the basket each variant's measure, by line id, and nothing for an unknown one", () => {
    const measures = measuresView([perfume("a", 30), perfume("b", null), shilajit(50), ...honeys]);
    expect(measures).toMatchObject({
      a: { quantity: 30, unit: "ml" },
      shilajit_3: { quantity: 150, unit: "g" },
      a_250g: { quantity: 250, unit: "g" },
    });
    expect(measures.b).toBeUndefined();
  });
});

describe("catalogue view", () => {
  const perfume = (id: string, collection: string) =>
    ({
      ...honey(id, "", [2999, 4999, 5999]),
      kind: "perfume",
      collection,
      category: null,
    }) as unknown as ProductWithVariants;

  it("gives each result its section and its page, with the search's total and pages", () => {
    const view = catalogueView(
      { products: [honeys[0]!, perfume("p1", "Mr.H"), perfume("p2", "Mme.H")], page: 2, pages: 2, total: 51 },
      "miel",
      "note",
      true,
    );
    expect(view).toMatchObject({ q: "miel", sort: "note", byRating: true, total: 51, page: 2, pages: 2 });
    expect(view.results.map((r) => [r.id, r.section, r.href])).toEqual([
      ["a", "miels", "/miel/a"],
      ["p1", "mr", "/parfum/p1"],
      ["p2", "mme", "/parfum/p2"],
    ]);
  });
});

describe("example reviews and ratings (decision 086)", () => {
  const reviewed = {
    ...page(honeys[0]!),
    reviews: [
      { id: "a-avis-1", productId: "a", author: "Claire M.", rating: 5, comment: "Bon", reviewedOn: "2025-03-14" },
    ],
  } as HoneyPage;
  const everyProduct = [...honeys, { ...honeys[1]!, id: "w", kind: "wellness" }] as ProductWithVariants[];

  it("shows them in a demonstration, each marked as an example", () => {
    const view = honeyPageView(reviewed, true);
    expect(view.honey.rating).toEqual({ value: 4.7, example: true });
    expect(view.reviews).toEqual([
      { id: "a-avis-1", author: "Claire M.", rating: 5, comment: "Bon", date: "2025-03-14", example: true },
    ]);
    const home = homeView(everyProduct, true);
    expect(home.reviews).toHaveLength(5);
    expect(home.reviews.every((r) => r.example && r.rating === 5)).toBe(true);
    expect(home.honeys[0]!.rating).toEqual({ value: 4.7, example: true });
  });

  it("shows none of them, nor any rating, in a shop taking real payments", () => {
    const view = honeyPageView(reviewed, false);
    expect(view.honey.rating).toBeNull();
    expect(view.reviews).toEqual([]);
    const home = homeView(everyProduct, false);
    expect(home.reviews).toEqual([]);
    expect([...home.honeys, ...home.others].map((c) => c.rating)).toEqual([null, null, null, null]);
    expect(honeyCollectionView(counts, pageOf(honeys), "all", false).honeys.every((h) => h.rating === null)).toBe(true);
    const search = catalogueView(pageOf(honeys), "", "pertinence", false);
    expect(search.byRating).toBe(false);
    expect(search.results.every((r) => r.rating === null)).toBe(true);
    const articles = articlesView([{ ...honeys[0]!, badge: "Premium" }] as ProductWithVariants[], false);
    expect(articles.honeys.map((h) => h.rating)).toEqual([null]);
    expect(wellnessView(honeys[0], false)?.rating).toBeNull();
  });
});

describe("home page's origins (issue 34)", () => {
  it("lists each honey country once, in the catalogue's order, with its count, drawn flag and filter value", () => {
    const of = (country: string | null, countryFlag: string | null) => ({ country, countryFlag });
    const origins = originsOf([
      of("Yémen", "🇾🇪"),
      of("Arabie saoudite", "🇸🇦"),
      of("Yémen", "🇾🇪"),
      of(null, null),
      of("Arabie saoudite", "🇸🇦"),
      of("Yémen", "🇾🇪"),
    ]);
    expect(origins).toEqual([
      { country: "Yémen", origine: "yemen", flagImage: "/images/flags/ye.svg", count: 3 },
      { country: "Arabie saoudite", origine: "arabie-saoudite", flagImage: "/images/flags/sa.svg", count: 2 },
    ]);
    const home = homeView(honeys as unknown as ProductWithVariants[], false);
    expect(home.countryCount).toBe(home.origins.length);
    expect(home.honeyCount).toBe(honeys.length);
  });
});

describe("relatedView (issue 34's « Vous aimerez aussi »)", () => {
  const product = (id: string, kind: string, more: Record<string, string | null>) =>
    ({ ...honey(id, "oman", [499, 999, 1999]), kind, ...more }) as unknown as ProductWithVariants;
  const all = [
    product("sidr", "honey", { country: "Yémen", category: "yemen" }),
    product("other_1", "honey", { country: "Oman", category: "oman" }),
    product("same_category", "honey", { country: "Oman", category: "yemen" }),
    product("other_2", "honey", { country: "Iran", category: "special" }),
    product("same_country", "honey", { country: "Yémen", category: "table" }),
    product("other_3", "honey", { country: "France", category: "fruity" }),
    product("mr_1", "perfume", { collection: "Mr.H", country: null, category: null }),
    product("mme_1", "perfume", { collection: "Mme.H", country: null, category: null }),
    product("mr_2", "perfume", { collection: "Mr.H", country: null, category: null }),
    product("shilajit", "wellness", { country: null, category: null }),
  ];
  const ids = (id: string) => relatedView(all, id, false).map((p) => p.id);

  it("gives a honey four others: its country's first, then its category's, then the others in the catalogue's order", () => {
    expect(ids("sidr")).toEqual(["same_country", "same_category", "other_1", "other_2"]);
    expect(relatedView(all, "sidr", false)[0]).toMatchObject({ href: "/miel/same_country", fromPriceCents: 499 });
  });

  it("gives a perfume the other perfumes of its own line only, and the others nothing", () => {
    expect(ids("mr_1")).toEqual(["mr_2"]);
    expect(ids("mme_1")).toEqual([]);
    expect(relatedView(all, "mr_1", false)[0]!.href).toBe("/parfum/mr_2");
    expect(ids("shilajit")).toEqual([]);
    expect(ids("unknown")).toEqual([]);
  });
});
