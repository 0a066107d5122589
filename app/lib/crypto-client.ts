// The browser's calls to the crypto payment API (api-client.ts). A refused call throws PaymentApiError
// (ApiCallError: the server's French `detail` and the rest of its answer); a network failure throws what fetch
// throws (a TypeError).
import type { ShippingAddress } from "#core/checkout";
import { api, call, callApi, type Ok, segment } from "./api-client";
import type { CartCheckoutRequest } from "./payments-client";

/** Spec §8: the server's detail, else this. */
export const CRYPTO_CREATE_FAILED = "Échec de la création du paiement";

/** POST /api/crypto/create/cart: the basket of the checkout (spec §3 "crypto cart data"), priced by the server. */
export type CryptoCartRequest = CartCheckoutRequest & { currency: string };

/** POST /api/crypto/create: one package of the catalogue, delivered free. */
export interface CryptoPackageRequest {
  package_id: string;
  currency: string;
  origin_url: string;
  shipping_address: ShippingAddress;
  guest_email: string | null;
  is_guest: boolean;
}

type PackageId = Parameters<typeof api.crypto.create.$post>[0]["json"]["package_id"];

/** Spec §3 "crypto charge response", plus what the shop adds. */
export type CryptoCharge = Ok<typeof api.crypto.create.$post>;

/** GET /api/crypto/status/:chargeId */
export type CryptoStatusResponse = Ok<(typeof api.crypto.status)[":chargeId"]["$get"]>;

export type CryptoOrderStatus = CryptoStatusResponse["status"];

/** What the simulated invoice page shows (and its API answers). */
export type SimulatedCryptoInvoice = Ok<(typeof api.crypto.simulated)[":invoiceId"]["$get"]>;

export type SimulatedCryptoMode = Parameters<
  (typeof api.crypto.simulated)[":invoiceId"]["pay"]["$post"]
>[0]["json"]["mode"];

export const cryptoClient = {
  createCart: async (request: CryptoCartRequest) =>
    callApi(api.crypto.create.cart.$post({ json: request }), CRYPTO_CREATE_FAILED),
  createPackage: async (request: CryptoPackageRequest) =>
    callApi(
      api.crypto.create.$post({
        json: {
          package_id: request.package_id as PackageId,
          currency: request.currency,
          shipping_address: request.shipping_address,
          guest_email: request.guest_email,
        },
      }),
      CRYPTO_CREATE_FAILED,
    ),
  status: async (chargeId: string) =>
    call(
      api.crypto.status[":chargeId"].$get({ param: { chargeId: segment(chargeId) } }),
      "Échec de la vérification du statut de paiement",
    ),
  /** The simulated invoice page's buttons: the invoice as it is afterwards. */
  simulatedPay: async (invoiceId: string, mode: SimulatedCryptoMode) =>
    call(
      api.crypto.simulated[":invoiceId"].pay.$post({ param: { invoiceId: segment(invoiceId) }, json: { mode } }),
      "Le paiement simulé n'a pas pu être traité. Veuillez réessayer.",
    ),
};
