// The back office's catalogue (issue 14, decision 028): the list with its filters, one product with its variants
// and price history, and the edit — one transaction with the product's row locked, its price history and its
// audit entry. Refusals are DomainErrors in French; the rules are core/product-rules.ts's.
import { and, asc, eq, exists, ilike, inArray, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import {
  editableMeasureOf,
  type ProductChanges,
  type ProductLine,
  productChangeErrors,
  type VariantChange,
  variantField,
} from "#core/product-rules";
import { sanitizeHtml } from "#core/sanitize-html";
import type { Db } from "#server/db/client";
import { containsPattern, readPage } from "#server/db/lists";
import { DomainError } from "#server/lib/domain-error";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { priceHistoryOf, recordPrice } from "./price-history";
import { honeyDetails, products, productVariants } from "./schema";

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export interface AdminProductQuery {
  q?: string;
  line?: ProductLine;
  category?: string;
  active?: boolean;
  /** `low`: at least one variant at or under its threshold (sold out included); `sold-out`: one with no unit. */
  stock?: "low" | "sold-out";
  page?: number;
}

const LINE_CONDITIONS: Record<ProductLine, SQL | undefined> = {
  miels: eq(products.kind, "honey"),
  "mr-h": and(eq(products.kind, "perfume"), eq(products.collection, "Mr.H")),
  "mme-h": and(eq(products.kind, "perfume"), eq(products.collection, "Mme.H")),
  autres: eq(products.kind, "wellness"),
  coffrets: eq(products.kind, "package"),
};

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  label: productVariants.label,
  priceCents: productVariants.priceCents,
  stock: productVariants.stock,
  lowStockThreshold: productVariants.lowStockThreshold,
  active: productVariants.active,
  weightGrams: productVariants.weightGrams,
  volumeMl: productVariants.volumeMl,
  shippingWeightGrams: productVariants.shippingWeightGrams,
};

async function variantsOf(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select(variantColumns)
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** A page of the catalogue for the back office, in catalogue order, inactive products and variants included. */
export async function listProductsForAdmin(db: Db, query: AdminProductQuery) {
  const stockCondition =
    query.stock === "sold-out"
      ? eq(productVariants.stock, 0)
      : query.stock === "low"
        ? lte(productVariants.stock, productVariants.lowStockThreshold)
        : undefined;
  const where = and(
    query.q
      ? or(ilike(products.name, containsPattern(query.q)), ilike(products.id, containsPattern(query.q)))
      : undefined,
    query.line ? LINE_CONDITIONS[query.line] : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.active === undefined ? undefined : eq(products.active, query.active),
    stockCondition
      ? exists(
          db
            .select({ one: sql`1` })
            .from(productVariants)
            .where(
              and(
                eq(productVariants.productId, products.id),
                isNotNull(productVariants.stock),
                eq(productVariants.active, true),
                stockCondition,
              ),
            ),
        )
      : undefined,
  );
  const { rows, ...counts } = await readPage(
    { page: query.page, size: ADMIN_PRODUCTS_PAGE_SIZE },
    ({ limit, offset }) =>
      db
        .select({
          id: products.id,
          kind: products.kind,
          name: products.name,
          collection: products.collection,
          category: products.category,
          badge: products.badge,
          active: products.active,
        })
        .from(products)
        .where(where)
        .orderBy(asc(products.position), asc(products.id))
        .limit(limit)
        .offset(offset),
    () => db.$count(products, where),
  );
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    products: rows.map((p) => ({ ...p, variants: variants.filter((v) => v.productId === p.id) })),
    ...counts,
  };
}

export type AdminProductList = Awaited<ReturnType<typeof listProductsForAdmin>>;

/** One product as its edit page shows it, with each variant's price history; null when unknown. */
export async function productForAdmin(db: Db, id: string) {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const [variants, [detail]] = await Promise.all([
    variantsOf(db, [id]),
    db.select({ html: honeyDetails.detailedDescription }).from(honeyDetails).where(eq(honeyDetails.productId, id)),
  ]);
  const history = await priceHistoryOf(
    db,
    variants.map((v) => v.id),
  );
  return {
    id: product.id,
    kind: product.kind,
    name: product.name,
    title: product.title,
    description: product.description,
    detailedDescription: detail?.html ?? null,
    notes: product.notes,
    badge: product.badge,
    active: product.active,
    vatRateBp: product.vatRateBp,
    collection: product.collection,
    category: product.category,
    image: product.image,
    updatedAt: product.updatedAt.toISOString(),
    variants: variants.map((v) => ({
      ...v,
      history: history
        .filter((h) => h.variantId === v.id)
        .map((h) => ({ priceCents: h.priceCents, validFrom: h.validFrom.toISOString(), by: h.actorEmail })),
    })),
  };
}

export type AdminProduct = NonNullable<Awaited<ReturnType<typeof productForAdmin>>>;

const PRODUCT_FIELDS = ["name", "title", "description", "notes", "badge", "active", "vatRateBp"] as const;
const VARIANT_FIELDS = [
  "priceCents",
  "stock",
  "lowStockThreshold",
  "active",
  "volumeMl",
  "weightGrams",
  "shippingWeightGrams",
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A measure the product's kind does not carry (a perfume's grams, a honey's weight…) is refused (decision 039). */
function refuseForeignMeasure(kind: string, variantId: string, change: VariantChange) {
  const allowed = editableMeasureOf(kind)?.field;
  for (const key of ["volumeMl", "weightGrams"] as const) {
    if (change[key] === undefined || key === allowed) continue;
    throw new DomainError(
      "invalid",
      kind === "honey" && key === "weightGrams"
        ? "Le poids d'un miel suit son format (50 g, 90 g, 250 g) : il ne se modifie pas."
        : key === "volumeMl"
          ? "Seuls les parfums ont un volume en millilitres."
          : "Seul le pot de Shilajit a un poids net modifiable.",
      { field: variantField(variantId, "measure") },
    );
  }
}

/**
 * Saves an edit: only the fields sent, and of those only the ones that differ. With `expectedUpdatedAt` (the
 * version the form was opened on), refused with 409 if someone saved the product since; a stock sent with the
 * stock the form showed (`stockBefore`) is refused if orders took units since. The product's row is locked for
 * the transaction, so concurrent edits apply one after the other; each new price is a price-history entry, and
 * the audit entry holds the changed fields before and after.
 */
export async function updateProduct(
  db: Db,
  actor: Actor,
  id: string,
  input: ProductChanges & { expectedUpdatedAt?: string },
  clock?: Date,
) {
  const { expectedUpdatedAt, ...changes } = input;
  if (changes.detailedDescription !== undefined)
    changes.detailedDescription = sanitizeHtml(changes.detailedDescription);
  if (changes.notes) changes.notes = changes.notes.map((n) => n.trim());
  const errors = productChangeErrors(changes);
  const field = Object.keys(errors)[0];
  if (field) throw new DomainError("invalid", errors[field]!, { field, errors });

  return db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!product) throw new DomainError("not-found", "Produit introuvable.");
    // Read once the lock is held: concurrent edits get their prices dated in the order they apply.
    const now = clock ?? new Date();
    if (expectedUpdatedAt !== undefined && new Date(expectedUpdatedAt).getTime() !== product.updatedAt.getTime()) {
      throw new DomainError(
        "conflict",
        "Ce produit a été modifié par quelqu'un d'autre depuis l'ouverture de la page : rechargez-la pour voir ses valeurs actuelles, puis refaites vos changements.",
      );
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};

    const productSet: Partial<typeof products.$inferInsert> = {};
    for (const key of PRODUCT_FIELDS) {
      const value = changes[key];
      if (value === undefined || same(value, product[key])) continue;
      before[key] = product[key];
      after[key] = value;
      Object.assign(productSet, { [key]: value });
    }

    if (changes.detailedDescription !== undefined) {
      const [detail] = await tx.select().from(honeyDetails).where(eq(honeyDetails.productId, id));
      if (!detail) {
        throw new DomainError("invalid", "Seuls les miels ont une description détaillée.", {
          field: "detailedDescription",
        });
      }
      if (detail.detailedDescription !== changes.detailedDescription) {
        before.detailedDescription = detail.detailedDescription;
        after.detailedDescription = changes.detailedDescription;
        await tx
          .update(honeyDetails)
          .set({ detailedDescription: changes.detailedDescription, isDefault: false })
          .where(eq(honeyDetails.productId, id));
      }
    }

    const currentVariants = await tx
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .for("update");
    const variantsBefore: Record<string, Record<string, unknown>> = {};
    const variantsAfter: Record<string, Record<string, unknown>> = {};
    for (const change of changes.variants ?? []) {
      const variant = currentVariants.find((v) => v.id === change.id);
      if (!variant) throw new DomainError("invalid", `Variante inconnue pour ce produit : ${change.id}.`);
      if (change.stock !== undefined && change.stockBefore !== undefined && change.stockBefore !== variant.stock) {
        throw new DomainError(
          "conflict",
          `Le stock de « ${variant.label} » a changé depuis l'ouverture de la page (${variant.stock ?? "illimité"} au lieu de ${change.stockBefore ?? "illimité"}) : rechargez-la avant de le modifier.`,
          { field: variantField(variant.id, "stock") },
        );
      }
      refuseForeignMeasure(product.kind, variant.id, change);
      const set: Partial<typeof productVariants.$inferInsert> = {};
      for (const key of VARIANT_FIELDS) {
        const value = change[key];
        if (value === undefined || value === variant[key]) continue;
        (variantsBefore[variant.id] ??= {})[key] = variant[key];
        (variantsAfter[variant.id] ??= {})[key] = value;
        Object.assign(set, { [key]: value });
      }
      if (Object.keys(set).length === 0) continue;
      await tx.update(productVariants).set(set).where(eq(productVariants.id, variant.id));
      if (set.priceCents !== undefined) await recordPrice(tx, variant.id, set.priceCents, actor, now);
    }
    if (Object.keys(variantsAfter).length > 0) {
      before.variants = variantsBefore;
      after.variants = variantsAfter;
    }

    if (Object.keys(after).length === 0) return { changed: false };
    // Strictly later than the version the form holds, even within the same millisecond.
    const updatedAt = new Date(Math.max(now.getTime(), product.updatedAt.getTime() + 1));
    await tx
      .update(products)
      .set({ ...productSet, updatedAt })
      .where(eq(products.id, id));
    await recordAudit(tx, actor, { action: "product.update", entity: "product", entityId: id, before, after }, now);
    return { changed: true };
  });
}
