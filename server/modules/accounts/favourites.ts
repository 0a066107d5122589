// A signed-in customer's favourite products (decision 114): ids of the catalogue's products, one row per account and
// product (the primary key), at most MAX_FAVOURITES. A visitor's are kept by the browser and merged here at sign-in.
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { onSaleProductIds } from "#server/modules/catalog/storefront-pages";
import { MAX_FAVOURITES } from "#core/favourites";
import { favourites, users } from "./schema";

export { MAX_FAVOURITES };

export const TOO_MANY_FAVOURITES = `Vous avez déjà ${MAX_FAVOURITES} favoris : retirez-en un pour en ajouter un autre.`;

/** The account's favourite product ids, oldest first. */
export async function favouriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt), asc(favourites.productId));
  return rows.map((row) => row.productId);
}

/**
 * Adds `productIds` not yet among the account's favourites, up to the bound. The account's row is locked first, so
 * parallel adds count one after the other; the primary key keeps one row per product whatever happens.
 * `partial`: add what fits and drop the rest silently (a merge); else more than fits is refused.
 */
async function addAll(db: Db, userId: string, productIds: readonly string[], partial: boolean): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [row] = await tx.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
    const present = new Set(
      productIds.length === 0
        ? []
        : (
            await tx
              .select({ productId: favourites.productId })
              .from(favourites)
              .where(and(eq(favourites.userId, userId), inArray(favourites.productId, [...productIds])))
          ).map((r) => r.productId),
    );
    const fresh = [...new Set(productIds)].filter((id) => !present.has(id));
    const room = MAX_FAVOURITES - (row?.n ?? 0);
    if (fresh.length > room && !partial) throw new DomainError("conflict", TOO_MANY_FAVOURITES);
    const added = fresh.slice(0, Math.max(0, room));
    if (added.length > 0) {
      await tx
        .insert(favourites)
        .values(added.map((productId) => ({ userId, productId })))
        .onConflictDoNothing();
    }
    return favouriteIds(tx, userId);
  });
}

export const UNKNOWN_PRODUCT = "Ce produit n'est pas en vente : il ne peut pas être ajouté aux favoris.";

/** One product on sale among the favourites (already there: nothing changes); refused past the bound. */
export async function addFavourite(db: Db, userId: string, productId: string): Promise<string[]> {
  if (!(await onSaleProductIds(db, [productId])).has(productId)) throw new DomainError("not-found", UNKNOWN_PRODUCT);
  return addAll(db, userId, [productId], false);
}

/**
 * At sign-in: the browser's favourites join the account's, as many as the bound leaves room for; ids the shop does
 * not sell (made up, or taken off sale since) are dropped.
 */
export async function mergeFavourites(db: Db, userId: string, productIds: readonly string[]): Promise<string[]> {
  const onSale = await onSaleProductIds(db, productIds);
  return addAll(
    db,
    userId,
    productIds.filter((id) => onSale.has(id)),
    true,
  );
}

export async function removeFavourite(db: Db, userId: string, productId: string): Promise<string[]> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
  return favouriteIds(db, userId);
}
