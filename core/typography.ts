// French micro-typography for the shop's documents and mails (decision 119): one pass over a finished text, so
// every sentence a workflow writes with plain spaces comes out as a French typesetter would set it.

/** U+202F, the narrow no-break space: before « ; : ! ? » and inside « ». */
export const THIN_NBSP = "\u202f";
/** U+00A0, the no-break space: between a number and its unit (€, %, g, kg…). */
export const NBSP = "\u00a0";
/** U+2212, the true minus: an amount taken off or negative, never a hyphen. */
export const MINUS = "\u2212";

const SPACES = "[ \\u00a0\\u2009\\u202f]";

/**
 * `Total : 12 € ! « Miel »` → the same with a narrow no-break space before « ; : ! ? » and inside the guillemets,
 * a no-break space between a number and its unit. Only a space already written is replaced (a URL's `:` or `?`
 * stays as it is), and a text set twice comes out the same.
 */
export function frenchText(text: string): string {
  return text
    .replace(new RegExp(`(\\S)${SPACES}+([;:!?])(?=$|[\\s»)"'.,])`, "gu"), `$1${THIN_NBSP}$2`)
    .replace(new RegExp(`«${SPACES}*`, "gu"), `«${THIN_NBSP}`)
    .replace(new RegExp(`${SPACES}*»`, "gu"), `${THIN_NBSP}»`)
    .replace(new RegExp(`(\\d)${SPACES}(€|%|kg|g|cl|ml|l)(?=$|[^\\p{L}\\d])`, "gu"), `$1${NBSP}$2`);
}

/** `-12,00 €` or `12,00 €` taken off → `−12,00 €`: a formatted amount given the true minus sign. */
export function minus(formatted: string): string {
  return `${MINUS}${formatted.replace(/^[-\u2212]/, "")}`;
}
