import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "#server/db/schema";
import { mailOutbox } from "#server/modules/mail/schema";
import { shipments } from "#server/modules/shipping/labels/schema";
import { carrierEvents } from "#server/modules/shipping/tracking/schema";
import { apiClient } from "#server/testing/api-client";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { sendcloudStandInForTests } from "#server/testing/sendcloud-shop";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";
import type { TestApp } from "#server/testing/test-app";
import { NOT_SIMULATED } from "#server/workflows/simulated-tracking";

// Decision 106, later: the back office plays the simulated carrier's next tracking event, received through the
// webhook's own path (signature, claim once, forward only) — shipped with one mail, then delivered.

const shop = setupTestShop();
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeEach(async () => {
  admin = await createSignedInAdmin(shop.db);
});
const rows = shopRows(shop);

type Json = Record<string, unknown> & { detail?: string; message?: string };
/** `cookie` null: a visitor. */
const call = (app: TestApp, path: string, cookie: string | null, body?: unknown) =>
  apiClient(app).call<Json>("POST", path, { ...(cookie ? { cookie } : {}), ...(body ? { body } : {}) });
const advance = (reference: string, app: TestApp = shop.app, cookie: string | null = admin.token) =>
  call(app, `/api/admin/orders/${reference}/label/advance`, cookie);
const labelOf = async (reference: string, app: TestApp = shop.app) =>
  (
    await apiClient(app).call<{ order: { label: { simulatedTracking: boolean } } }>(
      "GET",
      `/api/admin/orders/${reference}`,
      { cookie: admin.token },
    )
  ).body.order.label;

async function labelledOrder(app: TestApp = shop.app) {
  const placed = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
    body: checkoutBody(),
  });
  await payOnSimulatedPage(shop.api, placed.body.url);
  const made = await call(app, `/api/admin/orders/${placed.body.reference}/label`, admin.token, { weight_grams: 900 });
  expect(made.status, made.body.detail).toBe(200);
  return placed.body.reference;
}

const shippingMails = (reference: string) =>
  shop.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${reference} est expédiée%`));

describe("POST /api/admin/orders/{reference}/label/advance", () => {
  it("ships the order with one mail, then delivers it, each event recorded and audited", async () => {
    const reference = await labelledOrder();
    expect((await labelOf(reference)).simulatedTracking).toBe(true);

    const shipped = await advance(reference);
    expect(shipped.status, shipped.body.detail).toBe(200);
    expect(shipped.body).toMatchObject({ tracking_status: "shipped", outcome: "applied", fulfilment: "shipped" });
    expect(shipped.body.message).toBe("Colis : Remis au transporteur (simulation). Commande : expédiée.");
    const order = await rows.orderOf(reference);
    expect(order).toMatchObject({ fulfilment: "shipped", carrier: "Colissimo (simulation)", deliveredAt: null });
    expect(order.trackingNumber).toMatch(/^SIMU\d{10}FR$/);
    expect(await shippingMails(reference)).toHaveLength(1);

    const inTransit = await advance(reference);
    expect(inTransit.body).toMatchObject({ tracking_status: "in_transit", outcome: "applied", fulfilment: "shipped" });
    expect(await shippingMails(reference)).toHaveLength(1);

    const delivered = await advance(reference);
    expect(delivered.body).toMatchObject({ tracking_status: "delivered", fulfilment: "delivered", step: "Livrée" });
    expect((await rows.orderOf(reference)).deliveredAt).toBeInstanceOf(Date);
    expect(await shippingMails(reference)).toHaveLength(1);
    expect((await labelOf(reference)).simulatedTracking).toBe(false);

    const after = await advance(reference);
    expect(after.status).toBe(409);
    expect(after.body.detail).toContain("n'a plus d'étape");

    const [shipment] = await shop.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    const events = await shop.db
      .select()
      .from(carrierEvents)
      .where(eq(carrierEvents.parcelId, shipment!.parcelId!))
      .orderBy(carrierEvents.id);
    expect(events.map((e) => [e.status, e.applied])).toEqual([
      ["shipped", true],
      ["in_transit", true],
      ["delivered", true],
    ]);
    const audited = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, reference));
    expect(audited.filter((a) => a.action === "order.label-advanced").map((a) => a.actorEmail)).toEqual([
      admin.email,
      admin.email,
      admin.email,
    ]);
  });

  it("refuses a customer, a visitor and an order without a label", async () => {
    const reference = await labelledOrder();
    const customer = await createSignedInCustomer(shop.db);
    expect((await advance(reference, shop.app, customer.token)).status).toBe(403);
    expect((await advance(reference, shop.app, null)).status).toBe(401);
    expect(await rows.orderOf(reference)).toMatchObject({ fulfilment: null });

    const placed = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
      body: checkoutBody(),
    });
    await payOnSimulatedPage(shop.api, placed.body.url);
    const none = await advance(placed.body.reference);
    expect(none.status).toBe(409);
    expect(none.body.detail).toBe("Cette commande n'a pas d'étiquette créée : aucun colis à faire avancer.");
  });
});

describe("a shop on Sendcloud (its stand-in)", () => {
  const standIn = sendcloudStandInForTests({ publicKey: "pk-avance-01", secretKey: "sk-avance-01" });

  it("answers 409: its parcels move when the carrier handles them", async () => {
    const app = shop.appWith({
      SHIPPING_PROVIDER: "sendcloud",
      SENDCLOUD_PUBLIC_KEY: "pk-avance-01",
      SENDCLOUD_SECRET_KEY: "sk-avance-01",
      SENDCLOUD_SHIPPING_METHODS: "home:8,pickup:1234",
      SENDCLOUD_API_URL: standIn().url,
    });
    const reference = await labelledOrder(app);
    expect((await labelOf(reference, app)).simulatedTracking).toBe(false);
    const refused = await advance(reference, app);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(NOT_SIMULATED);
    expect(await rows.orderOf(reference)).toMatchObject({ fulfilment: null });
    expect(await shippingMails(reference)).toEqual([]);
  });
});
