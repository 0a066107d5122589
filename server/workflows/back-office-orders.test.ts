import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  accountOrderCredits,
  auditLog,
  orderLines,
  orderRefunds,
  orders,
  promoCodes,
  promoRedemptions,
  users,
} from "#server/db/schema";
import { customerCheckoutBody, placeCardCheckout } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";

// The back office's orders through its API: each step once, the shipping mail once, cancel, refunds (amounts from
// the order, idempotent under concurrent requests — run on PostgreSQL by `npm run test:pg`), the audit log.

const shop = setupTestShop();
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeEach(async () => {
  admin = await createSignedInAdmin(shop.db);
});

type Json = Record<string, unknown> & { detail?: string };
const adminCall = (method: string, path: string, body?: unknown) =>
  shop.api.call<Json>(method, `/api/admin/orders${path}`, { cookie: admin.token, body });

const LIMITED = "sidr_malaki_yemen_250g";
const { orderOf, stockOf, mailsAbout } = shopRows(shop);
const linesOf = async (reference: string) => {
  const order = await orderOf(reference);
  return shop.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.position);
};
const auditOf = (reference: string) => shop.db.select().from(auditLog).where(eq(auditLog.entityId, reference));

/** A basket order placed (not paid): 2 Sidr Malaki 250 g and 1 Mr.H, code JESS69 (10 %), as `customer` or a guest. */
async function placeOrder(
  options: {
    customer?: { token: string; email: string };
    code?: string | null;
    items?: { id: string; quantity: number }[];
  } = {},
) {
  const body = customerCheckoutBody(options.customer, {
    items: options.items ?? [
      { id: LIMITED, quantity: 2 },
      { id: "parfum_homme_1", quantity: 1 },
    ],
    ...(options.code === null ? {} : { promo_code: { code: options.code ?? "JESS69" } }),
  });
  const { reference, sessionId } = await placeCardCheckout(shop.api, body, options.customer?.token);
  return { reference, sessionId };
}

async function paidOrder(options: Parameters<typeof placeOrder>[0] = {}) {
  const placed = await placeOrder(options);
  const paid = await shop.api.call("POST", `/api/payments/simulated/${placed.sessionId}/pay`, {
    body: { card_number: "4242424242424242" },
  });
  expect(paid.status).toBe(200);
  expect((await orderOf(placed.reference)).status).toBe("paid");
  return placed.reference;
}

const key = () => `cle-${crypto.randomUUID()}`;

describe("fulfilment: paid → en préparation → expédiée → livrée", () => {
  it("moves each step once, sends one shipping mail with the tracking link, and writes the audit log", async () => {
    const reference = await paidOrder();
    const list = await adminCall("GET", "?status=a_preparer");
    expect(list.status).toBe(200);
    expect((list.body.orders as { reference: string; testMode: boolean }[])[0]).toMatchObject({
      reference,
      testMode: true,
    });

    // Shipping before preparing is refused; two clicks on "prepare" prepare once.
    expect(
      (await adminCall("POST", `/${reference}/ship`, { carrier: "colissimo", tracking_number: "6A123" })).status,
    ).toBe(409);
    const [first, second] = await Promise.all([
      adminCall("POST", `/${reference}/prepare`, {}),
      adminCall("POST", `/${reference}/prepare`, {}),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first.body.detail, second.body.detail].find(Boolean)).toContain("en préparation");

    const badNumber = await adminCall("POST", `/${reference}/ship`, { carrier: "colissimo", tracking_number: "<x>" });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.detail).toContain("Numéro de suivi invalide");
    const shipments = await Promise.all(
      [1, 2].map(() =>
        adminCall("POST", `/${reference}/ship`, { carrier: "colissimo", tracking_number: "6A 1234 5678 9" }),
      ),
    );
    expect(shipments.map((s) => s.status).sort()).toEqual([200, 409]);
    const order = await orderOf(reference);
    expect(order).toMatchObject({
      fulfilment: "shipped",
      carrier: "Colissimo",
      trackingNumber: "6A 1234 5678 9",
      trackingUrl: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789",
    });
    const shipped = (await mailsAbout(reference)).filter((m) => m.subject.includes("expédiée"));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.subject).toBe(`Votre commande ${reference} est expédiée — Maison H`);
    expect(shipped[0]!.text).toContain(
      "Suivre mon colis\u202f: https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789",
    );
    expect(shipped[0]!.html).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789"');

    expect((await adminCall("POST", `/${reference}/deliver`)).status).toBe(200);
    expect((await adminCall("POST", `/${reference}/deliver`)).status).toBe(409);
    expect((await orderOf(reference)).deliveredAt).not.toBeNull();

    const audit = await auditOf(reference);
    expect(audit.map((e) => e.action).sort()).toEqual(["order.delivered", "order.preparing", "order.shipped"]);
    const shipEntry = audit.find((e) => e.action === "order.shipped")!;
    expect(shipEntry).toMatchObject({ actorEmail: admin.email, entity: "order" });
    expect(shipEntry.before).toMatchObject({ fulfilment: "preparing", tracking_number: null });
    expect(shipEntry.after).toMatchObject({ fulfilment: "shipped", carrier: "Colissimo" });

    // The customer's view of the order shows the new state and the tracking link.
    const detail = await adminCall("GET", `/${reference}`);
    expect(detail.body.order).toMatchObject({ statusLabel: "Livrée", trackingNumber: "6A 1234 5678 9" });
  });

  it("needs the tracking page of another carrier, and refuses a shipment of an unpaid order", async () => {
    const reference = await paidOrder();
    await adminCall("POST", `/${reference}/prepare`, {});
    const noUrl = await adminCall("POST", `/${reference}/ship`, {
      carrier: "autre",
      carrier_other: "Coursier Lyon",
      tracking_number: "LY-42",
    });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.detail).toContain("adresse de suivi");
    const ok = await adminCall("POST", `/${reference}/ship`, {
      carrier: "autre",
      carrier_other: "Coursier Lyon",
      tracking_number: "LY-42",
      tracking_url: "https://coursier.example/suivi/LY-42",
    });
    expect(ok.status).toBe(200);
    expect(await orderOf(reference)).toMatchObject({
      carrier: "Coursier Lyon",
      trackingUrl: "https://coursier.example/suivi/LY-42",
    });

    const unpaid = await placeOrder();
    const refused = await adminCall("POST", `/${unpaid.reference}/prepare`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain("en attente de paiement");
    expect((await adminCall("POST", "/MH-INCONNUE/prepare", {})).status).toBe(404);
  });
});

describe("cancel and resolve", () => {
  it("cancels an unpaid order: stock and code use given back, as expiry does; a paid order cannot be", async () => {
    const before = await stockOf(LIMITED);
    const { reference } = await placeOrder();
    expect(await stockOf(LIMITED)).toBe(before! - 2);
    const [code] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "JESS69"));
    expect(code!.reservedUses).toBe(1);

    const cancelled = await adminCall("POST", `/${reference}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await orderOf(reference)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(LIMITED)).toBe(before);
    const [after] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "JESS69"));
    expect(after!.reservedUses).toBe(0);
    expect((await adminCall("POST", `/${reference}/cancel`)).status).toBe(409);
    expect((await auditOf(reference)).map((e) => e.action)).toEqual(["order.cancel"]);

    const paid = await paidOrder();
    expect((await adminCall("POST", `/${paid}/cancel`)).status).toBe(409);
  });

  it("resolves a flagged order once, with its comment kept as a note", async () => {
    const reference = await paidOrder();
    expect((await adminCall("POST", `/${reference}/resolve`, { comment: "Rien à signaler ici" })).status).toBe(409);
    await shop.db.update(orders).set({ attention: "Paiement reçu en retard." }).where(eq(orders.reference, reference));
    expect((await adminCall("GET", "?status=a_verifier")).body.total).toBe(1);
    expect((await adminCall("POST", `/${reference}/resolve`, { comment: "" })).status).toBe(400);
    const resolved = await adminCall("POST", `/${reference}/resolve`, { comment: "Client appelé, stock confirmé." });
    expect(resolved.status).toBe(200);
    expect(await orderOf(reference)).toMatchObject({ attentionResolution: "Client appelé, stock confirmé." });
    expect((await adminCall("POST", `/${reference}/resolve`, { comment: "Encore" })).body.detail).toBe(
      "Ce signalement est déjà résolu.",
    );
    const detail = (await adminCall("GET", `/${reference}`)).body.order as { notes: { body: string }[] };
    expect(detail.notes.map((n) => n.body)).toEqual(["Signalement résolu : Client appelé, stock confirmé."]);
    expect((await adminCall("GET", "?status=a_verifier")).body.total).toBe(0);
    expect((await auditOf(reference)).map((e) => e.action)).toEqual(["order.resolve"]);
  });
});

describe("list filters", () => {
  it("filters by status, payment method, dates and search (reference, e-mail, name)", async () => {
    const reference = await paidOrder();
    const pending = await placeOrder({ code: null });
    const order = await orderOf(reference);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(order.createdAt);
    const refs = async (query: string) =>
      ((await adminCall("GET", query)).body.orders as { reference: string }[]).map((o) => o.reference).sort();
    expect(await refs("?status=paid")).toEqual([reference]);
    expect(await refs("?status=pending_payment")).toEqual([pending.reference]);
    expect(await refs("?payment_method=crypto")).toEqual([]);
    expect(await refs(`?from=${today}&to=${today}`)).toEqual([reference, pending.reference].sort());
    expect(await refs("?to=2020-01-01")).toEqual([]);
    expect(await refs(`?q=${reference.slice(3).toLowerCase()}`)).toEqual([reference]);
    expect(await refs(`?q=${encodeURIComponent(order.email!)}`)).toEqual([reference]);
    expect(await refs("?q=claire%20martin")).toHaveLength(2);
    expect(await refs("?q=100%25")).toEqual([]);
    const bad = await adminCall("GET", "?status=perdu");
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain("Statut inconnu");
  });
});

describe("refunds", () => {
  it("refunds chosen lines: amount from the order (discount share), stock back, a mail; then the rest in full", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const reference = await paidOrder({ customer });
    const order = await orderOf(reference);
    const [sidr, perfume] = await linesOf(reference);
    // 2 × 44,99 + 29,99 = 119,97 €; 10 % → 12,00 € off (11,99 €? rounded by the shop) shared in proportion.
    expect(order.subtotalCents).toBe(sidr!.lineTotalCents + perfume!.lineTotalCents);
    const sidrShare = Math.floor((order.discountCents * sidr!.lineTotalCents) / order.subtotalCents);
    const perUnit = Math.floor((sidr!.lineTotalCents - sidrShare) / 2);
    const stock = await stockOf(LIMITED);
    const [user] = await shop.db.select().from(users).where(eq(users.id, customer.id));
    expect(user!.totalSpentCents).toBe(order.totalCents);

    // The browser's amount is never read: only lines and units.
    const one = await adminCall("POST", `/${reference}/refunds`, {
      request_key: key(),
      lines: [{ line_id: sidr!.id, quantity: 1 }],
      amount_cents: 1,
    });
    expect(one.status, one.body.detail).toBe(200);
    expect(one.body.refund).toMatchObject({ amount_cents: perUnit, method: "simulated" });
    expect(await stockOf(LIMITED)).toBe(stock! + 1);
    expect(await orderOf(reference)).toMatchObject({ status: "paid", refundedCents: perUnit });
    const [debited] = await shop.db.select().from(users).where(eq(users.id, customer.id));
    expect(debited!.totalSpentCents).toBe(order.totalCents - perUnit);
    const refundMails = (await mailsAbout(reference)).filter((m) => m.subject.startsWith("Remboursement"));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toContain(`Nous vous avons remboursé`);

    // Too many units: refused with the reason, nothing changed.
    const tooMany = await adminCall("POST", `/${reference}/refunds`, {
      request_key: key(),
      lines: [{ line_id: sidr!.id, quantity: 2 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toContain("1 unité au plus reste à rembourser");

    // The rest: every unit left and the shipping; the total refunded is the total paid, to the cent.
    const rest = await adminCall("POST", `/${reference}/refunds`, { request_key: key(), full: true });
    expect(rest.status, rest.body.detail).toBe(200);
    const after = await orderOf(reference);
    expect(after).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
    expect(await stockOf(LIMITED)).toBe(stock! + 2);
    expect((await linesOf(reference)).map((l) => l.refundedQuantity)).toEqual([2, 1]);
    // The code's use is given back, and the account's total and order count.
    const [redemption] = await shop.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, order.id));
    expect(redemption!.status).toBe("released");
    const [final] = await shop.db.select().from(users).where(eq(users.id, customer.id));
    expect(final).toMatchObject({ totalSpentCents: 0, orderCount: 0 });
    const [credit] = await shop.db.select().from(accountOrderCredits).where(eq(accountOrderCredits.orderId, order.id));
    expect(credit!.amountCents).toBe(0);

    const again = await adminCall("POST", `/${reference}/refunds`, { request_key: key(), full: true });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("Cette commande est déjà remboursée en entier.");
    expect((await auditOf(reference)).filter((e) => e.action === "order.refund")).toHaveLength(2);
    const customerView = await shop.api.call<{ order: { statusLabel: string; refundedCents: number } }>(
      "GET",
      `/api/orders/${reference}`,
      { cookie: customer.token },
    );
    expect(customerView.body.order).toMatchObject({ statusLabel: "Remboursée", refundedCents: order.totalCents });
  });

  it("two concurrent requests with the same key refund once; concurrent different refunds never exceed the order", async () => {
    const reference = await paidOrder();
    const order = await orderOf(reference);
    const same = key();
    const answers = await Promise.all(
      [1, 2, 3].map(() => adminCall("POST", `/${reference}/refunds`, { request_key: same, full: true })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.replayed === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => (a.body.refund as { id: number }).id)).size).toBe(1);
    const rows = await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountCents).toBe(order.totalCents);
    expect((await mailsAbout(reference)).filter((m) => m.subject.startsWith("Remboursement"))).toHaveLength(1);

    const other = await paidOrder();
    const [sidr] = await linesOf(other);
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        adminCall("POST", `/${other}/refunds`, { request_key: key(), lines: [{ line_id: sidr!.id, quantity: 1 }] }),
      ),
    );
    expect(racing.map((a) => a.status).sort()).toEqual([200, 200, 400]);
    const otherOrder = await orderOf(other);
    const refunds = await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, otherOrder.id));
    expect(refunds).toHaveLength(2);
    expect(otherOrder.refundedCents).toBe(refunds.reduce((sum, r) => sum + r.amountCents, 0));
    expect((await linesOf(other))[0]!.refundedQuantity).toBe(2);
  });

  it("refuses an unpaid order, a key reused on another order, and a crypto refund without its note", async () => {
    const unpaid = await placeOrder();
    const refused = await adminCall("POST", `/${unpaid.reference}/refunds`, { request_key: key(), full: true });
    expect(refused.status).toBe(409);
    // One perfume: delivery is charged (2,99 €).
    const reference = await paidOrder({ items: [{ id: "parfum_homme_1", quantity: 1 }], code: null });
    expect((await orderOf(reference)).shippingCents).toBe(299);
    const used = key();
    expect((await adminCall("POST", `/${reference}/refunds`, { request_key: used, shipping: true })).status).toBe(200);
    const elsewhere = await paidOrder();
    const reused = await adminCall("POST", `/${elsewhere}/refunds`, { request_key: used, full: true });
    expect(reused.status).toBe(409);
    expect((await adminCall("POST", `/${reference}/refunds`, { request_key: key(), shipping: true })).body.detail).toBe(
      "La livraison a déjà été remboursée.",
    );
    expect((await adminCall("POST", `/${reference}/refunds`, { request_key: "court", full: true })).status).toBe(400);

    await shop.db.update(orders).set({ paymentMethod: "crypto" }).where(eq(orders.reference, elsewhere));
    const noNote = await adminCall("POST", `/${elsewhere}/refunds`, { request_key: key(), full: true });
    expect(noNote.status).toBe(400);
    expect(noNote.body.detail).toContain("crypto");
    const manual = await adminCall("POST", `/${elsewhere}/refunds`, {
      request_key: key(),
      full: true,
      note: "Renvoyé 0,0005 BTC, transaction abc123",
    });
    expect(manual.status).toBe(200);
    expect(manual.body.refund).toMatchObject({ method: "manual" });
  });
});
