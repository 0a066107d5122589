// The browser's calls to the payments API (api-client.ts). A refused call throws PaymentApiError (ApiCallError)
// with the server's French `detail` and the rest of its answer; a network failure throws what fetch throws.
import type { ShippingAddress } from "#core/checkout";
import { centsToEuros } from "#core/money";
import { api, ApiCallError, call, type Ok, segment } from "./api-client";

export { ApiCallError as PaymentApiError };

/** What the checkout page knows of the basket (checkout.ts builds it); only what the server reads is sent. */
export interface CartCheckoutRequest {
  items: { id: string; name: string; price: number; quantity: number }[];
  shipping_address: ShippingAddress;
  origin_url: string;
  final_total: number;
  final_total_cents: number;
  guest_email: string | null;
  is_guest: boolean;
  promo_code?: { code: string; discount_amount: number; free_shipping: boolean };
}

type CartBody = Parameters<typeof api.payments.checkout.cart.$post>[0]["json"];

/**
 * The basket as the server reads it: lines by id and quantity (the catalogue prices them), the address, the total
 * the customer saw in cents (a different total is refused), the guest's e-mail and the promo code alone.
 */
export function basketBody(request: {
  items: readonly { id: string; quantity: number }[];
  shipping_address: CartBody["shipping_address"];
  final_total?: number;
  final_total_cents?: number;
  guest_email: string | null;
  promo_code?: { code: string } | null;
}): CartBody {
  return {
    items: request.items.map(({ id, quantity }) => ({ id, quantity })),
    shipping_address: request.shipping_address,
    // The euro total is read only without the cents one.
    ...(request.final_total_cents !== undefined
      ? { final_total_cents: request.final_total_cents }
      : request.final_total !== undefined
        ? { final_total: request.final_total }
        : {}),
    guest_email: request.guest_email,
    ...(request.promo_code ? { promo_code: { code: request.promo_code.code } } : {}),
  };
}

/** GET /api/payments/checkout/status/{id}: `amount_total` is in cents, like Stripe's. */
export type PaymentStatus = Ok<(typeof api.payments.checkout.status)[":sessionId"]["$get"]>;

export type ShippingQuote = Ok<typeof api.promotions.shipping.$post>;

type Country = Parameters<typeof api.promotions.shipping.$post>[0]["json"]["country"];

export type SimulatedPayment = Parameters<(typeof api.payments.simulated)[":sessionId"]["pay"]["$post"]>[0]["json"];

const CREATE_FAILED = "Erreur lors de la création du paiement";

export const paymentsClient = {
  checkoutCart: (request: CartCheckoutRequest) =>
    call(api.payments.checkout.cart.$post({ json: basketBody(request) }), CREATE_FAILED),
  /** The origin is no longer sent: the server builds the return addresses from its own. */
  checkoutPackage: (packageId: string, _originUrl: string) =>
    call(
      api.payments.checkout.session.$post({
        json: {
          package_id: packageId as Parameters<typeof api.payments.checkout.session.$post>[0]["json"]["package_id"],
        },
      }),
      CREATE_FAILED,
    ),
  status: (sessionId: string) =>
    call(
      api.payments.checkout.status[":sessionId"].$get({ param: { sessionId: segment(sessionId) } }),
      "Échec de la vérification du statut de paiement",
    ),
  /** Delivery for an amount already discounted (cents), to a country of the form. */
  shipping: (cartTotalCents: number, country: string) =>
    call(
      api.promotions.shipping.$post({
        json: { cart_total: centsToEuros(cartTotalCents), country: country as Country },
      }),
      "Frais de livraison indisponibles",
    ),
  /** Empties the signed-in customer's saved basket; `keepalive` lets it finish while the page is left. */
  clearSavedBasket: () => {
    void api.cart.$put({ json: { items: [] } }, { init: { keepalive: true } }).catch(() => undefined);
  },
  simulatedPay: (sessionId: string, payment: SimulatedPayment) =>
    call(
      api.payments.simulated[":sessionId"].pay.$post({ param: { sessionId: segment(sessionId) }, json: payment }),
      "Le paiement n'a pas pu être traité. Veuillez réessayer.",
    ),
  simulatedCancel: (sessionId: string) =>
    call(
      api.payments.simulated[":sessionId"].cancel.$post({ param: { sessionId: segment(sessionId) } }),
      "L'annulation n'a pas pu être enregistrée. Veuillez réessayer.",
    ),
};
