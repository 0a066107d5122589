import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ProductKind } from "#core/catalog";
import type { Db } from "#server/db/client";
import { reusableQuery, type RowOf } from "#server/db/reusable-query";
import type { PhotoView } from "#core/product-photos";
import { photosOf } from "./photos";
import { honeyDetails, productReviews, products, productVariants } from "./schema";

export type Product = typeof products.$inferSelect;
export type Variant = typeof productVariants.$inferSelect;
export type HoneyDetail = typeof honeyDetails.$inferSelect;
export type Review = typeof productReviews.$inferSelect;

export interface ProductWithVariants extends Product {
  variants: Variant[];
  /** The lowest price among the active variants: the "à partir de" price. */
  fromPriceCents: number;
  /** Its photos in order (decision 030); empty: the illustration is shown. */
  photos: PhotoView[];
}

export interface HoneyPage extends ProductWithVariants {
  detail: HoneyDetail;
  reviews: Review[];
}

/** Active products, in catalogue order, each with its active variants. */
export async function listProducts(db: Db, filter: { kind?: ProductKind } = {}): Promise<ProductWithVariants[]> {
  const productRows = await db
    .select()
    .from(products)
    .where(and(eq(products.active, true), filter.kind ? eq(products.kind, filter.kind) : undefined))
    .orderBy(asc(products.position), asc(products.id));
  return attachVariants(db, productRows);
}

/**
 * A honey with its detail; `exampleReviews`: with the review rows — all written by the shop so far, so only a
 * demonstration asks for them (decision 086); otherwise none.
 */
export async function getHoney(db: Db, id: string, options: { exampleReviews: boolean }): Promise<HoneyPage | null> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.kind, "honey"), eq(products.active, true)));
  if (!product) return null;
  const [[withVariants], [detail], reviews] = await Promise.all([
    attachVariants(db, [product]),
    db.select().from(honeyDetails).where(eq(honeyDetails.productId, id)),
    options.exampleReviews
      ? db
          .select()
          .from(productReviews)
          .where(eq(productReviews.productId, id))
          .orderBy(asc(productReviews.reviewedOn), asc(productReviews.id))
      : [],
  ]);
  if (!withVariants || !detail) return null;
  return { ...withVariants, detail, reviews };
}

/** The names of the products of `ids`, on sale or not (a favourite taken off sale is still named). */
export async function productNamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Each product with its active variants, lowest price and photos; a product with nothing to buy is left out. */
export async function attachVariants(db: Db, productRows: Product[]): Promise<ProductWithVariants[]> {
  if (productRows.length === 0) return [];
  const ids = productRows.map((p) => p.id);
  // Together: a failed query must not leave the other's rejection unhandled (it would stop the process).
  const [photos, variantRows] = await Promise.all([
    photosOf(db, ids),
    db
      .select()
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), eq(productVariants.active, true)))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
  ]);
  const byProduct = new Map<string, Variant[]>();
  for (const variant of variantRows) {
    byProduct.set(variant.productId, [...(byProduct.get(variant.productId) ?? []), variant]);
  }
  return productRows.flatMap((product) => {
    const variants = byProduct.get(product.id) ?? [];
    // A product with nothing to buy is not shown.
    if (variants.length === 0) return [];
    const fromPriceCents = Math.min(...variants.map((v) => v.priceCents));
    return [{ ...product, variants, fromPriceCents, photos: photos.get(product.id) ?? [] }];
  });
}

/** The category a basket line counts in for promotions. */
export const KIND_CATEGORY: Record<Product["kind"], string> = {
  honey: "miel",
  perfume: "parfum",
  wellness: "autres",
  package: "coffret",
};

export interface LineRequest {
  id: string;
  quantity: number;
}

export type PricedVariant = {
  id: string;
  name: string;
  category: string;
  unitPriceCents: number;
  quantity: number;
  stock: number | null;
  image: string;
  /** Honey format, for display */
  format: string | null;
  /** The product's VAT rate in basis points (decision 036). */
  vatRateBp: number;
  /** One unit's weight for shipping: its packed weight, or its net content until the owner gives it (decision 109). */
  unitShippingGrams: number;
};

/** What pricing reads of a variant and its product. */
const pricingColumns = {
  id: productVariants.id,
  label: productVariants.label,
  priceCents: productVariants.priceCents,
  stock: productVariants.stock,
  image: productVariants.image,
  format: productVariants.format,
  productName: products.name,
  kind: products.kind,
  vatRateBp: products.vatRateBp,
  shippingWeightGrams: productVariants.shippingWeightGrams,
  weightGrams: productVariants.weightGrams,
  volumeMl: productVariants.volumeMl,
  quantity: productVariants.quantity,
};
type PricingRow = RowOf<typeof pricingColumns>;

/** The checkout's first statement: built once (decision 071), the ids as one array. */
const activeVariantsPricing = reusableQuery(pricingColumns, (db) =>
  db
    .select(pricingColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        sql`${productVariants.id} = any(${sql.placeholder("ids")})`,
        sql`${productVariants.active}`,
        sql`${products.active}`,
      ),
    ),
);

/**
 * Prices basket lines from the catalogue (never from the browser). Lines of the same id are merged.
 * Returns the unknown or inactive ids apart, so the caller can say which.
 */
export async function priceLines(
  db: Db,
  requests: readonly LineRequest[],
): Promise<{ lines: PricedVariant[]; unknownIds: string[] }> {
  const quantities = quantitiesOf(requests);
  if (quantities.size === 0) return { lines: [], unknownIds: [] };
  const rows = await activeVariantsPricing.run(db, "", { ids: [...quantities.keys()] });
  return priceFrom(new Map(rows.map((row) => [row.id, row])), quantities);
}

/** The active variants of a listed catalogue (`listProducts`), by id, for `priceLinesFrom`. */
export function variantIndex(catalogue: readonly ProductWithVariants[]): Map<string, PricingRow> {
  return new Map(
    catalogue.flatMap((product) => product.variants.map((variant) => [variant.id, pricingRowOf(product, variant)])),
  );
}

/** What `activeVariantsPricing` reads, taken from a product and variant already read. */
const pricingRowOf = (product: Product, variant: Variant): PricingRow => ({
  id: variant.id,
  label: variant.label,
  priceCents: variant.priceCents,
  stock: variant.stock,
  image: variant.image,
  format: variant.format,
  productName: product.name,
  kind: product.kind,
  vatRateBp: product.vatRateBp,
  shippingWeightGrams: variant.shippingWeightGrams,
  weightGrams: variant.weightGrams,
  volumeMl: variant.volumeMl,
  quantity: variant.quantity,
});

/** The packed weight when the owner gave it; else the net content (a millilitre counted as a gram) of the offer's units. */
const unitShippingGrams = (row: PricingRow): number =>
  row.shippingWeightGrams ?? (row.weightGrams ?? row.volumeMl ?? 0) * row.quantity;

/**
 * `priceLines` over a catalogue already read (decision 051): for an answer only shown (a code checked in the basket),
 * never for what is charged — the checkout prices its lines in its own transaction.
 */
export function priceLinesFrom(
  index: ReadonlyMap<string, PricingRow>,
  requests: readonly LineRequest[],
): { lines: PricedVariant[]; unknownIds: string[] } {
  return priceFrom(index, quantitiesOf(requests));
}

function quantitiesOf(requests: readonly LineRequest[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const request of requests) quantities.set(request.id, (quantities.get(request.id) ?? 0) + request.quantity);
  return quantities;
}

function priceFrom(
  byId: ReadonlyMap<string, PricingRow>,
  quantities: ReadonlyMap<string, number>,
): { lines: PricedVariant[]; unknownIds: string[] } {
  const lines: PricedVariant[] = [];
  const unknownIds: string[] = [];
  for (const [id, quantity] of quantities) {
    const row = byId.get(id);
    if (!row) {
      unknownIds.push(id);
      continue;
    }
    lines.push({
      id,
      name: [row.productName, "Flacon"].includes(row.label) ? row.productName : `${row.productName} — ${row.label}`,
      category: KIND_CATEGORY[row.kind],
      unitPriceCents: row.priceCents,
      quantity,
      stock: row.stock,
      image: row.image,
      format: row.format,
      vatRateBp: row.vatRateBp,
      unitShippingGrams: unitShippingGrams(row),
    });
  }
  return { lines, unknownIds };
}

/** The categories a promo code may be restricted to: those of the kinds the catalogue sells. */
export async function promotionCategories(db: Db): Promise<string[]> {
  const kinds = await db.selectDistinct({ kind: products.kind }).from(products);
  const present = new Set(kinds.map((row) => KIND_CATEGORY[row.kind]));
  return Object.values(KIND_CATEGORY).filter((category) => present.has(category));
}
