// What the storefront pages show of the catalogue: products shaped into the pages' view models, here rather than in
// the loaders (which call context.services and return). Pure functions over the catalogue's rows.
import {
  flagImagePath,
  HONEY_CATEGORIES,
  HONEY_FORMATS,
  type HoneyCategory,
  type PerfumeCollection,
  perfumePath,
} from "#core/catalog";
import type { Sort } from "#core/catalogue-query";
import { type CollectionQuery, type HoneyFacets, ignoredNotice, slugOf } from "#core/collection-query";
import { parseRichText } from "#core/rich-text";
import { type Measure, measuredPriceText, measureOf, unitPriceText } from "#core/unit-price";
import { exampleReviews, HOME_EXAMPLE_REVIEWS, type HomeReview, shownRating } from "./example-reviews";
import type { HoneyPage, PricedVariant, ProductWithVariants } from "./service";
import type { ProductPage } from "./storefront-pages";

// `examples` in every view: whether the shop's example reviews and ratings may be shown (a demonstration,
// decision 086); false in a shop taking real payments.

/** A product card: the fields every collection shows. */
function card(p: ProductWithVariants, examples: boolean) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    image: p.image,
    badge: p.badge,
    rating: shownRating(p, examples),
    // The drawn flag, not the stored emoji (decision 046): worked out here, so no page ships the lookup.
    flagImage: flagImagePath(p.countryFlag),
    country: p.country,
    fromPriceCents: p.fromPriceCents,
    fromUnitPrice: fromUnitPrice(p),
    photo: firstPhoto(p),
    /** Its second photo, a tile's picture on hover (decision 116); null: none. */
    secondPhoto: p.photos[1] ?? null,
  };
}

/**
 * The unit price of the "à partir de" price (the cheapest variant with a known weight or volume), e.g.
 * `179,80 €/kg` or `599,80 €/L`; else null.
 */
function fromUnitPrice(p: ProductWithVariants): string | null {
  const cheapest = p.variants.find((v) => v.priceCents === p.fromPriceCents && measureOf(v));
  return cheapest ? measuredPriceText(cheapest.priceCents, measureOf(cheapest)) : null;
}

/** The photo a card shows: the product's first (decision 030); null: its illustration. */
function firstPhoto(p: ProductWithVariants) {
  return p.photos[0] ?? null;
}

export function homeView(all: readonly ProductWithVariants[], examples: boolean) {
  const toCard = (p: ProductWithVariants) => card(p, examples);
  const honeys = all.filter((p) => p.kind === "honey");
  const perfumes = all.filter((p) => p.kind === "perfume");
  const line = (collection: PerfumeCollection) => {
    const items = perfumes.filter((p) => p.collection === collection);
    return {
      count: items.length,
      fromPriceCents: Math.min(...items.map((p) => p.fromPriceCents)),
      featured: items.slice(0, 3).map(toCard),
    };
  };
  const origins = originsOf(honeys);
  return {
    countryCount: origins.length,
    honeyCount: honeys.length,
    origins,
    honeyFromPriceCents: Math.min(...honeys.map((h) => h.fromPriceCents)),
    honeys: honeys.slice(0, 4).map(toCard),
    mrH: line("Mr.H"),
    mmeH: line("Mme.H"),
    others: all.filter((p) => p.kind === "wellness").map(toCard),
    /** « Avis Clients »: the five example reviews in a demonstration; none otherwise. */
    reviews: examples ? HOME_EXAMPLE_REVIEWS : ([] as HomeReview[]),
  };
}

/**
 * The honeys' countries in the catalogue's order, each with its drawn flag, how many honeys it gives and the
 * collection's `?origine=` value (the collection filters by the same slug).
 */
export function originsOf(honeys: readonly Pick<ProductWithVariants, "country" | "countryFlag">[]) {
  const byCountry = new Map<string, { country: string; origine: string; flagImage: string | null; count: number }>();
  for (const h of honeys) {
    if (!h.country) continue;
    const seen = byCountry.get(h.country);
    if (seen) seen.count += 1;
    else
      byCountry.set(h.country, {
        country: h.country,
        origine: slugOf(h.country),
        flagImage: flagImagePath(h.countryFlag),
        count: 1,
      });
  }
  return [...byCountry.values()];
}

/** Cards on one page of a collection (2 or 3 full columns) and of the catalogue's results (the shop's whole range). */
export const COLLECTION_PAGE_SIZE = 24;
export const CATALOGUE_PAGE_SIZE = 48;

/** `/miels-collection`: the count of every category and one page of the honeys of the selected one ("all"). */
export function honeyCollectionView(
  counts: ReadonlyMap<string, number>,
  shown: ProductPage,
  selected: string,
  examples: boolean,
  chosen: { facets: HoneyFacets; query: CollectionQuery; countries?: number } = {
    facets: { origine: [], texture: [], format: [] },
    query: { sort: "selection", filters: {}, ignored: [] },
  },
) {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return {
    selected,
    sort: chosen.query.sort,
    filters: chosen.query.filters,
    facets: chosen.facets,
    /** What the address asked that is not offered, ignored, in French; null when nothing was. */
    notice: ignoredNotice(chosen.query.ignored),
    /** How many honeys the sort and filters give (every page). */
    found: shown.total,
    /** How many countries the honeys on sale come from (every category). */
    countries: chosen.countries ?? 0,
    counts: Object.fromEntries(
      (["all", ...HONEY_CATEGORIES] as const).map((c) => [c, c === "all" ? total : (counts.get(c) ?? 0)]),
    ) as Record<"all" | HoneyCategory, number>,
    page: shown.page,
    pages: shown.pages,
    honeys: shown.products.map((h) => ({ ...card(h, examples), notes: h.notes.slice(0, 3) })),
  };
}

/** `/miel/:id`: the honey, its three formats in order (sold out when no stock is left), a sanitised description. */
export function honeyPageView(honey: HoneyPage, examples: boolean) {
  const formats = HONEY_FORMATS.flatMap((format) => {
    const variant = honey.variants.find((v) => v.format === format);
    return variant
      ? [
          {
            id: variant.id,
            format,
            priceCents: variant.priceCents,
            unitPrice: unitPriceText(variant.priceCents, variant.weightGrams, "g"),
            soldOut: variant.stock === 0,
          },
        ]
      : [];
  });
  return {
    honey: {
      id: honey.id,
      name: honey.name,
      title: honey.title,
      description: honey.description,
      ritual: honey.ritual,
      country: honey.country,
      flagImage: flagImagePath(honey.countryFlag),
      image: honey.image,
      badge: honey.badge,
      rating: shownRating(honey, examples),
      notes: honey.notes,
    },
    formats,
    gallery: honey.detail.gallery,
    photos: honey.photos,
    characteristics: Object.entries(honey.detail.characteristics),
    benefits: honey.detail.benefits,
    usageTips: honey.detail.usageTips,
    detailedDescription: parseRichText(honey.detail.detailedDescription),
    reviews: examples ? exampleReviews(honey.reviews) : [],
  };
}

/** How many products a product page's « Vous aimerez aussi » shows. */
export const RELATED_COUNT = 4;

/**
 * A product page's « Vous aimerez aussi » (issue 34): other products of its kind, a honey's of the same country
 * first, then of the same category, then the other honeys; a perfume's of its own line only. In the catalogue's order
 * within each group, so the same page always shows the same cards.
 */
export function relatedView(all: readonly ProductWithVariants[], id: string, examples: boolean) {
  const self = all.find((p) => p.id === id);
  if (!self || self.kind === "wellness") return [];
  const others = all.filter((p) => p.kind === self.kind && p.id !== id);
  /** The group a product falls in, null: not shown. */
  const rank = (p: ProductWithVariants): number | null => {
    if (self.kind === "perfume") return p.collection === self.collection ? 0 : null;
    if (p.country !== null && p.country === self.country) return 0;
    return p.category !== null && p.category === self.category ? 1 : 2;
  };
  return others
    .flatMap((p, order) => {
      const r = rank(p);
      return r === null ? [] : [{ p, r, order }];
    })
    .sort((a, b) => a.r - b.r || a.order - b.order)
    .slice(0, RELATED_COUNT)
    .map(({ p }) => ({ ...card(p, examples), href: productHref(p) }));
}

/** The perfumes of one line, as its collection page shows them (one variant each). */
export function perfumeLineView(perfumes: readonly ProductWithVariants[], line: PerfumeCollection, examples: boolean) {
  return perfumes
    .filter((p) => p.collection === line)
    .map((p) => {
      const variant = p.variants[0]!;
      return {
        id: variant.id,
        productId: p.id,
        name: p.name,
        description: p.description,
        notes: p.notes,
        image: p.image,
        photo: firstPhoto(p),
        secondPhoto: p.photos[1] ?? null,
        rating: shownRating(p, examples),
        badge: p.badge,
        priceCents: variant.priceCents,
        unitPrice: measuredPriceText(variant.priceCents, measureOf(variant)),
        soldOut: variant.stock === 0,
      };
    });
}

/**
 * `/autres-collection`: the wellness product and its offers; null when there is none. `lowest30d`: each variant's
 * lowest price of the last 30 days (Omnibus, decision 034), shown beside a reduction.
 */
export function wellnessView(
  product: ProductWithVariants | undefined,
  examples: boolean,
  lowest30d: ReadonlyMap<string, number | null> = new Map(),
) {
  if (!product) return null;
  return {
    id: product.id,
    name: product.name,
    subtitle: product.subtitle,
    description: product.description,
    notes: product.notes,
    image: product.image,
    photo: firstPhoto(product),
    rating: shownRating(product, examples),
    fromPriceCents: product.fromPriceCents,
    offers: product.variants.map((v) => ({
      id: v.id,
      label: v.label,
      description: v.description,
      image: v.image,
      priceCents: v.priceCents,
      unitPrice: measuredPriceText(v.priceCents, measureOf(v)),
      originalPriceCents: v.originalPriceCents,
      lowestPrice30dCents: v.originalPriceCents !== null ? (lowest30d.get(v.id) ?? v.priceCents) : null,
    })),
  };
}

/**
 * The basket's unit prices (decision 039): each variant's measure (net weight or volume of the line's unit), by
 * basket line id; the basket multiplies nothing, it divides the line's unit price by it.
 */
export function measuresView(all: readonly ProductWithVariants[]): Record<string, Measure> {
  return Object.fromEntries(
    all.flatMap((p) =>
      p.variants.flatMap((v) => {
        const measure = measureOf(v);
        return measure ? [[v.id, measure] as const] : [];
      }),
    ),
  );
}

/**
 * `/catalogue`: one page of the search's results (every collection but the packages), with their total;
 * `byRating`: whether « Meilleures notes » is offered (only with ratings to sort by).
 */
export function catalogueView(shown: ProductPage, q: string, sort: Sort, examples: boolean) {
  const results = shown.products.map((p) => ({
    id: p.id,
    name: p.name,
    image: p.image,
    photo: firstPhoto(p),
    secondPhoto: p.photos[1] ?? null,
    badge: p.badge,
    rating: shownRating(p, examples),
    fromPriceCents: p.fromPriceCents,
    fromUnitPrice: fromUnitPrice(p),
    section: p.kind === "honey" ? "miels" : p.kind === "wellness" ? "autres" : p.collection === "Mme.H" ? "mme" : "mr",
    href: productHref(p),
  }));
  return { q, sort, byRating: examples, total: shown.total, page: shown.page, pages: shown.pages, results };
}

/** Where a product is shown: its honey or perfume page, the wellness collection. */
export function productHref(p: Pick<ProductWithVariants, "id" | "kind">): string {
  if (p.kind === "honey") return `/miel/${encodeURIComponent(p.id)}`;
  return p.kind === "wellness" ? "/autres-collection" : perfumePath(p.id);
}

/**
 * `/profil/favoris` (decision 114): each favourite as the catalogue sells it now — price, unit price, stock — or,
 * when it is no longer on sale, its name (`names`: every product's, on sale or not) and nothing to buy.
 */
export function favouritesView(
  ids: readonly string[],
  onSale: readonly ProductWithVariants[],
  names: ReadonlyMap<string, string>,
) {
  const byId = new Map(onSale.map((p) => [p.id, p]));
  return ids.map((id) => {
    const p = byId.get(id);
    if (!p) return { id, name: names.get(id) ?? "Produit retiré du catalogue", onSale: false as const };
    const soldOut = p.variants.filter((v) => v.stock === 0).length;
    return {
      id,
      name: p.name,
      onSale: true as const,
      href: productHref(p),
      image: p.image,
      photo: firstPhoto(p),
      fromPriceCents: p.fromPriceCents,
      fromUnitPrice: fromUnitPrice(p),
      several: new Set(p.variants.map((v) => v.priceCents)).size > 1,
      stock:
        soldOut === 0
          ? ("in-stock" as const)
          : soldOut === p.variants.length
            ? ("sold-out" as const)
            : ("partly" as const),
    };
  });
}

/** `/articles`: the honeys with a badge and every perfume. */
export function articlesView(all: readonly ProductWithVariants[], examples: boolean) {
  return {
    honeys: all
      .filter((p) => p.kind === "honey" && p.badge)
      .map((p) => ({
        id: p.id,
        country: p.country,
        flagImage: flagImagePath(p.countryFlag),
        title: p.title ?? p.name,
        name: p.name,
        description: p.description,
        ritual: p.ritual,
        rating: shownRating(p, examples),
        badge: p.badge,
        notes: p.notes,
      })),
    perfumes: all
      .filter((p) => p.kind === "perfume")
      .map((p) => ({
        id: p.id,
        name: p.name,
        collection: p.collection,
        description: p.description,
        notes: p.notes,
        rating: shownRating(p, examples),
        badge: p.badge,
      })),
  };
}

/** `/paiement`: the direct-purchase packages with their one price. */
export function directPurchaseView(packages: readonly ProductWithVariants[]) {
  return packages.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    badge: p.badge,
    image: p.image,
    photo: firstPhoto(p),
    priceCents: p.variants[0]!.priceCents,
    soldOut: p.variants[0]!.stock === 0,
  }));
}

/** A line of the crypto payment page's order. */
export interface CryptoPageLine {
  id: string;
  name: string;
  unitCents: number;
  quantity: number;
  image: string;
}

/** A package bought directly, as the crypto payment page shows it; null if it has no variant. */
export function cryptoPackageOrder(found: ProductWithVariants | undefined) {
  const variant = found?.variants.find((v) => v.id === found.id) ?? found?.variants[0];
  if (!found || !variant) return null;
  return {
    kind: "package" as const,
    packageId: found.id,
    lines: [{ id: variant.id, name: found.name, unitCents: variant.priceCents, quantity: 1, image: found.image }],
    totalCents: variant.priceCents,
  };
}

/** A link's articles priced by the catalogue, as the crypto payment page shows them; null if one is unknown. */
export function cryptoItemsOrder(priced: { lines: readonly PricedVariant[]; unknownIds: readonly string[] }) {
  if (priced.lines.length === 0 || priced.unknownIds.length > 0) return null;
  const lines = priced.lines.map((l): CryptoPageLine => ({
    id: l.id,
    name: l.name,
    unitCents: l.unitPriceCents,
    quantity: l.quantity,
    image: l.image,
  }));
  return {
    kind: "items" as const,
    lines,
    subtotalCents: lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0),
  };
}
