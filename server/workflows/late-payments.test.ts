import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentEvents, promoCodes, promoRedemptions } from "#server/db/schema";
import { createSimulatedCryptoProvider } from "#server/modules/crypto/simulated";
import { createSimulatedProvider } from "#server/modules/payments/simulated-card";
import { createPersonalCode } from "#server/modules/promotions/service";
import { checkoutBody, guestEmail } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { releaseOrder } from "./settle-payment";

// Payments that arrive when the order has moved on (issue 29, defects 4 and 6): a "paid" for a refunded or cancelled
// order is recorded and flagged, never applied; a late payment never spends a once-per-customer code twice.

const CARD_SECRET = "secret-du-simulateur-carte-de-test";
const CRYPTO_SECRET = "secret-du-simulateur-crypto-de-test";
const RATES = { USD: "1.16", BTC: "0.0000105", ETH: "0.00033", LTC: "0.012", USDT: "1.16", USDC: "1.16" };
const LIMITED = "sidr_malaki_yemen_250g";
const env = { PAYMENT_SIMULATOR_SECRET: CARD_SECRET, CRYPTO_SIMULATOR_SECRET: CRYPTO_SECRET };

const shop = setupTestShop({ env });

type Json = Record<string, unknown> & { detail?: string };

const { orderOf, stockOf } = shopRows(shop);
const codeOf = async (code: string) => (await shop.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!;

async function adminCall(method: string, path: string, body?: unknown) {
  const admin = await createSignedInAdmin(shop.db);
  return shop.api.call<Json>(method, `/api/admin/orders${path}`, { cookie: admin.token, body });
}

const refundInFull = async (reference: string, note = "") => {
  const res = await adminCall("POST", `/${reference}/refunds`, { request_key: crypto.randomUUID(), full: true, note });
  expect(res.status, res.body.detail).toBe(200);
  expect((await orderOf(reference)).status).toBe("refunded");
};

const toPrepare = async () =>
  ((await adminCall("GET", "?status=a_preparer")).body.orders as { reference: string }[]).map((o) => o.reference);

/** A card order placed (limited honey, one unit), with its session; `cookie`: a signed-in customer's. */
async function cardOrder(extra: Record<string, unknown> = {}, cookie?: string) {
  const body = checkoutBody({ items: [{ id: LIMITED, quantity: 1 }], ...extra });
  const res = await shop.api.call<{ url: string; reference: string; detail?: string }>(
    "POST",
    "/api/payments/checkout/cart",
    { body, cookie },
  );
  expect(res.status, res.body.detail).toBe(200);
  return { reference: res.body.reference, sessionId: res.body.url.split("/").pop()! };
}

const payCard = async (sessionId: string) => {
  const res = await shop.api.call("POST", `/api/payments/simulated/${sessionId}/pay`, {
    body: { card_number: "4242424242424242" },
  });
  expect(res.status).toBe(200);
};

/** A "paid" event for the session as the provider would send it again, through the webhook endpoint. */
async function paidWebhook(sessionId: string) {
  const cards = createSimulatedProvider({ db: shop.db, secret: CARD_SECRET });
  const { rawBody, signature } = cards.signedEvent("checkout.session.completed", (await cards.find(sessionId))!);
  const res = await shop.api.request("POST", "/api/payments/webhook/simulated", {
    body: rawBody,
    headers: { "stripe-signature": signature },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcome: string }).outcome;
}

async function cryptoOrder(extra: Record<string, unknown> = {}, cookie?: string) {
  const email = guestEmail("crypto");
  const res = await shop.api.call<Json & { charge_id: string; reference: string }>("POST", "/api/crypto/create/cart", {
    body: checkoutBody({ currency: "BTC", guest_email: email, items: [{ id: LIMITED, quantity: 1 }], ...extra }),
    cookie,
  });
  expect(res.status, res.body.detail).toBe(200);
  return { reference: res.body.reference, chargeId: res.body.charge_id };
}

const payCrypto = (chargeId: string, mode: "full" | "late") =>
  shop.api.call<Json & { outcomes: string[] }>("POST", `/api/crypto/simulated/${chargeId}/pay`, { body: { mode } });

async function cryptoWebhook(chargeId: string) {
  const signer = createSimulatedCryptoProvider({ db: shop.db, secret: CRYPTO_SECRET, rates: RATES });
  const { rawBody, signature } = signer.signedEvent("InvoiceSettled", (await signer.find(chargeId))!, {});
  const res = await shop.api.request("POST", "/api/crypto/webhook/simulated", {
    body: rawBody,
    headers: { "BTCPay-Sig": signature },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcome: string }).outcome;
}

describe("a payment for a refunded order (defect 4)", () => {
  it("card: the status page and a late paid webhook leave it refunded, its stock and paid_at untouched, flagged once", async () => {
    const { reference, sessionId } = await cardOrder();
    await payCard(sessionId);
    const paidAt = (await orderOf(reference)).paidAt;
    await refundInFull(reference);
    const stock = await stockOf(LIMITED);

    const status = await shop.api.call<Json>("GET", `/api/payments/checkout/status/${sessionId}`);
    expect(status.status).toBe(200);
    expect(await orderOf(reference)).toMatchObject({ status: "refunded", paidAt });
    expect(await stockOf(LIMITED)).toBe(stock);

    expect(await paidWebhook(sessionId)).toBe("flagged");
    const order = await orderOf(reference);
    expect(order).toMatchObject({ status: "refunded", paidAt, fulfilment: null });
    expect(order.attention).toContain("Paiement reçu pour une commande remboursée : à vérifier");
    expect(await stockOf(LIMITED)).toBe(stock);
    expect(await toPrepare()).not.toContain(reference);
    // Recorded with the order, and a second event notes nothing more.
    expect(await shop.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).not.toHaveLength(0);
    await paidWebhook(sessionId);
    expect((await orderOf(reference)).attention).toBe(order.attention);
  });

  it("crypto: the status page and a settled invoice's webhook leave it refunded", async () => {
    const { reference, chargeId } = await cryptoOrder();
    expect((await payCrypto(chargeId, "full")).body.outcomes).toContain("paid");
    const paidAt = (await orderOf(reference)).paidAt;
    await refundInFull(reference, "Remboursé à la main sur l'adresse du client");
    const stock = await stockOf(LIMITED);

    expect((await shop.api.call("GET", `/api/payments/checkout/status/${chargeId}`)).status).toBe(200);
    expect((await shop.api.call("GET", `/api/crypto/status/${chargeId}`)).status).toBe(200);
    expect(await orderOf(reference)).toMatchObject({ status: "refunded", paidAt });

    expect(await cryptoWebhook(chargeId)).toBe("flagged");
    const order = await orderOf(reference);
    expect(order).toMatchObject({ status: "refunded", paidAt });
    expect(order.attention).toContain("Paiement reçu pour une commande remboursée : à vérifier");
    expect(await stockOf(LIMITED)).toBe(stock);
    expect(await toPrepare()).not.toContain(reference);
  });

  it("a payment for an order the team cancelled is flagged, not applied", async () => {
    const stock = await stockOf(LIMITED);
    const { reference, sessionId } = await cardOrder();
    expect((await adminCall("POST", `/${reference}/cancel`)).status).toBe(200);
    expect(await stockOf(LIMITED)).toBe(stock);
    // The customer's page had stayed open: the payment still goes through at the provider.
    await createSimulatedProvider({ db: shop.db, secret: CARD_SECRET }).complete(sessionId, null);
    expect(await paidWebhook(sessionId)).toBe("flagged");
    const order = await orderOf(reference);
    expect(order).toMatchObject({ status: "cancelled", paidAt: null });
    expect(order.attention).toContain("Paiement reçu pour une commande annulée");
    expect(await stockOf(LIMITED)).toBe(stock);
  });
});

describe("a once-per-customer code under a late payment (defect 6)", () => {
  /** Order 1 (crypto, with `code`) expires; order 2 pays with the same code; then order 1 is paid late. */
  async function twiceThroughALatePayment(code: string, cookie: string) {
    const first = await cryptoOrder({ is_guest: false, promo_code: { code } }, cookie);
    const firstOrder = await orderOf(first.reference);
    expect(firstOrder.promoCode).toBe(code);
    await releaseOrder(shop.context(), { orderId: firstOrder.id, status: "expired" });

    const second = await cardOrder({ is_guest: false, promo_code: { code } }, cookie);
    await payCard(second.sessionId);
    expect(await orderOf(second.reference)).toMatchObject({ status: "paid", promoCode: code });
    expect((await codeOf(code)).currentUses).toBe(1);

    const late = await payCrypto(first.chargeId, "late");
    expect(late.status, late.body.detail).toBe(200);
    return { first: await orderOf(first.reference), discountCents: firstOrder.discountCents };
  }

  it("BIENVENUE10: the late order is paid, its use not counted, the team told the discount granted twice", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const { first, discountCents } = await twiceThroughALatePayment("BIENVENUE10", customer.token);
    expect(discountCents).toBe(700);
    expect(first.status).toBe("paid");
    expect(first.attention).toContain(
      "Code BIENVENUE10 déjà utilisé par ce client : 7,00\u00a0€ de remise accordée deux fois",
    );
    expect(await codeOf("BIENVENUE10")).toMatchObject({ currentUses: 1, reservedUses: 0 });
    const [use] = await shop.db
      .select()
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.code, "BIENVENUE10"), eq(promoRedemptions.orderId, first.id)));
    expect(use!.status).toBe("released");
  });

  it("a personal (welcome or loyalty) code: the same flag with the amount, its single use kept", async () => {
    const customer = await createSignedInCustomer(shop.db);
    await createPersonalCode(shop.db, {
      code: "FIDELE-TEST1",
      name: "Bon fidélité",
      description: "5 € offerts",
      valueCents: 500,
      ownerUserId: customer.id,
    });
    const { first } = await twiceThroughALatePayment("FIDELE-TEST1", customer.token);
    expect(first.status).toBe("paid");
    expect(first.attention).toContain(
      "Code FIDELE-TEST1 déjà utilisé par ce client : 5,00\u00a0€ de remise accordée deux fois",
    );
    expect(await codeOf("FIDELE-TEST1")).toMatchObject({ currentUses: 1, reservedUses: 0 });
  });
});

describe("events racing for one order", () => {
  it("a payment, the expiry and the status page at once: paid once, its stock taken once", async () => {
    const stock = await stockOf(LIMITED);
    const { reference, sessionId } = await cardOrder();
    const orderId = (await orderOf(reference)).id;
    await createSimulatedProvider({ db: shop.db, secret: CARD_SECRET }).complete(sessionId, null);
    await Promise.all([
      paidWebhook(sessionId),
      releaseOrder(shop.context(), { orderId, status: "expired" }),
      shop.api.call("GET", `/api/payments/checkout/status/${sessionId}`),
      paidWebhook(sessionId),
    ]);
    // Whichever came first, the payment wins in the end (late if the release did), and holds one unit.
    const settled = await shop.api.call("GET", `/api/payments/checkout/status/${sessionId}`);
    expect(settled.status).toBe(200);
    expect(await orderOf(reference)).toMatchObject({ status: "paid" });
    expect(await stockOf(LIMITED)).toBe(stock! - 1);
  });

  it("a full refund and a late paid webhook at once: refunded, its stock back once", async () => {
    const stock = await stockOf(LIMITED);
    const { reference, sessionId } = await cardOrder();
    await payCard(sessionId);
    const paidAt = (await orderOf(reference)).paidAt;
    const admin = await createSignedInAdmin(shop.db);
    const [refund] = await Promise.all([
      shop.api.call<Json>("POST", `/api/admin/orders/${reference}/refunds`, {
        cookie: admin.token,
        body: { request_key: crypto.randomUUID(), full: true },
      }),
      paidWebhook(sessionId),
      paidWebhook(sessionId),
    ]);
    expect(refund.status, refund.body.detail).toBe(200);
    expect(await orderOf(reference)).toMatchObject({ status: "refunded", paidAt });
    expect(await stockOf(LIMITED)).toBe(stock);
  });
});
