// The dispatch rule of the delivery estimates (core/delivery-estimate.ts, decision 100) in words, apart from the
// calendar: the footer, the home page and the success page say it without carrying the holidays' code.

/** An order paid before this hour (Paris) on a working day leaves that day (`SHIPPING_CUTOFF_HOUR`). */
export const DEFAULT_CUT_OFF_HOUR = 12;

/**
 * The dispatch rule the estimates apply (`dispatchDay`), in one sentence for the sales terms, the FAQ and the
 * success page: every text that says when an order leaves says what the dates are computed from.
 */
export function dispatchRuleText(cutOffHour: number = DEFAULT_CUT_OFF_HOUR): string {
  return cutOffHour === 0
    ? "Une commande part le jour ouvré qui suit son paiement"
    : `Une commande payée avant ${cutOffHour}\u00a0h un jour ouvré part le jour même, les autres le jour ouvré suivant`;
}

/** The same rule in a few words, for the footer and the home page's text: « expédition le jour même avant 12 h … ». */
export function dispatchPhrase(cutOffHour: number = DEFAULT_CUT_OFF_HOUR): string {
  return cutOffHour === 0
    ? "expédition le jour ouvré qui suit le paiement"
    : `expédition le jour même pour une commande payée avant ${cutOffHour}\u00a0h un jour ouvré`;
}
