import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderRefunds, orders } from "#server/db/schema";
import { apiClient } from "#server/testing/api-client";
import { paidStripeOrder as paidStripeOrderOn } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { startStripeStandIn, type StripeStandIn } from "#server/testing/stripe-stand-in";
import type { TestApp } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";

// A card refund through the official Stripe SDK, against the local stand-in of the Stripe API.

const shop = setupTestShop();
let standIn: StripeStandIn;
let app: TestApp;

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
beforeEach(() => {
  standIn.reset();
  app = shop.appWith({
    CARD_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    STRIPE_API_URL: standIn.url,
  });
});
afterAll(async () => {
  await standIn?.close();
});

const paidStripeOrder = () => paidStripeOrderOn(apiClient(app), standIn);

describe("refunds through Stripe", () => {
  it("refunds a line then the rest with the SDK, once per request key, never more than paid", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const refund = (reference: string, body: Record<string, unknown>) =>
      apiClient(app).call<Record<string, unknown> & { detail?: string }>(
        "POST",
        `/api/admin/orders/${reference}/refunds`,
        { cookie: admin.token, body },
      );
    const { reference, paymentIntent } = await paidStripeOrder();
    const [order] = await shop.db.select().from(orders).where(eq(orders.reference, reference));
    const [line] = await shop.db.query.orderLines.findMany({ where: (l, { eq: is }) => is(l.orderId, order!.id) });

    const key = `cle-${crypto.randomUUID()}`;
    const [first, second] = await Promise.all([
      refund(reference, { request_key: key, lines: [{ line_id: line!.id, quantity: 1 }] }),
      refund(reference, { request_key: key, lines: [{ line_id: line!.id, quantity: 1 }] }),
    ]);
    expect([first.status, second.status], first.body.detail).toEqual([200, 200]);
    expect(standIn.refunds.size).toBe(1);
    const [made] = [...standIn.refunds.values()];
    expect(made).toMatchObject({ payment_intent: paymentIntent, amount: 2999, metadata: { reference } });
    const posted = standIn.requestsTo("POST", "/v1/refunds");
    expect(posted[0]!.headers["idempotency-key"]).toBe(`remboursement-${key}`);
    const [row] = await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order!.id));
    expect(row).toMatchObject({ method: "stripe", providerRefundId: made!.id, amountCents: 2999 });

    // Stripe down: nothing is recorded, the team is told to try again.
    standIn.failNext({ times: 5 });
    const down = await refund(reference, { request_key: `cle-${crypto.randomUUID()}`, full: true });
    expect(down.status).toBe(502);
    expect(down.body.detail).toContain("rien n'a été remboursé");
    expect(await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order!.id))).toHaveLength(1);

    const rest = await refund(reference, { request_key: `cle-${crypto.randomUUID()}`, full: true });
    expect(rest.status, rest.body.detail).toBe(200);
    const total = [...standIn.refunds.values()].reduce((sum, r) => sum + r.amount, 0);
    expect(total).toBe(order!.totalCents);
    const [after] = await shop.db.select().from(orders).where(eq(orders.reference, reference));
    expect(after).toMatchObject({ status: "refunded", refundedCents: order!.totalCents });
  });
});
