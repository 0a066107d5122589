import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, paymentEvents } from "#server/db/schema";
import { apiClient } from "#server/testing/api-client";
import { type BtcpayStandIn, startBtcpayStandIn } from "#server/testing/btcpay-stand-in";
import { guestEmail } from "#server/testing/checkout";
import type { TestApp } from "#server/testing/test-app";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { BtcpayError, createBtcpayProvider } from "./btcpay";
import type { CreateInvoiceInput } from "./provider";

// The BTCPay provider against a local HTTP stand-in for the Greenfield API: real HTTP, real signatures.

const API_KEY = "maisonh0standin0greenfield0key0123456789";
const STORE_ID = "MaisonHStandInStore9";
const WEBHOOK_SECRET = "maisonh-btcpay-webhook-secret-2025";
const RATES = { USD: "1.16", BTC: "0.0000105", ETH: "0.00033", LTC: "0.012", USDT: "1.16", USDC: "1.16" };
const PUBLIC_URL = "http://localhost:3000";
const LIMITED = "sidr_malaki_yemen_250g";
const PROVIDER_FAILED =
  "Erreur lors de la création du paiement crypto. Aucun montant n'a été débité ; veuillez réessayer.";

let standIn: BtcpayStandIn;

const btcpayEnv = (url: string) => ({
  CRYPTO_PROVIDER: "btcpay",
  BTCPAY_URL: url,
  BTCPAY_API_KEY: API_KEY,
  BTCPAY_STORE_ID: STORE_ID,
  BTCPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
});

const shop = setupTestShop();
let app: TestApp;
beforeAll(async () => {
  standIn = await startBtcpayStandIn({ apiKey: API_KEY, storeId: STORE_ID, webhookSecret: WEBHOOK_SECRET });
});
// BTCPay's side starts empty for each test too: no invoice, no recorded request.
beforeEach(() => {
  standIn.reset();
  app = shop.appWith(btcpayEnv(standIn.url));
});
afterAll(async () => {
  await standIn?.close();
});

const provider = (overrides: { apiKey?: string; url?: string } = {}) =>
  createBtcpayProvider({
    url: overrides.url ?? standIn.url,
    apiKey: overrides.apiKey ?? API_KEY,
    storeId: STORE_ID,
    webhookSecret: WEBHOOK_SECRET,
    rates: RATES,
  });

const invoiceInput = (overrides: Partial<CreateInvoiceInput> = {}): CreateInvoiceInput => ({
  orderId: randomUUID(),
  reference: "MH-TESTBTC1",
  amountCents: 4798,
  currency: "BTC",
  redirectUrl: `${PUBLIC_URL}/api/crypto/return/commande`,
  expirationMinutes: 15,
  buyerEmail: "client@exemple.fr",
  description: "Commande MH-TESTBTC1",
  ...overrides,
});

const invoicePath = (id: string) => `/api/v1/stores/${STORE_ID}/invoices/${id}`;
const last = <T>(items: T[]) => items[items.length - 1]!;

describe("createBtcpayProvider → Greenfield API (stand-in)", () => {
  it("creates an invoice in EUR: token auth, 15 minutes, redirect URL, order id in metadata, BTC-CHAIN by default", async () => {
    const input = invoiceInput();
    const created = await provider().createInvoice(input);

    const request = last(standIn.requestsTo("POST", `/api/v1/stores/${STORE_ID}/invoices`));
    expect(request.status).toBe(200);
    expect(request.headers.authorization).toBe(`token ${API_KEY}`);
    expect(request.headers["content-type"]).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      amount: "47.98",
      currency: "EUR",
      metadata: {
        orderId: input.orderId,
        reference: "MH-TESTBTC1",
        itemDesc: "Commande MH-TESTBTC1",
        cryptoCurrency: "BTC",
        buyerEmail: "client@exemple.fr",
      },
      checkout: {
        expirationMinutes: 15,
        redirectURL: `${PUBLIC_URL}/api/crypto/return/commande`,
        redirectAutomatically: true,
        defaultPaymentMethod: "BTC-CHAIN",
        defaultLanguage: "fr-FR",
      },
    });

    const invoice = standIn.invoice(created.invoiceId);
    expect(created.hostedUrl).toBe(invoice.checkoutLink);
    expect(created.hostedUrl).toBe(`${standIn.url}/i/${created.invoiceId}`);
    expect(created.expiresAt.getTime()).toBe(invoice.expirationTime * 1000);
    // The crypto amount is BTCPay's (its rate: 0,00001 BTC/€), read from the invoice's payment methods.
    expect(created.cryptoAmount).toBe("0.00047980");
    expect(standIn.requestsTo("GET", `${invoicePath(created.invoiceId)}/payment-methods`)).toHaveLength(1);
  });

  it("takes the default payment method from the chosen currency, and asks BTCPay for an e-mail when none is known", async () => {
    const ltc = await provider().createInvoice(invoiceInput({ currency: "ltc", buyerEmail: null }));
    const body = last(standIn.requestsTo("POST", `/api/v1/stores/${STORE_ID}/invoices`)).body as {
      metadata: Record<string, unknown>;
      checkout: Record<string, unknown>;
    };
    expect(body.checkout).toMatchObject({ defaultPaymentMethod: "LTC-CHAIN", requiresRefundEmail: true });
    expect(body.metadata).not.toHaveProperty("buyerEmail");
    expect(ltc.cryptoAmount).toBe("0.59975000");
    await expect(provider().createInvoice(invoiceInput({ currency: "DOGE" }))).rejects.toThrow(BtcpayError);
  });

  it("reads an invoice's statuses, and what was received when the payment is unusual", async () => {
    const created = await provider().createInvoice(invoiceInput());
    expect(await provider().getInvoice(created.invoiceId)).toMatchObject({
      id: created.invoiceId,
      status: "New",
      additionalStatus: "None",
      amountCents: 4798,
      payment: null,
    });
    standIn.pay(created.invoiceId, 0.5);
    expect(await provider().getInvoice(created.invoiceId)).toMatchObject({
      status: "New",
      additionalStatus: "PaidPartial",
      payment: { currency: "BTC", amount: "0.00047980", paid: "0.00023990", due: "0.00023990" },
    });
  });

  it("fails with a BtcpayError on a wrong API key, a server error or an unreachable server", async () => {
    await expect(provider({ apiKey: "mauvaise-cle-0000" }).createInvoice(invoiceInput())).rejects.toMatchObject({
      status: 401,
    });
    standIn.failNext();
    await expect(provider().getInvoice("nimporte")).rejects.toMatchObject({ status: 500 });
    await expect(provider().getInvoice("inconnue")).rejects.toMatchObject({ status: 404 });
    await expect(provider({ url: "http://127.0.0.1:9" }).getInvoice("x")).rejects.toThrow(/BTCPay injoignable/);
  });

  it("verifies BTCPay-Sig in constant time and reads the delivery", async () => {
    const created = await provider().createInvoice(invoiceInput());
    const { payload, signature, deliveryId } = standIn.signedDelivery("InvoiceSettled", created.invoiceId);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(provider().verifyWebhook(payload, signature)).toEqual({
      deliveryId,
      originalDeliveryId: deliveryId,
      isRedelivery: false,
      type: "InvoiceSettled",
      invoiceId: created.invoiceId,
    });
    expect(provider().verifyWebhook(payload, signature.toUpperCase().replace("SHA256=", "sha256="))).toMatchObject({
      deliveryId,
    });
    for (const bad of [undefined, "", "sha256=", "sha1=abc", standIn.sign(payload, "autre-secret"), `${signature}00`]) {
      expect(() => provider().verifyWebhook(payload, bad), String(bad)).toThrow();
    }
    expect(() => provider().verifyWebhook(`${payload} `, signature)).toThrow(/ne correspond pas/);
  });
});

// ── Through the shop's API with CRYPTO_PROVIDER=btcpay ─────────────────────────────────────────────────────────

const address = {
  firstName: "Hal",
  lastName: "Finney",
  email: "hal@example.fr",
  phone: "0612345678",
  address: "1 place du Bloc",
  address2: "",
  city: "Nantes",
  postalCode: "44000",
  country: "France",
};

type Answer = Record<string, unknown> & { detail: string; charge_id: string; reference: string; hosted_url: string };

async function createCart(items: unknown[], extra: Record<string, unknown> = {}, target = app) {
  const email = guestEmail("btc");
  const res = await apiClient(target).request("POST", "/api/crypto/create/cart", {
    body: { items, currency: "BTC", shipping_address: address, guest_email: email, ...extra },
  });
  return { res, body: (await res.json()) as Answer, email };
}

async function placed(items: unknown[] = [{ id: "parfum_homme_1", price: 0.01, quantity: 1 }]) {
  const { res, body, email } = await createCart(items);
  expect(res.status, body.detail).toBe(200);
  return { ...body, email, order: await orderOf(body.reference) };
}

const webhook = (payload: string, signature?: string, path = "/api/crypto/webhook/btcpay") =>
  apiClient(app).request("POST", path, {
    body: payload,
    headers: signature === undefined ? {} : { "BTCPay-Sig": signature },
  });
async function deliver(type: string, invoiceId: string, options: { extra?: Record<string, unknown> } = {}) {
  const { payload, signature } = standIn.signedDelivery(type, invoiceId, options);
  const res = await webhook(payload, signature);
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcome: string }).outcome;
}
const status = async (chargeId: string) => {
  const res = await app.request(`/api/crypto/status/${chargeId}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const { orderOf, stockOf, mailsAbout } = shopRows(shop);
const eventsOf = (orderId: string) => shop.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
const fetchesOf = (invoiceId: string) => standIn.requestsTo("GET", invoicePath(invoiceId)).length;

describe("crypto checkout through the API with CRYPTO_PROVIDER=btcpay", () => {
  it("opens a BTCPay invoice for the server's total, whatever price the browser sends", async () => {
    const { charge_id, hosted_url, reference, order, email } = await placed();
    const invoice = standIn.invoice(charge_id);
    expect(hosted_url).toBe(invoice.checkoutLink);
    expect(invoice).toMatchObject({
      amount: "32.98",
      currency: "EUR",
      metadata: { orderId: order.id, reference, buyerEmail: email, cryptoCurrency: "BTC" },
      checkout: {
        expirationMinutes: 15,
        redirectURL: `${PUBLIC_URL}/api/crypto/return/${order.id}`,
        defaultPaymentMethod: "BTC-CHAIN",
      },
    });
    expect(order).toMatchObject({
      provider: "btcpay",
      paymentMethod: "crypto",
      totalCents: 3298,
      providerSessionId: charge_id,
      paymentUrl: hosted_url,
    });
    const { body } = await createCart([{ id: "parfum_homme_1", quantity: 1 }], { currency: "LTC" });
    expect(body).toMatchObject({ amount: 38.26, amount_eur_cents: 3298, currency: "LTC", crypto_amount: "0.41225000" });
    // The provider's routes of the simulator do not exist with BTCPay.
    expect((await app.request(`/api/crypto/simulated/${charge_id}`)).status).toBe(404);
    expect((await webhook("{}", undefined, "/api/crypto/webhook/simulated")).status).toBe(404);
  });

  it("settles on a signed InvoiceSettled, re-fetching the invoice first; a replay and a second delivery change nothing", async () => {
    const { charge_id, reference, order } = await placed();
    standIn.pay(charge_id);
    standIn.settle(charge_id);
    const settled = standIn.signedDelivery("InvoiceSettled", charge_id);

    const fetches = fetchesOf(charge_id);
    const res = await webhook(settled.payload, settled.signature);
    expect(await res.json()).toEqual({ received: true, outcome: "paid" });
    expect(fetchesOf(charge_id)).toBe(fetches + 1);
    expect(await mailsAbout(reference)).toHaveLength(1);
    expect((await orderOf(reference)).status).toBe("paid");

    // The same delivery again: stopped before asking BTCPay.
    expect(await (await webhook(settled.payload, settled.signature)).json()).toEqual({
      received: true,
      outcome: "duplicate-event",
    });
    expect(fetchesOf(charge_id)).toBe(fetches + 1);
    // A redelivery by BTCPay (new delivery id, same original): nothing either.
    const redelivered = standIn.signedDelivery("InvoiceSettled", charge_id, {
      originalDeliveryId: settled.deliveryId,
    });
    expect(await (await webhook(redelivered.payload, redelivered.signature)).json()).toMatchObject({
      outcome: "duplicate-event",
    });
    // The invoice settled twice (InvoicePaymentSettled, then InvoiceSettled again): one fulfilment.
    expect(await deliver("InvoicePaymentSettled", charge_id)).toBe("already-paid");
    expect(await deliver("InvoiceSettled", charge_id)).toBe("already-paid");
    expect(await mailsAbout(reference)).toHaveLength(1);
    expect((await eventsOf(order.id)).map((e) => e.provider)).toEqual(["btcpay", "btcpay", "btcpay"]);
  });

  it("refuses forged, missing and tampered signatures with 400, without asking BTCPay or changing anything", async () => {
    const { charge_id, reference, order } = await placed();
    standIn.pay(charge_id);
    standIn.settle(charge_id);
    const genuine = standIn.signedDelivery("InvoiceSettled", charge_id);
    const tampered = genuine.payload.replace('"InvoiceSettled"', '"InvoiceExpired"');
    expect(tampered).not.toBe(genuine.payload);
    const fetches = fetchesOf(charge_id);

    const attempts: [string, string, string | undefined][] = [
      ["forged", genuine.payload, standIn.sign(genuine.payload, "pas-le-secret-de-la-boutique")],
      ["missing", genuine.payload, undefined],
      ["tampered", tampered, genuine.signature],
      ["garbled", genuine.payload, "sha256=n'importe quoi"],
      ["stripe-style", genuine.payload, "t=1,v1=abc"],
    ];
    for (const [name, payload, signature] of attempts) {
      const res = await webhook(payload, signature);
      expect(res.status, name).toBe(400);
      expect(((await res.json()) as { detail: string }).detail, name).toMatch(/^Webhook refusé : ./);
    }
    expect(fetchesOf(charge_id)).toBe(fetches);
    expect((await orderOf(reference)).status).toBe("pending_payment");
    expect(await eventsOf(order.id)).toHaveLength(0);
    expect(await mailsAbout(reference)).toHaveLength(0);
  });

  it("trusts the invoice re-fetched from BTCPay, not the delivery: a settlement announced too early pays nothing", async () => {
    const { charge_id, reference } = await placed();
    expect(await deliver("InvoiceSettled", charge_id)).toBe("unchanged");
    expect((await orderOf(reference)).status).toBe("pending_payment");
    expect(await deliver("InvoiceCreated", charge_id)).toBe("unchanged");
  });

  it("releases the stock of an expired invoice", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const { charge_id, reference } = await placed([{ id: LIMITED, quantity: 1 }]);
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);
    standIn.expire(charge_id);
    expect(await deliver("InvoiceExpired", charge_id, { extra: { partiallyPaid: false } })).toBe("released");
    expect(await orderOf(reference)).toMatchObject({ status: "expired", attention: null });
    expect(await stockOf(LIMITED)).toBe(stockBefore);
  });

  it("flags an under-payment with what was received, and releases it when the invoice expires", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const { charge_id, reference } = await placed([{ id: LIMITED, quantity: 1 }]);
    standIn.pay(charge_id, 0.5);
    expect(await deliver("InvoiceReceivedPayment", charge_id)).toBe("unchanged");
    expect(await orderOf(reference)).toMatchObject({
      status: "pending_payment",
      attention: `Paiement crypto incomplet sur la facture ${charge_id} : 0.00023990 BTC reçus pour 0.00047980 BTC attendus. Commande non payée : attendre le complément ou rembourser le client.`,
    });
    expect((await status(charge_id)).body).toMatchObject({
      status: "review",
      paid: false,
      additional_status: "PaidPartial",
    });

    standIn.expire(charge_id);
    expect(await deliver("InvoiceExpired", charge_id, { extra: { partiallyPaid: true } })).toBe("released");
    const order = await orderOf(reference);
    expect(order.status).toBe("expired");
    expect(order.attention).toMatch(/expirée après un paiement incomplet : 0\.00023990 BTC reçus/);
    expect(await stockOf(LIMITED)).toBe(stockBefore);
    expect(await mailsAbout(reference)).toHaveLength(0);
  });

  it("honours a late payment with a note, and an over-payment with another", async () => {
    const late = await placed();
    standIn.expire(late.charge_id);
    expect(await deliver("InvoiceExpired", late.charge_id)).toBe("released");
    standIn.payLate(late.charge_id);
    expect(await deliver("InvoiceReceivedPayment", late.charge_id, { extra: { afterExpiration: true } })).toBe("paid");
    expect(await orderOf(late.reference)).toMatchObject({
      status: "paid",
      attention: expect.stringMatching(/^Paiement crypto reçu après l'expiration de la facture/),
    });
    expect(await mailsAbout(late.reference)).toHaveLength(1);

    const over = await placed();
    standIn.pay(over.charge_id, 1.2);
    expect(await deliver("InvoiceProcessing", over.charge_id, { extra: { overPaid: true } })).toBe("unchanged");
    standIn.settle(over.charge_id);
    expect(await deliver("InvoiceSettled", over.charge_id, { extra: { overPaid: true } })).toBe("paid");
    expect((await orderOf(over.reference)).attention).toMatch(
      /supérieur au montant dû .* 0\.00039576 BTC reçus pour 0\.00032980 BTC attendus : rembourser l'excédent/,
    );
  });

  it("flags an invoice marked invalid and releases its order", async () => {
    const { charge_id, reference } = await placed();
    standIn.invalidate(charge_id, true);
    expect(await deliver("InvoiceInvalid", charge_id, { extra: { manuallyMarked: true } })).toBe("released");
    expect(await orderOf(reference)).toMatchObject({
      status: "failed",
      attention: expect.stringMatching(/invalide \(marquée invalide manuellement\)/),
    });
  });

  it("has the status page ask BTCPay and fulfil without the webhook; a BTCPay outage leaves the order waiting", async () => {
    const { charge_id, reference } = await placed();
    standIn.failNext();
    expect(await status(charge_id)).toMatchObject({ status: 200, body: { status: "pending", invoice_status: null } });
    standIn.pay(charge_id);
    expect((await status(charge_id)).body).toMatchObject({ status: "pending", invoice_status: "Processing" });
    standIn.settle(charge_id);
    expect((await status(charge_id)).body).toMatchObject({
      status: "paid",
      paid: true,
      redirect_url: `/paiement/succes?session_id=${charge_id}`,
    });
    const success = await app.request(`/api/payments/checkout/status/${charge_id}`);
    expect(await success.json()).toMatchObject({ payment_status: "paid", amount_total: 3298, reference });
    expect(await mailsAbout(reference)).toHaveLength(1);
  });

  it("answers 500 when BTCPay cannot be asked about a delivery (BTCPay retries), then acts on the retry", async () => {
    const { charge_id, reference } = await placed();
    standIn.pay(charge_id);
    standIn.settle(charge_id);
    const settled = standIn.signedDelivery("InvoiceSettled", charge_id);
    standIn.failNext();
    expect((await webhook(settled.payload, settled.signature)).status).toBe(500);
    expect((await orderOf(reference)).status).toBe("pending_payment");
    expect(await (await webhook(settled.payload, settled.signature)).json()).toMatchObject({ outcome: "paid" });
  });

  it("records a delivery about an invoice of no order of the shop", async () => {
    const created = await provider().createInvoice(invoiceInput());
    expect(await deliver("InvoiceSettled", created.invoiceId)).toBe("unknown-order");
  });

  it("releases the order and answers a French 502 when BTCPay refuses or cannot be reached", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    standIn.failNext();
    const refused = await createCart([{ id: LIMITED, quantity: 1 }]);
    expect({ status: refused.res.status, body: refused.body }).toEqual({
      status: 502,
      body: { detail: PROVIDER_FAILED },
    });
    const mine = await shop.db.select().from(orders).where(eq(orders.email, refused.email));
    expect(mine.map((o) => [o.status, o.releasedAt !== null, o.providerSessionId])).toEqual([["failed", true, null]]);
    expect(await stockOf(LIMITED)).toBe(stockBefore);

    const down = await startBtcpayStandIn({ apiKey: API_KEY, storeId: STORE_ID });
    await down.close();
    const unreachable = await createCart([{ id: LIMITED, quantity: 2 }], {}, shop.appWith(btcpayEnv(down.url)));
    expect(unreachable.res.status).toBe(502);
    expect(unreachable.body.detail).toBe(PROVIDER_FAILED);
    expect(await stockOf(LIMITED)).toBe(stockBefore);
  });
});
