import { and, eq, inArray, isNotNull } from "drizzle-orm";
import fc from "fast-check";
import pino from "pino";
import { expect, it } from "vitest";
import { createShopContext } from "#server/app";
import { orderLines, orders, productVariants, promoCodes, users } from "#server/db/schema";
import { parseEnv } from "#server/env";
import { createMailer } from "#server/modules/mail/service";
import { type FulfilmentStatus, type OrderStatus } from "#server/modules/orders/schema";
import { canAdvance, paidEffect } from "#server/modules/orders/order-states";
import { createSimulatedCryptoProvider } from "#server/modules/crypto/simulated";
import type { InvoiceEventType } from "#server/modules/crypto/provider";
import { createSimulatedProvider } from "#server/modules/payments/simulated-card";
import { checkoutBody } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";
import { expireStaleOrders } from "./expire-orders";
import { releaseOrder } from "./settle-payment";

// The order state machine against a model (decision 077): random sequences of what can happen to an order — paid by
// the status page or by a webhook, paid late after its expiry, expired, failed, cancelled by the team, prepared,
// shipped, delivered, refunded in full or in part — applied to real orders through the real API and workflows, and
// after each step the order compared with a model a few lines long: status and fulfilment, the stock taken exactly
// once, paid_at never changed once set, the code's uses and the account's loyalty total exact. One seeded database
// for the whole run (PGlite, or PostgreSQL with TEST_DATABASE_URL), a new order and customer for each case.

const CARD_SECRET = "secret-du-simulateur-carte-de-test";
const CRYPTO_SECRET = "secret-du-simulateur-crypto-de-test";
const RATES = { USD: "1.16", BTC: "0.0000105", ETH: "0.00033", LTC: "0.012", USDT: "1.16", USDC: "1.16" };
const SECRETS = { PAYMENT_SIMULATOR_SECRET: CARD_SECRET, CRYPTO_SIMULATOR_SECRET: CRYPTO_SECRET };
const LIMITED = "sidr_malaki_yemen_250g";
const CODE = "JESS69";
const UNITS = 2;

const shop = setupTestShop({ env: SECRETS });

const EVENTS = [
  "paid-by-status-poll",
  "paid-by-webhook",
  "paid-late-after-expiry",
  "expiry",
  "failure",
  "team-cancels",
  "prepare",
  "ship",
  "deliver",
  "full-refund",
  "partial-refund",
] as const;
type Event = (typeof EVENTS)[number];

interface Model {
  status: OrderStatus;
  fulfilment: FulfilmentStatus | null;
  /** Units of the limited honey the order holds (taken from stock). */
  held: number;
  refundedUnits: number;
  /** A "paid" was refused and flagged for the team. */
  flagged: boolean;
}

const INITIAL: Model = { status: "pending_payment", fulfilment: null, held: UNITS, refundedUnits: 0, flagged: false };

/** What the model says an event does. */
function step(model: Model, event: Event): Model {
  const m = { ...model };
  const pay = (viaEvent: boolean) => {
    const effect = paidEffect(m.status);
    if (effect === "pay" || effect === "late-pay") {
      m.status = "paid";
      m.held = UNITS - m.refundedUnits;
    } else if (effect === "refuse" && viaEvent) {
      m.flagged = true;
    }
  };
  const release = (to: OrderStatus) => {
    if (m.status !== "pending_payment") return;
    m.status = to;
    m.held = 0;
  };
  switch (event) {
    case "paid-by-status-poll":
      pay(false);
      break;
    case "paid-by-webhook":
      pay(true);
      break;
    case "paid-late-after-expiry":
      release("expired");
      pay(true);
      break;
    case "expiry":
      release("expired");
      break;
    case "failure":
      release("failed");
      break;
    case "team-cancels":
      release("cancelled");
      break;
    case "prepare":
    case "ship":
    case "deliver": {
      const to = ({ prepare: "preparing", ship: "shipped", deliver: "delivered" } as const)[event];
      if (canAdvance(m, to)) m.fulfilment = to;
      break;
    }
    case "full-refund":
      if (m.status === "paid") {
        m.status = "refunded";
        m.held = 0;
        m.refundedUnits = UNITS;
      }
      break;
    case "partial-refund":
      if (m.status === "paid" && m.refundedUnits < UNITS) {
        m.refundedUnits += 1;
        m.held -= 1;
      }
      break;
  }
  return m;
}

const context = (minutesAhead = 0) => {
  const logger = pino({ level: "silent" });
  const env = parseEnv({ NODE_ENV: "test", ...SECRETS });
  const mailer = createMailer({ db: shop.db, logger, from: env.MAIL_FROM });
  return {
    ...createShopContext(env, shop.database, mailer, logger),
    now: () => new Date(Date.now() + minutesAhead * 60_000),
  };
};

const cards = () => createSimulatedProvider({ db: shop.db, secret: CARD_SECRET });
const invoices = () => createSimulatedCryptoProvider({ db: shop.db, secret: CRYPTO_SECRET, rates: RATES });
type Method = "card" | "crypto";
const stockOf = async () =>
  (await shop.db.select().from(productVariants).where(eq(productVariants.id, LIMITED)))[0]!.stock!;
const usesOf = async () => (await shop.db.select().from(promoCodes).where(eq(promoCodes.code, CODE)))[0]!;

/** Enough of both products for every case's order, whatever their fate; an administrator for the back office. */
async function prepareShop() {
  await shop.db
    .update(productVariants)
    .set({ stock: 100_000 })
    .where(and(inArray(productVariants.id, [LIMITED, "parfum_homme_1"]), isNotNull(productVariants.stock)));
  return createSignedInAdmin(shop.db);
}

/** What the provider says, as each payment method says it: paid (seen by a poll or a webhook), paid late, failed. */
interface Provider {
  paidByPoll(): Promise<unknown>;
  paidByWebhook(): Promise<unknown>;
  paidLate(): Promise<unknown>;
  failed(): Promise<unknown>;
}

function cardProvider(sessionId: string): Provider {
  const deliver = async (type: "checkout.session.completed" | "checkout.session.async_payment_failed") => {
    const { rawBody, signature } = cards().signedEvent(type, (await cards().find(sessionId))!);
    const res = await shop.api.request("POST", "/api/payments/webhook/simulated", {
      body: rawBody,
      headers: { "stripe-signature": signature },
    });
    expect(res.status).toBe(200);
  };
  const paidByWebhook = async () => {
    await cards().complete(sessionId, null);
    await deliver("checkout.session.completed");
  };
  return {
    async paidByPoll() {
      await cards().complete(sessionId, null);
      expect((await shop.api.call("GET", `/api/payments/checkout/status/${sessionId}`)).status).toBe(200);
    },
    paidByWebhook,
    paidLate: paidByWebhook,
    async failed() {
      await cards().expireSession(sessionId);
      await deliver("checkout.session.async_payment_failed");
    },
  };
}

function cryptoProvider(invoiceId: string): Provider {
  const deliver = async (type: InvoiceEventType, extra: Record<string, unknown> = {}) => {
    const { rawBody, signature } = invoices().signedEvent(type, (await invoices().find(invoiceId))!, extra);
    const res = await shop.api.request("POST", "/api/crypto/webhook/simulated", {
      body: rawBody,
      headers: { "BTCPay-Sig": signature },
    });
    expect(res.status).toBe(200);
  };
  const settled = () => invoices().update(invoiceId, { status: "Settled", additionalStatus: "None" });
  return {
    async paidByPoll() {
      await settled();
      expect((await shop.api.call("GET", `/api/crypto/status/${invoiceId}`)).status).toBe(200);
    },
    async paidByWebhook() {
      await settled();
      await deliver("InvoiceSettled", { manuallyMarked: false, overPaid: false });
    },
    async paidLate() {
      await invoices().update(invoiceId, { status: "Expired", additionalStatus: "PaidLate" });
      await deliver("InvoiceReceivedPayment", { afterExpiration: true });
    },
    async failed() {
      await invoices().update(invoiceId, { status: "Invalid", additionalStatus: "None" });
      await deliver("InvoiceInvalid", { manuallyMarked: false });
    },
  };
}

/** A new order (and customer) paid by `method`, taken through `events`, compared with the model after each. */
async function runCase(admin: { token: string }, method: Method, events: readonly Event[]) {
  const adminCall = (method: string, path: string, body?: unknown) =>
    shop.api.call<{ detail?: string }>(method, `/api/admin/orders${path}`, { cookie: admin.token, body });

  const customer = await createSignedInCustomer(shop.db);
  const stock = await stockOf();
  const uses = await usesOf();
  const body = checkoutBody({
    items: [
      { id: LIMITED, quantity: UNITS },
      { id: "parfum_homme_1", quantity: 1 },
    ],
    promo_code: { code: CODE },
    is_guest: false,
  });
  body.shipping_address.email = customer.email;
  const placed = await shop.api.call<{ url: string; charge_id: string; reference: string; detail?: string }>(
    "POST",
    method === "card" ? "/api/payments/checkout/cart" : "/api/crypto/create/cart",
    { body: method === "card" ? body : { ...body, currency: "BTC" }, cookie: customer.token },
  );
  expect(placed.status, placed.body.detail).toBe(200);
  const { reference } = placed.body;
  const provider =
    method === "card" ? cardProvider(placed.body.url.split("/").pop()!) : cryptoProvider(placed.body.charge_id);
  const orderId = (await shop.db.select().from(orders).where(eq(orders.reference, reference)))[0]!.id;
  const [limitedLine] = await shop.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.variantId, LIMITED)));

  const expire = () => expireStaleOrders(context(PAYMENT_WINDOW_AHEAD_MINUTES));

  const act: Record<Event, () => Promise<unknown>> = {
    "paid-by-status-poll": provider.paidByPoll,
    "paid-by-webhook": provider.paidByWebhook,
    "paid-late-after-expiry": async () => {
      await expire();
      await provider.paidLate();
    },
    expiry: expire,
    failure: provider.failed,
    "team-cancels": () => adminCall("POST", `/${reference}/cancel`),
    prepare: () => adminCall("POST", `/${reference}/prepare`, {}),
    ship: () => adminCall("POST", `/${reference}/ship`, { carrier: "colissimo", tracking_number: "6A 1234 5678 9" }),
    deliver: () => adminCall("POST", `/${reference}/deliver`, {}),
    // A crypto refund is made by hand and described in its note.
    "full-refund": () => adminCall("POST", `/${reference}/refunds`, { request_key: key(), full: true, note: NOTE }),
    "partial-refund": () =>
      adminCall("POST", `/${reference}/refunds`, {
        request_key: key(),
        lines: [{ line_id: limitedLine!.id, quantity: 1 }],
        note: NOTE,
      }),
  };

  let model: Model = INITIAL;
  let paidAt: Date | null = null;
  for (const event of events) {
    await act[event]();
    model = step(model, event);
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    const seen = `${method} : ${events.join(" → ")} (à ${event})`;
    expect({ status: order!.status, fulfilment: order!.fulfilment }, seen).toEqual({
      status: model.status,
      fulfilment: model.fulfilment,
    });
    expect(stock - (await stockOf()), `stock : ${seen}`).toBe(model.held);
    if (paidAt) expect(order!.paidAt, `paid_at : ${seen}`).toEqual(paidAt);
    paidAt ??= order!.paidAt;
    expect((order!.attention ?? "").includes("Paiement reçu pour une commande"), `signalement : ${seen}`).toBe(
      model.flagged,
    );
    const code = await usesOf();
    expect(
      { current: code.currentUses - uses.currentUses, reserved: code.reservedUses - uses.reservedUses },
      `code : ${seen}`,
    ).toEqual({
      current: model.status === "paid" ? 1 : 0,
      reserved: model.status === "pending_payment" ? 1 : 0,
    });
    const [account] = await shop.db.select().from(users).where(eq(users.id, customer.id));
    expect({ spent: account!.totalSpentCents, count: account!.orderCount }, `fidélité : ${seen}`).toEqual(
      model.status === "paid" ? { spent: order!.totalCents - order!.refundedCents, count: 1 } : { spent: 0, count: 0 },
    );
  }
  // Nothing left holding stock for the next case's expiry run.
  if (model.status === "pending_payment") await releaseOrder(context(), { orderId, status: "cancelled" });
}

it("random sequences of events leave the order where the state machine says, stock, code and loyalty exact", async () => {
  const admin = await prepareShop();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom<Method>("card", "crypto"),
      fc.array(fc.constantFrom(...EVENTS), { minLength: 1, maxLength: 8 }),
      (method, events) => runCase(admin, method, events),
    ),
    // 6 random sequences in `npm test` and CI, the full 15 in `npm run test:fuzz` (decision 094).
    { numRuns: Number(process.env.MODEL_RUNS ?? 6) },
  );
}, 300_000);

/** The shortest way to each state the order can be in. */
const REACH: Record<string, readonly Event[]> = {
  pending: [],
  paid: ["paid-by-webhook"],
  preparing: ["paid-by-webhook", "prepare"],
  shipped: ["paid-by-webhook", "prepare", "ship"],
  delivered: ["paid-by-webhook", "prepare", "ship", "deliver"],
  "partly refunded": ["paid-by-webhook", "partial-refund"],
  refunded: ["paid-by-webhook", "full-refund"],
  expired: ["expiry"],
  failed: ["failure"],
  cancelled: ["team-cancels"],
};

const sameState = (a: Model, b: Model) =>
  a.status === b.status && a.fulfilment === b.fulfilment && a.held === b.held && a.refundedUnits === b.refundedUnits;

/**
 * Every (state, event) pair at least once, in few orders: from each state, the events that leave it where it is one
 * after the other in one order, and each event that moves it in an order of its own.
 */
function sweep(events: readonly Event[]): Event[][] {
  return Object.values(REACH).flatMap((reach) => {
    const state = reach.reduce(step, INITIAL);
    const staying = events.filter((event) => sameState(step(state, event), state));
    const moving = events.filter((event) => !staying.includes(event));
    return [[...reach, ...staying], ...moving.map((event) => [...reach, event])];
  });
}

/** What the payment method changes: the provider's answers, and refunds (by the provider, or by hand for crypto). */
const PAYMENT_EVENTS = EVENTS.filter((event) => !["team-cancels", "prepare", "ship", "deliver"].includes(event));

it.each([
  ["card", EVENTS],
  ["crypto", PAYMENT_EVENTS],
] as const)(
  "every (state, event) pair, paid by %s, through the real workflows, against the model",
  async (method, events) => {
    const admin = await prepareShop();
    for (const sequence of sweep(events)) await runCase(admin, method, sequence);
  },
  300_000,
);

/** Past the card session's 30 minutes and the crypto invoice's 15, and the expiry job's minute of grace. */
const PAYMENT_WINDOW_AHEAD_MINUTES = 32;
const NOTE = "Remboursé à la main sur l'adresse du client";
const key = () => `cle-${crypto.randomUUID()}`;
