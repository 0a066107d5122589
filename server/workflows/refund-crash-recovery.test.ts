import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopContext } from "#server/app";
import { prepareDatabase } from "#server/bootstrap";
import { invoices, mailOutbox, orders, refundIntents } from "#server/db/schema";
import { parseEnv } from "#server/env";
import { createMailer } from "#server/modules/mail/service";
import { listOrdersForBackOffice } from "#server/modules/orders/back-office";
import { checkoutBody } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { startStripeStandIn, type StripeStandIn } from "#server/testing/stripe-stand-in";
import { createTestApp } from "#server/testing/test-app";
import { type DataTarget, exited, setupCrashRig } from "#server/testing/crash-rig";
import { reconcileRefunds } from "./reconcile-refunds";

// Issue 29, defect 5 (decision 079): the process is killed (SIGKILL) between Stripe's refund and the shop's record of
// it — while Stripe's answer is on its way, or just after it came (the test-only crash point). Restarted on the same
// data, the reconciliation job finds Stripe's refund by its intent and records it: the order no longer waits « à
// préparer » while Stripe paid it back in full.

const rig = setupCrashRig("refund_crash");
let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  rig.onCleanup(() => standIn.close());
});

const stripeEnv = () => ({
  CARD_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: standIn.secretKey,
  STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
  STRIPE_API_URL: standIn.url,
});

/** A paid Stripe order and a signed-in administrator, written before the child opens the data. */
async function paidOrderOn(target: DataTarget) {
  const logger = pino({ level: "silent" });
  const database = await prepareDatabase(parseEnv({ NODE_ENV: "test", ...target.env, ...stripeEnv() }), logger);
  try {
    const app = createTestApp(database, { ...target.env, ...stripeEnv() });
    const placed = (await (
      await app.request("/api/payments/checkout/cart", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(checkoutBody({ items: [{ id: "parfum_homme_1", quantity: 2 }] })),
      })
    ).json()) as { reference: string };
    const sessionId = [...standIn.sessions.keys()].at(-1)!;
    standIn.pay(sessionId);
    const status = (await (await app.request(`/api/payments/checkout/status/${sessionId}`)).json()) as {
      order_status: string;
    };
    expect(status.order_status).toBe("paid");
    const admin = await createSignedInAdmin(database.db);
    return { reference: placed.reference, token: admin.token };
  } finally {
    await database.close();
  }
}

async function refundKilled(how: "answer-on-its-way" | "crash-point") {
  standIn.reset();
  const target = await rig.dataTarget();
  const { reference, token } = await paidOrderOn(target);
  const { child, base } = await rig.startChild({
    ...target.env,
    ...stripeEnv(),
    ...(how === "crash-point" ? { TEST_CRASH_POINT: "refund-provider-answered" } : {}),
  });
  const held = how === "answer-on-its-way" ? standIn.hold({ method: "POST", path: "/v1/refunds" }) : null;
  const refunding = fetch(`${base}/api/admin/orders/${reference}/refunds`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `maisonh_session=${token}` },
    body: JSON.stringify({ request_key: `cle-${randomBytes(12).toString("hex")}`, full: true }),
  }).catch((err: unknown) => err);
  if (held) {
    // Stripe made the refund; the process dies before its answer arrives.
    await held.reached;
    child.kill("SIGKILL");
    held.release();
  }
  expect(await refunding).toBeInstanceOf(Error);
  expect(await exited(child)).toBe("SIGKILL");

  const database = await target.open();
  rig.onLastCleanup(() => database.close());
  const [order] = await database.db.select().from(orders).where(eq(orders.reference, reference));
  const stripeTotal = [...standIn.refunds.values()].reduce((sum, r) => sum + r.amount, 0);
  // What the crash left: Stripe refunded everything, the shop still has the order to prepare.
  expect(stripeTotal).toBe(order!.totalCents);
  expect(order).toMatchObject({ status: "paid", fulfilment: null, refundedCents: 0 });
  const toPrepare = async () =>
    (await listOrdersForBackOffice(database.db, { status: "a_preparer" })).orders.map((o) => o.reference);
  expect(await toPrepare()).toContain(reference);
  expect(await database.db.select().from(refundIntents).where(eq(refundIntents.orderId, order!.id))).toMatchObject([
    { status: "pending", amountCents: order!.totalCents },
  ]);

  // Restarted: the job runs a few minutes later.
  const logger = pino({ level: "silent" });
  const env = parseEnv({ NODE_ENV: "test", ...stripeEnv() });
  const mailer = createMailer({ db: database.db, logger, from: env.MAIL_FROM });
  const restarted = {
    ...createShopContext(env, database, mailer, logger),
    now: () => new Date(Date.now() + 10 * 60_000),
  };
  expect(await reconcileRefunds(restarted)).toEqual({ recorded: 1, failed: 0, waiting: 0 });
  expect(await reconcileRefunds(restarted)).toEqual({ recorded: 0, failed: 0, waiting: 0 });

  const [after] = await database.db.select().from(orders).where(eq(orders.reference, reference));
  expect(after).toMatchObject({ status: "refunded", refundedCents: order!.totalCents });
  expect(await toPrepare()).not.toContain(reference);
  const notes = await database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order!.id), eq(invoices.kind, "credit_note")));
  expect(notes.map((n) => n.totalCents)).toEqual([order!.totalCents]);
  const mails = await database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `Remboursement de votre commande ${reference}%`));
  expect(mails).toHaveLength(1);
  expect(standIn.requestsTo("POST", "/v1/refunds")).toHaveLength(1);
}

describe("a refund cut by a kill -9", () => {
  it("while Stripe's answer is on its way: the job records Stripe's refund after the restart", async () => {
    await refundKilled("answer-on-its-way");
  }, 120_000);

  it("after Stripe's answer, before the record (crash point): the job records it after the restart", async () => {
    await refundKilled("crash-point");
  }, 120_000);
});
