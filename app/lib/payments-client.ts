// The browser's calls to the payments API (api-client.ts). A refused call throws PaymentApiError (ApiCallError)
// with the server's French `detail` and the rest of its answer; a network failure throws what fetch throws.
import type { ShippingAddress } from "#core/checkout";
import { api, ApiCallError, call, type Ok, segment } from "./api-client";

export { ApiCallError as PaymentApiError };

/**
 * A basket's checkout body (card, and crypto with its currency), only what the server reads (checkout.ts builds it):
 * the lines by id and quantity (the catalogue prices them), the address, the total the customer saw in cents (a
 * different one is refused with 409), the guest's e-mail and the promo code alone (the server applies it again).
 */
export interface CartCheckoutRequest {
  items: { id: string; quantity: number }[];
  shipping_address: ShippingAddress;
  final_total_cents?: number;
  guest_email: string | null;
  promo_code?: { code: string };
  gift?: GiftRequest | null;
}

/**
 * « C'est un cadeau » as the order sends it (decision 112): the card, the wrapping and the price the page showed (the
 * server prices it again and refuses another), the recipient when not the buyer.
 */
export interface GiftRequest {
  message: string;
  wrapping: boolean;
  wrapping_cents?: number;
  recipient?: Omit<ShippingAddress, "email">;
}

/** GET /api/payments/checkout/status/{id}: `amount_total` is in cents, like Stripe's. */
export type PaymentStatus = Ok<(typeof api.payments.checkout.status)[":sessionId"]["$get"]>;

export type SimulatedPayment = Parameters<(typeof api.payments.simulated)[":sessionId"]["pay"]["$post"]>[0]["json"];

const CREATE_FAILED = "Erreur lors de la création du paiement";

export const paymentsClient = {
  checkoutCart: (request: CartCheckoutRequest) =>
    call(api.payments.checkout.cart.$post({ json: request }), CREATE_FAILED),
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
