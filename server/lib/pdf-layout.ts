// The shop's documents drawn with pdfkit (the invoices of decision 037, the packing slips of decision 105, the
// gift receipts of 112, the simulated labels): the brand's two faces embedded, its mark drawn in vectors, one
// margin, one heading, one way of drawing a table's rows, and French micro-typography on every text (decision 119).
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { frenchText } from "#core/typography";

// PDF's built-in Helvetica has no true minus (U+2212) in its encoding: the shop's faces are embedded instead, their
// static WOFF files (fontkit subsets neither a WOFF2 nor a variable font's instance): Inter for the text, Playfair
// Display Bold for the titles, as on the site's headings.
const require = createRequire(import.meta.url);
export const REGULAR = "Inter";
export const BOLD = "Inter-Bold";
export const DISPLAY = "PlayfairDisplay-Bold";
const FONT_FILES = {
  [REGULAR]: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  [BOLD]: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
  [DISPLAY]: require.resolve("@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff"),
};

export const MARGIN = 48;
/** A thermal label's page, 10 × 15 cm: the simulated carrier's labels and the bulk labels' cover (decision 122). */
export const LABEL_SIZE = { width: 283.46, height: 425.2 } as const;
export const WIDTH = 595.28 - 2 * MARGIN;
export const GREY = "#57534e";
export const INK = "#1c1917";
/** The brand's dark honey (the site's miel-900) and the gold of its mark. */
export const HONEY = "#4a2c0c";
export const GOLD = "#b87412";

const parisDate = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long" });
/** « 20 novembre 2026 », in Paris; « — » for no date. */
export const dateFr = (iso: string | null) => (iso ? parisDate.format(new Date(iso)) : "—");

/**
 * A text as the PDFs draw it: `frenchText`'s spaces, the narrow no-break ones (U+202F) drawn as no-break spaces —
 * neither face's Latin subset has the narrow one (it would print as a missing glyph); unbreakable is what matters.
 */
export function pdfText(text: string): string {
  return frenchText(text).replace(/\u202f/g, "\u00a0");
}

/** The documents' three kinds of text: a section's label, the body, the small print at the foot. */
const TEXT_STYLES = {
  label: { font: BOLD, size: 10, color: INK },
  body: { font: REGULAR, size: 10, color: INK },
  small: { font: REGULAR, size: 9, color: GREY },
} as const;

/** Sets the next texts in one of the documents' styles (`size` for a body set larger). */
export function textStyle(pdf: PDFKit.PDFDocument, style: keyof typeof TEXT_STYLES, size?: number) {
  const text = TEXT_STYLES[style];
  return pdf
    .font(text.font)
    .fontSize(size ?? text.size)
    .fillColor(text.color);
}

export interface Column {
  title: string;
  width: number;
  align: "left" | "right" | "center";
}

/**
 * A pdfkit document with the shop's faces, every string it draws set by `pdfText`, drawn by `draw`, as bytes.
 * `size` is A4 unless told (the labels' 10 × 15 cm).
 */
export async function brandedPdf(
  options: { info: { Title: string; Author?: string }; size?: [number, number]; margin?: number },
  draw: (pdf: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({ size: options.size ?? "A4", margin: options.margin ?? MARGIN, info: options.info });
  for (const [name, file] of Object.entries(FONT_FILES)) pdf.registerFont(name, file);
  const text = pdf.text.bind(pdf) as (...args: unknown[]) => PDFKit.PDFDocument;
  // One place for the typography: every document's sentences are written with plain spaces.
  pdf.text = ((value: unknown, ...rest: unknown[]) =>
    text(typeof value === "string" ? pdfText(value) : value, ...rest)) as typeof pdf.text;
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

/** An A4 document with the shop's faces, drawn by `draw`, as bytes. */
export function a4Pdf(info: { Title: string; Author: string }, draw: (pdf: PDFKit.PDFDocument) => void) {
  return brandedPdf({ info }, draw);
}

/** The mark of public/images/logo.svg (a 64-unit square), copied here to be drawn in vectors: pdf-layout.test.ts compares. */
export const LOGO_MARK = {
  outer: "58.8,47.5 32,63 5.2,47.5 5.2,16.5 32,1 58.8,16.5",
  inner: "55.4,45.5 32,59 8.6,45.5 8.6,18.5 32,5 55.4,18.5",
  letter: "M18 18h12v3h-2v9h8v-9h-2v-3h12v3h-2v22h2v3H34v-3h2v-10h-8v10h2v3H18v-3h2V21h-2z",
  dark: "#2a1a0e",
  gold: ["#f6dc8c", "#d9a538", "#a8741c"] as const,
};

const polygon = (points: string) => `M${points.split(" ").join("L")}Z`;

/** The brand's mark, `size` points wide, its top left corner at (x, y). */
export function drawLogo(pdf: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const gold = () => {
    const [from, middle, to] = LOGO_MARK.gold;
    // The SVG's gradient runs from the top left to the bottom right of each shape's box: the mark's box here.
    return pdf.linearGradient(0, 0, 64, 64).stop(0, from).stop(0.5, middle).stop(1, to);
  };
  pdf.save();
  pdf.translate(x, y).scale(size / 64);
  pdf.path(polygon(LOGO_MARK.outer)).fill(LOGO_MARK.dark);
  pdf.path(polygon(LOGO_MARK.inner)).lineWidth(2).stroke(gold());
  pdf.path(LOGO_MARK.letter).fill(gold());
  pdf.restore();
}

export interface HeadingLine {
  text: string;
  bold?: boolean;
}

/**
 * A document's head: the mark and the shop's name on the left (with `left` lines under it: the seller's mentions),
 * the document's title on the right with `right` lines under it, a gold rule across; the text resumes below.
 */
export function documentHeading(
  pdf: PDFKit.PDFDocument,
  input: { shopName: string; title: string; left?: string[]; right?: HeadingLine[] },
) {
  const top = pdf.y;
  const half = WIDTH / 2;
  drawLogo(pdf, MARGIN, top, 30);
  pdf
    .fillColor(HONEY)
    .font(DISPLAY)
    .fontSize(17)
    .text(input.shopName, MARGIN + 40, top + 6, { width: half - 40 });
  pdf.y = Math.max(pdf.y, top + 34);
  pdf.font(REGULAR).fontSize(9).fillColor(GREY);
  for (const line of input.left ?? []) pdf.text(line, MARGIN, pdf.y, { width: half });
  const leftBottom = pdf.y;

  pdf
    .fillColor(INK)
    .font(DISPLAY)
    .fontSize(19)
    // Lining figures: an invoice's number in Playfair's old-style ones reads « o » for « 0 ».
    .text(input.title, MARGIN + half, top + 2, { width: half, align: "right", features: ["lnum"] });
  pdf.moveDown(0.2);
  for (const line of input.right ?? []) {
    pdf
      .font(line.bold ? BOLD : REGULAR)
      .fontSize(line.bold ? 12 : 9)
      .fillColor(line.bold ? INK : GREY)
      .text(line.text, MARGIN + half, pdf.y, { width: half, align: "right" });
  }
  pdf.y = Math.max(leftBottom, pdf.y) + 10;
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + WIDTH, pdf.y)
    .strokeColor(GOLD)
    .lineWidth(0.8)
    .stroke();
  pdf.y += 16;
  pdf.x = MARGIN;
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

/** A table's head: its columns' titles in bold, a rule under them. */
export function tableHead(pdf: PDFKit.PDFDocument, columns: Column[], size = 9) {
  row(
    pdf,
    columns.map((c) => c.title),
    columns,
    true,
    size,
  );
  rule(pdf);
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
