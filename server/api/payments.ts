import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { ApiError } from "#server/http/errors";
import { parseJsonBody } from "#server/http/validate";
import type { User } from "#server/modules/accounts/service";
import { DIRECT_PURCHASE_IDS } from "#server/modules/catalog/direct-purchase";
import { refreshCryptoOrder } from "#server/workflows/settle-crypto";
import type { ShopContext } from "#server/workflows/context";
import { findOrderBySession, type Order } from "#server/modules/orders/service";
import { WebhookSignatureError } from "#server/modules/payments/card-provider";
import { placeBasketOrder, placeDirectPurchase } from "#server/workflows/checkout";
import { openCardSession } from "#server/workflows/payment-session";
import { CARD_PAYMENT_MINUTES } from "#server/workflows/place-order";
import { handleCardEvent, refreshCardOrder } from "#server/workflows/settle-payment";
import { cancelSimulatedCard, paySimulatedCard } from "#server/workflows/simulated-card-payment";
import { basketCheckout, cartCheckoutBody, payer } from "./checkout-request";

const sessionBody = z.object({
  package_id: z.enum(DIRECT_PURCHASE_IDS, { error: "Produit inconnu : choisissez un des produits proposés." }),
  origin_url: z.string().max(2000).optional(),
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

/** The payment status of spec §3, as the success and /paiement pages poll it. */
export function paymentStatusBody(order: Order) {
  return {
    payment_status: order.status === "paid" ? "paid" : "unpaid",
    status: order.status === "paid" ? "complete" : order.status === "pending_payment" ? "open" : "expired",
    order_status: order.status,
    order_id: order.id,
    /** Not paid, and noted for the team (an under-paid crypto invoice…): the page stops waiting and says so. */
    review: order.status !== "paid" && order.attention !== null,
    amount_total: order.totalCents,
    currency: order.currency,
    session_id: order.providerSessionId,
    reference: order.reference,
    metadata: { package_name: order.packageName ?? `Commande ${order.reference}` },
  };
}

export function paymentRoutes(ctx: ShopContext, currentUser: (c: Context) => Promise<User | null>) {
  const card = { paymentMethod: "card", provider: ctx.card.name, paymentMinutes: CARD_PAYMENT_MINUTES } as const;
  const app = new Hono()
    .post("/checkout/cart", async (c) => {
      const body = await parseJsonBody(c, cartCheckoutBody);
      const who = await payer(c, currentUser, ctx.trustProxy, card);
      const placed = await placeBasketOrder(ctx, basketCheckout(body, who));
      const url = await openCardSession(ctx, placed);
      return c.json({ url, reference: placed.order.reference, total_cents: placed.order.totalCents });
    })
    .post("/checkout/session", async (c) => {
      const body = await parseJsonBody(c, sessionBody);
      const who = await payer(c, currentUser, ctx.trustProxy, card);
      const placed = await placeDirectPurchase(ctx, { ...who, packageId: body.package_id });
      const url = await openCardSession(ctx, placed);
      return c.json({ url, reference: placed.order.reference });
    })
    .get("/checkout/status/:sessionId", async (c) => {
      const sessionId = c.req.param("sessionId");
      const order = sessionId.length <= 200 ? await findOrderBySession(ctx.db, sessionId) : null;
      if (!order) throw new ApiError(404, "Session de paiement introuvable.");
      const refresh = order.paymentMethod === "crypto" ? refreshCryptoOrder : refreshCardOrder;
      return c.json(paymentStatusBody(await refresh(ctx, order)));
    })
    .post("/webhook/:provider", async (c) => {
      if (c.req.param("provider") !== ctx.card.name) {
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
      const outcome = await handleCardEvent(ctx, event);
      return c.json({ received: true, outcome });
    });

  if (ctx.card.name === "simulated") {
    app
      .post("/simulated/:sessionId/pay", async (c) => {
        const body = await parseJsonBody(c, simulatedPayBody);
        return c.json(await paySimulatedCard(ctx, c.req.param("sessionId"), body));
      })
      .post("/simulated/:sessionId/cancel", async (c) =>
        c.json(await cancelSimulatedCard(ctx, c.req.param("sessionId"))),
      );
  }
  return app;
}
