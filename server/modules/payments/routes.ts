import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { validateGuestEmail, validateShippingAddress } from "../../../core/checkout";
import { ApiError } from "../../http/errors";
import { parseJsonBody } from "../../http/validate";
import { clock, type ShopContext } from "../../workflows/context";
import { CARD_PAYMENT_MINUTES, type PlacedOrder, placeOrder } from "../../workflows/place-order";
import { handleCardEvent, refreshCardOrder, releaseOrder } from "../../workflows/settle-payment";
import type { User } from "../accounts/service";
import { refreshCryptoOrder } from "../crypto/settle";
import { findOrderBySession, type Order, setOrderFields } from "../orders/service";
import { WebhookSignatureError } from "./card-provider";
import { SIMULATED_CARDS, type SimulatedCardProvider } from "./simulated-card";
import { simulatedCardSessions } from "./schema";
import { eq } from "drizzle-orm";

/** Packages sold on /paiement by `package_id` (and the crypto page's fallback packages). */
export const DIRECT_PURCHASE_IDS = [
  "parfum_homme",
  "miel_sumur",
  "parfum_femme",
  "miel_russie",
  "miel_manuka",
  "collection_miels",
] as const;

const text = (max: number) => z.string().max(max);

const addressBody = z.object({
  firstName: text(500).optional(),
  lastName: text(500).optional(),
  email: text(500).optional(),
  phone: text(500).optional(),
  address: text(500).optional(),
  address2: text(500).optional().nullable(),
  city: text(500).optional(),
  postalCode: text(500).optional(),
  country: text(100).optional(),
});

const lineBody = z.object({
  id: z.string().min(1).max(120),
  name: z.string().max(300).optional(),
  // Ignored: the catalogue sets the price.
  price: z.number().optional(),
  quantity: z.number().int().min(1, "quantité minimale : 1").max(99, "99 au plus par article"),
});

export const cartCheckoutBody = z.object({
  items: z.array(lineBody).min(1, "Votre panier est vide.").max(100),
  shipping_address: addressBody,
  origin_url: z.string().max(2000).optional(),
  final_total: z.number().min(0).max(1_000_000).optional(),
  final_total_cents: z.number().int().min(0).max(100_000_000).optional(),
  guest_email: z.string().max(254).optional().nullable(),
  is_guest: z.boolean().optional(),
  promo_code: z
    .object({
      code: z.string().trim().max(64),
      discount_amount: z.number().optional(),
      free_shipping: z.boolean().optional(),
    })
    .optional()
    .nullable(),
});

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

export interface CheckoutInput {
  body: z.infer<typeof cartCheckoutBody>;
  user: User | null;
}

/** Validates the delivery form and the guest e-mail with the rules of the checkout page (core/checkout). */
export function checkoutCustomer(input: CheckoutInput) {
  const checked = validateShippingAddress(input.body.shipping_address);
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0]!;
    throw new ApiError(400, message, { field, errors: checked.errors });
  }
  let email: string;
  if (input.user) {
    email = input.user.email;
  } else {
    const guest = (input.body.guest_email ?? checked.address.email).trim();
    const problem = validateGuestEmail(guest);
    if (problem) throw new ApiError(400, problem, { field: "guest_email", errors: { guest_email: problem } });
    email = guest.toLowerCase();
  }
  const expectedTotalCents =
    input.body.final_total_cents ??
    (input.body.final_total === undefined ? null : Math.round(input.body.final_total * 100));
  return { address: checked.address, email, expectedTotalCents };
}

/** A basket checkout (card or crypto): the customer's form checked, then the order placed by the one workflow. */
export function placeBasketOrder(
  ctx: ShopContext,
  input: CheckoutInput & { paymentMethod: "card" | "crypto"; provider: string; paymentMinutes: number },
): Promise<PlacedOrder> {
  const { body, user } = input;
  const customer = checkoutCustomer({ body, user });
  return placeOrder(ctx, {
    lines: body.items.map(({ id, quantity }) => ({ id, quantity })),
    promoCode: body.promo_code?.code || null,
    address: customer.address,
    email: customer.email,
    user: user ? { id: user.id, email: user.email } : null,
    paymentMethod: input.paymentMethod,
    provider: input.provider,
    expectedTotalCents: customer.expectedTotalCents,
    paymentMinutes: input.paymentMinutes,
  });
}

/** Where the payment page sends the customer back: always the shop's own address (never the browser's). */
function returnUrls(ctx: ShopContext) {
  return {
    successUrl: `${ctx.publicUrl}/paiement/succes?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${ctx.publicUrl}/paiement/annule`,
  };
}

/** Opens the provider's payment session for a placed order; if that fails the order is released at once. */
export async function openCardSession(ctx: ShopContext, placed: PlacedOrder): Promise<string> {
  const { order, lines } = placed;
  const urls = returnUrls(ctx);
  try {
    const session = await ctx.card.createSession({
      orderId: order.id,
      reference: order.reference,
      lines: lines.map((l) => ({ name: l.name, unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
      shippingCents: order.shippingCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      currency: "eur",
      customerEmail: order.email,
      packageName: order.packageName,
      collectAddress: order.shippingAddress === null,
      successUrl: urls.successUrl,
      // Stripe fills {CHECKOUT_SESSION_ID} in the success URL only: the cancel page is told the order instead.
      cancelUrl: `${urls.cancelUrl}?commande=${order.id}`,
      expiresAt: order.expiresAt,
    });
    await setOrderFields(ctx.db, order.id, { providerSessionId: session.sessionId, paymentUrl: session.url });
    return session.url;
  } catch (err) {
    ctx.logger.error({ err, orderId: order.id }, "la session de paiement n'a pas pu être créée");
    await releaseOrder(ctx, { orderId: order.id, status: "failed" });
    throw new ApiError(
      502,
      "Erreur lors de la création du paiement. Aucun montant n'a été débité ; veuillez réessayer.",
    );
  }
}

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
  const app = new Hono()
    .post("/checkout/cart", async (c) => {
      const body = await parseJsonBody(c, cartCheckoutBody);
      const placed = await placeBasketOrder(ctx, {
        body,
        user: await currentUser(c),
        paymentMethod: "card",
        provider: ctx.card.name,
        paymentMinutes: CARD_PAYMENT_MINUTES,
      });
      const url = await openCardSession(ctx, placed);
      return c.json({ url, reference: placed.order.reference, total_cents: placed.order.totalCents });
    })
    .post("/checkout/session", async (c) => {
      const body = await parseJsonBody(c, sessionBody);
      const user = await currentUser(c);
      const placed = await placeOrder(ctx, {
        lines: [{ id: body.package_id, quantity: 1 }],
        promoCode: null,
        address: null,
        email: user?.email ?? null,
        user: user ? { id: user.id, email: user.email } : null,
        paymentMethod: "card",
        provider: ctx.card.name,
        paymentMinutes: CARD_PAYMENT_MINUTES,
        directPurchase: true,
      });
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
    const simulator = ctx.card as SimulatedCardProvider;
    const deliver = async (type: Parameters<SimulatedCardProvider["signedEvent"]>[0], sessionId: string) => {
      const session = await simulator.find(sessionId);
      if (!session) return;
      // The same path as a webhook from the outside: a signed body, verified, then acted on.
      const { rawBody, signature } = simulator.signedEvent(type, session);
      await handleCardEvent(ctx, simulator.verifyEvent(rawBody, signature));
    };
    const openSession = async (sessionId: string) => {
      const session = await simulator.find(sessionId);
      if (!session) throw new ApiError(404, "Session de paiement introuvable.");
      if (session.status !== "open" || session.expiresAt <= clock(ctx)) {
        throw new ApiError(409, "Cette session de paiement est terminée. Reprenez votre commande depuis le panier.");
      }
      return session;
    };
    const back = (url: string, sessionId: string) =>
      url.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(sessionId));

    app
      .post("/simulated/:sessionId/pay", async (c) => {
        const body = await parseJsonBody(c, simulatedPayBody);
        const session = await openSession(c.req.param("sessionId"));
        const card = body.card_number.replace(/[\s-]/g, "");
        if (card === SIMULATED_CARDS.declined) {
          await ctx.db
            .update(simulatedCardSessions)
            .set({ status: "expired" })
            .where(eq(simulatedCardSessions.id, session.id));
          await deliver("checkout.session.async_payment_failed", session.id);
          return c.json({
            outcome: "declined",
            redirect_url: `${back(session.cancelUrl, session.id)}&raison=carte-refusee`,
          });
        }
        if (card !== SIMULATED_CARDS.success) {
          throw new ApiError(
            400,
            "Numéro de carte de test inconnu : utilisez 4242 4242 4242 4242 (paiement accepté) ou 4000 0000 0000 0002 (carte refusée).",
          );
        }
        let details: Record<string, string> | null = null;
        if (session.collectAddress) {
          const email = (body.email ?? "").trim().toLowerCase();
          const problem = validateGuestEmail(email);
          if (problem) throw new ApiError(400, problem, { field: "email" });
          for (const [field, label] of [
            ["name", "Nom"],
            ["line1", "Adresse"],
            ["city", "Ville"],
            ["postal_code", "Code postal"],
          ] as const) {
            if (!body[field]?.trim()) throw new ApiError(400, `${label} requis pour la livraison.`, { field });
          }
          details = {
            email,
            name: body.name!.trim(),
            phone: body.phone?.trim() ?? "",
            line1: body.line1!.trim(),
            line2: body.line2?.trim() ?? "",
            city: body.city!.trim(),
            postalCode: body.postal_code!.trim(),
            country: body.country ?? "FR",
          };
        }
        await ctx.db
          .update(simulatedCardSessions)
          .set({ status: "complete", paymentStatus: "paid", customerDetails: details })
          .where(eq(simulatedCardSessions.id, session.id));
        await deliver("checkout.session.completed", session.id);
        return c.json({ outcome: "paid", redirect_url: back(session.successUrl, session.id) });
      })
      .post("/simulated/:sessionId/cancel", async (c) => {
        const session = await openSession(c.req.param("sessionId"));
        await simulator.expireSession(session.id);
        await deliver("checkout.session.expired", session.id);
        return c.json({ outcome: "cancelled", redirect_url: back(session.cancelUrl, session.id) });
      });
  }
  return app;
}
