import { z } from "@hono/zod-openapi";
import { citiesOfPostalCode } from "#server/modules/shipping/postal-codes";
import { apiRoute, apiRouter, json, refusals } from "./contract";

const params = z.object({
  code: z
    .string()
    .regex(/^\d{5}$/, "Code postal invalide : 5 chiffres en France (ex : 75001)")
    .openapi({ example: "69001" }),
});

const route = apiRoute({
  method: "get",
  path: "/{code}",
  tags: ["Livraison"],
  summary: "Les communes françaises d'un code postal (base officielle de La Poste), pour proposer la ville",
  request: { params },
  responses: {
    200: json(
      z.object({ code: z.string(), cities: z.array(z.string()) }).openapi("CommunesCodePostal"),
      "Les communes, dans l'ordre alphabétique ; aucune pour un code inconnu.",
    ),
    ...refusals(400),
  },
});

/** GET /api/postal-codes/:code — the same answer for everyone, kept a day by the browser and shared caches. */
export function postalCodeRoutes() {
  return apiRouter().openapi(route, async (c) => {
    const { code } = c.req.valid("param");
    c.header("Cache-Control", "public, max-age=86400");
    return c.json({ code, cities: await citiesOfPostalCode(code) }, 200);
  });
}
