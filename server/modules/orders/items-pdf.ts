// The items' table of the papers that travel in the parcel (the packing slip of decision 105, the gift receipt of
// decision 112): the columns' titles, a row a line in large type, a rule, the number of articles — no price.
import { countOf } from "#core/french-plural";
import { type Column, MARGIN, row, rule, tableHead, textStyle } from "#server/lib/pdf-layout";

const PAGE_BOTTOM = 841.89 - MARGIN;

export function itemsTable<Line extends { quantity: number }>(
  pdf: PDFKit.PDFDocument,
  columns: Column[],
  lines: readonly Line[],
  options: {
    cells: (line: Line) => string[];
    /** The sentence under the table, from the count of articles (« 3 articles »). */
    total: (articles: string) => string;
    /** The line on top of a new page when the table goes on (its head drawn again under it); without, no break. */
    continued?: string;
    /** Draws over the row just drawn, `top` its top (the packing slip's box to tick). */
    onRow?: (top: number) => void;
  },
) {
  tableHead(pdf, columns, 10);
  for (const line of lines) {
    if (options.continued && pdf.y > PAGE_BOTTOM - 40) {
      pdf.addPage();
      textStyle(pdf, "small").text(options.continued, MARGIN);
      pdf.moveDown(0.6);
      tableHead(pdf, columns, 10);
    }
    const { top } = row(pdf, options.cells(line), columns, false, 11);
    options.onRow?.(top);
    pdf.y += 4;
  }
  rule(pdf);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  textStyle(pdf, "body").text(options.total(countOf(units, "article")), MARGIN);
}
