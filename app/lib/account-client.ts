// The account page's calls (decision 113) through the typed API client. Errors carry the server's French `detail`.
import { api, call, segment } from "./api-client";

export const accountClient = {
  /** The order's articles into the basket, which is sent as it is in this browser (ids and quantities only). */
  reorder: (reference: string, items: { id: string; quantity: number }[]) =>
    call(
      api.orders[":reference"].reorder.$post({
        param: { reference: segment(reference) },
        json: { items: items.map(({ id, quantity }) => ({ id, quantity })) },
      }),
      "La commande n'a pas pu être remise dans le panier.",
    ),
};
