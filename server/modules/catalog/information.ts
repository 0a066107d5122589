// A product's regulatory information (decision 084): read with what the rule needs (kind, measures of the active
// variants), and saved — one transaction, the row written whole, its audit entry beside it.
import { eq, inArray } from "drizzle-orm";
import type { ProductKind } from "#core/catalog";
import { EMPTY_INFORMATION, type ProductInformation } from "#core/product-information";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { productInformation, products, productVariants } from "./schema";

export interface InformedVariant {
  id: string;
  label: string;
  format: string | null;
  weightGrams: number | null;
  volumeMl: number | null;
  quantity: number;
  active: boolean;
}

export interface InformedProduct {
  id: string;
  kind: ProductKind;
  name: string;
  active: boolean;
  information: ProductInformation;
  variants: InformedVariant[];
  updatedAt: string | null;
  updatedBy: string | null;
}

const FIELDS = Object.keys(EMPTY_INFORMATION) as (keyof ProductInformation)[];

function factsOf(row: typeof productInformation.$inferSelect | undefined): ProductInformation {
  if (!row) return EMPTY_INFORMATION;
  return Object.fromEntries(FIELDS.map((field) => [field, row[field]])) as unknown as ProductInformation;
}

/** These products (every one when no id is given) with their facts and variants, in the catalogue's order. */
export async function informedProducts(db: Db, ids?: readonly string[]): Promise<InformedProduct[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({ product: products, information: productInformation })
    .from(products)
    .leftJoin(productInformation, eq(productInformation.productId, products.id))
    .where(ids ? inArray(products.id, [...ids]) : undefined)
    .orderBy(products.position, products.id);
  const variants = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      label: productVariants.label,
      format: productVariants.format,
      weightGrams: productVariants.weightGrams,
      volumeMl: productVariants.volumeMl,
      quantity: productVariants.quantity,
      active: productVariants.active,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, rows.length > 0 ? rows.map((r) => r.product.id) : [""]))
    .orderBy(productVariants.position, productVariants.id);
  return rows.map(({ product, information }) => ({
    id: product.id,
    kind: product.kind,
    name: product.name,
    active: product.active,
    information: factsOf(information ?? undefined),
    variants: variants.filter((v) => v.productId === product.id).map(({ productId: _p, ...v }) => v),
    updatedAt: information?.updatedAt.toISOString() ?? null,
    updatedBy: information?.updatedBy ?? null,
  }));
}

/** The products these variants (basket lines) belong to, each once. */
export async function productIdsOf(db: Db, variantIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.id, [...variantIds]));
  return rows.map((row) => row.productId);
}

/** True when every active variant states its net weight or volume (none active: unknown). */
export function netQuantityKnown(variants: readonly InformedVariant[]): boolean {
  const active = variants.filter((v) => v.active);
  return active.length > 0 && active.every((v) => v.weightGrams !== null || v.volumeMl !== null);
}

/** Writes the whole set of facts; the audit entry holds the fields that changed, before and after. */
export async function saveInformation(
  db: Db,
  actor: Actor,
  productId: string,
  facts: ProductInformation,
  clock = new Date(),
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!product) throw new DomainError("not-found", "Produit introuvable.");
    const [row] = await tx.select().from(productInformation).where(eq(productInformation.productId, productId));
    const current = factsOf(row);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of FIELDS) {
      if (JSON.stringify(current[field]) === JSON.stringify(facts[field])) continue;
      before[field] = current[field];
      after[field] = facts[field];
    }
    if (Object.keys(after).length === 0) return { changed: false };
    const values = { ...facts, updatedAt: clock, updatedBy: actor.email };
    await tx
      .insert(productInformation)
      .values({ productId, ...values })
      .onConflictDoUpdate({ target: productInformation.productId, set: values });
    await recordAudit(
      tx,
      actor,
      { action: "product.information", entity: "product", entityId: productId, before, after },
      clock,
    );
    return { changed: true };
  });
}
