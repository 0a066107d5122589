// The catalogue as the lots module needs it (decision 038): the products sold by lot — honeys by format, the
// Shilajit by pot — and what an order line's variant is, inactive ones included.
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { products, productVariants } from "./schema";

/** Honeys (a lot per format) and wellness products (a lot per product, counted in pots). */
export const TRACEABLE_KINDS = ["honey", "wellness"] as const;
export type TraceableKind = (typeof TRACEABLE_KINDS)[number];

export interface TraceableProduct {
  id: string;
  name: string;
  kind: TraceableKind;
  origin: string | null;
  country: string | null;
  active: boolean;
  variants: { id: string; label: string; packUnits: number; active: boolean }[];
}

/** Every honey and wellness product, active or not, in catalogue order, with their variants. */
export async function traceableProducts(db: Db, productId?: string): Promise<TraceableProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        or(...TRACEABLE_KINDS.map((kind) => eq(products.kind, kind))),
        productId ? eq(products.id, productId) : undefined,
      ),
    )
    .orderBy(asc(products.kind), asc(products.position), asc(products.id));
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((p) => p.id),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    kind: p.kind as TraceableKind,
    origin: p.origin,
    country: p.country,
    active: p.active,
    variants: variants
      .filter((v) => v.productId === p.id)
      .map((v) => ({ id: v.id, label: v.label, packUnits: v.quantity, active: v.active })),
  }));
}

export interface LineVariant {
  variantId: string;
  productId: string;
  productName: string;
  kind: string;
  /** Units of the product in one of this variant (a Shilajit pack of 3 counts 3 pots). */
  packUnits: number;
}

/** What each of these variants is (unknown ids are left out). */
export async function variantsOf(db: Db, variantIds: string[]): Promise<Map<string, LineVariant>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      productName: products.name,
      kind: products.kind,
      packUnits: productVariants.quantity,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((row) => [row.variantId, row]));
}
