// The packing slips' PDF (decision 105): one order per page (or more), the lines in large type with a box to tick
// per line, the lot of each jar, where the parcel goes — no price, the slip travels in the parcel.
import type { PackingSlip } from "#core/packing-slip";
import { a4Pdf, type Column, dateFr, documentHeading, INK, MARGIN, textStyle, WIDTH } from "#server/lib/pdf-layout";
import { itemsTable } from "./items-pdf";

const TITLE = "Bon de préparation";
const BOX = 11;

const COLUMNS: Column[] = [
  { title: "Produit", width: 160, align: "left" },
  { title: "Format", width: 52, align: "left" },
  { title: "Qté", width: 34, align: "center" },
  { title: "Lot(s)", width: WIDTH - 296, align: "left" },
  { title: "Préparé", width: 50, align: "center" },
];

/** Every slip in one PDF, in the order given, each starting on its own page. */
export async function packingSlipsPdf(slips: readonly PackingSlip[]): Promise<Buffer> {
  const first = slips[0];
  return a4Pdf(
    {
      Title: slips.length === 1 && first ? `${TITLE} ${first.reference}` : `Bons de préparation (${slips.length})`,
      Author: first?.shopName ?? "",
    },
    (pdf) =>
      slips.forEach((slip, i) => {
        if (i > 0) pdf.addPage();
        draw(pdf, slip);
      }),
  );
}

function draw(pdf: PDFKit.PDFDocument, slip: PackingSlip) {
  documentHeading(pdf, {
    shopName: slip.shopName,
    title: TITLE,
    right: [{ text: `Commande ${slip.reference}`, bold: true }, { text: `du ${dateFr(slip.orderedAt)}` }],
  });
  textStyle(pdf, "label").text("Expédition", MARGIN);
  textStyle(pdf, "body", 11).text(slip.delivery.title, { width: WIDTH });
  for (const line of slip.delivery.lines) pdf.text(line, { width: WIDTH });
  pdf.moveDown(1.2);
  if (slip.gift) drawGift(pdf, slip.gift);

  const boxX = MARGIN + WIDTH - COLUMNS.at(-1)!.width / 2 - BOX / 2;
  itemsTable(pdf, COLUMNS, slip.lines, {
    cells: (line) => [line.product, line.format, String(line.quantity), line.lots, ""],
    total: (articles) => `${articles} au total.`,
    continued: `${TITLE} ${slip.reference} (suite)`,
    onRow: (top) => pdf.rect(boxX, top, BOX, BOX).strokeColor(INK).lineWidth(0.8).stroke(),
  });

  pdf.moveDown(2);
  textStyle(pdf, "small").text("Préparé par : ____________________    Le : ____ / ____ / ________", MARGIN);
}

/** A gift's block (decision 112): the wrapping to make and the card's message, printed as the customer wrote it. */
function drawGift(pdf: PDFKit.PDFDocument, gift: NonNullable<PackingSlip["gift"]>) {
  textStyle(pdf, "label").text("Cadeau", MARGIN);
  textStyle(pdf, "body", 11);
  pdf.text(gift.wrapping ? "Emballage cadeau : oui" : "Emballage cadeau : non", { width: WIDTH });
  if (gift.message) {
    pdf.text("Message de la carte :", { width: WIDTH });
    textStyle(pdf, "body", 12).text(gift.message, MARGIN + 12, pdf.y, { width: WIDTH - 12 });
  } else {
    pdf.text("Sans message.", { width: WIDTH });
  }
  pdf.x = MARGIN;
  pdf.moveDown(1.2);
}
