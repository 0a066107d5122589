// Invoices and credit notes across the orders and invoicing modules (decisions 036, 037): issued inside the
// transaction that pays an order or records a refund; downloaded by whoever may see the order; the month's
// numbered documents for the accountant.
import { FREE_REFUND_LINE, type FreeRefundReason } from "#core/free-refund";
import { type OrderSnapshot, documentFileName, DOCUMENT_TITLE } from "#core/invoice";
import { parisMonthStart } from "#core/paris-calendar";
import { vatRateLabel } from "#core/vat";
import type { Db } from "#server/db/client";
import type { Cell } from "#server/lib/csv";
import { euros } from "#server/lib/csv";
import {
  documentsOf,
  documentsOfOrders,
  type InvoiceRow,
  issueCreditNote,
  issueInvoice,
  numberedDocumentsBetween,
} from "#server/modules/invoicing/service";
import { invoicePdf } from "#server/modules/invoicing/pdf";
import type { Order, OrderLine } from "#server/modules/orders/service";
import { clock, type ShopContext } from "./context";
import { sellerOf } from "./shop-identity";

/** What the documents read of an order and its lines. */
export function snapshotOf(order: Order, lines: OrderLine[]): OrderSnapshot {
  return {
    reference: order.reference,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    email: order.email,
    paymentMethod: order.paymentMethod,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    giftWrappingCents: order.giftWrappingCents,
    shippingAddress: order.shippingAddress,
    pickupPoint: order.pickupPoint,
    deliveryMethod: order.deliveryMethod,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        id: l.id,
        name: l.name,
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
        lineTotalCents: l.lineTotalCents,
        vatRateBp: l.vatRateBp,
      })),
  };
}

/** The invoice of an order just paid (in the paying transaction): numbered, or a specimen for a test order. */
export async function invoicePaidOrder(tx: Db, ctx: ShopContext, order: Order, lines: OrderLine[]) {
  return issueInvoice(tx, {
    orderId: order.id,
    order: snapshotOf(order, lines),
    seller: await sellerOf(tx, ctx),
    at: order.paidAt ?? clock(ctx),
    specimen: order.testMode,
  });
}

/** The credit note of a refund just recorded (in the refund's transaction). */
export async function creditRefund(
  tx: Db,
  ctx: ShopContext,
  input: {
    order: Order;
    lines: OrderLine[];
    refundId: number;
    amountCents: number;
    lineAmounts: { lineId: number; quantity: number; amountCents: number }[];
    shipping: boolean;
    /** A free amount's reason (decision 089): one credit note line per VAT rate, in its words. */
    freeReason?: FreeRefundReason | null;
    at: Date;
  },
) {
  return issueCreditNote(tx, {
    orderId: input.order.id,
    refundId: input.refundId,
    order: snapshotOf(input.order, input.lines),
    seller: await sellerOf(tx, ctx),
    at: input.at,
    specimen: input.order.testMode,
    amountCents: input.amountCents,
    lines: input.lineAmounts,
    shipping: input.shipping,
    free: input.freeReason
      ? { label: FREE_REFUND_LINE[input.freeReason], onShipping: input.freeReason === "shipping" }
      : null,
  });
}

/** How a page lists an order's documents. */
export interface DocumentLink {
  id: number;
  kind: "invoice" | "credit_note";
  label: string;
  number: string | null;
  specimen: boolean;
  issuedAt: string;
  totalCents: number;
}

export function documentLinks(rows: InvoiceRow[]): DocumentLink[] {
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    label: r.number ? `${DOCUMENT_TITLE[r.kind]} ${r.number}` : `${DOCUMENT_TITLE[r.kind]} (spécimen)`,
    number: r.number,
    specimen: r.number === null,
    issuedAt: r.issuedAt.toISOString(),
    totalCents: r.totalCents,
  }));
}

export async function documentLinksOf(db: Db, orderId: string): Promise<DocumentLink[]> {
  return documentLinks(await documentsOf(db, orderId));
}

/** Each order with its documents (one query for the list). */
export async function withDocumentLinks<O extends { id: string }>(db: Db, orders: O[]) {
  const rows = await documentsOfOrders(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({ ...o, documents: documentLinks(rows.filter((r) => r.orderId === o.id)) }));
}

/** One document of an order as a PDF; null when the order has no such document. */
export async function documentPdf(db: Db, orderId: string, documentId: number) {
  const row = (await documentsOf(db, orderId)).find((d) => d.id === documentId);
  if (!row) return null;
  return { filename: documentFileName(row.document), body: await invoicePdf(row.document) };
}

/** `2026-11` → the instants the month began and ended in Paris. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return {
    from: parisMonthStart(new Date(Date.UTC(year, m - 1, 15))),
    to: parisMonthStart(new Date(Date.UTC(year, m, 15))),
  };
}

const parisDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "short" });

/**
 * The accountant's CSV of a month: one row per document and rate (invoices positive, credit notes negative), with
 * the document's totals, then the month's totals per rate.
 */
export async function monthlyDocumentsCsv(db: Db, month: string): Promise<{ rows: Cell[][]; filename: string }> {
  const { from, to } = monthBounds(month);
  const docs = await numberedDocumentsBetween(db, from, to);
  const rows: Cell[][] = [
    [
      "Type",
      "Numéro",
      "Date",
      "Commande",
      "Client",
      "Facture d'origine",
      "Taux de TVA",
      "Base HT (€)",
      "TVA (€)",
      "Total TTC (€)",
    ],
  ];
  const perRate = new Map<number, { base: number; vat: number; ttc: number }>();
  for (const d of docs) {
    const sign = d.kind === "credit_note" ? -1 : 1;
    for (const r of d.document.rates) {
      rows.push([
        DOCUMENT_TITLE[d.kind],
        d.number,
        parisDay.format(d.issuedAt),
        d.document.orderReference,
        d.document.buyer.name,
        d.document.invoiceNumber ?? null,
        vatRateLabel(r.vatRateBp),
        euros(sign * r.baseCents),
        euros(sign * r.vatCents),
        euros(sign * r.ttcCents),
      ]);
      const t = perRate.get(r.vatRateBp) ?? { base: 0, vat: 0, ttc: 0 };
      t.base += sign * r.baseCents;
      t.vat += sign * r.vatCents;
      t.ttc += sign * r.ttcCents;
      perRate.set(r.vatRateBp, t);
    }
  }
  rows.push([]);
  const sorted = [...perRate].sort(([a], [b]) => b - a);
  const total = (label: string, t: { base: number; vat: number; ttc: number }): Cell[] => [
    "Total du mois",
    null,
    null,
    null,
    null,
    null,
    label,
    euros(t.base),
    euros(t.vat),
    euros(t.ttc),
  ];
  for (const [rate, t] of sorted) rows.push(total(vatRateLabel(rate), t));
  const all = sorted.reduce((a, [, t]) => ({ base: a.base + t.base, vat: a.vat + t.vat, ttc: a.ttc + t.ttc }), {
    base: 0,
    vat: 0,
    ttc: 0,
  });
  rows.push(total("Tous taux", all));
  return { rows, filename: `factures-avoirs-${month}.csv` };
}
