// The delivery methods a basket can be sent by, as the basket and the checkout list them (decision 109): the
// server's quote of each method (price, free or not, offered or not) beside its estimated date.
import { freeByCode, type OrderDeliveryMethod } from "#core/delivery-methods";
import { formatEuros } from "#core/money";
import type { ShippingQuote } from "./promotions-client";

export type MethodQuote = ShippingQuote["methods"][number];

export interface DeliveryOption {
  method: OrderDeliveryMethod;
  name: string;
  /** « 2,99 € » or « Offerte ». */
  price: string;
  /** « Livraison estimée le … » or the dispatch wording. */
  estimate: string;
}

/** The methods offered for this basket and country, home first; free by amount, or by the code except express. */
export function deliveryOptions(
  methods: readonly MethodQuote[],
  estimates: Partial<Record<OrderDeliveryMethod, string>>,
  codeGivesFreeDelivery: boolean,
): DeliveryOption[] {
  return methods
    .filter((quote) => quote.available)
    .map((quote) => {
      const free = quote.free_shipping || freeByCode(quote.method, codeGivesFreeDelivery);
      return {
        method: quote.method,
        name: quote.name,
        price: free ? "Offerte" : formatEuros(quote.shipping_cost_cents),
        estimate: estimates[quote.method] ?? "",
      };
    });
}
