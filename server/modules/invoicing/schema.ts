import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { InvoiceDocument } from "#core/invoice";
import { identityId, timestamptz } from "#server/db/columns";

export const DOCUMENT_KINDS = ["invoice", "credit_note"] as const;

/**
 * The last number given in each sequence (kind, year): taken with `insert … on conflict do update … returning`
 * inside the transaction that pays the order or records the refund, so the row stays locked until that transaction
 * ends — a rolled-back payment gives its number back, and two payments never get the same one (decision 037).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] }), check("invoice_counters_positive", sql`${t.lastNumber} > 0`)],
);

/**
 * Invoices (one per paid order) and credit notes (one per refund), as issued: the document a PDF is drawn from is
 * kept whole. A specimen (an order of the simulated payments) has no number and no sequence.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: identityId(),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    /** F-2026-000123, A-2026-000004; null for a specimen. */
    number: text("number").unique(),
    year: integer("year").notNull(),
    sequence: integer("sequence"),
    orderId: text("order_id").notNull(),
    /** The refund a credit note is for. */
    refundId: integer("refund_id").unique(),
    issuedAt: timestamptz("issued_at").notNull(),
    /** TTC: the order's total, or the amount refunded. */
    totalCents: integer("total_cents").notNull(),
    document: jsonb("document").$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    uniqueIndex("invoices_sequence_uq").on(t.kind, t.year, t.sequence),
    uniqueIndex("invoices_one_per_order_uq")
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_issued_idx").on(t.issuedAt),
    check("invoices_numbered_or_specimen", sql`(${t.number} is null) = (${t.sequence} is null)`),
  ],
);
