// The gift receipt's PDF (decision 112): the packing slip's items table (items and quantities), the card's message —
// no price anywhere.
import { GIFT_RECEIPT_TITLE, type GiftReceipt } from "#core/gift-receipt";
import { a4Pdf, type Column, dateFr, documentHeading, MARGIN, textStyle, WIDTH } from "#server/lib/pdf-layout";
import { itemsTable } from "./items-pdf";

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
      textStyle(pdf, "label").text("Un mot pour vous", MARGIN);
      textStyle(pdf, "body", 12).text(receipt.message, { width: WIDTH });
      pdf.moveDown(1.2);
    }
    itemsTable(pdf, COLUMNS, receipt.lines, {
      cells: (line) => [line.product, line.format, String(line.quantity)],
      total: (articles) => `${articles}.`,
    });
    pdf.moveDown(2);
    textStyle(pdf, "small");
    pdf.text(
      `Pour un échange ou une question, écrivez-nous à ${receipt.supportEmail} en donnant le numéro de commande ${receipt.reference}.`,
      MARGIN,
      pdf.y,
      { width: WIDTH },
    );
  });
}
