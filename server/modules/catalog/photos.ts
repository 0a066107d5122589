// A product's photos (decision 030): the rows of product_photos, in their order. The files themselves are the media
// store's; the workflow (workflows/product-photos.ts) writes them before the row and removes them after the commit.
import { and, asc, count, eq, inArray, max, sql } from "drizzle-orm";
import { PHOTO_LIMITS } from "#core/product-photo-rules";
import type { PhotoVariant, PhotoView } from "#core/product-photos";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { productPhotos, products } from "./schema";

export type ProductPhoto = typeof productPhotos.$inferSelect;

export function photoView(row: ProductPhoto): PhotoView {
  return { id: row.id, alt: row.alt, width: row.width, height: row.height, variants: row.variants };
}

/** The photos of these products, each list in its order. */
export async function photosOf(db: Db, productIds: readonly string[]): Promise<Map<string, PhotoView[]>> {
  const byProduct = new Map<string, PhotoView[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productPhotos)
    .where(inArray(productPhotos.productId, [...productIds]))
    .orderBy(asc(productPhotos.productId), asc(productPhotos.position));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), photoView(row)]);
  return byProduct;
}

/** A product (active or not) and its photos, for the back office; null when unknown. */
export async function productWithPhotos(db: Db, productId: string) {
  const [product] = await db
    .select({ id: products.id, name: products.name, kind: products.kind, image: products.image })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  return { product, photos: (await photosOf(db, [productId])).get(productId) ?? [] };
}

/** Locks the product's row: uploads, moves and deletions of one product's photos run one after the other. */
async function lockProduct(tx: Db, productId: string) {
  const [product] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!product) throw new DomainError("not-found", "Produit introuvable.");
  return product;
}

/**
 * Puts the photos in the given order (positions 0, 1, 2…). Two steps: a unique index is checked row by row, so the
 * positions go out of the way (negative) before taking their new values.
 */
async function setPositions(tx: Db, productId: string, orderedIds: readonly string[]) {
  if (orderedIds.length === 0) return;
  await tx
    .update(productPhotos)
    .set({ position: sql`-1 - ${productPhotos.position}` })
    .where(eq(productPhotos.productId, productId));
  const cases = sql.join(
    orderedIds.map((id, index) => sql`when ${id} then ${index}::integer`),
    sql` `,
  );
  await tx
    .update(productPhotos)
    .set({ position: sql`case ${productPhotos.id} ${cases} end` })
    .where(and(eq(productPhotos.productId, productId), inArray(productPhotos.id, [...orderedIds])));
}

/** Adds a photo after the others, within the limit per product; the product's row is locked until the commit. */
export async function addPhoto(
  tx: Db,
  photo: { id: string; productId: string; alt: string; width: number; height: number; variants: PhotoVariant[] },
): Promise<ProductPhoto> {
  await lockProduct(tx, photo.productId);
  const [stats] = await tx
    .select({ n: count(), last: max(productPhotos.position) })
    .from(productPhotos)
    .where(eq(productPhotos.productId, photo.productId));
  if ((stats?.n ?? 0) >= PHOTO_LIMITS.perProduct) {
    throw new DomainError(
      "conflict",
      `Ce produit a déjà ${PHOTO_LIMITS.perProduct} photos : supprimez-en une avant d'en ajouter.`,
    );
  }
  const [row] = await tx
    .insert(productPhotos)
    .values({ ...photo, position: (stats?.last ?? -1) + 1 })
    .returning();
  return row!;
}

/** Sets the order of all the product's photos; `ids` must name each of them once. Returns them in order. */
export async function reorderPhotos(tx: Db, productId: string, ids: readonly string[]) {
  await lockProduct(tx, productId);
  const current = await tx
    .select({ id: productPhotos.id })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position));
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new DomainError("conflict", "La liste des photos a changé entre-temps : rechargez la page.");
  }
  await setPositions(tx, productId, ids);
  return { before: current.map((row) => row.id), after: [...ids] };
}

/** Deletes one photo and closes the gap in the order; returns its row (whose files the caller removes). */
export async function removePhoto(tx: Db, productId: string, photoId: string): Promise<ProductPhoto> {
  await lockProduct(tx, productId);
  const [removed] = await tx
    .delete(productPhotos)
    .where(and(eq(productPhotos.productId, productId), eq(productPhotos.id, photoId)))
    .returning();
  if (!removed) throw new DomainError("not-found", "Photo introuvable : elle a peut-être déjà été supprimée.");
  const rest = await tx
    .select({ id: productPhotos.id })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position));
  await setPositions(
    tx,
    productId,
    rest.map((row) => row.id),
  );
  return removed;
}
