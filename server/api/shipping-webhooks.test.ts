import { eq, like } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { lastDayText, withdrawalEnd, withdrawalWindow } from "#core/withdrawal";
import { loader as orderLoader } from "#app/routes/order";
import { loader as withdrawalLoader } from "#app/routes/order-withdrawal";
import { apiErrorHandler } from "#server/http/errors";
import { mailOutbox } from "#server/modules/mail/schema";
import { issueAccessKey } from "#server/modules/orders/service";
import type { SignedWebhook } from "#server/modules/shipping/carrier/simulated-carrier";
import { createSimulatedCarrier } from "#server/modules/shipping/carrier/simulated-carrier";
import { carrierEvents } from "#server/modules/shipping/tracking/schema";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { shopRows } from "#server/testing/shop-rows";
import { createTestServer } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";
import { backOfficeOrder } from "#server/workflows/back-office-order-view";
import { createLabel } from "#server/workflows/shipping-labels";
import { shippingWebhookRoutes } from "./shipping-webhooks";

// Decision 106: the carrier's tracking webhooks move the order to shipped then delivered, each event once, never
// back; the customer gets one shipping mail. The simulated carrier's `advance` gives the signed body it would post.

const shop = setupTestShop();
const rows = shopRows(shop);

/** The route on a shop whose carrier the test holds (the app's own signs with a secret of its own). */
function carrierShop() {
  let instant = new Date("2026-12-01T09:00:00Z");
  const carrier = createSimulatedCarrier({ secret: "secret-de-test", now: () => instant });
  const ctx = { ...shop.context(), carrier };
  const app = new Hono().route("/api/shipping", shippingWebhookRoutes(ctx));
  app.onError(apiErrorHandler(pino({ level: "silent" })));
  const post = async (webhook: SignedWebhook) => {
    const res = await app.request("/api/shipping/webhook/simulated", {
      method: "POST",
      body: webhook.rawBody,
      headers: { "content-type": "application/json", ...webhook.headers },
    });
    return { status: res.status, body: (await res.json()) as { outcome?: string; detail?: string } };
  };
  const later = (hours: number) => (instant = new Date(instant.getTime() + hours * 3_600_000));
  const setInstant = (at: Date) => (instant = at);
  return { ctx, carrier, post, later, setInstant };
}

async function labelledOrder(ctx: ReturnType<typeof carrierShop>["ctx"]) {
  const placed = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
    body: checkoutBody(),
  });
  await payOnSimulatedPage(shop.api, placed.body.url);
  const admin = await createSignedInAdmin(shop.db);
  const shipment = await createLabel(ctx, admin.actor, placed.body.reference, 1200);
  return { reference: placed.body.reference, shipment, parcelId: shipment.parcelId! };
}

const shippingMails = (reference: string) =>
  shop.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${reference} est expédiée%`));
const eventsOf = (parcelId: string) =>
  shop.db.select().from(carrierEvents).where(eq(carrierEvents.parcelId, parcelId)).orderBy(carrierEvents.id);

describe("POST /api/shipping/webhook/:provider", () => {
  it("ships the order with the label's tracking and one mail, then delivers it; a redelivery changes nothing", async () => {
    const { ctx, carrier, post, later } = carrierShop();
    const { reference, shipment, parcelId } = await labelledOrder(ctx);

    later(2);
    const shipped = carrier.advance(parcelId, "shipped");
    expect(await post(shipped)).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
    const order = await rows.orderOf(reference);
    expect(order).toMatchObject({
      fulfilment: "shipped",
      trackingNumber: shipment.trackingNumber,
      carrier: shipment.carrier,
      shippedAt: new Date("2026-12-01T11:00:00Z"),
    });
    const [mail, ...more] = await shippingMails(reference);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(shipment.trackingNumber!);
    // The simulated carrier has no tracking page: the link opens the customer's order.
    expect(mail!.text).toContain(`${ctx.publicUrl}/commandes/${reference}`);

    expect(await post(shipped)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    later(5);
    expect((await post(carrier.advance(parcelId, "in_transit"))).body.outcome).toBe("applied");
    expect(await shippingMails(reference)).toHaveLength(1);

    later(20);
    expect((await post(carrier.advance(parcelId, "delivered"))).body.outcome).toBe("applied");
    const delivered = await rows.orderOf(reference);
    expect(delivered).toMatchObject({ fulfilment: "delivered", deliveredAt: new Date("2026-12-02T12:00:00Z") });
    // The withdrawal period counts from the carrier's delivery: 14 days after 2 December, the 16th ends it.
    const window = withdrawalWindow(delivered, new Date("2026-12-10T12:00:00Z"));
    expect(window).toMatchObject({ open: true, deadline: new Date("2026-12-16T23:00:00Z") });
    expect((await eventsOf(parcelId)).map((e) => [e.status, e.applied])).toEqual([
      ["shipped", true],
      ["in_transit", true],
      ["delivered", true],
    ]);
  });

  it("ships and delivers on a « delivered » with no « shipped » before it, with the one shipping mail; the late « shipped » is recorded, not applied", async () => {
    const { ctx, carrier, post, later } = carrierShop();
    const { reference, shipment, parcelId } = await labelledOrder(ctx);
    const early = carrier.advance(parcelId, "shipped");
    later(30);
    expect((await post(carrier.advance(parcelId, "delivered"))).body.outcome).toBe("applied");
    const delivered = new Date("2026-12-02T15:00:00Z");
    expect(await rows.orderOf(reference)).toMatchObject({
      fulfilment: "delivered",
      shippedAt: delivered,
      deliveredAt: delivered,
      trackingNumber: shipment.trackingNumber,
    });
    // Decision 108: the customer still gets the shipping mail, once.
    const [mail, ...more] = await shippingMails(reference);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(shipment.trackingNumber!);
    expect((await post(early)).body.outcome).toBe("out-of-order");

    expect(await rows.orderOf(reference)).toMatchObject({ fulfilment: "delivered" });
    expect(await shippingMails(reference)).toHaveLength(1);

    // The back office's « Suivi du colis » lists both, in the carrier's order, the late one said ignored.
    const view = await backOfficeOrder(shop.db, reference, "simulated");
    expect(view!.label.tracking.map((e) => [e.statusLabel, e.applied, e.at])).toEqual([
      ["Remis au transporteur", false, "2026-12-01T09:00:00.000Z"],
      ["Livré", true, "2026-12-02T15:00:00.000Z"],
    ]);
    expect(view!.label.tracking[0]!.note).toContain("Plus ancien");
    const events = await eventsOf(parcelId);
    expect(events.map((e) => [e.status, e.applied])).toEqual([
      ["delivered", true],
      ["shipped", false],
    ]);
    expect(events[1]!.note).toContain("Plus ancien");
  });

  it("starts the withdrawal period at the carrier's delivery: the order page says until when; after it, refused in French and no form", async () => {
    const { ctx, carrier, post, setInstant } = carrierShop();
    const server = createTestServer(shop.database);
    const deliveredDaysAgo = async (days: number) => {
      const { reference, parcelId } = await labelledOrder(ctx);
      const key = await issueAccessKey(shop.db, (await rows.orderOf(reference)).id);
      setInstant(new Date(Date.now() - days * 86_400_000));
      expect((await post(carrier.advance(parcelId, "delivered"))).body.outcome).toBe("applied");
      const args = (path: string) =>
        ({
          context: { services: server.services },
          params: { reference },
          request: new Request(`http://boutique.test${path}?cle=${key}`),
        }) as never;
      const page = (await orderLoader(args(`/commandes/${reference}`))).data;
      const form = (await withdrawalLoader(args(`/commandes/${reference}/retractation`))).data;
      const declare = () =>
        shop.api.call<{ detail?: string }>("POST", `/api/orders/${reference}/withdrawal`, {
          body: { lines: "all", unopened: true, cle: key },
        });
      return { reference, page, form, declare, deliveredAt: (await rows.orderOf(reference)).deliveredAt! };
    };

    const recent = await deliveredDaysAgo(3);
    const lastDay = lastDayText(withdrawalEnd(recent.deliveredAt));
    expect(recent.page.withdrawal).toMatchObject({ open: true, lastDay, refusal: null });
    expect(recent.form.withdrawal).toMatchObject({ open: true, lastDay });
    expect((await recent.declare()).status).toBe(201);

    const late = await deliveredDaysAgo(20);
    expect(late.page.withdrawal).toMatchObject({ open: false, request: null });
    expect(late.form.withdrawal?.open).toBe(false);
    const refused = await late.declare();
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(late.page.withdrawal!.refusal);
    expect(refused.body.detail).toMatch(
      /^Le délai légal de rétractation de 14 jours après la livraison a pris fin le \d{1,2} \S+ \d{4} : la rétractation n'est plus possible/,
    );
  });

  it("records an event for a parcel the shop does not know, applied to nothing, answered 200", async () => {
    const { post } = carrierShop();
    const stray = createSimulatedCarrier({ secret: "secret-de-test" });
    const { parcelId } = await stray.createParcel(
      {
        orderReference: "MH-INCONNUE",
        method: "home",
        addressee: {
          name: "Camille Martin",
          street: "1 rue de la Roquette",
          postalCode: "75011",
          city: "Paris",
          country: "FR",
          email: "camille@example.fr",
        },
        weightGrams: 800,
        valueCents: 3000,
      },
      { idempotencyKey: "colis-etranger" },
    );
    expect(await post(stray.advance(parcelId, "shipped"))).toEqual({
      status: 200,
      body: { received: true, outcome: "unknown-parcel" },
    });
    const [event] = await eventsOf(parcelId);
    expect(event).toMatchObject({ applied: false, status: "shipped" });
    expect(event!.note).toContain("Colis inconnu");
  });

  it("applies the same event posted twice at once once, with one mail", async () => {
    const { ctx, carrier, post } = carrierShop();
    const { reference, parcelId } = await labelledOrder(ctx);
    const shipped = carrier.advance(parcelId, "shipped");
    const answers = await Promise.all([post(shipped), post(shipped)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(["applied", "duplicate"]);
    expect(await shippingMails(reference)).toHaveLength(1);
    expect(await eventsOf(parcelId)).toHaveLength(1);
  });

  it("refuses a missing or wrong signature on the shop's own route, writing nothing", async () => {
    const { ctx, carrier } = carrierShop();
    const { reference, parcelId } = await labelledOrder(ctx);
    const { rawBody } = carrier.advance(parcelId, "shipped");
    const signatures: Record<string, string>[] = [{}, { "sendcloud-signature": "0".repeat(64) }];
    for (const headers of signatures) {
      const refused = await shop.api.call<{ detail: string }>("POST", "/api/shipping/webhook/simulated", {
        body: rawBody,
        headers,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toMatch(/^Webhook du transporteur refusé/);
    }
    expect(await eventsOf(parcelId)).toEqual([]);
    expect(await rows.orderOf(reference)).toMatchObject({ fulfilment: null });
    const other = await shop.api.call("POST", "/api/shipping/webhook/sendcloud", { body: rawBody });
    expect(other.status).toBe(404);
  });
});
