// VAT of an order (decision 036): prices are TTC everywhere; the base HT and the VAT of each line, of the shipping
// and of each rate are derived from the TTC amounts by one rounding rule, so that the parts always add up to the
// TTC exactly. Integer cents; rates in basis points (550 = 5,5 %).

/** The French rates an administrator may give a product: normal, intermediate, reduced, super-reduced. */
export const VAT_RATES_BP = [2000, 1000, 550, 210] as const;
export type VatRateBp = (typeof VAT_RATES_BP)[number];

/** Food (honey, Shilajit): reduced rate; perfume: normal rate. */
export const FOOD_VAT_BP = 550;
export const NORMAL_VAT_BP = 2000;

export const isVatRate = (value: unknown): value is VatRateBp => (VAT_RATES_BP as readonly unknown[]).includes(value);

/** `550` → `5,5 %`, `2000` → `20 %`. */
export function vatRateLabel(rateBp: number): string {
  return `${String(rateBp / 100).replace(".", ",")} %`;
}

export interface VatSplit {
  baseCents: number;
  vatCents: number;
}

/**
 * A TTC amount split at one rate: VAT = TTC × rate / (1 + rate), rounded half away from zero to the cent
 * (the shop's rule, core/money.ts); base HT = TTC − VAT, so base + VAT = TTC exactly. Integer arithmetic only.
 */
export function splitTtc(ttcCents: number, rateBp: number): VatSplit {
  if (!Number.isSafeInteger(ttcCents)) throw new RangeError(`Montant invalide : ${ttcCents}`);
  const sign = ttcCents < 0 ? -1 : 1;
  const ttc = Math.abs(ttcCents);
  const denominator = 10_000 + rateBp;
  // round(ttc × rate / denominator), half up, on integers.
  const vat = sign * Math.floor((2 * ttc * rateBp + denominator) / (2 * denominator));
  return { baseCents: ttcCents - vat, vatCents: vat };
}

/**
 * `amount` shared in proportion to `weights` (largest remainder): each part is the floor of its exact share, and
 * the cents left go one each to the parts with the largest fractions (the first one on a tie). The parts add up to
 * `amount` exactly and none exceeds its weight when `amount` ≤ the sum of the weights. All-zero weights: the whole
 * amount goes to the first part.
 */
export function spreadProportionally(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const parts = weights.map((w) => Math.floor((amount * w) / total));
  const fractions = weights.map((w, i) => ({ i, rest: amount * w - parts[i]! * total }));
  fractions.sort((a, b) => b.rest - a.rest || a.i - b.i);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  for (const { i } of fractions) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export interface VatLineInput {
  /** TTC, before the order's discount. */
  lineTotalCents: number;
  vatRateBp: number;
}

export interface VatLine extends VatSplit {
  vatRateBp: number;
  /** The line's share of the order's discount, TTC. */
  discountCents: number;
  /** TTC after the discount: base + VAT. */
  netCents: number;
}

export interface VatPart extends VatSplit {
  vatRateBp: number;
  ttcCents: number;
}

export interface OrderVat {
  lines: VatLine[];
  /** The shipping's parts, one per rate of the goods (none when the shipping is free). */
  shipping: VatPart[];
  /** The gift wrapping's parts, shared like the shipping (decision 112); none without wrapping. */
  wrapping: VatPart[];
  /** Per rate, highest first: lines and shipping added up. Their TTC add up to the order's total. */
  rates: VatPart[];
  totals: { baseCents: number; vatCents: number; ttcCents: number };
}

/** The discount spread over the lines in proportion to their TTC totals (largest remainder). */
export function discountShares(lines: readonly { lineTotalCents: number }[], discountCents: number): number[] {
  return spreadProportionally(
    discountCents,
    lines.map((l) => l.lineTotalCents),
  );
}

/**
 * Per rate: TTC amounts added up, each rate's VAT the sum of its parts' VAT (each part split on its own), highest
 * rate first.
 */
export function byRate(parts: readonly VatPart[]): VatPart[] {
  const rates = new Map<number, VatPart>();
  for (const p of parts) {
    const r = rates.get(p.vatRateBp) ?? { vatRateBp: p.vatRateBp, ttcCents: 0, baseCents: 0, vatCents: 0 };
    r.ttcCents += p.ttcCents;
    r.baseCents += p.baseCents;
    r.vatCents += p.vatCents;
    rates.set(p.vatRateBp, r);
  }
  return [...rates.values()].sort((a, b) => b.vatRateBp - a.vatRateBp);
}

export const partOf = (ttcCents: number, vatRateBp: number): VatPart => ({
  vatRateBp,
  ttcCents,
  ...splitTtc(ttcCents, vatRateBp),
});

/**
 * Shipping (or the gift wrapping) of a mixed basket: its TTC is shared between the goods' rates in proportion to the goods' TTC value at
 * each rate after the discount (or before it, when the discount took everything); each share is split at its rate.
 */
export function shippingParts(lines: readonly VatLine[], shippingCents: number): VatPart[] {
  if (shippingCents <= 0) return [];
  if (lines.length === 0) return [partOf(shippingCents, NORMAL_VAT_BP)];
  const goods = byRate(lines.map((l) => partOf(l.netCents, l.vatRateBp)));
  // Same rates in the same order (highest first) as `goods`.
  const weights = goods.some((g) => g.ttcCents > 0)
    ? goods.map((g) => g.ttcCents)
    : byRate(lines.map((l) => partOf(l.netCents + l.discountCents, l.vatRateBp))).map((g) => g.ttcCents);
  const shares = spreadProportionally(shippingCents, weights);
  return goods.map((g, i) => partOf(shares[i]!, g.vatRateBp)).filter((p) => p.ttcCents > 0);
}

/**
 * The VAT of an order's snapshot: each line after its discount share, the shipping and the gift wrapping by prorata
 * of the goods (the wrapping takes the rate of what it wraps), totals per rate.
 */
export function orderVat(input: {
  lines: readonly VatLineInput[];
  discountCents: number;
  shippingCents: number;
  wrappingCents?: number;
}): OrderVat {
  const shares = discountShares(input.lines, input.discountCents);
  const lines = input.lines.map((line, i): VatLine => {
    const discount = shares[i] ?? 0;
    const net = line.lineTotalCents - discount;
    return { vatRateBp: line.vatRateBp, discountCents: discount, netCents: net, ...splitTtc(net, line.vatRateBp) };
  });
  const shipping = shippingParts(lines, input.shippingCents);
  const wrapping = shippingParts(lines, input.wrappingCents ?? 0);
  const rates = byRate([...lines.map((l) => ({ ...l, ttcCents: l.netCents })), ...shipping, ...wrapping]);
  return { lines, shipping, wrapping, rates, totals: totalsOf(rates) };
}

export function totalsOf(rates: readonly VatPart[]) {
  return {
    baseCents: rates.reduce((sum, r) => sum + r.baseCents, 0),
    vatCents: rates.reduce((sum, r) => sum + r.vatCents, 0),
    ttcCents: rates.reduce((sum, r) => sum + r.ttcCents, 0),
  };
}

/** A unit price HT for display: the unit TTC price split at its rate. */
export const unitPriceHt = (unitPriceCents: number, rateBp: number) => splitTtc(unitPriceCents, rateBp).baseCents;
