// Invoices and credit notes (decision 037): numbers from one gapless sequence per kind and year, taken inside the
// caller's transaction (the one that pays the order or records the refund); the document kept as issued.
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { creditNoteDocument, documentNumber, type DocumentKind, invoiceDocument } from "#core/invoice";
import type { Db } from "#server/db/client";
import { invoiceCounters, invoices } from "./schema";

export type InvoiceRow = typeof invoices.$inferSelect;

const parisYear = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Paris", year: "numeric" });

/** The calendar year in Paris at `at`: the year of the sequence. */
export const yearOf = (at: Date) => Number(parisYear.format(at));

/**
 * The next number of a sequence: the counter row is created or incremented and its row stays locked until the
 * caller's transaction ends, so concurrent payments queue on it, and a rolled-back one leaves no gap.
 */
export async function nextSequence(tx: Db, kind: DocumentKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

async function numbered(tx: Db, kind: DocumentKind, at: Date, specimen: boolean) {
  const year = yearOf(at);
  if (specimen) return { year, sequence: null, number: null };
  const sequence = await nextSequence(tx, kind, year);
  return { year, sequence, number: documentNumber(kind, year, sequence) };
}

type InvoiceInput = Omit<Parameters<typeof invoiceDocument>[0], "number" | "issuedAt">;

/** The order's invoice, issued once (a second call returns the first); a specimen without number for a test order. */
export async function issueInvoice(
  tx: Db,
  input: InvoiceInput & { orderId: string; at: Date; specimen: boolean },
): Promise<InvoiceRow> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, input.orderId), eq(invoices.kind, "invoice")));
  if (existing) return existing;
  const { year, sequence, number } = await numbered(tx, "invoice", input.at, input.specimen);
  const document = invoiceDocument({ ...input, number, issuedAt: input.at });
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: "invoice",
      number,
      year,
      sequence,
      orderId: input.orderId,
      issuedAt: input.at,
      totalCents: document.totals.ttcCents,
      document,
    })
    .returning();
  return row!;
}

type CreditNoteInput = Omit<Parameters<typeof creditNoteDocument>[0], "number" | "issuedAt" | "invoiceNumber">;

/** The credit note of one refund, in the refund's transaction; a specimen for a test order. */
export async function issueCreditNote(
  tx: Db,
  input: CreditNoteInput & { orderId: string; refundId: number; at: Date; specimen: boolean },
): Promise<InvoiceRow> {
  const invoice = await invoiceOf(tx, input.orderId);
  const { year, sequence, number } = await numbered(tx, "credit_note", input.at, input.specimen);
  const document = creditNoteDocument({
    ...input,
    number,
    invoiceNumber: invoice?.number ?? null,
    issuedAt: input.at,
  });
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: "credit_note",
      number,
      year,
      sequence,
      orderId: input.orderId,
      refundId: input.refundId,
      issuedAt: input.at,
      totalCents: document.totals.ttcCents,
      document,
    })
    .returning();
  return row!;
}

export async function invoiceOf(db: Db, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
  return row ?? null;
}

/** The order's invoice and credit notes, in the order they were issued. */
export async function documentsOf(db: Db, orderId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

/** The documents of several orders (a customer's list), in the order they were issued. */
export async function documentsOfOrders(db: Db, orderIds: string[]): Promise<InvoiceRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.orderId, orderIds)).orderBy(asc(invoices.id));
}

/** The numbered documents (no specimen) issued in [from, to), in the order of their numbers. */
export async function numberedDocumentsBetween(db: Db, from: Date, to: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(isNotNull(invoices.number), gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.kind), asc(invoices.year), asc(invoices.sequence));
}
