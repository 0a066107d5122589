// The product photos page's data and its form without JavaScript (context.services.adminPhotos, decision 030):
// each call checks the administrator first, whatever the gate in front of the app already checked.
import { altTextError, movedOrder, PHOTO_LIMITS } from "#core/product-photo-rules";
import { DomainError } from "#server/lib/domain-error";
import { hasUnsafeCharacter } from "#server/http/guards";
import type { Logger } from "#server/logger";
import { productWithPhotos } from "#server/modules/catalog/photos";
import { PHOTO_REFUSALS } from "#server/modules/media/images";
import { mediaStoreOf } from "#server/modules/media/store";
import { deleteProductPhoto, reorderProductPhotos, uploadProductPhoto } from "#server/workflows/product-photos";
import type { AdminPageDeps } from "./context";

export type PhotoFormResult = { ok: true; message: string } | { ok: false; message: string };

export function createAdminPhotoServices(deps: AdminPageDeps & { logger: Logger }) {
  const { db, requireAdmin } = deps;
  const ctx = { db, media: mediaStoreOf(deps.env), logger: deps.logger };

  /** One change asked by the page's form (upload, move, delete); a refusal's French message instead of a throw. */
  const change = async (request: Request, productId: string): Promise<PhotoFormResult> => {
    const admin = await requireAdmin(request);
    const actor = { id: admin.id, email: admin.email };
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return { ok: false, message: "Formulaire illisible : envoyez-le de nouveau." };
    }
    try {
      const intent = form.get("intent");
      if (intent === "upload") {
        const file = form.get("file");
        const alt = String(form.get("alt") ?? "");
        const problem = altTextError(alt) ?? (hasUnsafeCharacter(alt) ? "Texte alternatif invalide." : null);
        if (problem) return { ok: false, message: problem };
        if (!(file instanceof File) || file.size === 0) {
          return { ok: false, message: "Choisissez une photo : JPEG, PNG ou WebP, 10 Mo au plus." };
        }
        if (file.size > PHOTO_LIMITS.bytes) return { ok: false, message: PHOTO_REFUSALS.bytes };
        const bytes = new Uint8Array(await file.arrayBuffer());
        await uploadProductPhoto(ctx, actor, { productId, bytes, alt: alt.trim() });
        return { ok: true, message: "Photo ajoutée." };
      }
      const photoId = String(form.get("photo") ?? "");
      if (intent === "delete") {
        await deleteProductPhoto(ctx, actor, productId, photoId);
        return { ok: true, message: "Photo supprimée." };
      }
      if (intent === "up" || intent === "down") {
        const found = await productWithPhotos(db, productId);
        const order = movedOrder(found?.photos.map((p) => p.id) ?? [], photoId, intent);
        if (!order) return { ok: false, message: "Cette photo ne peut pas aller plus loin." };
        await reorderProductPhotos(ctx, actor, productId, order);
        return { ok: true, message: "Ordre des photos enregistré." };
      }
      return { ok: false, message: "Action inconnue : rechargez la page." };
    } catch (err) {
      if (err instanceof DomainError) return { ok: false, message: err.message };
      throw err;
    }
  };

  return {
    /** The product and its photos in order; null for an unknown product. */
    page: async (request: Request, productId: string) => {
      await requireAdmin(request);
      const found = await productWithPhotos(db, productId.slice(0, 100));
      return found && { ...found, maxPhotos: PHOTO_LIMITS.perProduct };
    },
    change,
  };
}
