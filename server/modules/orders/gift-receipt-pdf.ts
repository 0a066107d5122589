// The gift receipt's PDF (decision 112): the packing slip's layout helpers, the items and quantities, the card's
// message — no price anywhere.
import { countOf } from "#core/french-plural";
import { GIFT_RECEIPT_TITLE, type GiftReceipt } from "#core/gift-receipt";
import {
  a4Pdf,
  BOLD,
  type Column,
  dateFr,
  documentHeading,
  GREY,
  INK,
  MARGIN,
  REGULAR,
  row,
  rule,
  tableHead,
  WIDTH,
} from "#server/lib/pdf-layout";

const COLUMNS: Column[] = [
  { title: "Article", width: WIDTH - 160, align: "left" },
  { title: "Format", width: 100, align: "left" },
  { title: "Qté", width: 60, align: "center" },
];

export function giftReceiptPdf(receipt: GiftReceipt): Promise<Buffer> {
  return a4Pdf({ Title: `${GIFT_RECEIPT_TITLE} ${receipt.reference}`, Author: receipt.shopName }, (pdf) => {
    documentHeading(pdf, {
      shopName: receipt.shopName,
      title: GIFT_RECEIPT_TITLE,
      right: [{ text: `Commande ${receipt.reference} du ${dateFr(receipt.orderedAt)}` }],
    });
    if (receipt.message) {
      pdf.fillColor(INK).font(BOLD).fontSize(10).text("Un mot pour vous", MARGIN);
      pdf.font(REGULAR).fontSize(12).text(receipt.message, { width: WIDTH });
      pdf.moveDown(1.2);
    }
    tableHead(pdf, COLUMNS, 10);
    for (const line of receipt.lines) {
      row(pdf, [line.product, line.format, String(line.quantity)], COLUMNS, false, 11);
      pdf.y += 4;
    }
    rule(pdf);
    const units = receipt.lines.reduce((sum, line) => sum + line.quantity, 0);
    pdf
      .font(REGULAR)
      .fontSize(10)
      .fillColor(INK)
      .text(`${countOf(units, "article")}.`, MARGIN);
    pdf.moveDown(2);
    pdf.font(REGULAR).fontSize(9).fillColor(GREY);
    pdf.text(
      `Pour un échange ou une question, écrivez-nous à ${receipt.supportEmail} en donnant le numéro de commande ${receipt.reference}.`,
      MARGIN,
      pdf.y,
      { width: WIDTH },
    );
  });
}
