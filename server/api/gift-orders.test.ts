// Issue 33, decision 112: a gift order — the card's message bounded and kept as text, the wrapping priced from the
// configuration and totalled by the server (its VAT shared across the goods' rates), delivered to another address,
// on the invoice, the packing slip and a gift receipt without prices.
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GIFT_MESSAGES } from "#core/gift";
import { NOT_A_GIFT } from "#core/gift-receipt";
import { orderVat, splitTtc } from "#core/vat";
import { orders } from "#server/modules/orders/schema";
import { apiClient } from "#server/testing/api-client";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { pdfPageTexts } from "#server/testing/pdf";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { documentLinksOf } from "#server/workflows/invoices";

const shop = setupTestShop();
const rows = shopRows(shop);

const HONEY = "sidr_malaki_yemen_250g";
const PERFUME = "parfum_homme_1";
const RECIPIENT = {
  firstName: "Léa",
  lastName: "Durand",
  phone: "06 98 76 54 32",
  address: "3 rue des Lilas",
  address2: "Bâtiment B",
  city: "Paris",
  postalCode: "75011",
  country: "France",
};

type Placed = { url: string; reference: string; detail?: string; field?: string; final_total_cents?: number };

const checkout = (overrides: Record<string, unknown>, api = shop.api) =>
  api.call<Placed>("POST", "/api/payments/checkout/cart", { body: checkoutBody(overrides) });

const orderCount = async () => (await shop.db.select({ n: count() }).from(orders))[0]!.n;

async function pdfText(path: string, cookie?: string) {
  const res = await shop.app.request(path, { headers: cookie ? { cookie: `maisonh_session=${cookie}` } : {} });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return (await pdfPageTexts(await res.arrayBuffer())).join(" ");
}

/** A paid gift order: its reference, its row, and the session key that opens it for the guest. */
async function paidGift(gift: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const placed = await checkout({ gift, ...overrides });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  await payOnSimulatedPage(shop.api, placed.body.url);
  const key = placed.body.url.split("/").pop()!;
  return { reference: placed.body.reference, key, order: await rows.orderOf(placed.body.reference) };
}

describe("a gift with wrapping, delivered to another address", () => {
  it("prices the wrapping from the configuration into the total and the payment, keeps the gift on the order", async () => {
    const message = "Joyeux anniversaire Léa !\nAvec toute mon affection.";
    const plain = await rows.orderOf((await paidGift({ message: "Bravo" })).reference);
    const { reference, key, order } = await paidGift({ message, wrapping: true, recipient: RECIPIENT });
    expect(order.giftWrappingCents).toBe(450);
    expect(plain.giftWrappingCents).toBe(0);
    expect(order.totalCents).toBe(order.subtotalCents - order.discountCents + order.shippingCents + 450);
    expect(order.totalCents).toBe(plain.totalCents + 450);
    expect(order.gift).toEqual({
      message,
      wrapping: true,
      recipient: { ...RECIPIENT, phone: "+33698765432" },
    });
    // The buyer stays the customer: their address is the order's, the recipient's apart.
    expect(order.shippingAddress).toMatchObject({ firstName: "Claire", city: "Lyon" });
    expect(order.giftWrappingVat).toEqual([{ vatRateBp: 2000, ttcCents: 450, ...splitTtc(450, 2000) }]);

    const status = await shop.api.call<{ amount_total: number; gift_wrapping_cents: number; gift: unknown }>(
      "GET",
      `/api/payments/checkout/status/${key}`,
    );
    expect(status.body).toMatchObject({ amount_total: order.totalCents, gift_wrapping_cents: 450 });
    const mine = await shop.api.call<{ order: { giftWrappingCents: number; gift: { message: string } } }>(
      "GET",
      `/api/orders/${reference}?cle=${key}`,
    );
    expect(mine.body.order).toMatchObject({ giftWrappingCents: 450, gift: { message } });

    // The invoice: the wrapping as its own line, at the perfume's rate; the totals are the order's.
    const [invoice] = await documentLinksOf(shop.db, order.id);
    const text = await pdfText(`/api/orders/${reference}/documents/${invoice!.id}?cle=${key}`);
    expect(text).toContain("Emballage cadeau 1 3,75 € — 20 % 3,75 € 4,50 €");
  });

  it("prints the card and the recipient on the packing slip, and a gift receipt without any price", async () => {
    const hostile = `<b>Pour toi</b> & "toi" <script>alert(1)</script>`;
    const { reference, key } = await paidGift({ message: hostile, wrapping: true, recipient: RECIPIENT });
    const admin = await createSignedInAdmin(shop.db);

    const slip = await pdfText(`/api/admin/orders/${reference}/packing-slip`, admin.token);
    expect(slip).toContain("Léa Durand 3 rue des Lilas Bâtiment B 75011 Paris France");
    expect(slip).not.toContain("Claire Martin");
    expect(slip).toContain("Emballage cadeau : oui");
    expect(slip).toContain(`Message de la carte : ${hostile}`);
    expect(slip).not.toMatch(/€|EUR|Prix|Total/);

    for (const [path, cookie] of [
      [`/api/orders/${reference}/gift-receipt?cle=${key}`, undefined],
      [`/api/admin/orders/${reference}/gift-receipt`, admin.token],
    ] as const) {
      const receipt = await pdfText(path, cookie);
      expect(receipt).toContain("Ticket cadeau");
      expect(receipt).toContain(`Commande ${reference}`);
      expect(receipt).toContain(hostile);
      expect(receipt).toMatch(/Mr\.H.* 1/);
      expect(receipt).not.toMatch(/€|EUR|Prix|Total|\d+,\d\d/);
    }
  });

  it("shares the wrapping's VAT across a mixed basket's rates in proportion to the goods, in exact cents", async () => {
    const { reference, key, order } = await paidGift(
      { wrapping: true },
      {
        items: [
          { id: HONEY, quantity: 3 },
          { id: PERFUME, quantity: 1 },
        ],
      },
    );
    const lines = await shop.api.call<{ order: { lines: { lineTotalCents: number; name: string }[] } }>(
      "GET",
      `/api/orders/${reference}?cle=${key}`,
    );
    const honey = lines.body.order.lines.find((l) => l.name.startsWith("Miel"))!.lineTotalCents;
    const expected = orderVat({
      lines: [
        { lineTotalCents: honey, vatRateBp: 550 },
        { lineTotalCents: 2999, vatRateBp: 2000 },
      ],
      discountCents: 0,
      shippingCents: order.shippingCents,
      wrappingCents: 450,
    }).wrapping;
    expect(order.giftWrappingVat).toEqual(expected);
    const [at20, at55] = order.giftWrappingVat!;
    expect(at20!.ttcCents + at55!.ttcCents).toBe(450);
    expect(at55!.ttcCents).toBe(Math.round((450 * honey) / (honey + 2999)));

    const [invoice] = await documentLinksOf(shop.db, order.id);
    const text = await pdfText(`/api/orders/${reference}/documents/${invoice!.id}?cle=${key}`);
    expect(text).toContain("Emballage cadeau (part au taux de 20 %)");
    expect(text).toContain("Emballage cadeau (part au taux de 5,5 %)");
  });
});

describe("what the server refuses", () => {
  it("refuses a forged wrapping price and a total without the wrapping (409), writing nothing", async () => {
    const before = await orderCount();
    const forgedPrice = await checkout({ gift: { wrapping: true, wrapping_cents: 1 } });
    expect(forgedPrice.status).toBe(409);
    expect(forgedPrice.body.detail).toContain("Le prix de l'emballage cadeau a changé");
    // One Mr.H (29,99 €) delivered in Lyon (2,99 €): 32,98 €, and 37,48 € with the wrapping.
    const forgedTotal = await checkout({ gift: { wrapping: true }, final_total_cents: 3298 });
    expect(forgedTotal.status).toBe(409);
    expect(forgedTotal.body).toMatchObject({ final_total_cents: 3748 });
    expect(await orderCount()).toBe(before);
    const right = await checkout({ gift: { wrapping: true, wrapping_cents: 450 }, final_total_cents: 3748 });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
  });

  it("bounds the message (counted on the server) and refuses a NUL byte, in French", async () => {
    const long = await checkout({ gift: { message: "é".repeat(301) } });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ detail: GIFT_MESSAGES.tooLong(301), field: "gift.message" });
    const huge = await checkout({ gift: { message: "x".repeat(20_000) } });
    expect(huge.status).toBe(400);
    expect(huge.body.detail).toMatch(/limité à 300 caractères/);
    const nul = await checkout({ gift: { message: "Bonne\u0000fête" } });
    expect(nul.status).toBe(400);
    expect(nul.body.detail).toMatch(/[éèà]|caractère/);
    const fits = await checkout({ gift: { message: "🎁".repeat(300) } });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  });

  it("checks the recipient like an address, and sends a gift to another address home or express only", async () => {
    const bad = await checkout({ gift: { recipient: { ...RECIPIENT, postalCode: "7501" } } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: "recipient.postalCode" });
    expect(bad.body.detail).toContain("Destinataire du cadeau : Code postal invalide");
    const pickup = await checkout({ gift: { recipient: RECIPIENT }, delivery_method: "pickup", pickup_point_id: "x" });
    expect(pickup.status).toBe(400);
    expect(pickup.body.detail).toBe(GIFT_MESSAGES.recipientPickup);
  });

  it("offers no wrapping when GIFT_WRAPPING_CENTS is 0, a gift's card still", async () => {
    const api = apiClient(shop.appWith({ GIFT_WRAPPING_CENTS: "0" }));
    const wrapped = await checkout({ gift: { wrapping: true } }, api);
    expect(wrapped.status).toBe(400);
    expect(wrapped.body.detail).toBe(GIFT_MESSAGES.wrappingUnavailable);
    const card = await checkout({ gift: { message: "Bravo" }, final_total_cents: 3298 }, api);
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(await rows.orderOf(card.body.reference)).toMatchObject({ giftWrappingCents: 0, giftWrappingVat: null });
  });

  it("has no gift receipt for an order that is not a gift, nor for someone who may not see the order", async () => {
    const placed = await checkout({});
    await payOnSimulatedPage(shop.api, placed.body.url);
    const key = placed.body.url.split("/").pop()!;
    const res = await shop.api.call<{ detail: string }>(
      "GET",
      `/api/orders/${placed.body.reference}/gift-receipt?cle=${key}`,
    );
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(NOT_A_GIFT);
    const { reference } = await paidGift({ message: "Bravo" });
    const stranger = await shop.api.call("GET", `/api/orders/${reference}/gift-receipt?cle=${key}`);
    expect(stranger.status).toBe(404);
  });
});
