// Invoices and credit notes (decision 037): the document a PDF is drawn from, built once when it is issued and kept
// as it was (the seller's identity, the buyer, the lines and the VAT per rate), so a later download shows the same
// document. A specimen (an order of the demonstration's simulated payments) has no number.
import type { LegalIdentity } from "./legal-identity";
import { deliveryNote, type OrderDeliveryMethod } from "./delivery-methods";
import { GIFT_WRAPPING_NAME } from "./gift";
import type { PickupPointSnapshot } from "./pickup-point";
import {
  byRate,
  orderVat,
  partOf,
  spreadProportionally,
  totalsOf,
  unitPriceHt,
  vatRateLabel,
  type VatPart,
} from "./vat";

export type DocumentKind = "invoice" | "credit_note";

export const DOCUMENT_PREFIX: Record<DocumentKind, string> = { invoice: "F", credit_note: "A" };
export const DOCUMENT_TITLE: Record<DocumentKind, string> = { invoice: "Facture", credit_note: "Avoir" };
export const SPECIMEN_NOTICE = "SPÉCIMEN — commande de test, sans valeur comptable";

/** `F-2026-000123`: the prefix of the kind, the year, the rank in that year's sequence. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${DOCUMENT_PREFIX[kind]}-${year}-${String(sequence).padStart(6, "0")}`;
}

export const DOCUMENT_NUMBER_PATTERN = /^[FA]-\d{4}-\d{6}$/;

/** The seller printed on a document: the company's registered details (core/legal-identity.ts) and the shop. */
export type SellerIdentity = Pick<
  LegalIdentity,
  "companyName" | "legalForm" | "siren" | "rcsCity" | "vatNumber" | "address"
> & {
  shopName: string;
  supportEmail: string;
};

export interface BuyerIdentity {
  name: string;
  /** Street, postal code and city, country: one entry a printed line. */
  addressLines: string[];
  email: string | null;
}

export interface DocumentLine {
  name: string;
  quantity: number;
  vatRateBp: number;
  unitPriceHtCents: number;
  /** The line's share of the order's discount, HT. */
  discountHtCents: number;
  baseCents: number;
  vatCents: number;
  ttcCents: number;
}

export interface InvoiceDocument {
  kind: DocumentKind;
  /** Null for a specimen. */
  number: string | null;
  specimen: boolean;
  issuedAt: string;
  orderReference: string;
  orderedAt: string;
  seller: SellerIdentity;
  buyer: BuyerIdentity;
  lines: DocumentLine[];
  /** The shipping's parts per rate (TTC, HT, VAT). */
  shipping: VatPart[];
  /** The order's discount, TTC, already spread over the lines. */
  discount: { code: string | null; ttcCents: number } | null;
  rates: VatPart[];
  totals: { baseCents: number; vatCents: number; ttcCents: number };
  payment: { method: string; paidAt: string | null };
  /** « Point relais : … » when the parcel goes to a pickup point (decision 103); absent for a home delivery. */
  delivery?: string | null;
  /** A credit note: the invoice it corrects (null when the order had none, as a specimen's). */
  invoiceNumber?: string | null;
}

export const PAYMENT_METHOD_LABELS: Record<string, string> = { card: "Carte bancaire", crypto: "Cryptomonnaie" };

/** What the documents need of an order's snapshot. */
export interface OrderSnapshot {
  reference: string;
  createdAt: Date;
  paidAt: Date | null;
  email: string | null;
  paymentMethod: string;
  discountCents: number;
  promoCode: string | null;
  shippingCents: number;
  totalCents: number;
  /** The gift wrapping's price (decision 112); 0 or absent: none. */
  giftWrappingCents?: number;
  /** The pickup point the parcel goes to; the buyer stays the customer at their own address. */
  pickupPoint?: PickupPointSnapshot | null;
  /** Home when absent (decision 109). */
  deliveryMethod?: OrderDeliveryMethod;
  shippingAddress: {
    firstName: string;
    lastName: string;
    address: string;
    address2?: string;
    postalCode: string;
    city: string;
    country: string;
  } | null;
  lines: {
    id: number;
    name: string;
    unitPriceCents: number;
    quantity: number;
    lineTotalCents: number;
    vatRateBp: number;
  }[];
}

export function buyerOf(order: Pick<OrderSnapshot, "shippingAddress" | "email">): BuyerIdentity {
  const a = order.shippingAddress;
  if (!a) return { name: order.email ?? "Client", addressLines: [], email: order.email };
  return {
    name: `${a.firstName} ${a.lastName}`.trim(),
    addressLines: [a.address, a.address2 ?? "", `${a.postalCode} ${a.city}`, a.country].filter((l) => l.trim() !== ""),
    email: order.email,
  };
}

/** What every document says of itself, the seller, the buyer and the payment. */
function heading(
  kind: DocumentKind,
  input: { order: OrderSnapshot; seller: SellerIdentity; number: string | null; issuedAt: Date },
) {
  const { order } = input;
  return {
    kind,
    number: input.number,
    specimen: input.number === null,
    issuedAt: input.issuedAt.toISOString(),
    orderReference: order.reference,
    orderedAt: order.createdAt.toISOString(),
    seller: input.seller,
    buyer: buyerOf(order),
    payment: {
      method: PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod,
      paidAt: order.paidAt?.toISOString() ?? null,
    },
    delivery: deliveryNote(order),
  };
}

function documentLine(
  name: string,
  quantity: number,
  unitPriceCents: number,
  vatRateBp: number,
  grossTtcCents: number,
  netTtcCents: number,
): DocumentLine {
  const net = partOf(netTtcCents, vatRateBp);
  return {
    name,
    quantity,
    vatRateBp,
    unitPriceHtCents: unitPriceHt(unitPriceCents, vatRateBp),
    discountHtCents: partOf(grossTtcCents, vatRateBp).baseCents - net.baseCents,
    baseCents: net.baseCents,
    vatCents: net.vatCents,
    ttcCents: net.ttcCents,
  };
}

const vatOf = (order: OrderSnapshot) =>
  orderVat({
    lines: order.lines,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    wrappingCents: order.giftWrappingCents ?? 0,
  });

/** The gift wrapping as the document's own lines: one, or one per rate of the goods it wraps (decision 112). */
const wrappingLines = (parts: readonly VatPart[]): DocumentLine[] =>
  parts.map((part) =>
    documentLine(
      parts.length > 1 ? `${GIFT_WRAPPING_NAME} (part au taux de ${vatRateLabel(part.vatRateBp)})` : GIFT_WRAPPING_NAME,
      1,
      part.ttcCents,
      part.vatRateBp,
      part.ttcCents,
      part.ttcCents,
    ),
  );

/** The invoice of a paid order, from its snapshot (core/vat.ts's split, the same the order recorded). */
export function invoiceDocument(input: {
  order: OrderSnapshot;
  seller: SellerIdentity;
  number: string | null;
  issuedAt: Date;
}): InvoiceDocument {
  const { order } = input;
  const vat = vatOf(order);
  return {
    ...heading("invoice", input),
    lines: order.lines
      .map((line, i) =>
        documentLine(
          line.name,
          line.quantity,
          line.unitPriceCents,
          line.vatRateBp,
          line.lineTotalCents,
          vat.lines[i]!.netCents,
        ),
      )
      .concat(wrappingLines(vat.wrapping)),
    shipping: vat.shipping,
    discount: order.discountCents > 0 ? { code: order.promoCode, ttcCents: order.discountCents } : null,
    rates: vat.rates,
    totals: vat.totals,
  };
}

/**
 * The credit note of one refund: each refunded line's amount (TTC, after its discount share) and the shipping's
 * parts when it is refunded, brought to the refunded amount exactly (largest remainder, in the rare case the
 * refund was capped at what was left to refund), then split at each rate.
 */
export function creditNoteDocument(input: {
  order: OrderSnapshot;
  seller: SellerIdentity;
  number: string | null;
  invoiceNumber: string | null;
  issuedAt: Date;
  amountCents: number;
  /** TTC refunded per order line id, and units. */
  lines: { lineId: number; quantity: number; amountCents: number }[];
  shipping: boolean;
  /** A free amount (decision 089): its words, and whether it is spread over the shipping's rates or the order's. */
  free?: { label: string; onShipping: boolean } | null;
}): InvoiceDocument {
  const { order } = input;
  const vat = vatOf(order);
  if (input.free) return freeCreditNote(input, input.free, vat);
  const pieces = [
    ...input.lines.map((l) => ({ line: order.lines.find((o) => o.id === l.lineId)!, ...l })),
    ...(input.shipping ? vat.shipping.map((s) => ({ shipping: s, amountCents: s.ttcCents })) : []),
  ];
  const amounts = spreadProportionally(
    input.amountCents,
    pieces.map((p) => p.amountCents),
  );
  const lines: DocumentLine[] = [];
  const shipping: VatPart[] = [];
  pieces.forEach((piece, i) => {
    const amount = amounts[i]!;
    if ("line" in piece && piece.line) {
      const { line } = piece;
      // No unit (an amount refunded on the line alone, decision 079): no list price, no discount.
      const gross = piece.quantity > 0 ? line.unitPriceCents * piece.quantity : amount;
      lines.push(documentLine(line.name, piece.quantity, line.unitPriceCents, line.vatRateBp, gross, amount));
    } else if ("shipping" in piece && piece.shipping) {
      shipping.push(partOf(amount, piece.shipping.vatRateBp));
    }
  });
  const rates = byRate([...lines.map((l) => ({ ...l, ttcCents: l.ttcCents })), ...shipping]);
  return {
    ...heading("credit_note", input),
    lines,
    shipping,
    discount: null,
    rates,
    totals: totalsOf(rates),

    invoiceNumber: input.invoiceNumber,
  };
}

/**
 * The credit note of a free amount: one line per VAT rate, the amount spread in proportion to what the order paid
 * at each rate (the shipping's rates alone for a shipping refund), so the VAT given back is the VAT charged.
 */
function freeCreditNote(
  input: Parameters<typeof creditNoteDocument>[0],
  free: { label: string; onShipping: boolean },
  vat: ReturnType<typeof orderVat>,
): InvoiceDocument {
  const basis = free.onShipping && vat.shipping.length > 0 ? vat.shipping : vat.rates;
  const amounts = spreadProportionally(
    input.amountCents,
    basis.map((r) => r.ttcCents),
  );
  const lines = basis
    .map((rate, i) => {
      const name = basis.length > 1 ? `${free.label} (part au taux de ${vatRateLabel(rate.vatRateBp)})` : free.label;
      return documentLine(name, 0, 0, rate.vatRateBp, amounts[i]!, amounts[i]!);
    })
    .filter((line) => line.ttcCents > 0);
  const rates = byRate(lines);
  return {
    ...heading("credit_note", input),
    lines,
    shipping: [],
    discount: null,
    rates,
    totals: totalsOf(rates),
    invoiceNumber: input.invoiceNumber,
  };
}

/** The file name of a document's PDF. */
export function documentFileName(doc: Pick<InvoiceDocument, "kind" | "number" | "orderReference">): string {
  const what = doc.kind === "invoice" ? "facture" : "avoir";
  return doc.number ? `${what}-${doc.number}.pdf` : `${what}-specimen-${doc.orderReference}.pdf`;
}
