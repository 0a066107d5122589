// A product's photos in the back office (decision 030): the files go to the media store before the row is written
// (and are removed if it is not), a deleted photo's files after its commit; each change has its audit entry in the
// transaction that makes it.
import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/logger";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { addPhoto, photoView, productWithPhotos, removePhoto, reorderPhotos } from "#server/modules/catalog/photos";
import { DomainError } from "#server/lib/domain-error";
import { encodeVariants, inspectImage } from "#server/modules/media/images";
import type { MediaStore } from "#server/modules/media/media-files";

export interface PhotoContext {
  db: Db;
  media: MediaStore;
  logger: Logger;
}

const AUDIT_ENTITY = "product";

/** The product and its photos in order; a refusal when the product is unknown. */
export async function productPhotos(ctx: Pick<PhotoContext, "db">, productId: string) {
  const found = await productWithPhotos(ctx.db, productId);
  if (!found) throw new DomainError("not-found", "Produit introuvable.");
  return found;
}

/** Checks the file by its content, stores its variants, then adds the photo after the product's others. */
export async function uploadProductPhoto(
  ctx: PhotoContext,
  actor: Actor,
  input: { productId: string; bytes: Uint8Array; alt: string },
) {
  const { width, height } = await inspectImage(input.bytes);
  // Before the encoding's seconds of work: an unknown product is refused at once.
  await productPhotos(ctx, input.productId);
  const id = randomBytes(12).toString("hex");
  const encoded = await encodeVariants(input.bytes, id, width);
  const keys = encoded.map((variant) => variant.key);
  try {
    for (const variant of encoded) await ctx.media.put(variant.key, variant.body, variant.contentType);
    const row = await ctx.db.transaction(async (tx) => {
      const added = await addPhoto(tx, {
        id,
        productId: input.productId,
        alt: input.alt,
        width,
        height,
        variants: encoded.map(({ key, format, width: w, height: h }) => ({ key, format, width: w, height: h })),
      });
      await recordAudit(tx, actor, {
        action: "product.photo.add",
        entity: AUDIT_ENTITY,
        entityId: input.productId,
        after: { photo: id, alt: input.alt, position: added.position, width, height },
      });
      return added;
    });
    return photoView(row);
  } catch (err) {
    await removeQuietly(ctx, keys);
    throw err;
  }
}

/** Puts the photos in the order of `ids` (each of the product's photos once). */
export async function reorderProductPhotos(ctx: PhotoContext, actor: Actor, productId: string, ids: string[]) {
  await ctx.db.transaction(async (tx) => {
    const { before, after } = await reorderPhotos(tx, productId, ids);
    await recordAudit(tx, actor, {
      action: "product.photo.reorder",
      entity: AUDIT_ENTITY,
      entityId: productId,
      before: { order: before },
      after: { order: after },
    });
  });
  return (await productPhotos(ctx, productId)).photos;
}

/** Deletes the photo, then, once that is committed, its files. */
export async function deleteProductPhoto(ctx: PhotoContext, actor: Actor, productId: string, photoId: string) {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await removePhoto(tx, productId, photoId);
    await recordAudit(tx, actor, {
      action: "product.photo.delete",
      entity: AUDIT_ENTITY,
      entityId: productId,
      before: { photo: row.id, alt: row.alt, position: row.position },
    });
    return row;
  });
  await removeQuietly(
    ctx,
    removed.variants.map((variant) => variant.key),
  );
  return (await productPhotos(ctx, productId)).photos;
}

/** A file left behind is only wasted space (its key is never reused): log it, the change itself stands. */
async function removeQuietly(ctx: PhotoContext, keys: string[]) {
  try {
    await ctx.media.remove(keys);
  } catch (err) {
    ctx.logger.warn({ err, count: keys.length }, "fichiers de photo non supprimés du stockage");
  }
}
