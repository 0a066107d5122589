// CSV for spreadsheets as a French Excel opens them: UTF-8 with a byte-order mark (else Excel reads Windows-1252),
// `;` between cells (French Excel's list separator; a comma is the decimal mark), CRLF line ends.
export type Cell = string | number | null;

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return before one) gets a quote first. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null) return "";
  const text =
    typeof value === "number" ? String(value).replace(".", ",") : FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(rows: Cell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

/** Cents as a number of euros a French spreadsheet reads (`12,50`): never a text cell, so never quoted. */
export function euros(cents: number): number {
  return cents / 100;
}
