import { formatEuros } from "#core/money";
import type { DeliveryQuote, ShippingCountry } from "#core/pricing";
import type { ShippingRates } from "./rates";

/** The order amount (after discount) from which delivery to the country is free; null: never free by amount. */
export function freeDeliveryFrom(rates: ShippingRates, country: ShippingCountry): number | null {
  return rates.freeFromCents[country] ?? null;
}

/** Delivery cost for an amount already discounted; free by promo or from the country's threshold. */
export function deliveryCost(
  rates: ShippingRates,
  country: ShippingCountry,
  amountCents: number,
  freeByPromo: boolean,
): { shippingCents: number; freeShipping: boolean; freeFromCents: number | null } {
  const freeFrom = freeDeliveryFrom(rates, country);
  const free = freeByPromo || (freeFrom !== null && amountCents >= freeFrom);
  return { shippingCents: free ? 0 : (rates.ratesCents[country] ?? 0), freeShipping: free, freeFromCents: freeFrom };
}

/** The delivery of an order to the country, as the basket's arithmetic (`computeTotals`) asks for it. */
export function deliveryTo(rates: ShippingRates, country: ShippingCountry): DeliveryQuote {
  return (amountCents, freeByPromo) => {
    const { shippingCents, freeShipping } = deliveryCost(rates, country, amountCents, freeByPromo);
    return { shippingCents, freeShipping };
  };
}

export interface ShippingQuote {
  shippingCents: number;
  freeShipping: boolean;
  freeFromCents: number | null;
  /** What the basket shows under the delivery line. */
  message: string;
}

/** The basket's delivery line for an amount after discount, without a code: cost, threshold and what is missing. */
export function quoteShipping(rates: ShippingRates, country: ShippingCountry, amountCents: number): ShippingQuote {
  const cost = deliveryCost(rates, country, amountCents, false);
  const missing = cost.freeFromCents === null ? null : cost.freeFromCents - amountCents;
  const message = cost.freeShipping
    ? "Livraison offerte"
    : missing !== null
      ? `Plus que ${formatEuros(missing)} pour profiter de la livraison offerte`
      : `Livraison vers ${country === "Suisse" ? "la Suisse" : country} : ${formatEuros(cost.shippingCents)}`;
  return { ...cost, message };
}
