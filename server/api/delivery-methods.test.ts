// Issue 32, decision 109: delivery methods (home, pickup point, express) priced per country and weight band, the
// parcel's weight from the catalogue (the owner's packed weights, edited in the back office) — quoted to the basket,
// charged at checkout by the server, and kept by the order (its pages, mail, invoice and the label form).
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { auditLog } from "#server/modules/audit/schema";
import { productVariants } from "#server/modules/catalog/schema";
import { orders } from "#server/modules/orders/schema";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { documentLinksOf } from "#server/workflows/invoices";

const shop = setupTestShop();
const rows = shopRows(shop);

interface MethodQuote {
  method: string;
  available: boolean;
  shipping_cost_cents: number;
  free_shipping: boolean;
}
type Quote = { parcel_weight_grams: number; methods: MethodQuote[]; shipping_cost_cents: number; available: boolean };

const quote = async (body: Record<string, unknown>) => {
  const answer = await shop.api.call<Quote>("POST", "/api/promotions/shipping", { body });
  expect(answer.status).toBe(200);
  return answer.body;
};
const prices = (q: Quote) => q.methods.map((m) => [m.method, m.available, m.shipping_cost_cents]);

const checkout = (overrides: Record<string, unknown>) =>
  shop.api.call<{ url: string; reference: string; detail?: string; field?: string; final_total_cents?: number }>(
    "POST",
    "/api/payments/checkout/cart",
    { body: checkoutBody(overrides) },
  );

const saveVariant = async (productId: string, variant: Record<string, unknown>) => {
  const { token } = await createSignedInAdmin(shop.db);
  return shop.api.call<{ detail?: string; errors?: Record<string, string> }>(
    "PUT",
    `/api/admin/products/${productId}`,
    { cookie: token, body: { variants: [variant] } },
  );
};

describe("POST /api/promotions/shipping — every method, priced on the basket's weight", () => {
  it("weighs the lines by their net content until the owner gives a packed weight, plus the packaging", async () => {
    // Eight 250 g jars and the 300 g packaging: 2,3 kg, the second band.
    const heavy = await quote({ cart_total: 20, items: [{ id: "sidr_malaki_yemen_250g", quantity: 8 }] });
    expect(heavy.parcel_weight_grams).toBe(2300);
    expect(prices(heavy)).toEqual([
      ["home", true, 590],
      ["pickup", true, 249],
      ["express", true, 1290],
    ]);
    // No lines: the lightest band, as before decision 109.
    const light = await quote({ cart_total: 20 });
    expect(light.parcel_weight_grams).toBe(300);
    expect(prices(light)).toEqual([
      ["home", true, 299],
      ["pickup", true, 249],
      ["express", true, 990],
    ]);
  });

  it("offers home delivery alone outside France, and gives the requested method's figures at the top", async () => {
    const belgium = await quote({ cart_total: 20, country: "Belgique", delivery_method: "express" });
    expect(prices(belgium)).toEqual([
      ["home", true, 690],
      ["pickup", false, 0],
      ["express", false, 0],
    ]);
    expect(belgium).toMatchObject({ available: false, shipping_cost_cents: 0 });
    const express = await quote({ cart_total: 90, delivery_method: "express" });
    expect(express).toMatchObject({ available: true, shipping_cost_cents: 990, free_shipping: false });
  });

  it("refuses an unknown method in French", async () => {
    const answer = await shop.api.call<{ detail: string }>("POST", "/api/promotions/shipping", {
      body: { cart_total: 20, delivery_method: "drone" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain("Mode de livraison inconnu");
  });
});

describe("the packed weight in the back office", () => {
  it("is saved per variant, audited, bounded, and then weighs the parcel", async () => {
    expect((await saveVariant("parfum_homme_1", { id: "parfum_homme_1", shipping_weight_grams: 1200 })).status).toBe(
      200,
    );
    const [row] = await shop.db.select().from(productVariants).where(eq(productVariants.id, "parfum_homme_1"));
    expect(row!.shippingWeightGrams).toBe(1200);
    const audited = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, "parfum_homme_1"));
    expect(audited.at(-1)).toMatchObject({
      before: { variants: { parfum_homme_1: { shippingWeightGrams: null } } },
      after: { variants: { parfum_homme_1: { shippingWeightGrams: 1200 } } },
    });
    const two = await quote({ cart_total: 20, items: [{ id: "parfum_homme_1", quantity: 2 }] });
    expect(two.parcel_weight_grams).toBe(2700);
    expect(prices(two)[2]).toEqual(["express", true, 1290]);

    for (const bad of [0, 10_001, -5]) {
      const refused = await saveVariant("parfum_homme_1", { id: "parfum_homme_1", shipping_weight_grams: bad });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/Poids emballé/);
    }
  });
});

describe("a checkout by each method", () => {
  it("charges express at its rate, keeps it on the order, and says it on the pages, the mail and the invoice", async () => {
    const placed = await checkout({ delivery_method: "express", final_total_cents: 3989 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await rows.orderOf(placed.body.reference);
    expect(order).toMatchObject({
      deliveryMethod: "express",
      shippingCents: 990,
      totalCents: 3989,
      parcelWeightGrams: 300,
      pickupPoint: null,
    });
    await payOnSimulatedPage(shop.api, placed.body.url);
    const key = placed.body.url.split("/").pop()!;
    const status = await shop.api.call<{ delivery_method: string }>("GET", `/api/payments/checkout/status/${key}`);
    expect(status.body.delivery_method).toBe("express");
    const [mail] = await rows.mailsAbout(placed.body.reference);
    expect(mail!.text).toContain("Livraison express à\u202f: Claire Martin,");
    const [invoice] = await documentLinksOf(shop.db, order.id);
    const pdf = await shop.api.request(
      "GET",
      `/api/orders/${placed.body.reference}/documents/${invoice!.id}?cle=${key}`,
    );
    const text = (await new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) }).getText()).text;
    expect(text).toContain("Livraison express");
  });

  it("prices each order on its parcel's weight band", async () => {
    const atHome = await checkout({});
    expect(await rows.orderOf(atHome.body.reference)).toMatchObject({
      deliveryMethod: "home",
      shippingCents: 299,
      parcelWeightGrams: 300,
    });
    // Eight 250 g jars and the packaging: 2,3 kg by express, never free by amount.
    const heavy = await checkout({
      items: [{ id: "sidr_malaki_yemen_250g", quantity: 8 }],
      delivery_method: "express",
    });
    expect(heavy.status, JSON.stringify(heavy.body)).toBe(200);
    expect(await rows.orderOf(heavy.body.reference)).toMatchObject({
      deliveryMethod: "express",
      shippingCents: 1290,
      parcelWeightGrams: 2300,
    });
  });

  it("keeps express charged with a code giving free delivery; home is free with it", async () => {
    const home = await checkout({ promo_code: { code: "PROMO5" }, final_total_cents: 2499 });
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    const express = await checkout({ promo_code: { code: "PROMO5" }, delivery_method: "express" });
    expect(express.status).toBe(200);
    expect(await rows.orderOf(express.body.reference)).toMatchObject({
      discountCents: 500,
      shippingCents: 990,
      totalCents: 3489,
    });
    // The browser that showed express free is refused with the server's figures.
    const shownFree = await checkout({
      promo_code: { code: "PROMO5" },
      delivery_method: "express",
      final_total_cents: 2499,
    });
    expect(shownFree.status).toBe(409);
    expect(shownFree.body.final_total_cents).toBe(3489);
  });

  it("refuses in French a method the shop does not offer to the country, and writes nothing", async () => {
    const orderCount = async () => (await shop.db.select({ id: orders.id }).from(orders)).length;
    const before = await orderCount();
    const brussels = {
      ...checkoutBody().shipping_address,
      country: "Belgique",
      postalCode: "1000",
      city: "Bruxelles",
      phone: "0470 12 34 56",
    };
    const refused = await checkout({ shipping_address: brussels, delivery_method: "express" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: "delivery_method" });
    expect(refused.body.detail).toBe(
      "La livraison express n'est pas proposée vers la Belgique pour ce colis : choisissez la livraison à domicile.",
    );
    expect(await orderCount()).toBe(before);
  });
});
