import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { formatEuros } from "#core/money";
import { ApiError } from "#server/http/errors";
import type { User } from "#server/modules/accounts/service";
import type { ShopContext } from "#server/workflows/context";
import { CANCEL_WAITING, cancelOwnOrder, reorder } from "#server/workflows/customer-orders";
import { cartBody, savedCart } from "./accounts";
import { apiRoute, apiRouter, BODY_REFUSALS, json, jsonBody, refusals } from "./contract";

const tags = ["Commandes"];
const params = z.object({ reference: z.string() });

const cancelRoute = apiRoute({
  method: "post",
  path: "/{reference}/cancel",
  tags,
  summary:
    "Le client connecté annule sa commande payée pas encore en préparation : remboursée en entier par le prestataire, une seule fois",
  description:
    "Le chemin du remboursement du back-office : stock et code rendus, avoir émis, e-mail. En préparation ou après : 409 en français ; la réponse du prestataire perdue : 202, vérifiée automatiquement.",
  request: { params },
  responses: {
    200: json(z.object({ status: z.string(), refunded_cents: z.number().int(), message: z.string() }), "Annulée."),
    202: json(z.object({ status: z.string(), message: z.string() }), "Remboursement demandé, réponse attendue."),
    ...refusals(401, 404, 409, 502),
  },
});

const reorderRoute = apiRoute({
  method: "post",
  path: "/{reference}/reorder",
  tags,
  summary:
    "Remet les articles de la commande dans le panier du client connecté, aux prix actuels et dans la limite du stock",
  request: { params, ...jsonBody(cartBody) },
  responses: {
    200: json(
      savedCart.extend({
        added: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
        unavailable: z.array(z.object({ name: z.string(), reason: z.string() })),
      }),
      "Le panier, ce qui a été ajouté et ce qui ne l'a pas été (avec la raison).",
    ),
    ...refusals(...BODY_REFUSALS, 401, 404),
  },
});

/** A signed-in customer's actions on their own orders (decision 113). */
export function customerOrderRoutes(shop: ShopContext, currentUser: (c: Context) => Promise<User | null>) {
  const signedIn = async (c: Context) => {
    const user = await currentUser(c);
    if (!user) throw new ApiError(401, "Connectez-vous pour accéder à vos commandes.");
    return user;
  };
  return apiRouter()
    .openapi(cancelRoute, async (c) => {
      const outcome = await cancelOwnOrder(shop, await signedIn(c), c.req.valid("param").reference.slice(0, 40));
      if (outcome.state === "waiting") {
        return c.json({ status: outcome.order.status, message: CANCEL_WAITING }, 202);
      }
      const { order } = outcome;
      return c.json(
        {
          status: order.status,
          refunded_cents: order.refundedCents,
          message: `Votre commande ${order.reference} est annulée : ${formatEuros(order.refundedCents)} vous sont remboursés.`,
        },
        200,
      );
    })
    .openapi(reorderRoute, async (c) => {
      const user = await signedIn(c);
      const { items } = c.req.valid("json");
      return c.json(await reorder(shop, user, c.req.valid("param").reference.slice(0, 40), items), 200);
    });
}
