import { z } from "@hono/zod-openapi";
import { PRODUCT_KINDS } from "#core/catalog";
import type { Db } from "#server/db/client";
import { ApiError } from "#server/http/errors";
import { getHoney, listProducts } from "#server/modules/catalog/service";
import { apiRoute, apiRouter, firstValue, json, refusals } from "./contract";

const variant = z
  .object({
    id: z.string().openapi({ description: "L'identifiant d'une ligne de panier.", example: "miel_yemen_sidr_90g" }),
    productId: z.string(),
    label: z.string(),
    description: z.string().nullable(),
    format: z.string().nullable(),
    weightGrams: z.number().int().nullable().openapi({ description: "Poids net d'une unité en grammes." }),
    volumeMl: z.number().int().nullable().openapi({ description: "Volume d'un flacon en ml ; null : inconnu." }),
    quantity: z.number().int(),
    priceCents: z.number().int(),
    originalPriceCents: z.number().int().nullable(),
    stock: z.number().int().nullable().openapi({ description: "Unités restantes ; null : illimité." }),
    image: z.string(),
    position: z.number().int(),
    active: z.boolean(),
  })
  .openapi("Variante");

const product = z
  .object({
    id: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    name: z.string(),
    title: z.string().nullable(),
    subtitle: z.string().nullable(),
    description: z.string(),
    ritual: z.string().nullable(),
    collection: z.string().nullable(),
    category: z.string().nullable(),
    country: z.string().nullable(),
    countryFlag: z.string().nullable(),
    origin: z.string().nullable(),
    notes: z.array(z.string()),
    properties: z.array(z.string()),
    image: z.string(),
    rating: z.number().nullable().openapi({
      description:
        "Note sur 5 écrite par la boutique pour la démonstration (mode démonstration seulement) ; null : aucune note.",
    }),
    badge: z.string().nullable(),
    position: z.number().int(),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    variants: z.array(variant),
    fromPriceCents: z.number().int().openapi({ description: "Le prix « à partir de » : la variante la moins chère." }),
  })
  .openapi("Produit");

const honey = product
  .extend({
    detail: z.object({
      productId: z.string(),
      gallery: z.array(z.string()),
      characteristics: z.record(z.string(), z.string()),
      benefits: z.array(z.string()),
      usageTips: z.array(z.string()),
      detailedDescription: z.string(),
      isDefault: z.boolean(),
    }),
    reviews: z
      .array(
        z.object({
          id: z.string(),
          productId: z.string(),
          author: z.string(),
          rating: z.number().int(),
          comment: z.string(),
          reviewedOn: z.string(),
          example: z.boolean().openapi({ description: "Avis d'exemple écrit par la boutique (mode démonstration)." }),
        }),
      )
      .openapi({ description: "Vide hors mode démonstration : aucun avis n'est encore écrit par un client." }),
  })
  .openapi("Miel");

const listProductsRoute = apiRoute({
  method: "get",
  path: "/products",
  tags: ["Catalogue"],
  summary: "Les produits actifs, dans l'ordre du catalogue, avec leurs variantes",
  request: { query: z.object({ kind: firstValue(z.enum(PRODUCT_KINDS).optional()) }) },
  responses: {
    200: json(z.object({ products: z.array(product) }), "Les produits."),
    ...refusals(400),
  },
});

const honeyRoute = apiRoute({
  method: "get",
  path: "/honeys/{id}",
  tags: ["Catalogue"],
  summary: "Un miel, avec sa fiche détaillée et ses avis",
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: json(honey, "Le miel."), ...refusals(404) },
});

/** `examples`: a demonstration, whose example ratings and reviews are given, marked (decision 086). */
export function catalogRoutes(db: Db, { examples }: { examples: boolean }) {
  const rated = <T extends { rating: number }>(product: T) => ({
    ...product,
    rating: examples ? product.rating : null,
  });
  return apiRouter()
    .openapi(listProductsRoute, async (c) => {
      const { kind } = c.req.valid("query");
      return c.json({ products: (await listProducts(db, { kind })).map(rated) }, 200);
    })
    .openapi(honeyRoute, async (c) => {
      const honey = await getHoney(db, c.req.valid("param").id, { exampleReviews: examples });
      if (!honey) throw new ApiError(404, "Ce miel n'existe pas dans notre catalogue.");
      return c.json({ ...rated(honey), reviews: honey.reviews.map((r) => ({ ...r, example: true })) }, 200);
    });
}
