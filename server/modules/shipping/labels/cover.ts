// The first page of the bulk labels' PDF (decision 122): at the labels' own 10 × 15 cm, the house's mark and faces
// (decision 119), when it was printed, how many parcels and, in the pile's order, each order's reference, its
// recipient and how it travels — so whoever packs knows what the pile is before the first label.
import { countOf } from "#core/french-plural";
import {
  BOLD,
  brandedPdf,
  DISPLAY,
  drawLogo,
  GOLD,
  GREY,
  HONEY,
  INK,
  LABEL_SIZE,
  REGULAR,
} from "#server/lib/pdf-layout";

export interface CoverParcel {
  reference: string;
  recipient: string;
  /** « Colissimo · Domicile ». */
  travel: string;
}

export interface LabelsCover {
  shopName: string;
  printedAt: Date;
  parcels: readonly CoverParcel[];
}

const { width: PAGE_WIDTH, height: PAGE_HEIGHT } = LABEL_SIZE;
const MARGIN = 22;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Where the list stops: the footer's line is below. */
const LIST_BOTTOM = PAGE_HEIGHT - MARGIN - 26;
const ENTRY_HEIGHT = 27;
const HAIRLINE = "#e7e5e4";

const printedAtFr = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** « Imprimées le 29 novembre 2026 à 09:27 », Paris time. */
export const printedLine = (at: Date) => `Imprimées le ${printedAtFr.format(at)}`;

/**
 * The cover as a PDF of one page, or more when the list does not fit (about ten parcels a page): each following page
 * says « suite » and goes on with the numbering.
 */
export function labelsCoverPdf(cover: LabelsCover): Promise<Buffer> {
  const count = countOf(cover.parcels.length, "colis", "colis");
  return brandedPdf(
    { info: { Title: `Étiquettes — ${count} — ${cover.shopName}` }, size: [PAGE_WIDTH, PAGE_HEIGHT], margin: MARGIN },
    (pdf) => {
      head(pdf, cover, count);
      cover.parcels.forEach((parcel, index) => {
        if (pdf.y + ENTRY_HEIGHT > LIST_BOTTOM) {
          footer(pdf, cover.shopName);
          pdf.addPage();
          continuation(pdf, cover.shopName, count);
        }
        entry(pdf, parcel, index + 1);
      });
      footer(pdf, cover.shopName);
    },
  );
}

/** The mark centred, the house's name in its serif, a gold rule; the title, the date and the count. */
function head(pdf: PDFKit.PDFDocument, cover: LabelsCover, count: string) {
  const mark = 34;
  drawLogo(pdf, (PAGE_WIDTH - mark) / 2, MARGIN, mark);
  pdf.fillColor(HONEY).font(DISPLAY).fontSize(17);
  pdf.text(cover.shopName, MARGIN, MARGIN + mark + 6, { width: WIDTH, align: "center" });
  goldRule(pdf, pdf.y + 8, 40);
  pdf.y += 18;
  pdf.fillColor(INK).font(DISPLAY).fontSize(14);
  pdf.text("Étiquettes du transporteur", MARGIN, pdf.y, { width: WIDTH, align: "center" });
  pdf.moveDown(0.3);
  pdf.fillColor(GREY).font(REGULAR).fontSize(8.5);
  pdf.text(printedLine(cover.printedAt), { width: WIDTH, align: "center" });
  pdf.fillColor(INK).font(BOLD).fontSize(11);
  pdf.moveDown(0.4);
  pdf.text(count, { width: WIDTH, align: "center" });
  pdf.y += 12;
  hairline(pdf, pdf.y);
}

/** A following page of a long list: the mark small beside « suite », the count. */
function continuation(pdf: PDFKit.PDFDocument, shopName: string, count: string) {
  drawLogo(pdf, MARGIN, MARGIN, 18);
  pdf.fillColor(HONEY).font(DISPLAY).fontSize(11);
  pdf.text(`${shopName} — étiquettes (suite)`, MARGIN + 26, MARGIN + 3, { width: WIDTH - 26 });
  pdf.fillColor(GREY).font(REGULAR).fontSize(8.5);
  pdf.text(count, MARGIN + 26, pdf.y, { width: WIDTH - 26 });
  pdf.y = Math.max(pdf.y, MARGIN + 18) + 10;
  hairline(pdf, pdf.y);
}

/** One parcel: its number in the pile, its reference and recipient, how it travels; a hairline under it. */
function entry(pdf: PDFKit.PDFDocument, parcel: CoverParcel, number: number) {
  const top = pdf.y + 5;
  const indent = 18;
  pdf.fillColor(GOLD).font(BOLD).fontSize(8.5);
  pdf.text(String(number), MARGIN, top, { width: indent - 4, lineBreak: false });
  pdf.fillColor(INK).font(BOLD).fontSize(8.5);
  pdf.text(parcel.reference, MARGIN + indent, top, { width: WIDTH - indent, lineBreak: false });
  const referenceWidth = pdf.widthOfString(parcel.reference) + 8;
  pdf.font(REGULAR);
  pdf.text(parcel.recipient, MARGIN + indent + referenceWidth, top, {
    width: WIDTH - indent - referenceWidth,
    align: "right",
    lineBreak: false,
    ellipsis: true,
  });
  pdf.fillColor(GREY).fontSize(7.5);
  pdf.text(parcel.travel, MARGIN + indent, top + 11, { width: WIDTH - indent, lineBreak: false, ellipsis: true });
  pdf.y = top + ENTRY_HEIGHT - 5;
  hairline(pdf, pdf.y);
}

function footer(pdf: PDFKit.PDFDocument, shopName: string) {
  const y = PAGE_HEIGHT - MARGIN - 12;
  goldRule(pdf, y - 8, WIDTH);
  pdf.fillColor(GREY).font(REGULAR).fontSize(7);
  pdf.text(`${shopName} · les étiquettes suivent dans cet ordre`, MARGIN, y, {
    width: WIDTH,
    align: "center",
    lineBreak: false,
  });
}

function goldRule(pdf: PDFKit.PDFDocument, y: number, length: number) {
  const x = (PAGE_WIDTH - length) / 2;
  pdf
    .moveTo(x, y)
    .lineTo(x + length, y)
    .strokeColor(GOLD)
    .lineWidth(0.8)
    .stroke();
}

function hairline(pdf: PDFKit.PDFDocument, y: number) {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor(HAIRLINE)
    .lineWidth(0.5)
    .stroke();
}
