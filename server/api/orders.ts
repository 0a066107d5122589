import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { NOT_A_GIFT } from "#core/gift-receipt";
import { SHIPPING_COUNTRIES } from "#core/pricing";
import { ApiError } from "#server/http/errors";
import type { User } from "#server/modules/accounts/service";
import { listOrdersForUser, orderForViewer } from "#server/modules/orders/service";
import type { ShopContext } from "#server/workflows/context";
import { customerGiftReceipt } from "#server/workflows/gift-receipts";
import { documentPdf } from "#server/workflows/invoices";
import { declareWithdrawal } from "#server/workflows/withdrawal";
import { apiRoute, apiRouter, BODY_REFUSALS, firstValue, json, jsonBody, pdfResponse, refusals } from "./contract";
import { giftShape, orderLineFigures, parcelTracking, pickupPointShape, postalAddressFields } from "./order-shapes";

export const shippingAddress = z
  .object({ ...postalAddressFields, email: z.string(), country: z.enum(SHIPPING_COUNTRIES) })
  .openapi("AdresseLivraison");

const order = z
  .object({
    id: z.string(),
    reference: z.string(),
    status: z.string().openapi({ example: "paid" }),
    statusLabel: z.string().openapi({ example: "Expédiée" }),
    fulfilment: z.enum(["preparing", "shipped", "delivered"]).nullable(),
    ...parcelTracking,
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    refundedCents: z.number().int(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    email: z.string().nullable(),
    shippingAddress: shippingAddress.nullable(),
    pickupPoint: pickupPointShape.nullable(),
    paymentMethod: z.enum(["card", "crypto"]),
    packageName: z.string().nullable(),
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    promoCode: z.string().nullable(),
    promoName: z.string().nullable(),
    shippingCents: z.number().int(),
    gift: giftShape.nullable(),
    giftWrappingCents: z.number().int(),
    totalCents: z.number().int(),
    currency: z.string(),
    lines: z.array(
      z.object({
        lineId: z.number().int(),
        variantId: z.string(),
        ...orderLineFigures,
        image: z.string(),
      }),
    ),
  })
  .openapi("Commande");

const tags = ["Commandes"];

const withdrawal = z
  .object({
    id: z.number().int(),
    allLines: z.boolean(),
    lines: z.array(z.object({ lineId: z.number().int(), name: z.string(), quantity: z.number().int() })),
    createdAt: z.string(),
    processedAt: z.string().nullable(),
  })
  .openapi("Retractation");

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

const withdrawalRoute = apiRoute({
  method: "post",
  path: "/{reference}/withdrawal",
  tags,
  summary:
    "Déclare la rétractation d'une commande (L221-18) pour son client connecté ou qui tient le lien du mail ; un accusé de réception part par e-mail",
  description:
    "Une seule déclaration ouverte par commande : un second envoi renvoie la première (200) sans nouvel e-mail. Hors délai : 409 avec la raison en français.",
  request: {
    params: z.object({ reference: z.string() }),
    ...jsonBody(
      z
        .object({
          cle: z
            .string({ error: "Clé : texte attendu." })
            .max(100, "Clé du lien invalide.")
            .optional()
            .openapi({ description: "La clé du lien du mail de confirmation (invité)." }),
          lines: z
            .union(
              [
                z.literal("all"),
                z
                  .array(
                    z.union(
                      [
                        z.number().int().positive(),
                        // The units are checked against the line by the workflow, which names it in its refusal.
                        z.object({ line_id: z.number().int().positive(), quantity: z.number().optional() }),
                      ],
                      { error: "Articles : des numéros de ligne, ou { line_id, quantity }, attendus." },
                    ),
                  )
                  .min(1, "Choisissez au moins un article de la commande.")
                  .max(100),
              ],
              { error: "Articles : « all » ou la liste des lignes choisies." },
            )
            .openapi({
              description:
                "`all` (tout ce qui reste), ou les lignes concernées : un `lineId` (toutes ses unités restantes) ou `{ line_id, quantity }` (de 1 aux unités restantes).",
            }),
          unopened: z.boolean({ error: "Confirmation : vrai ou faux attendu." }).openapi({
            description: "Le client confirme que les articles n'ont pas été ouverts (exceptions des CGV).",
          }),
        })
        .openapi("DeclarationRetractation"),
    ),
  },
  responses: {
    201: json(
      z.object({ withdrawal: withdrawal, created: z.literal(true) }),
      "Déclaration enregistrée, e-mail envoyé.",
    ),
    200: json(z.object({ withdrawal: withdrawal, created: z.literal(false) }), "La déclaration déjà ouverte."),
    ...refusals(...BODY_REFUSALS, 404, 409),
  },
});

const documentRoute = apiRoute({
  method: "get",
  path: "/{reference}/documents/{id}",
  tags,
  summary:
    "La facture ou un avoir de la commande en PDF (spécimen pour une commande de test), pour son client connecté ou qui tient le lien du mail de confirmation",
  request: {
    params: z.object({ reference: z.string(), id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    query: z.object({
      cle: firstValue(z.string().optional()).openapi({ description: "La clé du lien du mail de confirmation." }),
    }),
  },
  responses: {
    200: { description: "Le PDF.", content: { "application/pdf": { schema: z.string() } } },
    ...refusals(400, 404),
  },
});

const giftReceiptRoute = apiRoute({
  method: "get",
  path: "/{reference}/gift-receipt",
  tags,
  summary:
    "Le ticket cadeau d'une commande cadeau en PDF, sans aucun prix (décision 112), pour qui peut voir la commande",
  request: {
    params: z.object({ reference: z.string() }),
    query: z.object({
      cle: firstValue(z.string().optional()).openapi({ description: "La clé du lien du mail de confirmation." }),
    }),
  },
  responses: {
    200: { description: "Le PDF.", content: { "application/pdf": { schema: z.string() } } },
    ...refusals(400, 404, 409),
  },
});

/** The customer's orders; one order also for a guest holding the confirmation mail's link (`?cle=`). */
export function orderRoutes(shop: ShopContext, currentUser: (c: Context) => Promise<User | null>) {
  const { db } = shop;
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
    })
    .openapi(withdrawalRoute, async (c) => {
      const user = await currentUser(c);
      const body = c.req.valid("json");
      const result = await declareWithdrawal(
        shop,
        c.req.valid("param").reference.slice(0, 40),
        { userId: user?.id ?? null, key: body.cle ?? null },
        {
          lines:
            body.lines === "all"
              ? "all"
              : body.lines.map((l) =>
                  typeof l === "number" ? { lineId: l } : { lineId: l.line_id, quantity: l.quantity },
                ),
          unopened: body.unopened,
        },
      );
      return result.created
        ? c.json({ withdrawal: result.withdrawal, created: true as const }, 201)
        : c.json({ withdrawal: result.withdrawal, created: false as const }, 200);
    })
    .openapi(documentRoute, async (c) => {
      const user = await currentUser(c);
      const key = c.req.valid("query").cle ?? null;
      const { reference, id } = c.req.valid("param");
      const order = await orderForViewer(db, reference.slice(0, 40), {
        userId: user?.id ?? null,
        key: key && key.length <= 100 ? key : null,
      });
      const pdf = order ? await documentPdf(db, order.id, id) : null;
      if (!pdf) {
        throw new ApiError(
          404,
          "Document introuvable. Utilisez le lien de votre e-mail de confirmation ou connectez-vous.",
        );
      }
      return pdfResponse(c, pdf);
    })
    .openapi(giftReceiptRoute, async (c) => {
      const user = await currentUser(c);
      const key = c.req.valid("query").cle ?? null;
      const found = await customerGiftReceipt(shop, c.req.valid("param").reference.slice(0, 40), {
        userId: user?.id ?? null,
        key: key && key.length <= 100 ? key : null,
      });
      if (!found) {
        throw new ApiError(
          404,
          "Commande introuvable. Utilisez le lien de votre e-mail de confirmation ou connectez-vous.",
        );
      }
      if (found === "not-a-gift") throw new ApiError(409, NOT_A_GIFT);
      return pdfResponse(c, found);
    });
}
