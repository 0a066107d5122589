// The browser's calls to the promotions API (api-client.ts).
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
  /** Delivery to `country` (France when not given) for an amount already discounted. */
  shipping: (cartTotalCents: number, country?: ShippingCountry) =>
    call(
      api.promotions.shipping.$post({ json: { cart_total: centsToEuros(cartTotalCents), country } }),
      "Frais de livraison indisponibles",
    ),
};
