// The estimated delivery date of a home delivery (decision 100), computed on the server at each page: the product
// pages show France's, saying so (« Livraison estimée en France le … »), the basket and the checkout every country's
// (the browser picks the chosen country's text, the calendar never goes to the browser). A country without a
// configured transit gets « Délai de livraison communiqué à l'expédition »: no date is invented.
import { DELIVERY_DATE_AT_DISPATCH, deliveryEstimateText, deliveryRange } from "#core/delivery-estimate";
import { SHIPPING_COUNTRIES, type ShippingCountry } from "#core/pricing";
import type { Env } from "#server/env";

export interface DeliveryDeps {
  env: Pick<Env, "SHIPPING_TRANSIT_DAYS" | "SHIPPING_CUTOFF_HOUR">;
  /** The clock; tests pass a fixed instant. */
  now?: () => Date;
}

/** Each delivery country's « Livraison estimée … » text, or the dispatch wording when its transit is not configured. */
export type DeliveryEstimates = Record<ShippingCountry, string>;

export function createDeliveryServices({ env, now = () => new Date() }: DeliveryDeps) {
  const estimate = (country: ShippingCountry, at: Date, where?: string): string => {
    const transit = env.SHIPPING_TRANSIT_DAYS[country];
    return transit
      ? deliveryEstimateText(deliveryRange(at, transit, env.SHIPPING_CUTOFF_HOUR), where)
      : DELIVERY_DATE_AT_DISPATCH;
  };
  return {
    /** France's estimate for an order paid now, saying it is France's: what the product pages say. */
    france: (): string => estimate("France", now(), "en France"),
    /** Every delivery country's estimate for an order paid now, for the screens where the customer picks the country. */
    byCountry: (): DeliveryEstimates => {
      const at = now();
      return Object.fromEntries(
        SHIPPING_COUNTRIES.map((country) => [country, estimate(country, at)]),
      ) as DeliveryEstimates;
    },
  };
}
