import { DELIVERY_METHODS, freeByCode, type OrderDeliveryMethod } from "#core/delivery-methods";
import { formatEuros } from "#core/money";
import type { DeliveryQuote, ShippingCountry } from "#core/pricing";
import type { MethodRate, ShippingRates } from "./rates";

/** A package bought directly is delivered at no charge, whatever its weight or country. */
export const DIRECT_PURCHASE_DELIVERY: DeliveryQuote = () => ({ shippingCents: 0, freeShipping: false });

/** The method's rate to the country; null when the shop does not offer it there. */
export function methodRate(
  rates: ShippingRates,
  method: OrderDeliveryMethod,
  country: ShippingCountry,
): MethodRate | null {
  return rates[method]?.[country] ?? null;
}

/** The price of a parcel of this weight; null when it is heavier than the method's last band. */
export function bandCents(rate: MethodRate, parcelGrams: number): number | null {
  return rate.bands.find((band) => band.upToGrams === null || parcelGrams <= band.upToGrams)?.cents ?? null;
}

/** The order amount (after discount) from which home delivery to the country is free; null: never free by amount. */
export function freeDeliveryFrom(rates: ShippingRates, country: ShippingCountry): number | null {
  return methodRate(rates, "home", country)?.freeFromCents ?? null;
}

export interface DeliveryCost {
  /** False when the method is not offered to the country, or not for a parcel this heavy. */
  available: boolean;
  shippingCents: number;
  freeShipping: boolean;
  freeFromCents: number | null;
}

/** Delivery of a parcel by a method, for an amount already discounted; free by code (home and pickup) or by amount. */
export function deliveryCost(
  rates: ShippingRates,
  route: { method: OrderDeliveryMethod; country: ShippingCountry; parcelGrams: number },
  amountCents: number,
  codeGivesFreeDelivery: boolean,
): DeliveryCost {
  const rate = methodRate(rates, route.method, route.country);
  const cents = rate ? bandCents(rate, route.parcelGrams) : null;
  if (!rate || cents === null) {
    return { available: false, shippingCents: 0, freeShipping: false, freeFromCents: null };
  }
  const free =
    freeByCode(route.method, codeGivesFreeDelivery) ||
    (rate.freeFromCents !== null && amountCents >= rate.freeFromCents);
  return { available: true, shippingCents: free ? 0 : cents, freeShipping: free, freeFromCents: rate.freeFromCents };
}

/** The delivery of an order, as the basket's arithmetic (`computeTotals`) asks for it; the method must be available. */
export function deliveryTo(
  rates: ShippingRates,
  route: { method: OrderDeliveryMethod; country: ShippingCountry; parcelGrams: number },
): DeliveryQuote {
  return (amountCents, codeGivesFreeDelivery) => {
    const { shippingCents, freeShipping } = deliveryCost(rates, route, amountCents, codeGivesFreeDelivery);
    return { shippingCents, freeShipping };
  };
}

export interface ShippingQuote extends DeliveryCost {
  method: OrderDeliveryMethod;
  /** What the basket shows under the delivery line. */
  message: string;
}

/** « la France », « le Luxembourg »: the country after « vers ». */
export const countryName = (country: ShippingCountry) => `${country === "Luxembourg" ? "le" : "la"} ${country}`;

/** The delivery line of an amount after discount, without a code: cost, threshold and what is missing. */
export function quoteShipping(
  rates: ShippingRates,
  route: { method: OrderDeliveryMethod; country: ShippingCountry; parcelGrams: number },
  amountCents: number,
): ShippingQuote {
  const cost = deliveryCost(rates, route, amountCents, false);
  const missing = cost.freeFromCents === null ? null : cost.freeFromCents - amountCents;
  const message = !cost.available
    ? route.method === "home"
      ? `Ce colis est trop lourd pour être livré vers ${countryName(route.country)} : réduisez les quantités.`
      : `Ce mode de livraison n'est pas proposé pour ce colis vers ${countryName(route.country)}.`
    : cost.freeShipping
      ? "Livraison offerte"
      : missing !== null
        ? `Plus que ${formatEuros(missing)} pour profiter de la livraison offerte`
        : `Livraison vers ${countryName(route.country)} : ${formatEuros(cost.shippingCents)}`;
  return { ...cost, method: route.method, message };
}

/** Every method's quote to the country, in the order they are offered (home first). */
export function quoteMethods(
  rates: ShippingRates,
  route: { country: ShippingCountry; parcelGrams: number },
  amountCents: number,
): ShippingQuote[] {
  return DELIVERY_METHODS.map((method) => quoteShipping(rates, { ...route, method }, amountCents));
}

/**
 * The parcel's weight for choosing a band: each line's shipping weight times its quantity, and the packaging once.
 */
export function parcelWeight(
  lines: readonly { unitShippingGrams: number; quantity: number }[],
  packagingGrams: number,
): number {
  return lines.reduce((sum, line) => sum + line.unitShippingGrams * line.quantity, packagingGrams);
}
