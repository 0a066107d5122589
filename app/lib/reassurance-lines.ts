import { analysisRows } from "#core/lots";
import type { PublicLotView } from "#app/lib/loader-data";
import { freeShippingText } from "#app/lib/offer-texts";

/** One line of a product page's reassurance: a text, a link when it has one, the format (`slot`) it belongs to. */
export interface ReassuranceLine {
  text: string;
  href?: string;
  /** A honey's format's position: the line shows while that format's radio is checked (`.format-lot`). */
  slot?: number;
}

/** What a lot's line claims: its analyses only when it has figures or the laboratory's report (issue 34). */
export function lotReassurance(lot: PublicLotView): string {
  const analysed = lot.analysisKey !== null || analysisRows(lot).length > 0;
  return analysed ? "Lot tracé et analysé en laboratoire" : "Lot tracé, de la récolte au pot";
}

/**
 * Beside a product page's button, worked out by its loader so the page's script carries only the lines: the
 * estimated deliveries (decision 100), free delivery's threshold when the shop has one, each lot's traceability.
 */
export function reassuranceLines(
  delivery: readonly string[],
  freeShippingFromCents: number | null,
  lots: readonly { lot: PublicLotView; slot?: number }[] = [],
): ReassuranceLine[] {
  const freeShipping = freeShippingText(freeShippingFromCents);
  return [
    ...delivery.map((text) => ({ text })),
    ...(freeShipping ? [{ text: `${freeShipping} en France métropolitaine` }] : []),
    ...lots.map(({ lot, slot }) => ({
      text: lotReassurance(lot),
      href: `/lot/${encodeURIComponent(lot.code)}`,
      ...(slot === undefined ? {} : { slot }),
    })),
  ];
}
