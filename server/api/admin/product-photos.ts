// A product's photos under /api/admin/products/{id}/photos (docs/decisions/030-product-photos.md).
import { z } from "@hono/zod-openapi";
import { ALT_TEXT_REQUIRED, altTextError, PHOTO_LIMITS } from "#core/product-photo-rules";
import type { AuthOptions } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import { hasUnsafeCharacter } from "#server/http/guards";
import type { AccountsContext } from "#server/modules/accounts/service";
import { PHOTO_REFUSALS } from "#server/modules/media/images";
import {
  deleteProductPhoto,
  type PhotoContext,
  productPhotos,
  reorderProductPhotos,
  uploadProductPhoto,
} from "#server/workflows/product-photos";
import { apiRouter, BODY_REFUSALS, json, jsonBody, multipartBody, refusals, routesOf } from "../contract";
import { requireAdmin } from "./access";

const tags = ["Administration"];

const photo = z
  .object({
    id: z.string(),
    alt: z.string(),
    width: z.number().int().openapi({ description: "Largeur de l'original, redressé" }),
    height: z.number().int(),
    variants: z.array(
      z.object({
        key: z.string().openapi({ example: "photos/0123456789abcdef01234567-640.avif" }),
        format: z.enum(["avif", "webp"]),
        width: z.number().int(),
        height: z.number().int(),
      }),
    ),
  })
  .openapi("PhotoProduit");

const productParam = z.object({ id: z.string().min(1).max(100) });
const photoParam = productParam.extend({ photoId: z.string().regex(/^[a-f0-9]{24}$/, "Photo introuvable.") });

const altText = z
  .string({ error: ALT_TEXT_REQUIRED })
  .superRefine((value, ctx) => {
    const problem = altTextError(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
    else if (hasUnsafeCharacter(value)) {
      ctx.addIssue({ code: "custom", message: "Le texte alternatif contient des caractères non autorisés." });
    }
  })
  .transform((value) => value.trim());

const uploadForm = z.object({
  file: z
    .any()
    .optional()
    .openapi({ type: "string", format: "binary", description: "JPEG, PNG ou WebP, 10 Mo au plus" }),
  alt: altText.openapi({ description: "Ce que montre la photo, en français (lu par les lecteurs d'écran)" }),
});

const photosAnswer = z.object({ photos: z.array(photo), message: z.string() });

function routes(middleware: ReturnType<typeof requireAdmin>) {
  const on = routesOf({ tags, middleware });
  return {
    list: on.get("/{id}/photos", "Les photos d'un produit, dans leur ordre", {
      request: { params: productParam },
      responses: {
        200: json(
          z.object({
            product: z.object({ id: z.string(), name: z.string(), kind: z.string(), image: z.string() }),
            photos: z.array(photo),
            max_photos: z.number().int(),
          }),
          "Le produit et ses photos.",
        ),
        ...refusals(401, 403, 404),
      },
    }),
    upload: on.post(
      "/{id}/photos",
      "Ajoute une photo (JPEG, PNG ou WebP, vérifié sur son contenu), déclinée en AVIF et WebP",
      {
        request: { params: productParam, ...multipartBody(uploadForm) },
        responses: {
          201: json(photosAnswer.extend({ photo }), "La photo ajoutée, après les autres."),
          ...refusals(...BODY_REFUSALS, 401, 404, 409),
        },
      },
    ),
    reorder: on.put("/{id}/photos/order", "Met les photos dans l'ordre donné (chacune une fois)", {
      request: {
        params: productParam,
        ...jsonBody(
          z.object({
            ids: z.array(z.string().max(40)).max(PHOTO_LIMITS.perProduct, `${PHOTO_LIMITS.perProduct} photos au plus.`),
          }),
        ),
      },
      responses: {
        200: json(photosAnswer, "Les photos dans leur nouvel ordre."),
        ...refusals(...BODY_REFUSALS, 401, 404, 409),
      },
    }),
    remove: on.delete("/{id}/photos/{photoId}", "Supprime une photo et ses fichiers", {
      request: { params: photoParam },
      responses: { 200: json(photosAnswer, "Les photos restantes."), ...refusals(401, 403, 404) },
    }),
  };
}

export function productPhotoRoutes(accounts: AccountsContext, auth: AuthOptions, ctx: PhotoContext) {
  const r = routes(requireAdmin(accounts, auth));
  return apiRouter()
    .openapi(r.list, async (c) => {
      const { product, photos } = await productPhotos(ctx, c.req.valid("param").id);
      return c.json({ product, photos, max_photos: PHOTO_LIMITS.perProduct }, 200);
    })
    .openapi(r.upload, async (c) => {
      const { file, alt } = c.req.valid("form") as { file: unknown; alt: string };
      if (!(file instanceof File) || file.size === 0) {
        throw new ApiError(400, "Choisissez une photo : JPEG, PNG ou WebP, 10 Mo au plus.");
      }
      if (file.size > PHOTO_LIMITS.bytes) throw new ApiError(413, PHOTO_REFUSALS.bytes);
      const productId = c.req.valid("param").id;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const added = await uploadProductPhoto(ctx, c.var.actor, { productId, bytes, alt });
      const { photos } = await productPhotos(ctx, productId);
      return c.json({ photo: added, photos, message: "Photo ajoutée." }, 201);
    })
    .openapi(r.reorder, async (c) => {
      const photos = await reorderProductPhotos(ctx, c.var.actor, c.req.valid("param").id, c.req.valid("json").ids);
      return c.json({ photos, message: "Ordre des photos enregistré." }, 200);
    })
    .openapi(r.remove, async (c) => {
      const { id, photoId } = c.req.valid("param");
      const photos = await deleteProductPhoto(ctx, c.var.actor, id, photoId);
      return c.json({ photos, message: "Photo supprimée." }, 200);
    });
}
