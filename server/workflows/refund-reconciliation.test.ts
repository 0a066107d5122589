import { and, eq, like } from "drizzle-orm";
import pino from "pino";
import { formatEuros } from "#core/money";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createShopContext } from "#server/app";
import { invoices, mailOutbox, orderRefunds, orders, refundIntents } from "#server/db/schema";
import { parseEnv } from "#server/env";
import { createMailer } from "#server/modules/mail/service";
import { createStripeProvider } from "#server/modules/payments/stripe-card";
import { apiClient } from "#server/testing/api-client";
import { paidStripeOrder as paidStripeOrderOn } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { startStripeStandIn, type StripeStandIn } from "#server/testing/stripe-stand-in";
import type { TestApp } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";
import { reconcileRefunds } from "./reconcile-refunds";
import { refundOrder } from "./refund-order";

// Issue 29, defect 5 (decision 079): a refund is recorded before Stripe is asked and reconciled after, so a lost
// answer, an answer out of order or a refund made in Stripe's dashboard end with Stripe and the shop agreeing.

const shop = setupTestShop();
let standIn: StripeStandIn;
let app: TestApp;
let stripeEnv: Record<string, string>;

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
beforeEach(() => {
  standIn.reset();
  stripeEnv = {
    CARD_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    STRIPE_API_URL: standIn.url,
  };
  app = shop.appWith(stripeEnv);
});
afterAll(async () => {
  await standIn?.close();
});

/** The shop as the jobs see it, `minutes` from now, paying through the stand-in. */
function shopIn(minutes: number, stripe: { timeoutMs?: number; maxNetworkRetries?: number } = {}) {
  const logger = pino({ level: "silent" });
  const env = parseEnv({ NODE_ENV: "test", ...stripeEnv });
  const mailer = createMailer({ db: shop.db, logger, from: env.MAIL_FROM });
  return {
    ...createShopContext(env, shop.database, mailer, logger),
    card: createStripeProvider({
      secretKey: standIn.secretKey,
      webhookSecret: standIn.webhookSecret,
      apiUrl: standIn.url,
      ...stripe,
    }),
    now: () => new Date(Date.now() + minutes * 60_000),
  };
}

async function paidStripeOrder() {
  const { reference, paymentIntent } = await paidStripeOrderOn(apiClient(app), standIn);
  const [order] = await shop.db.select().from(orders).where(eq(orders.reference, reference));
  const [line] = await shop.db.query.orderLines.findMany({ where: (l, { eq: is }) => is(l.orderId, order!.id) });
  return { order: order!, line: line!, paymentIntent };
}

const refundAs = (token: string) => (reference: string, body: Record<string, unknown>) =>
  apiClient(app).call<Record<string, unknown> & { detail?: string; message?: string; pending?: boolean }>(
    "POST",
    `/api/admin/orders/${reference}/refunds`,
    { cookie: token, body },
  );

const stripeTotal = () => [...standIn.refunds.values()].reduce((sum, r) => sum + r.amount, 0);
const refundPosts = () => standIn.requestsTo("POST", "/v1/refunds").length;
const orderNow = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundRows = (orderId: string) => shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
const creditNotes = (orderId: string) =>
  shop.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "credit_note")));
const refundMails = (reference: string) =>
  shop.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `Remboursement de votre commande ${reference}%`));

const key = () => `cle-${crypto.randomUUID()}`;

describe("a free amount whose answer Stripe loses (decision 089)", () => {
  it("is counted as on its way, then recorded by the job with its reason and its credit note", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const { order } = await paidStripeOrder();
    standIn.fault({ method: "POST", path: "/v1/refunds", kind: "lose", times: 3 });
    const body = { request_key: key(), free: { reason: "goodwill", amount_cents: 700 } };
    const lost = await refundAs(admin.token)(order.reference, body);
    expect(lost.status, lost.body.detail).toBe(202);
    expect(stripeTotal()).toBe(700);
    // While it is on its way, what is left counts it: no second refund of the same money.
    const more = await refundAs(admin.token)(order.reference, {
      request_key: key(),
      free: { reason: "goodwill", amount_cents: order.totalCents - 699 },
    });
    expect(more.status).toBe(409);
    expect(await reconcileRefunds(shopIn(10))).toEqual({ recorded: 1, failed: 0, waiting: 0 });
    expect(await orderNow(order.id)).toMatchObject({ refundedCents: 700, status: "paid" });
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ amountCents: 700, freeReason: "goodwill", lines: [], method: "stripe" });
    const [note] = await creditNotes(order.id);
    expect(note!.totalCents).toBe(700);
    expect((note!.document as { lines: { name: string }[] }).lines.map((l) => l.name)).toEqual(["Geste commercial"]);
    // The same form again: answered from its intent, nothing more asked of Stripe.
    const again = await refundAs(admin.token)(order.reference, body);
    expect(again.body).toMatchObject({ replayed: true });
    expect(stripeTotal()).toBe(700);
  });
});

describe("a refund whose answer Stripe loses", () => {
  it("tells the owner the truth; the job records Stripe's 29,99 €; a reload or a second administrator refunds nothing more", async () => {
    const first = await createSignedInAdmin(shop.db);
    const second = await createSignedInAdmin(shop.db);
    const { order, line } = await paidStripeOrder();
    const k = key();

    // Stripe makes the refund, and every answer to it (the SDK's first call and its two retries) is lost.
    standIn.fault({ method: "POST", path: "/v1/refunds", kind: "lose", times: 3 });
    const lost = await refundAs(first.token)(order.reference, {
      request_key: k,
      lines: [{ line_id: line.id, quantity: 1 }],
    });
    expect(stripeTotal()).toBe(2999);
    expect(lost.status, lost.body.detail).toBe(202);
    expect(lost.body.message).toBe(
      `Le remboursement de ${formatEuros(2999)} a été demandé à Stripe mais sa réponse n'est pas arrivée : il sera vérifié automatiquement dans quelques minutes. Ne le refaites pas.`,
    );
    expect(lost.body.pending).toBe(true);
    expect(await orderNow(order.id)).toMatchObject({ refundedCents: 0, status: "paid" });

    // The page reloaded, or a second administrator: a new key, the same unit as far as the shop can tell.
    const posts = refundPosts();
    for (const token of [first.token, second.token]) {
      const again = await refundAs(token)(order.reference, {
        request_key: key(),
        lines: [{ line_id: line.id, quantity: 1 }],
      });
      expect(again.status).toBe(409);
      expect(again.body.detail).toContain("Attendez sa vérification avant d'en demander un autre.");
    }
    expect(refundPosts()).toBe(posts);
    expect(stripeTotal()).toBe(2999);

    // The job, a few minutes later, finds Stripe's refund by its intent and records it.
    expect(await reconcileRefunds(shopIn(10))).toEqual({ recorded: 1, failed: 0, waiting: 0 });
    expect(await orderNow(order.id)).toMatchObject({ refundedCents: 2999, status: "paid" });
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({
      amountCents: 2999,
      method: "stripe",
      providerRefundId: [...standIn.refunds.keys()][0],
    });
    expect(await creditNotes(order.id)).toHaveLength(1);
    expect(await refundMails(order.reference)).toHaveLength(1);

    // The same form sent again: the refund made, nothing more asked of Stripe.
    const reload = await refundAs(first.token)(order.reference, {
      request_key: k,
      lines: [{ line_id: line.id, quantity: 1 }],
    });
    expect(reload.status, reload.body.detail).toBe(200);
    expect(reload.body.replayed).toBe(true);
    expect(refundPosts()).toBe(posts);
    expect(stripeTotal()).toBe(2999);
    expect(await reconcileRefunds(shopIn(20))).toEqual({ recorded: 0, failed: 0, waiting: 0 });
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it("the same form sent again while the answer is missing asks Stripe what it made, never for a second refund", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const { order } = await paidStripeOrder();
    const k = key();
    standIn.fault({ method: "POST", path: "/v1/refunds", kind: "drop", times: 3 });
    const lost = await refundAs(admin.token)(order.reference, { request_key: k, full: true });
    expect(lost.status, lost.body.detail).toBe(202);
    expect(stripeTotal()).toBe(order.totalCents);
    const posts = refundPosts();

    const again = await refundAs(admin.token)(order.reference, { request_key: k, full: true });
    expect(again.status, again.body.detail).toBe(200);
    expect(refundPosts()).toBe(posts);
    expect(stripeTotal()).toBe(order.totalCents);
    expect(await orderNow(order.id)).toMatchObject({ refundedCents: order.totalCents, status: "refunded" });
    expect(await creditNotes(order.id)).toHaveLength(1);
  });

  it("a timed-out call is left open and recorded by the job; a refusal is closed with nothing refunded", async () => {
    const admin = { id: "admin", email: "admin@maisonh.fr" };
    const { order, line } = await paidStripeOrder();
    // Stripe answers after the SDK gave up (300 ms, one retry).
    standIn.fault({ method: "POST", path: "/v1/refunds", kind: "delay", ms: 1_500, times: 2 });
    const slow = shopIn(0, { timeoutMs: 300, maxNetworkRetries: 1 });
    const outcome = await refundOrder(slow, admin, order.reference, {
      requestKey: key(),
      full: false,
      lines: [{ lineId: line.id, quantity: 1 }],
      shipping: false,
      note: "",
    });
    expect(outcome.state).toBe("waiting");
    expect(stripeTotal()).toBe(2999);
    const [open] = await shop.db.select().from(refundIntents).where(eq(refundIntents.orderId, order.id));
    expect(open).toMatchObject({ status: "unknown", amountCents: 2999 });
    expect(await reconcileRefunds(shopIn(1))).toEqual({ recorded: 0, failed: 0, waiting: 0 });
    expect(await reconcileRefunds(shopIn(10))).toEqual({ recorded: 1, failed: 0, waiting: 0 });
    expect(await orderNow(order.id)).toMatchObject({ refundedCents: 2999 });

    // More than what is left: Stripe refuses it, the intent is closed and nothing is recorded.
    const refused = refundOrder(shopIn(0), admin, order.reference, {
      requestKey: key(),
      full: true,
      lines: [],
      shipping: false,
      note: "",
    });
    standIn.refundInDashboard(standIn.refunds.values().next().value!.payment_intent, 100);
    await expect(refused).rejects.toMatchObject({ kind: "provider-failed" });
    expect(await orderNow(order.id)).toMatchObject({ refundedCents: 2999 });
  });

  it("a call that never reached Stripe: the job asks again with the same key, once across two instances", async () => {
    const admin = { id: "admin", email: "admin@maisonh.fr" };
    const { order } = await paidStripeOrder();
    const dead = shopIn(0);
    // As if the process stopped before its request left: nothing at Stripe, the intent open.
    dead.card = { ...dead.card, refund: () => Promise.reject(new Error("connect ECONNRESET")) };
    const outcome = await refundOrder(dead, admin, order.reference, {
      requestKey: key(),
      full: true,
      lines: [],
      shipping: false,
      note: "",
    });
    expect(outcome.state).toBe("waiting");
    expect(standIn.refunds.size).toBe(0);

    const [one, two] = await Promise.all([reconcileRefunds(shopIn(10)), reconcileRefunds(shopIn(10))]);
    expect(one.recorded + two.recorded).toBe(1);
    expect(one.waiting + two.waiting + one.failed + two.failed).toBe(0);
    expect(stripeTotal()).toBe(order.totalCents);
    expect(standIn.refunds.size).toBe(1);
    expect(await orderNow(order.id)).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
    expect(await creditNotes(order.id)).toHaveLength(1);
  });

  it("an answer that comes after Stripe's webhook: the refund is recorded once", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const { order } = await paidStripeOrder();
    const held = standIn.hold({ method: "POST", path: "/v1/refunds" });
    const refunding = refundAs(admin.token)(order.reference, { request_key: key(), full: true });
    await held.reached;
    const [made] = [...standIn.refunds.values()];
    const event = standIn.signedRefundEvent("charge.refunded", made!.id);
    const hook = await webhook(event);
    expect(hook.body).toEqual({ received: true, outcome: "refunded" });
    held.release();
    const answer = await refunding;
    expect(answer.status, answer.body.detail).toBe(200);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(await creditNotes(order.id)).toHaveLength(1);
    expect(await refundMails(order.reference)).toHaveLength(1);
    expect(await orderNow(order.id)).toMatchObject({ refundedCents: order.totalCents, status: "refunded" });
  });
});

function webhook(signed: { payload: string; signature: string }) {
  return apiClient(app).call<Record<string, unknown>>("POST", "/api/payments/webhook/stripe", {
    body: signed.payload,
    headers: { "stripe-signature": signed.signature },
  });
}

describe("a refund made in Stripe's dashboard", () => {
  it("appears in the shop with its credit note, once, however often Stripe tells it", async () => {
    const { order, paymentIntent } = await paidStripeOrder();
    const made = standIn.refundInDashboard(paymentIntent);
    const event = standIn.signedRefundEvent("charge.refunded", made.id);

    expect((await webhook(event)).body).toEqual({ received: true, outcome: "refunded" });
    expect(await orderNow(order.id)).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ actorEmail: "Stripe", providerRefundId: made.id, amountCents: order.totalCents });
    expect(await creditNotes(order.id)).toHaveLength(1);
    expect(await refundMails(order.reference)).toHaveLength(1);

    // Delivered again, and told again by another event: nothing more.
    expect((await webhook(event)).body).toEqual({ received: true, outcome: "duplicate-event" });
    expect((await webhook(standIn.signedRefundEvent("refund.updated", made.id))).body).toEqual({
      received: true,
      outcome: "unchanged",
    });
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(await creditNotes(order.id)).toHaveLength(1);
    expect(await refundMails(order.reference)).toHaveLength(1);
  });

  it("a part of the amount only: recorded as an amount, the order still paid; the shop's own refund is not taken for one", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const { order, line, paymentIntent } = await paidStripeOrder();
    const ours = await refundAs(admin.token)(order.reference, {
      request_key: key(),
      lines: [{ line_id: line.id, quantity: 1 }],
    });
    expect(ours.status, ours.body.detail).toBe(200);
    const [shopRefund] = [...standIn.refunds.values()];
    expect((await webhook(standIn.signedRefundEvent("charge.refunded", shopRefund!.id))).body).toMatchObject({
      outcome: "unchanged",
    });
    expect(await refundRows(order.id)).toHaveLength(1);

    const gesture = standIn.refundInDashboard(paymentIntent, 500);
    expect((await webhook(standIn.signedRefundEvent("refund.created", gesture.id))).body).toMatchObject({
      outcome: "refunded",
    });
    expect(await orderNow(order.id)).toMatchObject({ status: "paid", refundedCents: 2999 + 500 });
    const rows = await refundRows(order.id);
    expect(rows.at(-1)).toMatchObject({ amountCents: 500, lines: [], actorEmail: "Stripe" });
    const notes = await creditNotes(order.id);
    expect(notes.map((n) => n.totalCents)).toEqual([2999, 500]);
  });
});
