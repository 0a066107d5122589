import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { SHIPPING_COUNTRIES } from "#core/pricing";
import type { Db } from "#server/db/client";
import { ApiError } from "#server/http/errors";
import type { User } from "#server/modules/accounts/service";
import { listOrdersForUser, orderForViewer } from "#server/modules/orders/service";
import { apiRoute, apiRouter, firstValue, json, refusals } from "./contract";

export const shippingAddress = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    address2: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.enum(SHIPPING_COUNTRIES),
  })
  .openapi("AdresseLivraison");

const order = z
  .object({
    id: z.string(),
    reference: z.string(),
    status: z.string().openapi({ example: "paid" }),
    statusLabel: z.string().openapi({ example: "Expédiée" }),
    fulfilment: z.enum(["preparing", "shipped", "delivered"]).nullable(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    refundedCents: z.number().int(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    email: z.string().nullable(),
    shippingAddress: shippingAddress.nullable(),
    paymentMethod: z.enum(["card", "crypto"]),
    packageName: z.string().nullable(),
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    promoCode: z.string().nullable(),
    promoName: z.string().nullable(),
    shippingCents: z.number().int(),
    totalCents: z.number().int(),
    currency: z.string(),
    lines: z.array(
      z.object({
        variantId: z.string(),
        name: z.string(),
        image: z.string(),
        unitPriceCents: z.number().int(),
        quantity: z.number().int(),
        lineTotalCents: z.number().int(),
        refundedQuantity: z.number().int(),
      }),
    ),
  })
  .openapi("Commande");

const tags = ["Commandes"];

const listRoute = apiRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Les commandes du client connecté, les plus récentes d'abord",
  responses: { 200: json(z.object({ orders: z.array(order) }), "Les commandes."), ...refusals(401) },
});

const orderRoute = apiRoute({
  method: "get",
  path: "/{reference}",
  tags,
  summary: "Une commande, pour son client connecté ou qui tient le lien du mail de confirmation",
  request: {
    params: z.object({ reference: z.string() }),
    query: z.object({
      cle: firstValue(z.string().optional()).openapi({ description: "La clé du lien du mail de confirmation." }),
    }),
  },
  responses: { 200: json(z.object({ order }), "La commande."), ...refusals(404) },
});

/** The customer's orders; one order also for a guest holding the confirmation mail's link (`?cle=`). */
export function orderRoutes(db: Db, currentUser: (c: Context) => Promise<User | null>) {
  return apiRouter()
    .openapi(listRoute, async (c) => {
      const user = await currentUser(c);
      if (!user) throw new ApiError(401, "Connectez-vous pour voir vos commandes.");
      return c.json({ orders: await listOrdersForUser(db, user.id) }, 200);
    })
    .openapi(orderRoute, async (c) => {
      const user = await currentUser(c);
      const key = c.req.valid("query").cle ?? null;
      const order = await orderForViewer(db, c.req.valid("param").reference.slice(0, 40), {
        userId: user?.id ?? null,
        key: key && key.length <= 100 ? key : null,
      });
      if (!order)
        throw new ApiError(
          404,
          "Commande introuvable. Utilisez le lien de votre e-mail de confirmation ou connectez-vous.",
        );
      return c.json({ order }, 200);
    });
}
