// Apart from french-format.ts: the prices (money.ts) need this and not `formatDecimal`, and every page shows prices
// (decision 121).

/** The group separator of `fr-FR` (U+202F, narrow no-break space), every three digits from 1 000. */
const GROUP = "\u202f";

/** `1234567` → `1 234 567`: digits of a whole number, grouped by three. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, GROUP);
}
