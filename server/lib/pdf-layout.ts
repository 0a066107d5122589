// The shop's A4 documents drawn with pdfkit (the invoices of decision 037, the packing slips of decision 105): one
// embedded face, one margin, one way of drawing a table's rows.
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

// PDF's built-in Helvetica has no true minus (U+2212) in its encoding: the shop's body face is embedded instead (its
// WOFF files: fontkit cannot subset the WOFF2 ones). Its Latin subset has no narrow no-break space either.
const require = createRequire(import.meta.url);
export const REGULAR = "Inter";
export const BOLD = "Inter-Bold";
const FONT_FILES = {
  [REGULAR]: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  [BOLD]: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
};

export const MARGIN = 48;
export const WIDTH = 595.28 - 2 * MARGIN;
export const GREY = "#57534e";
export const INK = "#1c1917";

const parisDate = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long" });
/** « 20 novembre 2026 », in Paris; « — » for no date. */
export const dateFr = (iso: string | null) => (iso ? parisDate.format(new Date(iso)) : "—");

export interface Column {
  title: string;
  width: number;
  align: "left" | "right" | "center";
}

/** An A4 document with the shop's faces, drawn by `draw`, as bytes. */
export async function a4Pdf(
  info: { Title: string; Author: string },
  draw: (pdf: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "A4", margin: MARGIN, info });
  for (const [name, file] of Object.entries(FONT_FILES)) pdf.registerFont(name, file);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}

/** One row of a table, each cell wrapped in its column; the next row starts under the tallest cell. */
export function row(pdf: PDFKit.PDFDocument, cells: string[], columns: Column[], bold = false, size = 9) {
  const y = pdf.y;
  let x = MARGIN;
  let bottom = y;
  pdf
    .font(bold ? BOLD : REGULAR)
    .fontSize(size)
    .fillColor(INK);
  cells.forEach((cell, i) => {
    const col = columns[i]!;
    pdf.text(cell, x + 2, y, { width: col.width - 4, align: col.align });
    bottom = Math.max(bottom, pdf.y);
    x += col.width;
  });
  pdf.y = bottom + 4;
  pdf.x = MARGIN;
  return { top: y, bottom };
}

export function rule(pdf: PDFKit.PDFDocument) {
  pdf
    .moveTo(MARGIN, pdf.y - 2)
    .lineTo(MARGIN + WIDTH, pdf.y - 2)
    .strokeColor("#d6d3d1")
    .lineWidth(0.5)
    .stroke();
  pdf.y += 2;
}
