// The estimated delivery date of each delivery method (decisions 100 and 109), computed on the server at each page:
// the product pages show France's for the methods offered there (« Livraison estimée en France le … »), the basket
// and the checkout every country's and method's (the browser picks the chosen ones, the calendar never goes to the
// browser). A method without a configured transit gets « Délai de livraison communiqué à l'expédition »: no date is
// invented.
import { DELIVERY_DATE_AT_DISPATCH, deliveryEstimateText, deliveryRange } from "#core/delivery-estimate";
import { DELIVERY_METHODS, type OrderDeliveryMethod } from "#core/delivery-methods";
import { SHIPPING_COUNTRIES, type ShippingCountry } from "#core/pricing";
import type { Env } from "#server/env";

export interface DeliveryDeps {
  env: Pick<Env, "SHIPPING_TRANSIT_DAYS" | "SHIPPING_CUTOFF_HOUR" | "SHIPPING_RATES">;
  /** The clock; tests pass a fixed instant. */
  now?: () => Date;
}

/** Per delivery country, each method's « Livraison estimée … » text, or the dispatch wording without a transit. */
export type DeliveryEstimates = Record<ShippingCountry, Record<OrderDeliveryMethod, string>>;

/** How a product page names the other methods after home's sentence. */
const PRODUCT_PAGE_PREFIX: Record<Exclude<OrderDeliveryMethod, "home">, string> = {
  pickup: "En point relais",
  express: "En express",
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function createDeliveryServices({ env, now = () => new Date() }: DeliveryDeps) {
  const estimate = (method: OrderDeliveryMethod, country: ShippingCountry, at: Date, where?: string): string => {
    const transit = env.SHIPPING_TRANSIT_DAYS[method]?.[country];
    return transit
      ? deliveryEstimateText(deliveryRange(at, transit, env.SHIPPING_CUTOFF_HOUR), where)
      : DELIVERY_DATE_AT_DISPATCH;
  };
  return {
    /**
     * What the product pages say: home delivery's estimate in France, saying it is France's, then one line per other
     * method the shop offers in France with a configured transit (« En express : livraison estimée le … »).
     */
    france: (): string[] => {
      const at = now();
      const others = (["pickup", "express"] as const).filter(
        (method) => env.SHIPPING_RATES[method]?.France && env.SHIPPING_TRANSIT_DAYS[method]?.France,
      );
      return [
        estimate("home", "France", at, "en France"),
        ...others.map((method) => `${PRODUCT_PAGE_PREFIX[method]} : ${lowerFirst(estimate(method, "France", at))}`),
      ];
    },
    /** Every delivery country's and method's estimate for an order paid now, where the customer picks them. */
    byCountry: (): DeliveryEstimates => {
      const at = now();
      return Object.fromEntries(
        SHIPPING_COUNTRIES.map((country) => [
          country,
          Object.fromEntries(DELIVERY_METHODS.map((method) => [method, estimate(method, country, at)])),
        ]),
      ) as DeliveryEstimates;
    },
  };
}
