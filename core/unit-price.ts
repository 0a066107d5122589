// The price per unit of measure that French law asks beside every price of a pre-packaged product (arrêté du
// 3 décembre 1987): per kilo for a weight, per litre for a volume. Display only; money is never computed from it.
import { assertCents, type Cents, formatAmount, roundCents } from "./money";

export type MeasureUnit = "g" | "ml";

/** The price of 1 kg (for grams) or 1 L (for millilitres), in cents, by the shop's one rounding rule. */
export function unitPriceCents(priceCents: Cents, quantity: number, unit: MeasureUnit): Cents {
  assertCents(priceCents);
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError(`Quantité invalide : ${quantity} ${unit}`);
  return roundCents((priceCents * 1000) / quantity);
}

/**
 * `23980, "g"` → `239,80 €/kg`; `119960, "ml"` → `1 199,60 €/L`: thousands grouped by a narrow no-break space (a
 * litre of perfume passes 1 000 €), non-breaking space before the sign as core/money does.
 */
export function formatUnitPrice(unitCents: Cents, unit: MeasureUnit): string {
  const grouped = formatAmount(unitCents).replace(/\B(?=(\d{3})+,)/g, "\u202f");
  return `${grouped}\u00a0€/${unit === "g" ? "kg" : "L"}`;
}

/** The text of a packed quantity's unit price, or null when the quantity is unknown. */
export function unitPriceText(priceCents: Cents, quantity: number | null, unit: MeasureUnit): string | null {
  return quantity ? formatUnitPrice(unitPriceCents(priceCents, quantity, unit), unit) : null;
}

/** What one basket line or offer holds, for its unit price: net weight in grams or volume in millilitres. */
export interface Measure {
  quantity: number;
  unit: MeasureUnit;
}

/**
 * The measure of a catalogue variant: its units (`quantity`, e.g. a pack of 3 pots) times one unit's weight or
 * volume; null when neither is known. A variant has one or the other (honey and Shilajit: grams; perfume: ml).
 */
export function measureOf(variant: {
  weightGrams: number | null;
  volumeMl: number | null;
  quantity?: number;
}): Measure | null {
  const units = variant.quantity ?? 1;
  if (variant.weightGrams) return { quantity: variant.weightGrams * units, unit: "g" };
  if (variant.volumeMl) return { quantity: variant.volumeMl * units, unit: "ml" };
  return null;
}

/** The unit price text of a price for a measure (`1 198,00 €/L`), or null without a measure. */
export function measuredPriceText(priceCents: Cents, measure: Measure | null): string | null {
  return measure ? unitPriceText(priceCents, measure.quantity, measure.unit) : null;
}
