// The PDF of an invoice or a credit note (decision 037), drawn with pdfkit from the document kept when it was
// issued: every mention the French invoice rules ask for (CGI art. 242 nonies A), in Inter, embedded.
import { DOCUMENT_TITLE, type InvoiceDocument, SPECIMEN_NOTICE } from "#core/invoice";
import { formatEuros } from "#core/money";
import { minus } from "#core/typography";
import { discountLabel } from "#core/pricing";
import { vatRateLabel } from "#core/vat";
import {
  a4Pdf,
  BOLD,
  type Column,
  dateFr as date,
  documentHeading,
  MARGIN,
  row,
  rule,
  tableHead,
  textStyle,
  WIDTH,
} from "#server/lib/pdf-layout";

const euros = formatEuros;
/** An amount taken off: the true minus, never a hyphen. */
const minusEuros = (cents: number) => minus(formatEuros(cents));

const LINE_COLUMNS: Column[] = [
  { title: "Désignation", width: 185, align: "left" },
  { title: "Qté", width: 30, align: "right" },
  { title: "PU HT", width: 62, align: "right" },
  { title: "Remise HT", width: 62, align: "right" },
  { title: "TVA", width: 40, align: "right" },
  { title: "Total HT", width: 60, align: "right" },
  { title: "Total TTC", width: WIDTH - 439, align: "right" },
];

export async function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  return a4Pdf(
    {
      Title: `${DOCUMENT_TITLE[doc.kind]} ${doc.number ?? "spécimen"} — ${doc.seller.shopName}`,
      Author: doc.seller.companyName,
    },
    (pdf) => draw(pdf, doc),
  );
}

function draw(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  const title = DOCUMENT_TITLE[doc.kind];
  if (doc.specimen) {
    pdf.save();
    pdf.rect(MARGIN, MARGIN, WIDTH, 28).fill("#fee2e2");
    pdf.fillColor("#991b1b").font(BOLD).fontSize(12);
    pdf.text(SPECIMEN_NOTICE, MARGIN, MARGIN + 8, { width: WIDTH, align: "center" });
    pdf.restore();
    pdf.y = MARGIN + 40;
  }
  const s = doc.seller;
  documentHeading(pdf, {
    shopName: s.shopName,
    title: doc.number ? `${title} ${doc.number}` : `${title} (spécimen)`,
    left: [
      `${s.companyName} — ${s.legalForm}`,
      s.address,
      `SIREN : ${s.siren} — RCS ${s.rcsCity}`,
      `N° TVA intracommunautaire : ${s.vatNumber}`,
      s.supportEmail,
    ],
    right: [
      { text: `Date : ${date(doc.issuedAt)}` },
      { text: `Commande ${doc.orderReference} du ${date(doc.orderedAt)}` },
      ...(doc.kind === "credit_note"
        ? [
            {
              text: `Facture d'origine : ${doc.invoiceNumber ?? (doc.specimen ? "aucune (spécimen)" : "commande antérieure à la facturation en ligne")}`,
            },
          ]
        : []),
    ],
  });
  textStyle(pdf, "label").text(doc.kind === "invoice" ? "Facturé à" : "Client", MARGIN);
  textStyle(pdf, "body");
  for (const line of [doc.buyer.name, ...doc.buyer.addressLines, doc.buyer.email ?? ""].filter(Boolean)) {
    pdf.text(line);
  }
  if (doc.delivery) pdf.moveDown(0.4).text(doc.delivery, { width: WIDTH });
  pdf.moveDown(1.2);

  table(pdf, doc);
  pdf.moveDown(1);
  rateTable(pdf, doc);
  pdf.moveDown(1);

  textStyle(pdf, "small");
  if (doc.kind === "invoice") {
    pdf.text(`Paiement : ${doc.payment.method}, reçu le ${date(doc.payment.paidAt)}. Facture acquittée.`, MARGIN);
    if (doc.discount) {
      pdf.text(
        `${discountLabel(doc.discount.code)} de ${euros(doc.discount.ttcCents)} TTC, répartie sur les articles au prorata de leur montant.`,
      );
    }
  } else {
    pdf.text(
      `Remboursement : ${euros(doc.totals.ttcCents)} TTC, par le moyen de paiement de la commande (${doc.payment.method}).`,
      MARGIN,
    );
  }
  pdf.text("Prix en euros. TVA de la livraison répartie entre les taux des articles au prorata de leur montant TTC.");
  pdf.text("Pas d'escompte pour paiement anticipé. Pénalités de retard : sans objet, commande payée à la commande.");
}

function table(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  tableHead(pdf, LINE_COLUMNS);
  for (const line of doc.lines) {
    row(
      pdf,
      [
        line.name,
        // An amount refunded without units (decision 079's amount on a line, decision 089's free amount).
        line.quantity > 0 ? String(line.quantity) : "—",
        line.quantity > 0 ? euros(line.unitPriceHtCents) : "—",
        line.discountHtCents > 0 ? minusEuros(line.discountHtCents) : "—",
        vatRateLabel(line.vatRateBp),
        euros(line.baseCents),
        euros(line.ttcCents),
      ],
      LINE_COLUMNS,
    );
  }
  for (const part of doc.shipping) {
    row(
      pdf,
      [
        doc.shipping.length > 1 ? `Livraison (part au taux de ${vatRateLabel(part.vatRateBp)})` : "Livraison",
        "1",
        euros(part.baseCents),
        "—",
        vatRateLabel(part.vatRateBp),
        euros(part.baseCents),
        euros(part.ttcCents),
      ],
      LINE_COLUMNS,
    );
  }
  if (doc.shipping.length === 0 && doc.kind === "invoice") {
    row(pdf, ["Livraison offerte", "1", euros(0), "—", "—", euros(0), euros(0)], LINE_COLUMNS);
  }
  rule(pdf);
}

const RATE_COLUMNS: Column[] = [
  { title: "Taux de TVA", width: 120, align: "left" },
  { title: "Base HT", width: 120, align: "right" },
  { title: "TVA", width: 120, align: "right" },
  { title: "Total TTC", width: WIDTH - 360, align: "right" },
];

function rateTable(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  tableHead(pdf, RATE_COLUMNS);
  for (const r of doc.rates) {
    row(
      pdf,
      [`TVA ${vatRateLabel(r.vatRateBp)}`, euros(r.baseCents), euros(r.vatCents), euros(r.ttcCents)],
      RATE_COLUMNS,
    );
  }
  rule(pdf);
  const t = doc.totals;
  const label = doc.kind === "invoice" ? "Total" : "Total remboursé";
  row(pdf, [`${label} HT`, euros(t.baseCents), "", ""], RATE_COLUMNS, true);
  row(pdf, ["Total TVA", "", euros(t.vatCents), ""], RATE_COLUMNS, true);
  row(pdf, [`${label} TTC`, "", "", euros(t.ttcCents)], RATE_COLUMNS, true);
}
