// The browser's calls to the promotions API (api-client.ts).
import { centsToEuros } from "#core/money";
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
  shipping: (cartTotalCents: number) =>
    call(
      api.promotions.shipping.$post({ json: { cart_total: centsToEuros(cartTotalCents) } }),
      "Frais de livraison indisponibles",
    ),
};
