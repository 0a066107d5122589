// The browser's calls to the promotions API (api-client.ts).
import type { OrderDeliveryMethod } from "#core/delivery-methods";
import { centsToEuros } from "#core/money";
import type { ShippingCountry } from "#core/pricing";
import { api, call, type Ok } from "./api-client";

export type PromoValidation = Ok<typeof api.promotions.validate.$post>;

export type ShippingQuote = Ok<typeof api.promotions.shipping.$post>;

export const promotionsClient = {
  /** Ids and quantities only: the server prices the lines itself. */
  validate: (code: string, items: { id: string; quantity: number }[]) =>
    call(
      api.promotions.validate.$post({ json: { code, items: items.map(({ id, quantity }) => ({ id, quantity })) } }),
      "Code promo indisponible",
    ),
  /**
   * Delivery of a basket worth `amountCents` after discount to `country` (France when not given): its lines choose
   * the weight band (decision 109); `methods` quotes every delivery method, the top-level fields `method`'s.
   */
  shipping: (input: {
    amountCents: number;
    country?: ShippingCountry | string;
    items?: readonly { id: string; quantity: number }[];
    method?: OrderDeliveryMethod;
  }) =>
    call(
      api.promotions.shipping.$post({
        json: {
          cart_total: centsToEuros(input.amountCents),
          country: input.country as ShippingCountry | undefined,
          delivery_method: input.method,
          items: input.items?.map(({ id, quantity }) => ({ id, quantity })),
        },
      }),
      "Frais de livraison indisponibles",
    ),
};
