import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  invoices,
  orderRefunds,
  orders,
  productVariants,
  promoRedemptions,
  refundIntents,
  savedCarts,
} from "#server/db/schema";
import { customerCheckoutBody, payOnSimulatedPage, placeCardCheckout } from "#server/testing/checkout";
import { createSignedInCustomer } from "#server/testing/customers";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";

// A customer's own orders from the account page (decision 113): cancel a paid order not yet in preparation through
// the back office's refund path — one refund under parallel clicks, stock and code back, a credit note — and
// reorder at the current prices within the stock.

const shop = setupTestShop();
const { orderOf, stockOf, setStock, mailsAbout } = shopRows(shop);
type Json = Record<string, unknown> & { detail?: string };
type Customer = Awaited<ReturnType<typeof createSignedInCustomer>>;

const LIMITED = "sidr_malaki_yemen_250g";

/** A paid order of 2 Sidr Malaki 250 g and 1 Mr.H with code JESS69, placed by `customer`. */
async function paidOrder(
  customer: Customer,
  items = [
    { id: LIMITED, quantity: 2 },
    { id: "parfum_homme_1", quantity: 1 },
  ],
) {
  const body = customerCheckoutBody(customer, { items, promo_code: { code: "JESS69" } });
  const placed = await placeCardCheckout(shop.api, body, customer.token);
  await payOnSimulatedPage(shop.api, placed.url);
  return placed.reference;
}

const cancel = (reference: string, customer: Customer) =>
  shop.api.call<Json>("POST", `/api/orders/${reference}/cancel`, { cookie: customer.token });

const redemptionOf = async (orderId: string) =>
  (await shop.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, orderId)))[0]!;

describe("POST /api/orders/:reference/cancel", () => {
  it("refunds once under parallel clicks, gives stock and code back, issues a credit note and one mail", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const before = (await stockOf(LIMITED))!;
    const reference = await paidOrder(customer);
    expect(await stockOf(LIMITED)).toBe(before - 2);
    const order = await orderOf(reference);
    expect((await redemptionOf(order.id)).status).toBe("confirmed");

    const answers = await Promise.all([1, 2, 3, 4].map(() => cancel(reference, customer)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]!.body.message).toContain(`Votre commande ${reference} est annulée`);

    const after = await orderOf(reference);
    expect(after.status).toBe("refunded");
    expect(after.refundedCents).toBe(order.totalCents);
    expect(await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1);
    expect(await shop.db.select().from(refundIntents).where(eq(refundIntents.orderId, order.id))).toHaveLength(1);
    expect(await stockOf(LIMITED)).toBe(before);
    expect((await redemptionOf(order.id)).status).toBe("released");
    const creditNotes = await shop.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "credit_note")));
    expect(creditNotes).toHaveLength(1);
    expect((await mailsAbout(reference)).filter((m) => m.subject.startsWith("Remboursement"))).toHaveLength(1);
  });

  it("is refused in French once the order is in preparation, and for another customer's order (404)", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const stranger = await createSignedInCustomer(shop.db);
    const reference = await paidOrder(customer);

    const foreign = await cancel(reference, stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe("Commande introuvable.");
    expect((await shop.api.call<Json>("POST", `/api/orders/${reference}/cancel`)).status).toBe(401);

    await shop.db.update(orders).set({ fulfilment: "preparing" }).where(eq(orders.reference, reference));
    const refused = await cancel(reference, customer);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      "Votre commande est déjà en préparation : elle ne peut plus être annulée. À sa réception, vous pourrez exercer votre droit de rétractation.",
    );
    const order = await orderOf(reference);
    expect(order.status).toBe("paid");
    expect(await shop.db.select().from(refundIntents).where(eq(refundIntents.orderId, order.id))).toHaveLength(0);
  });
});

describe("POST /api/orders/:reference/reorder", () => {
  it("puts the lines back at the current price, within the stock, and names what could not be", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const reference = await paidOrder(customer, [
      { id: LIMITED, quantity: 3 },
      { id: "parfum_homme_1", quantity: 2 },
      { id: "sidr_malaki_yemen_50g", quantity: 1 },
    ]);
    // Since the order: the perfume's price went up, the 250 g has 1 left, the 50 g is sold out.
    await shop.db.update(productVariants).set({ priceCents: 3499 }).where(eq(productVariants.id, "parfum_homme_1"));
    await setStock(LIMITED, 1);
    await setStock("sidr_malaki_yemen_50g", 0);

    const res = await shop.api.call<Json & { items: { id: string; price: number; quantity: number }[] }>(
      "POST",
      `/api/orders/${reference}/reorder`,
      { cookie: customer.token, body: { items: [{ id: "parfum_homme_2", quantity: 1 }] } },
    );
    expect(res.status, res.body.detail).toBe(200);
    const byId = new Map(res.body.items.map((i) => [i.id, i]));
    expect(byId.get("parfum_homme_1")).toMatchObject({ price: 3499, quantity: 2 });
    expect(byId.get(LIMITED)).toMatchObject({ quantity: 1 });
    expect(byId.get("parfum_homme_2")).toMatchObject({ quantity: 1 });
    expect(byId.has("sidr_malaki_yemen_50g")).toBe(false);
    const unavailable = res.body.unavailable as { name: string; reason: string }[];
    expect(unavailable).toHaveLength(2);
    expect(unavailable.find((u) => !u.name.includes("250"))?.reason).toBe("est épuisé");
    expect(unavailable.find((u) => u.name.includes("250"))?.reason).toBe("n'a été ajouté qu'en 1 exemplaire");
    // The account's saved basket is the browser's with the order's lines.
    const [saved] = await shop.db.select().from(savedCarts).where(eq(savedCarts.userId, customer.id));
    expect(saved!.items).toHaveLength(3);

    const stranger = await createSignedInCustomer(shop.db);
    const foreign = await shop.api.call<Json>("POST", `/api/orders/${reference}/reorder`, {
      cookie: stranger.token,
      body: { items: [] },
    });
    expect(foreign.status).toBe(404);
  });
});
