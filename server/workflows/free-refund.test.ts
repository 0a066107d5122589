import { and, eq, like } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { beforeEach, describe, expect, it } from "vitest";
import type { InvoiceDocument } from "#core/invoice";
import { auditLog, invoices, mailOutbox, orderRefunds } from "#server/db/schema";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";

// A refund of a free amount (decision 089) through the back office's API: bounds, idempotency, its credit note
// (one line per VAT rate, totals to the cent), its audit entry and mail; the rest refunded afterwards adds up.

const shop = setupTestShop();
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeEach(async () => {
  admin = await createSignedInAdmin(shop.db);
});

type Json = Record<string, unknown> & { detail?: string };
const refund = (reference: string, body: Record<string, unknown>) =>
  shop.api.call<Json>("POST", `/api/admin/orders/${reference}/refunds`, { cookie: admin.token, body });
const key = () => `cle-${crypto.randomUUID()}`;
const HONEY = "sidr_malaki_yemen_250g";

const { orderOf, stockOf } = shopRows(shop);
const creditNotes = async (reference: string) => {
  const order = await orderOf(reference);
  const rows = await shop.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "credit_note")))
    .orderBy(invoices.id);
  return rows.map((r) => ({ ...r, document: r.document as InvoiceDocument }));
};

/** A paid order of a honey (5,5 %) and a perfume (20 %), with shipping. */
async function paidOrder() {
  const body = checkoutBody({
    items: [
      { id: HONEY, quantity: 2 },
      { id: "parfum_homme_1", quantity: 1 },
    ],
  });
  const placed = await shop.api.call<{ url: string; reference: string; detail?: string }>(
    "POST",
    "/api/payments/checkout/cart",
    { body },
  );
  expect(placed.status, placed.body.detail).toBe(200);
  await payOnSimulatedPage(shop.api, placed.body.url);
  expect((await orderOf(placed.body.reference)).status).toBe("paid");
  return placed.body.reference;
}

describe("a free amount refund", () => {
  it("is refused in French when it is 0, not in cents, over what is left, mixed with units, or « Autre » without a note", async () => {
    const reference = await paidOrder();
    const order = await orderOf(reference);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ free: { reason: "goodwill", amount_cents: 0 } }, 400, /supérieur à 0/],
      [{ free: { reason: "goodwill", amount_cents: 12.5 } }, 400, /au centime/],
      [{ free: { reason: "cadeau", amount_cents: 100 } }, 400, /Motif : frais de livraison, geste commercial ou autre/],
      [{ free: { reason: "goodwill", amount_cents: order.totalCents + 1 } }, 400, /au plus restent à rembourser/],
      [{ free: { reason: "other", amount_cents: 100 } }, 400, /Motif « Autre » : expliquez/],
      [{ free: { reason: "goodwill", amount_cents: 100 }, shipping: true }, 400, /se rembourse seul/],
      [{ free: { reason: "goodwill", amount_cents: 100 }, full: true }, 400, /se rembourse seul/],
    ];
    for (const [body, status, detail] of cases) {
      const res = await refund(reference, { request_key: key(), ...body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.detail).toMatch(detail);
    }
    expect(await orderOf(reference)).toMatchObject({ status: "paid", refundedCents: 0 });
    expect(await creditNotes(reference)).toEqual([]);
  });

  it("refunds the amount once per key, with a credit note line per VAT rate, its audit entry and mail; the rest adds up to the total", async () => {
    const reference = await paidOrder();
    const order = await orderOf(reference);
    const stock = await stockOf(HONEY);
    const requestKey = key();
    const body = { request_key: requestKey, free: { reason: "goodwill", amount_cents: 1000 }, note: "Colis abîmé" };
    // Two clicks at once with the same key: one refund.
    const [first, second] = await Promise.all([refund(reference, body), refund(reference, body)]);
    expect([first.status, second.status], first.body.detail ?? second.body.detail).toEqual([200, 200]);
    expect([first.body.replayed, second.body.replayed].filter(Boolean)).toHaveLength(1);
    expect(first.body.refund).toMatchObject({ amount_cents: 1000 });
    const again = await refund(reference, body);
    expect(again.body).toMatchObject({ replayed: true });

    expect(await orderOf(reference)).toMatchObject({ status: "paid", refundedCents: 1000 });
    expect(await stockOf(HONEY)).toBe(stock);
    const rows = await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ freeReason: "goodwill", lines: [], includesShipping: false, note: "Colis abîmé" });

    // Its credit note: « Geste commercial » at each of the order's rates, 10,00 € in all, VAT to the cent.
    const [note] = await creditNotes(reference);
    expect(note!.totalCents).toBe(1000);
    const { lines, rates, totals, shipping } = note!.document;
    expect(shipping).toEqual([]);
    expect(lines.map((l) => [l.name, l.quantity, l.vatRateBp])).toEqual([
      ["Geste commercial (part au taux de 20 %)", 0, 2000],
      ["Geste commercial (part au taux de 5,5 %)", 0, 550],
    ]);
    expect(lines.reduce((sum, l) => sum + l.ttcCents, 0)).toBe(1000);
    expect(rates.reduce((sum, r) => sum + r.ttcCents, 0)).toBe(1000);
    expect(totals.baseCents + totals.vatCents).toBe(1000);
    for (const l of lines) expect(l.baseCents + l.vatCents).toBe(l.ttcCents);
    // Its PDF: the reason's lines, no quantity or unit price made up.
    const pdf = await shop.app.request(`/api/admin/invoices/orders/${reference}/${note!.id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(pdf.status).toBe(200);
    const text = (await new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) }).getText()).text;
    const row = text.split("\n").find((l) => l.startsWith("Geste commercial (part au taux de 20"));
    expect(row, text).toBeDefined();
    expect(row).toMatch(/20 %\)\s+—\s+—\s+—/);

    const audit = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reference), eq(auditLog.action, "order.refund")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ refund: { amount_cents: 1000, free_reason: "goodwill" } });
    const mails = await shop.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Remboursement de votre commande ${reference}%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Geste commercial");

    // The shipping's part: on the shipping's rates; then everything left, which brings the order to its total.
    const delivery = await refund(reference, { request_key: key(), free: { reason: "shipping", amount_cents: 250 } });
    expect(delivery.status, delivery.body.detail).toBe(200);
    const shippingNote = (await creditNotes(reference))[1]!;
    expect(shippingNote.totalCents).toBe(250);
    expect(shippingNote.document.lines.every((l) => l.name.startsWith("Remboursement de frais de livraison"))).toBe(
      true,
    );
    const rest = await refund(reference, { request_key: key(), full: true });
    expect(rest.status, rest.body.detail).toBe(200);
    expect(rest.body.refund).toMatchObject({ amount_cents: order.totalCents - 1250 });
    expect(await orderOf(reference)).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
    const all = await creditNotes(reference);
    expect(all.reduce((sum, n) => sum + n.totalCents, 0)).toBe(order.totalCents);
    const late = await refund(reference, { request_key: key(), free: { reason: "goodwill", amount_cents: 1 } });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe("Cette commande est déjà remboursée en entier.");
  });

  it("is bounded by what is left after the refunds made", async () => {
    const reference = await paidOrder();
    const order = await orderOf(reference);
    const most = await refund(reference, {
      request_key: key(),
      free: { reason: "other", amount_cents: order.totalCents - 100 },
      note: "Erreur de prix",
    });
    expect(most.status, most.body.detail).toBe(200);
    const over = await refund(reference, { request_key: key(), free: { reason: "goodwill", amount_cents: 101 } });
    expect(over.status).toBe(400);
    expect(over.body.detail).toMatch(/^Montant : 1,00\s€ au plus restent à rembourser sur cette commande\.$/);
    const exact = await refund(reference, { request_key: key(), free: { reason: "goodwill", amount_cents: 100 } });
    expect(exact.status, exact.body.detail).toBe(200);
    expect(await orderOf(reference)).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
  });
});
