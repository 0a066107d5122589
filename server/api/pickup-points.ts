import { z } from "@hono/zod-openapi";
import { POSTAL_CODES } from "#core/checkout";
import { WEEKDAYS } from "#server/modules/shipping/carrier/carrier-provider";
import type { ShopContext } from "#server/workflows/context";
import { clientAddress } from "#server/http/client-address";
import { clock } from "#server/workflows/context";
import { searchPickupPoints } from "#server/workflows/pickup-points";
import { apiRoute, apiRouter, firstValue, json, refusals } from "./contract";

const query = z.object({
  country: firstValue(
    z.enum(["France"], { error: "Les points relais ne sont proposés qu'en France pour le moment." }),
  ).openapi({ example: "France" }),
  postal_code: firstValue(z.string().trim().regex(POSTAL_CODES.France.pattern, POSTAL_CODES.France.message)).openapi({
    example: "75011",
  }),
});

const point = z
  .object({
    id: z.string().openapi({ description: "À renvoyer tel quel (`pickup_point_id`) pour commander." }),
    carrier: z.string(),
    name: z.string(),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    distance_metres: z.number().nullable(),
    opening_hours: z.array(z.object({ day: z.enum(WEEKDAYS), hours: z.string() })),
  })
  .openapi("PointRelais");

const route = apiRoute({
  method: "get",
  path: "/pickup-points",
  tags: ["Livraison"],
  summary: "Les points relais les plus proches d'un code postal français, selon le transporteur",
  request: { query },
  responses: {
    200: json(
      z.object({ points: z.array(point) }),
      "Les points, du plus proche au plus lointain ; aucun pour un code inconnu.",
    ),
    ...refusals(400, 429, 503),
  },
});

/** GET /api/shipping/pickup-points — asked of the carrier each time (its points open and close). */
export function pickupPointRoutes(ctx: ShopContext) {
  return apiRouter().openapi(route, async (c) => {
    const { postal_code } = c.req.valid("query");
    const points = await searchPickupPoints(ctx, {
      postalCode: postal_code,
      clientAddress: clientAddress(c, ctx.trustProxy),
      now: clock(ctx),
    });
    return c.json(
      {
        points: points.map((p) => ({
          id: p.id,
          carrier: p.carrier,
          name: p.name,
          street: p.street,
          postal_code: p.postalCode,
          city: p.city,
          distance_metres: p.distanceMetres,
          opening_hours: p.openingHours,
        })),
      },
      200,
    );
  });
}
