import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "#server/db/schema";
import { shipments } from "#server/modules/shipping/labels/schema";
import { apiClient } from "#server/testing/api-client";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { sendcloudStandInForTests } from "#server/testing/sendcloud-shop";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";
import type { TestApp } from "#server/testing/test-app";

// Decision 104: the carrier's label from the back office — created once per order (two administrators at once, a
// retry after the carrier's silence), served as a PDF, cancelled, refused for an unpaid order and a customer.

const shop = setupTestShop();
const rows = shopRows(shop);
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeEach(async () => {
  admin = await createSignedInAdmin(shop.db);
});

type Json = Record<string, unknown> & { detail?: string; message?: string };
const label = (reference: string, path = "", app: TestApp = shop.app) => ({
  create: (weight: unknown = 1200, cookie = admin.token) =>
    apiClient(app).call<Json>("POST", `/api/admin/orders/${reference}/label`, {
      cookie,
      body: { weight_grams: weight },
    }),
  pdf: () => apiClient(app).request("GET", `/api/admin/orders/${reference}/label.pdf${path}`, { cookie: admin.token }),
  cancel: () =>
    apiClient(app).call<Json>("POST", `/api/admin/orders/${reference}/label/cancel`, { cookie: admin.token }),
});

async function placedOrder(overrides: Parameters<typeof checkoutBody>[0] = {}) {
  const placed = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
    body: checkoutBody(overrides),
  });
  expect(placed.status).toBe(200);
  return placed.body;
}

async function paidOrder(overrides: Parameters<typeof checkoutBody>[0] = {}) {
  const placed = await placedOrder(overrides);
  await payOnSimulatedPage(shop.api, placed.url);
  return placed.reference;
}

const shipmentsOf = async (reference: string) => {
  const order = await rows.orderOf(reference);
  return shop.db.select().from(shipments).where(eq(shipments.orderId, order.id));
};

const pdfText = async (res: Response) =>
  (await new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) }).getText()).text;

describe("the simulated carrier (the shop's default)", () => {
  it("creates the label, serves its PDF, cancels it, then makes a new one — each step audited", async () => {
    const reference = await paidOrder();
    const made = await label(reference).create(1450);
    expect(made.status, made.body.detail).toBe(200);
    expect(made.body.label).toMatchObject({ weight_grams: 1450 });

    const pdf = await label(reference).pdf();
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="etiquette-${reference}.pdf"`);
    expect(await pdfText(pdf)).toContain("SPÉCIMEN");

    const page = await apiClient(shop.app).call<{ order: { label: { allowed: boolean; current: Json | null } } }>(
      "GET",
      `/api/admin/orders/${reference}`,
      { cookie: admin.token },
    );
    expect(page.body.order.label.current).toMatchObject({
      status: "created",
      weightGrams: 1450,
      trackingNumber: (made.body.label as Json).tracking_number,
    });

    const again = await label(reference).create();
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("Une étiquette existe déjà pour cette commande.");

    const cancelled = await label(reference).cancel();
    expect(cancelled.status, cancelled.body.detail).toBe(200);
    expect((await label(reference).pdf()).status).toBe(404);
    expect((await label(reference).cancel()).status).toBe(409);

    const second = await label(reference).create(900);
    expect(second.status, second.body.detail).toBe(200);
    expect((second.body.label as Json).tracking_number).not.toBe((made.body.label as Json).tracking_number);
    expect((await shipmentsOf(reference)).map((s) => s.status).sort()).toEqual(["cancelled", "created"]);

    const order = await rows.orderOf(reference);
    const actions = (await shop.db.select().from(auditLog).where(eq(auditLog.entityId, order.reference))).map(
      (a) => `${a.action} ${a.actorEmail}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([`order.label-created ${admin.email}`, `order.label-cancelled ${admin.email}`]),
    );
    expect(actions.filter((a) => a.startsWith("order.label-created"))).toHaveLength(2);
  });

  it("refuses an unpaid order, a weight out of 1–30 000 g, a customer and a visitor", async () => {
    const unpaid = await placedOrder();
    const refused = await label(unpaid.reference).create();
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain("Seule une commande payée et pas encore expédiée");
    expect(await shipmentsOf(unpaid.reference)).toHaveLength(0);

    const reference = await paidOrder();
    for (const weight of [0, 30_001, 12.5, "1000"]) {
      const bad = await label(reference).create(weight);
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toMatch(/Poids du colis|poids du colis/);
    }
    const customer = await createSignedInCustomer(shop.db);
    expect((await label(reference).create(1000, customer.token)).status).toBe(403);
    expect(
      (await apiClient(shop.app).call("POST", `/api/admin/orders/${reference}/label`, { body: { weight_grams: 1000 } }))
        .status,
    ).toBe(401);
    expect(await shipmentsOf(reference)).toHaveLength(0);
  });

  it("two administrators at once: one label, the other told in French", async () => {
    const reference = await paidOrder();
    const other = await createSignedInAdmin(shop.db);
    const answers = await Promise.all([label(reference).create(1000), label(reference).create(1100, other.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.detail).toBe("Une étiquette existe déjà pour cette commande.");
    expect(await shipmentsOf(reference)).toHaveLength(1);
  });
});

describe("Sendcloud (its stand-in)", () => {
  const standIn = sendcloudStandInForTests({ publicKey: "pk-etiq-0001", secretKey: "sk-etiq-0001" });
  let app: TestApp;
  beforeEach(() => {
    app = shop.appWith({
      SHIPPING_PROVIDER: "sendcloud",
      SENDCLOUD_PUBLIC_KEY: "pk-etiq-0001",
      SENDCLOUD_SECRET_KEY: "sk-etiq-0001",
      SENDCLOUD_SHIPPING_METHODS: "home:8,pickup:1234,express:77",
      SENDCLOUD_API_URL: standIn().url,
    });
  });

  it("asks each order's method of the carrier: an express order's parcel goes by the express shipping method", async () => {
    const express = await paidOrder({ delivery_method: "express" });
    const home = await paidOrder();
    expect((await label(express, "", app).create()).status).toBe(200);
    expect((await label(home, "", app).create()).status).toBe(200);
    const byOrder = new Map([...standIn().parcels.values()].map((p) => [p.order_number, p.shipment.id]));
    expect([byOrder.get(express), byOrder.get(home)]).toEqual([77, 8]);
  });

  it("Sendcloud's signed tracking webhooks, through the shop's route, ship then deliver the order: one mail", async () => {
    const reference = await paidOrder();
    expect((await label(reference, "", app).create()).status).toBe(200);
    const [parcelId] = [...standIn().parcels.keys()];
    const post = (webhook: { rawBody: string; headers: Record<string, string> }) =>
      apiClient(app).call<{ outcome?: string; detail?: string }>("POST", "/api/shipping/webhook/sendcloud", {
        body: webhook.rawBody,
        headers: { ...webhook.headers, "content-type": "application/json" },
      });
    const forged = await post(
      standIn().statusChanged(parcelId!, { id: 11, message: "Delivered" }, { secret: "x".repeat(32) }),
    );
    expect(forged.status).toBe(400);
    expect(await rows.orderOf(reference)).toMatchObject({ shippedAt: null, deliveredAt: null });

    const sorted = await post(standIn().statusChanged(parcelId!, { id: 3, message: "En route to sorting center" }));
    expect(sorted.body.outcome).toBe("applied");
    const delivered = await post(standIn().statusChanged(parcelId!, { id: 11, message: "Delivered" }));
    expect(delivered.body.outcome).toBe("applied");
    const order = await rows.orderOf(reference);
    expect(order.fulfilment).toBe("delivered");
    expect(order.deliveredAt).not.toBeNull();
    const mails = await rows.mailsAbout(reference);
    expect(mails.filter((m) => /exp[ée]di/i.test(m.subject))).toHaveLength(1);
  });

  it("two administrators at once: one label and one parcel at the carrier", async () => {
    const reference = await paidOrder();
    const other = await createSignedInAdmin(shop.db);
    const answers = await Promise.all([
      label(reference, "", app).create(1000),
      label(reference, "", app).create(1000, other.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(standIn().parcels.size).toBe(1);
    expect(await shipmentsOf(reference)).toHaveLength(1);
  });

  it("the carrier's answer lost: the attempt stays requested, a retry with the same key makes one parcel", async () => {
    const reference = await paidOrder();
    standIn().fault({ method: "POST", path: "/api/v2/parcels", kind: "lose", times: 1 });
    const lost = await label(reference, "", app).create(1300);
    expect(lost.status).toBe(503);
    expect(lost.body.detail).toBe("Le transporteur ne répond pas : réessayez.");
    const [open] = await shipmentsOf(reference);
    expect(open).toMatchObject({ status: "requested", parcelId: null });
    expect(standIn().parcels.size).toBe(1);

    const retried = await label(reference, "", app).create(1300);
    expect(retried.status, retried.body.detail).toBe(200);
    expect(standIn().parcels.size).toBe(1);
    const [made] = await shipmentsOf(reference);
    expect(made).toMatchObject({ id: open!.id, status: "created" });
    expect([...standIn().parcels.values()][0]).toMatchObject({ external_reference: open!.id });
  });
});
