import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { DELIVERY_METHODS } from "#core/delivery-methods";
import { ApiError } from "#server/http/errors";
import type { User } from "#server/modules/accounts/service";
import { DIRECT_PURCHASE_IDS } from "#server/modules/catalog/direct-purchase";
import { refreshCryptoOrder } from "#server/workflows/settle-crypto";
import type { ShopContext } from "#server/workflows/context";
import { findOrderBySession, linesOf, type Order, type OrderLine } from "#server/modules/orders/service";
import { WebhookSignatureError } from "#server/modules/payments/card-provider";
import { placeBasketOrder, placeDirectPurchase } from "#server/workflows/checkout";
import { cardSessionInTransaction, openCardSession } from "#server/workflows/payment-session";
import { CARD_PAYMENT_MINUTES } from "#server/workflows/place-order";
import { documentLinksOf } from "#server/workflows/invoices";
import { handleRefundEvent } from "#server/workflows/reconcile-refunds";
import { handleCardEvent, refreshCardOrder, SETTLE_OUTCOMES } from "#server/workflows/settle-payment";
import { cancelSimulatedCard, paySimulatedCard } from "#server/workflows/simulated-card-payment";
import { basketCheckout, cartCheckoutBody, IGNORED, payer } from "./checkout-request";
import { giftShape, pickupPointShape } from "./order-shapes";
import { apiRoute, apiRouter, BODY_REFUSALS, json, jsonBody, refusals, webhookRoute } from "./contract";

const sessionBody = z.object({
  package_id: z.enum(DIRECT_PURCHASE_IDS, { error: "Produit inconnu : choisissez un des produits proposés." }),
  origin_url: z.string().max(2000).optional().openapi({ description: IGNORED }),
});

const simulatedPayBody = z.object({
  card_number: z.string().max(40),
  email: z.string().max(254).optional(),
  name: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
  line1: z.string().max(200).optional(),
  line2: z.string().max(200).optional(),
  city: z.string().max(100).optional(),
  postal_code: z.string().max(20).optional(),
  country: z.enum(["FR", "BE", "CH", "LU"]).optional(),
});

const paymentStatus = z
  .object({
    payment_status: z.enum(["paid", "unpaid"]),
    status: z.enum(["complete", "open", "expired"]),
    order_status: z.string(),
    order_id: z.string(),
    review: z.boolean().openapi({ description: "Non payée et signalée à l'équipe (facture crypto sous-payée…)." }),
    amount_total: z.number().int().openapi({ description: "En centimes, comme chez Stripe." }),
    currency: z.string(),
    session_id: z.string().nullable(),
    reference: z.string(),
    metadata: z.object({ package_name: z.string() }),
    lines: z
      .array(z.object({ name: z.string(), quantity: z.number().int(), total_cents: z.number().int() }))
      .openapi({ description: "Les articles de la commande, pour la page de confirmation." }),
    guest_email: z.string().nullable().openapi({
      description: "L'e-mail d'une commande passée sans compte (pour proposer d'en créer un), null sinon.",
    }),
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    promo_code: z.string().nullable(),
    shipping_cents: z
      .number()
      .int()
      .openapi({ description: "0 : livraison offerte. Total = sous-total − réduction + livraison." }),
    shipping_address: z
      .object({
        firstName: z.string(),
        lastName: z.string(),
        address: z.string(),
        address2: z.string(),
        postalCode: z.string(),
        city: z.string(),
        country: z.string(),
      })
      .nullable(),
    delivery_method: z.enum(DELIVERY_METHODS),
    gift: giftShape.nullable(),
    gift_wrapping_cents: z.number().int().openapi({ description: "L'emballage cadeau, compris dans le total." }),
    pickup_point: pickupPointShape.nullable().openapi({ description: "Le point relais choisi, tel qu'il était." }),
    guest_links: z
      .object({ order: z.string(), invoice: z.string().nullable(), invoice_specimen: z.boolean() })
      .nullable()
      .openapi({
        description:
          "Une commande payée sans compte : sa page et sa facture, ouvertes par l'identifiant de session (décision 087).",
      }),
  })
  .openapi("StatutPaiement");

const simulatedOutcome = z.object({
  outcome: z.enum(["paid", "declined", "cancelled"]),
  redirect_url: z.string().nullable().openapi({ description: "Null quand la carte est refusée : la page reste." }),
  detail: z.string().optional().openapi({ description: "Pourquoi la carte est refusée, en français." }),
});

const tags = ["Paiement par carte"];
const sessionId = z.object({ sessionId: z.string() });

const routes = {
  checkoutCart: apiRoute({
    method: "post",
    path: "/checkout/cart",
    tags,
    summary: "Passe la commande du panier et ouvre la session de paiement par carte",
    request: jsonBody(cartCheckoutBody),
    responses: {
      200: json(
        z.object({ url: z.string(), reference: z.string(), total_cents: z.number().int() }),
        "La page de paiement où envoyer le client.",
      ),
      ...refusals(...BODY_REFUSALS, 409, 429, 502, 503),
    },
  }),
  checkoutPackage: apiRoute({
    method: "post",
    path: "/checkout/session",
    tags,
    summary: "Achat direct d'un produit proposé (livraison offerte) : ouvre la session de paiement",
    request: jsonBody(sessionBody),
    responses: {
      200: json(z.object({ url: z.string(), reference: z.string() }), "La page de paiement."),
      ...refusals(...BODY_REFUSALS, 409, 429, 502),
    },
  }),
  status: apiRoute({
    method: "get",
    path: "/checkout/status/{sessionId}",
    tags,
    summary: "L'état du paiement d'une session (carte ou crypto), demandé au prestataire si besoin",
    request: { params: sessionId },
    responses: { 200: json(paymentStatus, "L'état du paiement."), ...refusals(404) },
  }),
  // A card event settles a payment, or records a refund (reconcile-refunds.ts).
  webhook: webhookRoute(tags, "Stripe-Signature", [...SETTLE_OUTCOMES, "refunded"]),
  simulatedPay: apiRoute({
    method: "post",
    path: "/simulated/{sessionId}/pay",
    tags: ["Démonstration"],
    summary: "Page de paiement simulée : paie (4242…) ou refuse la carte (4000…0002 : la session reste ouverte)",
    request: { params: sessionId, ...jsonBody(simulatedPayBody) },
    responses: { 200: json(simulatedOutcome, "Où renvoyer le client."), ...refusals(...BODY_REFUSALS, 404) },
  }),
  simulatedCancel: apiRoute({
    method: "post",
    path: "/simulated/{sessionId}/cancel",
    tags: ["Démonstration"],
    summary: "Page de paiement simulée : annule la session",
    request: { params: sessionId },
    responses: { 200: json(simulatedOutcome, "Où renvoyer le client."), ...refusals(403, 404) },
  }),
};

/**
 * The payment status of spec §3, as the success and /paiement pages poll it, with what the confirmation shows: the
 * lines bought, the order's own figures and address and, for a guest's order, its e-mail and (once paid) the links to
 * its page and invoice (the session id that asks is the payer's own, like its page).
 */
export function paymentStatusBody(
  order: Order,
  lines: readonly OrderLine[],
  invoice: { id: number; specimen: boolean } | null = null,
) {
  const address = order.shippingAddress;
  const guestKey = order.userId === null && order.status === "paid" ? order.providerSessionId : null;
  const reference = encodeURIComponent(order.reference);
  return {
    payment_status: order.status === "paid" ? ("paid" as const) : ("unpaid" as const),
    status:
      order.status === "paid"
        ? ("complete" as const)
        : order.status === "pending_payment"
          ? ("open" as const)
          : ("expired" as const),
    order_status: order.status,
    order_id: order.id,
    /** Not paid, and noted for the team (an under-paid crypto invoice…): the page stops waiting and says so. */
    review: order.status !== "paid" && order.attention !== null,
    amount_total: order.totalCents,
    currency: order.currency,
    session_id: order.providerSessionId,
    reference: order.reference,
    metadata: { package_name: order.packageName ?? `Commande ${order.reference}` },
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, total_cents: l.lineTotalCents })),
    guest_email: order.userId === null ? order.email : null,
    subtotal_cents: order.subtotalCents,
    discount_cents: order.discountCents,
    promo_code: order.promoCode,
    shipping_cents: order.shippingCents,
    shipping_address: address
      ? {
          firstName: address.firstName,
          lastName: address.lastName,
          address: address.address,
          address2: address.address2,
          postalCode: address.postalCode,
          city: address.city,
          country: address.country,
        }
      : null,
    delivery_method: order.deliveryMethod,
    gift: order.gift,
    gift_wrapping_cents: order.giftWrappingCents,
    pickup_point: order.pickupPoint,
    guest_links: guestKey
      ? {
          order: `/commandes/${reference}?cle=${encodeURIComponent(guestKey)}`,
          invoice: invoice && `/api/orders/${reference}/documents/${invoice.id}?cle=${encodeURIComponent(guestKey)}`,
          invoice_specimen: invoice?.specimen ?? false,
        }
      : null,
  };
}

export function paymentRoutes(ctx: ShopContext, currentUser: (c: Context) => Promise<User | null>) {
  const card = {
    paymentMethod: "card",
    provider: ctx.card.name,
    paymentMinutes: CARD_PAYMENT_MINUTES,
    openSessionIn: cardSessionInTransaction(ctx),
  } as const;
  const app = apiRouter()
    .openapi(routes.checkoutCart, async (c) => {
      const body = c.req.valid("json");
      const who = await payer(c, currentUser, ctx.trustProxy, card);
      const placed = await placeBasketOrder(ctx, basketCheckout(body, who));
      const url = await openCardSession(ctx, placed);
      return c.json({ url, reference: placed.order.reference, total_cents: placed.order.totalCents }, 200);
    })
    .openapi(routes.checkoutPackage, async (c) => {
      const body = c.req.valid("json");
      const who = await payer(c, currentUser, ctx.trustProxy, card);
      const placed = await placeDirectPurchase(ctx, { ...who, packageId: body.package_id });
      const url = await openCardSession(ctx, placed);
      return c.json({ url, reference: placed.order.reference }, 200);
    })
    .openapi(routes.status, async (c) => {
      const sessionId = c.req.valid("param").sessionId;
      const order = sessionId.length <= 200 ? await findOrderBySession(ctx.db, sessionId) : null;
      if (!order) throw new ApiError(404, "Session de paiement introuvable.");
      const refresh = order.paymentMethod === "crypto" ? refreshCryptoOrder : refreshCardOrder;
      const [refreshed, lines] = await Promise.all([refresh(ctx, order), linesOf(ctx.db, order.id)]);
      const invoice =
        refreshed.status === "paid" && refreshed.userId === null
          ? (await documentLinksOf(ctx.db, order.id)).find((d) => d.kind === "invoice")
          : undefined;
      return c.json(paymentStatusBody(refreshed, lines, invoice ?? null), 200);
    })
    .openapi(routes.webhook, async (c) => {
      if (c.req.valid("param").provider !== ctx.card.name) {
        throw new ApiError(404, "Aucun fournisseur de paiement configuré à cette adresse.");
      }
      const rawBody = await c.req.text();
      let event;
      try {
        event = ctx.card.verifyEvent(rawBody, c.req.header("stripe-signature"));
      } catch (err) {
        if (err instanceof WebhookSignatureError)
          throw new ApiError(400, `Signature du webhook invalide : ${err.message}`);
        throw err;
      }
      // A refund event (decision 079) names a payment, not a session: the refunds are read from the provider.
      const { payment } = event;
      const outcome = payment ? await handleRefundEvent(ctx, { ...event, payment }) : await handleCardEvent(ctx, event);
      return c.json({ received: true as const, outcome }, 200);
    });

  const withSimulator = (base: typeof app) =>
    base
      .openapi(routes.simulatedPay, async (c) =>
        c.json(await paySimulatedCard(ctx, c.req.valid("param").sessionId, c.req.valid("json")), 200),
      )
      .openapi(routes.simulatedCancel, async (c) =>
        c.json(await cancelSimulatedCard(ctx, c.req.valid("param").sessionId), 200),
      );
  // Typed with the simulator's routes either way: only the simulator's own pages call them.
  return ctx.card.name === "simulated" ? withSimulator(app) : (app as ReturnType<typeof withSimulator>);
}
