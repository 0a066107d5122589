// The basket's arithmetic, once: the basket shows it, the server enforces it. Integer cents only.
import { formatDiscount, formatEuros, percentOf } from "./money";

export interface PricedLine {
  id: string;
  /** miel, parfum, autres, package */
  category: string;
  unitPriceCents: number;
  quantity: number;
}

export const PROMO_TYPES = ["percentage", "fixed_amount", "free_shipping", "bundle"] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

/** What the arithmetic needs of a promo code; eligibility (dates, uses, owner) is checked by the server. */
export interface PromoTerms {
  type: PromoType;
  /** percentage: percent (15 = 15 %); fixed_amount: cents off; bundle: price in cents of one bundle */
  value: number;
  /** bundle: how many items of the restricted category make one bundle */
  bundleSize: number | null;
  minimumAmountCents: number;
  /** Cap on the discount, in cents. */
  maximumAmountCents: number | null;
  freeShipping: boolean;
  /** Only lines of this category count for the discount. */
  categoryRestriction: string | null;
}

export interface DiscountResult {
  discountCents: number;
  freeShipping: boolean;
  /** Sum of the lines the code applies to. */
  eligibleSubtotalCents: number;
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

function eligibleLines(lines: readonly PricedLine[], category: string | null): PricedLine[] {
  return category ? lines.filter((line) => line.category === category) : [...lines];
}

/**
 * Bundle pricing: the cheapest matching units are grouped by `size`, each full group costing `priceCents`.
 * A group is only formed when it saves money.
 */
export function bundleDiscountCents(lines: readonly PricedLine[], size: number, priceCents: number): number {
  if (size < 1) return 0;
  const units = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.unitPriceCents));
  units.sort((a, b) => a - b);
  let discount = 0;
  for (let start = 0; start + size <= units.length; start += size) {
    const groupPrice = units.slice(start, start + size).reduce((sum, price) => sum + price, 0);
    if (groupPrice > priceCents) discount += groupPrice - priceCents;
  }
  return discount;
}

/** The discount a code gives on these lines (0 when the minimum is not reached). */
export function computeDiscount(terms: PromoTerms, lines: readonly PricedLine[]): DiscountResult {
  const subtotal = subtotalCents(lines);
  const eligible = eligibleLines(lines, terms.categoryRestriction);
  const eligibleSubtotal = subtotalCents(eligible);
  if (subtotal < terms.minimumAmountCents || eligibleSubtotal === 0) {
    return { discountCents: 0, freeShipping: false, eligibleSubtotalCents: eligibleSubtotal };
  }
  let discount: number;
  switch (terms.type) {
    case "percentage":
      discount = percentOf(eligibleSubtotal, terms.value);
      break;
    case "fixed_amount":
      discount = terms.value;
      break;
    case "bundle":
      discount = bundleDiscountCents(eligible, terms.bundleSize ?? 0, terms.value);
      break;
    case "free_shipping":
      discount = 0;
      break;
  }
  if (terms.maximumAmountCents !== null) discount = Math.min(discount, terms.maximumAmountCents);
  discount = Math.max(0, Math.min(discount, eligibleSubtotal));
  return {
    discountCents: discount,
    freeShipping: terms.freeShipping || terms.type === "free_shipping",
    eligibleSubtotalCents: eligibleSubtotal,
  };
}

export const SHIPPING_COUNTRIES = ["France", "Belgique", "Suisse", "Luxembourg"] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** Each delivery country's ISO 3166 code, as the phone numbers' library and the carrier platform name it. */
export const SHIPPING_COUNTRY_CODES = {
  France: "FR",
  Belgique: "BE",
  Suisse: "CH",
  Luxembourg: "LU",
} as const satisfies Record<ShippingCountry, string>;

/** France's flat rate in the default `SHIPPING_RATES`: what the basket shows until the server has quoted. */
export const DEFAULT_SHIPPING_CENTS = 299;
/** France's free-delivery threshold in the default `SHIPPING_RATES`. */
export const DEFAULT_FREE_SHIPPING_FROM_CENTS = 4500;

/** Delivery for an amount already discounted, free or not by the code: the server's shipping module quotes it. */
export type DeliveryQuote = (
  amountCents: number,
  freeByPromo: boolean,
) => { shippingCents: number; freeShipping: boolean };

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  freeShipping: boolean;
  totalCents: number;
}

/** Total = subtotal − discount (not below 0) + shipping (0 when free). The one formula, for the basket and the server. */
export function combineTotals(input: {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  freeShipping: boolean;
}): Totals {
  const discountCents = Math.max(0, Math.min(input.discountCents, input.subtotalCents));
  const shipping = input.freeShipping || input.subtotalCents === 0 ? 0 : input.shippingCents;
  return {
    subtotalCents: input.subtotalCents,
    discountCents,
    shippingCents: shipping,
    freeShipping: input.freeShipping,
    totalCents: Math.max(0, input.subtotalCents - discountCents) + shipping,
  };
}

/** Totals of priced lines with an optional code, delivery quoted on the amount after discount. */
export function computeTotals(input: {
  lines: readonly PricedLine[];
  terms: PromoTerms | null;
  delivery: DeliveryQuote;
}): Totals {
  const subtotal = subtotalCents(input.lines);
  const discount = input.terms ? computeDiscount(input.terms, input.lines) : null;
  const discountCents = discount?.discountCents ?? 0;
  const shipping =
    subtotal === 0
      ? { shippingCents: 0, freeShipping: false }
      : input.delivery(Math.max(0, subtotal - discountCents), discount?.freeShipping ?? false);
  return combineTotals({ subtotalCents: subtotal, discountCents, ...shipping });
}

/**
 * The one wording of a promotion's line wherever a total is shown (basket, checkout, payment pages, mails, order
 * pages, invoices): « Réduction (code PROMO5) » — the code the customer typed, whatever the promotion's title.
 */
export function discountLabel(code: string | null | undefined): string {
  return code ? `Réduction (code ${code})` : "Réduction";
}

/** An order's own figures (the server's, as paid), which its totals show. */
export interface OrderFigures {
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  shippingCents: number;
  totalCents: number;
  /** The gift wrapping (decision 112): a row of its own when there is one. */
  giftWrappingCents?: number;
}

/** An order's totals as label and value rows in French (the confirmation mail, the back office's order page). */
export function totalsRows(order: OrderFigures): { label: string; value: string; strong?: boolean }[] {
  return [
    { label: "Sous-total", value: formatEuros(order.subtotalCents) },
    ...(order.discountCents > 0
      ? [
          {
            label: discountLabel(order.promoCode),
            value: formatDiscount(order.discountCents),
          },
        ]
      : []),
    { label: "Livraison", value: order.shippingCents === 0 ? "Gratuite" : formatEuros(order.shippingCents) },
    ...(order.giftWrappingCents ? [{ label: "Emballage cadeau", value: formatEuros(order.giftWrappingCents) }] : []),
    { label: "Total payé", value: formatEuros(order.totalCents), strong: true },
  ];
}
