import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, orders, paymentEvents, productVariants, promoCodes } from "#server/db/schema";
import pino from "pino";
import { createShopContext } from "#server/app";
import { parseEnv } from "#server/env";
import { expireStaleOrders } from "#server/workflows/expire-orders";
import { createMailer } from "#server/modules/mail/service";
import type { CheckoutSessionInput } from "./card-provider";
import { createStripeProvider } from "./stripe-card";
import { apiClient } from "#server/testing/api-client";
import { guestEmail } from "#server/testing/checkout";
import {
  type FormBody,
  type RecordedRequest,
  startStripeStandIn,
  type StripeStandIn,
} from "#server/testing/stripe-stand-in";
import type { TestApp } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";

// The Stripe provider against a local HTTP stand-in for the Stripe API: the real SDK, real HTTP, real signatures.

const SECRET_KEY = "sk_test_maisonh_standin_51HxYz";
const WEBHOOK_SECRET = "whsec_maisonh_standin_0123456789";
const PUBLIC_URL = "http://localhost:3000";
const LIMITED = "sidr_malaki_yemen_250g";
const PAYMENT_FAILED_DETAIL =
  "Erreur lors de la création du paiement. Aucun montant n'a été débité ; veuillez réessayer.";

const shop = setupTestShop();
let standIn: StripeStandIn;
let app: TestApp;

const stripeEnv = (apiUrl: string) => ({
  CARD_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: apiUrl,
});

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
});
// Stripe's side starts empty for each test too: no session, no coupon, no recorded request.
beforeEach(() => {
  standIn.reset();
  app = shop.appWith(stripeEnv(standIn.url));
});
afterAll(async () => {
  await standIn?.close();
});

const provider = () =>
  createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url });

function sessionInput(overrides: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput {
  return {
    orderId: randomUUID(),
    reference: "MH-TEST0001",
    lines: [
      { name: "Mr.H — Erba", unitPriceCents: 2999, quantity: 2 },
      { name: "Miel Sidr Malaki du Yémen 250g", unitPriceCents: 4499, quantity: 1 },
    ],
    shippingCents: 299,
    discountCents: 500,
    totalCents: 2999 * 2 + 4499 - 500 + 299,
    currency: "eur",
    customerEmail: "client@exemple.fr",
    packageName: null,
    collectAddress: false,
    successUrl: `${PUBLIC_URL}/paiement/succes?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${PUBLIC_URL}/paiement/annule?session_id={CHECKOUT_SESSION_ID}`,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    ...overrides,
  };
}

/** The requests that opened (or replayed) the session of an order. */
const sessionRequests = (orderId: string) =>
  standIn.requestsTo("POST", "/v1/checkout/sessions").filter((r) => r.body.client_reference_id === orderId);
const sessionsOf = (orderId: string) => [...standIn.sessions.values()].filter((s) => s.client_reference_id === orderId);
const last = (requests: RecordedRequest[]) => requests[requests.length - 1]!;

describe("createStripeProvider → Stripe API (stand-in)", () => {
  it("opens a Checkout Session in EUR with the order's lines, reference, e-mail, locale, expiry and return URLs", async () => {
    const input = sessionInput();
    const created = await provider().createSession(input);

    const session = standIn.session(created.sessionId);
    expect(created.sessionId).toMatch(/^cs_test_/);
    expect(created.url).toBe(`${standIn.url}/c/pay/${created.sessionId}`);

    // The discount travels as a one-off coupon in euros, created once for this order.
    const couponRequest = last(standIn.requestsTo("POST", "/v1/coupons"));
    expect(couponRequest.body).toEqual({
      amount_off: "500",
      currency: "eur",
      duration: "once",
      max_redemptions: "1",
      name: "Réduction commande MH-TEST0001",
    });
    expect(couponRequest.headers["idempotency-key"]).toBe(`commande-${input.orderId}-remise`);
    const couponId = session.discounts[0]!.coupon;
    expect(standIn.coupons.get(couponId)).toMatchObject({ amount_off: 500, currency: "eur", duration: "once" });

    const [request] = sessionRequests(input.orderId);
    expect(request!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request!.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.headers["idempotency-key"]).toBe(`commande-${input.orderId}`);
    const body: FormBody = request!.body;
    expect(body).toMatchObject({
      mode: "payment",
      locale: "fr",
      currency: "eur",
      client_reference_id: input.orderId,
      customer_email: "client@exemple.fr",
      line_items: [
        {
          quantity: "2",
          price_data: { currency: "eur", unit_amount: "2999", product_data: { name: "Mr.H — Erba" } },
        },
        {
          quantity: "1",
          price_data: {
            currency: "eur",
            unit_amount: "4499",
            product_data: { name: "Miel Sidr Malaki du Yémen 250g" },
          },
        },
      ],
      discounts: [{ coupon: couponId }],
      shipping_options: [
        {
          shipping_rate_data: {
            type: "fixed_amount",
            display_name: "Livraison",
            fixed_amount: { amount: "299", currency: "eur" },
          },
        },
      ],
      metadata: { order_id: input.orderId, reference: "MH-TEST0001", package_name: "Commande MH-TEST0001" },
      success_url: `${PUBLIC_URL}/paiement/succes?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/paiement/annule?session_id={CHECKOUT_SESSION_ID}`,
    });
    // A basket's address is already known: the payment page does not ask for it again.
    expect(body).not.toHaveProperty("shipping_address_collection");
    expect(body).not.toHaveProperty("phone_number_collection");

    // The session closes with the order (30 minutes), within what Stripe accepts.
    const orderExpiry = Math.floor(input.expiresAt.getTime() / 1000);
    expect(Number(body.expires_at)).toBeGreaterThanOrEqual(orderExpiry);
    expect(Number(body.expires_at)).toBeLessThanOrEqual(orderExpiry + 120);
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);

    // What Stripe will charge is the server's total: lines − coupon + shipping.
    expect(session).toMatchObject({
      amount_subtotal: 2999 * 2 + 4499,
      amount_total: input.totalCents,
      total_details: { amount_discount: 500, amount_shipping: 299, amount_tax: 0 },
      status: "open",
      payment_status: "unpaid",
    });

    expect(await provider().getSession(created.sessionId)).toEqual({
      id: created.sessionId,
      status: "open",
      paymentStatus: "unpaid",
      amountTotalCents: input.totalCents,
      currency: "eur",
      orderId: input.orderId,
      customerEmail: "client@exemple.fr",
      shipping: null,
    });
  });

  it("opens one session per order: a second call for the same order gets the same session", async () => {
    const input = sessionInput({ reference: "MH-DEUXFOIS" });
    const first = await provider().createSession(input);
    const second = await provider().createSession(input);

    expect(second).toEqual(first);
    expect(sessionsOf(input.orderId)).toHaveLength(1);
    expect([...standIn.coupons.values()].filter((c) => c.name === "Réduction commande MH-DEUXFOIS")).toHaveLength(1);
    const requests = sessionRequests(input.orderId);
    expect(requests).toHaveLength(2);
    expect(new Set(requests.map((r) => r.headers["idempotency-key"]))).toEqual(new Set([`commande-${input.orderId}`]));
    const couponKeys = standIn
      .requestsTo("POST", "/v1/coupons")
      .filter((r) => r.headers["idempotency-key"] === `commande-${input.orderId}-remise`);
    expect(couponKeys).toHaveLength(2);
  });

  it("keeps one session when Stripe's answer is lost and the SDK retries with the same key", async () => {
    const input = sessionInput({ discountCents: 0, totalCents: 2999 * 2 + 4499 + 299 });
    standIn.failNext({ afterProcessing: true });
    const created = await provider().createSession(input);

    const requests = sessionRequests(input.orderId);
    expect(requests.map((r) => r.status)).toEqual([500, 200]);
    expect(requests[0]!.headers["idempotency-key"]).toBe(requests[1]!.headers["idempotency-key"]);
    expect(sessionsOf(input.orderId).map((s) => s.id)).toEqual([created.sessionId]);
  });

  it("meets Stripe's 30-minute minimum even when the session is opened seconds after the order was placed", async () => {
    // The order's 30 minutes started when it was written; a slow transaction or a retried call eats into them.
    const input = sessionInput({ expiresAt: new Date(Date.now() - 5_000 + 30 * 60_000) });
    const created = await provider().createSession(input);
    const session = standIn.session(created.sessionId);
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at).toBeLessThanOrEqual(Math.floor(input.expiresAt.getTime() / 1000) + 120);
  });

  it("offers free delivery on a basket as a zero shipping option", async () => {
    const input = sessionInput({ discountCents: 0, shippingCents: 0, totalCents: 2999 * 2 + 4499 });
    const created = await provider().createSession(input);
    expect(last(sessionRequests(input.orderId)).body.shipping_options).toEqual([
      {
        shipping_rate_data: {
          type: "fixed_amount",
          display_name: "Livraison offerte",
          fixed_amount: { amount: "0", currency: "eur" },
        },
      },
    ]);
    expect(last(sessionRequests(input.orderId)).body).not.toHaveProperty("discounts");
    expect(standIn.session(created.sessionId).amount_total).toBe(input.totalCents);
  });

  it("lets the payment page collect the e-mail and address of a direct purchase, and reads them back", async () => {
    const input = sessionInput({
      lines: [{ name: "Mr.H — Erba", unitPriceCents: 2999, quantity: 1 }],
      shippingCents: 0,
      discountCents: 0,
      totalCents: 2999,
      customerEmail: null,
      packageName: "Mr.H — Erba",
      collectAddress: true,
    });
    const created = await provider().createSession(input);
    const body = last(sessionRequests(input.orderId)).body;
    expect(body).toMatchObject({
      shipping_address_collection: { allowed_countries: ["FR", "BE", "CH", "LU"] },
      phone_number_collection: { enabled: "true" },
      metadata: { package_name: "Mr.H — Erba" },
    });
    expect(body).not.toHaveProperty("customer_email");
    expect(body).not.toHaveProperty("shipping_options");

    standIn.pay(created.sessionId, {
      email: "Acheteur@Exemple.fr",
      name: "Jeanne Martin",
      phone: "+33612345678",
      address: { line1: "3 place Bellecour", line2: "Bât. B", city: "Lyon", postal_code: "69002", country: "FR" },
    });
    expect(await provider().getSession(created.sessionId)).toEqual({
      id: created.sessionId,
      status: "complete",
      paymentStatus: "paid",
      amountTotalCents: 2999,
      currency: "eur",
      orderId: input.orderId,
      customerEmail: "Acheteur@Exemple.fr",
      shipping: {
        name: "Jeanne Martin",
        phone: "+33612345678",
        line1: "3 place Bellecour",
        line2: "Bât. B",
        city: "Lyon",
        postalCode: "69002",
        country: "FR",
      },
    });
  });

  it("expires an open session, and reports Stripe's refusal of a wrong secret key", async () => {
    const created = await provider().createSession(sessionInput());
    await provider().expireSession(created.sessionId);
    expect(standIn.session(created.sessionId).status).toBe("expired");
    expect((await provider().getSession(created.sessionId)).status).toBe("expired");

    const wrongKey = createStripeProvider({
      secretKey: "sk_test_not_the_right_key",
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standIn.url,
    });
    await expect(wrongKey.getSession(created.sessionId)).rejects.toThrow(/Invalid API Key provided/);
    expect(last(standIn.requests).status).toBe(401);
  });
});

// ── The whole API with CARD_PROVIDER=stripe ─────────────────────────────────────────────────────────────────────

interface CheckoutAnswer {
  url: string;
  reference: string;
  total_cents: number;
  detail?: string;
}

interface StatusAnswer {
  payment_status: string;
  status: string;
  order_status: string;
  amount_total: number;
  currency: string;
  session_id: string;
  reference: string;
  review: boolean;
}

async function checkout(
  items: { id: string; quantity: number; price?: number; name?: string }[],
  extra: Record<string, unknown> = {},
  target = app,
) {
  const email = guestEmail();
  const res = await apiClient(target).request("POST", "/api/payments/checkout/cart", {
    body: {
      items,
      shipping_address: {
        firstName: "Camille",
        lastName: "Durand",
        email,
        phone: "06 12 34 56 78",
        address: "12 rue des Lilas",
        address2: "",
        city: "Lyon",
        postalCode: "69003",
        country: "France",
      },
      guest_email: email,
      is_guest: true,
      ...extra,
    },
  });
  return { res, email, body: (await res.json()) as CheckoutAnswer };
}

/** A pending order opened through the API, with its Stripe session. */
async function placed(items: Parameters<typeof checkout>[0], finalTotal: number, extra: Record<string, unknown> = {}) {
  const { res, email, body } = await checkout(items, { final_total: finalTotal, ...extra });
  expect(res.status, body.detail).toBe(200);
  const order = await orderByReference(body.reference);
  expect(order.providerSessionId).toMatch(/^cs_test_/);
  return { order, email, sessionId: order.providerSessionId!, body };
}

async function orderByReference(reference: string) {
  const [order] = await shop.db.select().from(orders).where(eq(orders.reference, reference));
  if (!order) throw new Error(`commande ${reference} introuvable`);
  return order;
}

const orderNow = async (id: string) => {
  const [order] = await shop.db.select().from(orders).where(eq(orders.id, id));
  return order!;
};

const webhook = (payload: string, signature?: string) =>
  apiClient(app).request("POST", "/api/payments/webhook/stripe", {
    body: payload,
    headers: signature ? { "stripe-signature": signature } : {},
  });

async function deliver(type: string, sessionId: string) {
  const { payload, signature } = standIn.signedEvent(type, sessionId);
  const res = await webhook(payload, signature);
  expect(res.status).toBe(200);
  return ((await res.json()) as { received: boolean; outcome: string }).outcome;
}

async function status(sessionId: string) {
  const res = await app.request(`/api/payments/checkout/status/${sessionId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as StatusAnswer;
}

const mailsTo = (email: string) => shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const eventsOf = (orderId: string) => shop.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));

async function stockOf(variantId: string) {
  const [row] = await shop.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

async function reservedUses(code: string) {
  const [row] = await shop.db
    .select({ reservedUses: promoCodes.reservedUses, currentUses: promoCodes.currentUses })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  return row!;
}

/** The shop pointed at a stand-in that is no longer listening. */
async function appWithStripeDown() {
  const down = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  await down.close();
  return shop.appWith(stripeEnv(down.url));
}

const PERFUME = [{ id: "parfum_homme_1", name: "Mr.H — Erba", price: 0.01, quantity: 1 }];
/** 29,99 € + 2,99 € delivery in France. */
const PERFUME_TOTAL = 32.98;

describe("checkout through the API with CARD_PROVIDER=stripe", () => {
  it("opens a Stripe session for the server's total, whatever price the browser sends", async () => {
    const before = standIn.requestsTo("POST", "/v1/checkout/sessions").length;
    const { res, body, email } = await checkout(PERFUME, { final_total: PERFUME_TOTAL });
    expect(res.status, body.detail).toBe(200);
    expect(body.total_cents).toBe(3298);

    const order = await orderByReference(body.reference);
    expect(order).toMatchObject({
      status: "pending_payment",
      provider: "stripe",
      // A real provider: not a test order.
      testMode: false,
      paymentMethod: "card",
      email,
      subtotalCents: 2999,
      shippingCents: 299,
      totalCents: 3298,
      paymentUrl: body.url,
    });
    const session = standIn.session(order.providerSessionId!);
    expect(body.url).toBe(`${standIn.url}/c/pay/${session.id}`);
    expect(session).toMatchObject({
      amount_total: 3298,
      currency: "eur",
      client_reference_id: order.id,
      customer_email: email,
      locale: "fr",
      metadata: { order_id: order.id, reference: order.reference, package_name: `Commande ${order.reference}` },
      success_url: `${PUBLIC_URL}/paiement/succes?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/paiement/annule?commande=${order.id}`,
    });
    const request = last(sessionRequests(order.id));
    expect(request.body.line_items).toEqual([
      { quantity: "1", price_data: { currency: "eur", unit_amount: "2999", product_data: { name: "Mr.H — Erba" } } },
    ]);
    expect(request.headers["idempotency-key"]).toBe(`commande-${order.id}`);
    // The session closes with the order, 30 minutes after it was placed.
    expect(session.expires_at).toBeGreaterThanOrEqual(Math.floor(order.expiresAt.getTime() / 1000));
    expect(session.expires_at).toBeLessThanOrEqual(Math.floor(order.expiresAt.getTime() / 1000) + 120);
    expect(order.expiresAt.getTime() - order.createdAt.getTime()).toBe(30 * 60_000);

    // A browser that also claims a 0,01 € total is refused before anything reaches Stripe.
    const tampered = await checkout(PERFUME, { final_total: 0.01 });
    expect(tampered.res.status).toBe(409);
    expect(tampered.body.detail).toMatch(/le total est de 32,98/);
    expect(standIn.requestsTo("POST", "/v1/checkout/sessions").length).toBe(before + 1);
  });

  it("pays the order on a signed checkout.session.completed: one confirmation mail, one payment event", async () => {
    const { order, email, sessionId } = await placed(PERFUME, PERFUME_TOTAL);
    standIn.pay(sessionId);
    const { payload, signature } = standIn.signedEvent("checkout.session.completed", sessionId);

    const res = await webhook(payload, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "paid" });
    expect(await status(sessionId)).toMatchObject({
      payment_status: "paid",
      status: "complete",
      order_status: "paid",
      amount_total: 3298,
      currency: "eur",
      session_id: sessionId,
      reference: order.reference,
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.reference);
    expect((await orderNow(order.id)).attention).toBeNull();

    // Stripe delivers the same event again, as is, and signed anew: nothing more happens.
    const again = await webhook(payload, signature);
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate-event" });
    const resigned = await webhook(payload, standIn.sign(payload));
    expect(await resigned.json()).toEqual({ received: true, outcome: "duplicate-event" });
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it("fulfils once when the event arrives ten times at once, racing the status page", async () => {
    const stockBefore = await stockOf(LIMITED);
    const { order, email, sessionId } = await placed([{ id: LIMITED, quantity: 1 }], 47.98);
    expect(await stockOf(LIMITED)).toBe(stockBefore! - 1);
    standIn.pay(sessionId);
    const { payload, signature } = standIn.signedEvent("checkout.session.completed", sessionId);

    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => webhook(payload, signature)),
      ...Array.from({ length: 3 }, () => app.request(`/api/payments/checkout/status/${sessionId}`)),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(13).fill(200));
    const outcomes = await Promise.all(
      results.slice(0, 10).map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    for (const outcome of outcomes) expect(["paid", "already-paid", "duplicate-event"]).toContain(outcome);
    expect(outcomes.filter((o) => o === "paid").length).toBeLessThanOrEqual(1);
    expect(outcomes.filter((o) => o !== "duplicate-event")).toHaveLength(1);

    expect((await orderNow(order.id)).status).toBe("paid");
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(await stockOf(LIMITED)).toBe(stockBefore! - 1);
  });

  it("refuses forged, unsigned, tampered and stale events with 400, and changes nothing", async () => {
    const { order, email, sessionId } = await placed(PERFUME, PERFUME_TOTAL);
    // Stripe's session is paid, but only a genuine event (or the status page) may say so.
    standIn.pay(sessionId);
    const genuine = standIn.signedEvent("checkout.session.completed", sessionId);
    const tamperedBody = genuine.payload.replace('"amount_total": 3298', '"amount_total": 1');
    expect(tamperedBody).not.toBe(genuine.payload);

    const attempts: [string, string, string | undefined][] = [
      ["forged", genuine.payload, standIn.sign(genuine.payload, { secret: "whsec_not_the_shops_secret" })],
      ["unsigned", genuine.payload, undefined],
      ["tampered", tamperedBody, genuine.signature],
      ["stale", genuine.payload, standIn.sign(genuine.payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })],
      ["garbled", genuine.payload, "t=nope,v1=rien"],
    ];
    for (const [name, payload, signature] of attempts) {
      const res = await webhook(payload, signature);
      expect(res.status, name).toBe(400);
      const body = (await res.json()) as { detail: string };
      expect(body.detail, name).toMatch(/^Signature du webhook invalide : ./);
    }

    expect((await orderNow(order.id)).status).toBe("pending_payment");
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await eventsOf(order.id)).toHaveLength(0);

    // The genuine event still goes through afterwards.
    expect((await (await webhook(genuine.payload, genuine.signature)).json()) as object).toMatchObject({
      outcome: "paid",
    });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("waits for an asynchronous payment: completed unpaid stays pending, async_payment_succeeded pays", async () => {
    const { order, email, sessionId } = await placed(PERFUME, PERFUME_TOTAL);
    standIn.completeUnpaid(sessionId);
    expect(await deliver("checkout.session.completed", sessionId)).toBe("unchanged");
    expect((await orderNow(order.id)).status).toBe("pending_payment");
    // The status page asks Stripe, which says complete but unpaid: still waiting.
    expect(await status(sessionId)).toMatchObject({ payment_status: "unpaid", order_status: "pending_payment" });
    expect(await mailsTo(email)).toHaveLength(0);

    standIn.asyncPaymentSucceeded(sessionId);
    expect(await deliver("checkout.session.async_payment_succeeded", sessionId)).toBe("paid");
    expect(await status(sessionId)).toMatchObject({ payment_status: "paid", order_status: "paid", amount_total: 3298 });
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(2);
  });

  it("releases an order whose asynchronous payment failed and gives its stock back", async () => {
    const stockBefore = await stockOf(LIMITED);
    const { order, email, sessionId } = await placed([{ id: LIMITED, quantity: 2 }], 89.98);
    expect(await stockOf(LIMITED)).toBe(stockBefore! - 2);
    standIn.completeUnpaid(sessionId);
    expect(await deliver("checkout.session.completed", sessionId)).toBe("unchanged");
    standIn.asyncPaymentFailed(sessionId);

    expect(await deliver("checkout.session.async_payment_failed", sessionId)).toBe("released");
    const released = await orderNow(order.id);
    expect(released.status).toBe("failed");
    expect(released.releasedAt).not.toBeNull();
    expect(await stockOf(LIMITED)).toBe(stockBefore);
    expect(await status(sessionId)).toMatchObject({ payment_status: "unpaid", order_status: "failed" });
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("releases a pending order on checkout.session.expired: its stock and its promo code use", async () => {
    const stockBefore = await stockOf(LIMITED);
    const usesBefore = await reservedUses("PROMO5");
    // 44,99 € − 5 € (PROMO5), delivered free.
    const { order, sessionId } = await placed([{ id: LIMITED, quantity: 1 }], 39.99, {
      promo_code: { code: "PROMO5" },
    });
    expect(order).toMatchObject({ discountCents: 500, shippingCents: 0, totalCents: 3999, promoCode: "PROMO5" });
    expect(await reservedUses("PROMO5")).toEqual({ ...usesBefore, reservedUses: usesBefore.reservedUses + 1 });

    // Stripe got the discount as a 5 € coupon and free delivery as a zero shipping option.
    const session = standIn.session(sessionId);
    expect(standIn.coupons.get(session.discounts[0]!.coupon)).toMatchObject({ amount_off: 500, currency: "eur" });
    expect(session).toMatchObject({
      amount_total: 3999,
      total_details: { amount_discount: 500, amount_shipping: 0 },
    });

    standIn.expire(sessionId);
    expect(await deliver("checkout.session.expired", sessionId)).toBe("released");
    expect((await orderNow(order.id)).status).toBe("expired");
    expect(await reservedUses("PROMO5")).toEqual(usesBefore);
    expect(await stockOf(LIMITED)).toBe(stockBefore);
    expect(await status(sessionId)).toMatchObject({ payment_status: "unpaid", status: "expired" });
  });

  it("has the status page ask Stripe, and fulfil a paid order without waiting for the webhook", async () => {
    const { order, email, sessionId } = await placed(PERFUME, PERFUME_TOTAL);
    const retrievals = () => standIn.requestsTo("GET", `/v1/checkout/sessions/${sessionId}`);

    expect(await status(sessionId)).toMatchObject({ payment_status: "unpaid", status: "open" });
    expect(retrievals()).toHaveLength(1);
    expect(retrievals()[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    standIn.pay(sessionId);
    expect(await status(sessionId)).toMatchObject({ payment_status: "paid", order_status: "paid", amount_total: 3298 });
    expect(retrievals()).toHaveLength(2);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.reference);
    expect(await eventsOf(order.id)).toHaveLength(0);

    // A paid order is not asked about again, and the webhook arriving later changes nothing.
    expect((await status(sessionId)).payment_status).toBe("paid");
    expect(retrievals()).toHaveLength(2);
    expect(await deliver("checkout.session.completed", sessionId)).toBe("already-paid");
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it("has the status page release an order whose Stripe session expired without an event", async () => {
    const stockBefore = await stockOf(LIMITED);
    const { order, sessionId } = await placed([{ id: LIMITED, quantity: 1 }], 47.98);
    standIn.expire(sessionId);
    expect(await status(sessionId)).toMatchObject({ payment_status: "unpaid", order_status: "expired" });
    expect((await orderNow(order.id)).releasedAt).not.toBeNull();
    expect(await stockOf(LIMITED)).toBe(stockBefore);
  });

  it("releases the order and its stock when Stripe keeps answering 500", async () => {
    const stockBefore = await stockOf(LIMITED);
    // Every attempt of the SDK (the call and its two retries) gets a 500.
    standIn.failNext({ times: 3 });
    const { res, email } = await checkout([{ id: LIMITED, quantity: 1 }], { final_total: 47.98 });
    expect(res.status).toBe(502);
    expect(await stockOf(LIMITED)).toBe(stockBefore);
    const mine = await shop.db.select().from(orders).where(eq(orders.email, email));
    expect(mine.map((o) => [o.status, o.releasedAt !== null, o.providerSessionId])).toEqual([["failed", true, null]]);
  });

  it("releases the order and its stock when Stripe is unreachable", async () => {
    const stockBefore = await stockOf(LIMITED);
    const { res, email } = await checkout(
      [{ id: LIMITED, quantity: 2 }],
      { final_total: 89.98 },
      await appWithStripeDown(),
    );
    expect(res.status).toBe(502);
    expect(await stockOf(LIMITED)).toBe(stockBefore);
    const mine = await shop.db.select().from(orders).where(eq(orders.email, email));
    expect(mine.map((o) => [o.status, o.releasedAt !== null, o.providerSessionId])).toEqual([["failed", true, null]]);
  });

  it("answers 502 with a French detail when Stripe is unreachable", async () => {
    const { res, body } = await checkout(
      [{ id: LIMITED, quantity: 1 }],
      { final_total: 47.98 },
      await appWithStripeDown(),
    );
    expect({ status: res.status, body }).toEqual({ status: 502, body: { detail: PAYMENT_FAILED_DETAIL } });
  });
});

describe("no payment lost with CARD_PROVIDER=stripe", () => {
  /** The shop's context on the same database, with its clock `minutes` ahead, talking to `apiUrl`. */
  const later = (minutes: number, apiUrl = standIn.url) => {
    const logger = pino({ level: "silent" });
    const env = parseEnv({ NODE_ENV: "test", ...stripeEnv(apiUrl) });
    const mailer = createMailer({ db: shop.db, logger, from: env.MAIL_FROM });
    return {
      ...createShopContext(env, shop.database, mailer, logger),
      now: () => new Date(Date.now() + minutes * 60_000),
    };
  };

  it("the expiry job retrieves each session: a paid one is fulfilled, an open one expired at Stripe then released", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const paid = await placed([{ id: LIMITED, quantity: 1 }], 47.98);
    const open = await placed([{ id: LIMITED, quantity: 1 }], 47.98);
    // Paid at Stripe; the webhook never reached the shop.
    standIn.pay(paid.sessionId);
    const report = await expireStaleOrders(later(45));
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(standIn.requestsTo("GET", `/v1/checkout/sessions/${paid.sessionId}`).length).toBeGreaterThanOrEqual(1);
    expect(await orderNow(paid.order.id)).toMatchObject({ status: "paid", attention: null });
    expect(await mailsTo(paid.email)).toHaveLength(1);

    expect(standIn.requestsTo("POST", `/v1/checkout/sessions/${open.sessionId}/expire`)).toHaveLength(1);
    expect(standIn.session(open.sessionId).status).toBe("expired");
    expect((await orderNow(open.order.id)).status).toBe("expired");
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);
    // The late webhook of the paid one changes nothing more.
    expect(await deliver("checkout.session.completed", paid.sessionId)).toBe("already-paid");
    expect(await mailsTo(paid.email)).toHaveLength(1);
  });

  it("keeps the order while Stripe is unreachable, then pays it when Stripe answers paid", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const { order, email, sessionId } = await placed([{ id: LIMITED, quantity: 1 }], 47.98);
    standIn.pay(sessionId);
    const down = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    await down.close();
    expect((await expireStaleOrders(later(45, down.url))).waiting).toBeGreaterThanOrEqual(1);
    expect((await orderNow(order.id)).status).toBe("pending_payment");
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);
    // Stripe is back at a later run: the payment it took is honoured, the stock was never given away.
    expect((await expireStaleOrders(later(52))).paid).toBeGreaterThanOrEqual(1);
    expect(await orderNow(order.id)).toMatchObject({ status: "paid", attention: null });
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("a signed event reporting 1 cent paid for 32,98 € leaves the order unpaid and flagged", async () => {
    const { order, email, sessionId } = await placed(PERFUME, PERFUME_TOTAL);
    standIn.pay(sessionId);
    standIn.session(sessionId).amount_total = 1;
    expect(await deliver("checkout.session.completed", sessionId)).toBe("flagged");
    const flagged = await orderNow(order.id);
    expect(flagged).toMatchObject({ status: "failed", paidAt: null });
    expect(flagged.attention).toBe(
      `Paiement de 0,01\u00a0€ (session ${sessionId}) inférieur au total de la commande 32,98\u00a0€ : commande non payée, stock et code libérés ; rembourser le client ou lui demander le complément.`,
    );
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await status(sessionId)).toMatchObject({ payment_status: "unpaid", review: true });
    // The status page asking Stripe again does not pay it either.
    expect((await orderNow(order.id)).status).toBe("failed");
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("an over-payment at Stripe stays paid, with a note to refund the difference", async () => {
    const { order, email, sessionId } = await placed(PERFUME, PERFUME_TOTAL);
    standIn.pay(sessionId);
    standIn.session(sessionId).amount_total = 3300;
    expect(await deliver("checkout.session.completed", sessionId)).toBe("paid");
    const paid = await orderNow(order.id);
    expect(paid.status).toBe("paid");
    expect(paid.attention).toMatch(/Montant payé 33,00\u00a0€ supérieur au total de la commande 32,98\u00a0€/);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
