// The browser's calls to the crypto payment API. A refused call throws PaymentApiError (the server's French
// `detail` and the rest of its answer); a network failure throws what fetch throws (a TypeError).
import type { ShippingAddress } from "#core/checkout";
import type { SimulatedCryptoInvoice } from "#server/services";
import { callApi } from "./payments-client";

export type { SimulatedCryptoInvoice };

/** Spec §8: the server's detail, else this. */
export const CRYPTO_CREATE_FAILED = "Échec de la création du paiement";

/** POST /api/crypto/create/cart: the basket of the checkout (spec §3 "crypto cart data"), priced by the server. */
export interface CryptoCartRequest {
  items: { id: string; name: string; price: number; quantity: number }[];
  shipping_address: ShippingAddress;
  origin_url: string;
  /** The total the customer saw (euros and cents): the server refuses (409) a different one. */
  final_total?: number;
  final_total_cents?: number;
  guest_email: string | null;
  is_guest: boolean;
  promo_code?: { code: string; discount_amount: number; free_shipping: boolean };
  currency: string;
}

/** POST /api/crypto/create: one package of the catalogue, delivered free. */
export interface CryptoPackageRequest {
  package_id: string;
  currency: string;
  origin_url: string;
  shipping_address: ShippingAddress;
  guest_email: string | null;
  is_guest: boolean;
}

/** Spec §3 "crypto charge response", plus what the shop adds. */
export interface CryptoCharge {
  /** US dollars. */
  amount: number;
  amount_eur_cents: number;
  /** Decimal string in `currency` ("0.00034629"). */
  crypto_amount: string;
  currency: string;
  charge_id: string;
  /** The provider's payment page: absolute (BTCPay) or a path of the shop (simulator). */
  hosted_url: string;
  expires_at: string;
  reference: string;
}

export type CryptoOrderStatus = "pending" | "paid" | "expired" | "review";

/** GET /api/crypto/status/:chargeId */
export interface CryptoStatusResponse {
  status: CryptoOrderStatus;
  order_status: string;
  reference: string;
  charge_id: string | null;
  expires_at: string;
  paid: boolean;
  redirect_url: string | null;
  invoice_status: string | null;
  additional_status: string | null;
}

export type SimulatedCryptoMode = "full" | "partial" | "late" | "over";

export const cryptoClient = {
  createCart: async (request: CryptoCartRequest) =>
    callApi<CryptoCharge>("POST", "/api/crypto/create/cart", request, CRYPTO_CREATE_FAILED),
  createPackage: async (request: CryptoPackageRequest) =>
    callApi<CryptoCharge>("POST", "/api/crypto/create", request, CRYPTO_CREATE_FAILED),
  status: async (chargeId: string) =>
    (
      await callApi<CryptoStatusResponse>(
        "GET",
        `/api/crypto/status/${encodeURIComponent(chargeId)}`,
        undefined,
        "Échec de la vérification du statut de paiement",
      )
    ).data,
  /** The simulated invoice page's buttons: the invoice as it is afterwards. */
  simulatedPay: async (invoiceId: string, mode: SimulatedCryptoMode) =>
    (
      await callApi<SimulatedCryptoInvoice>(
        "POST",
        `/api/crypto/simulated/${encodeURIComponent(invoiceId)}/pay`,
        { mode },
        "Le paiement simulé n'a pas pu être traité. Veuillez réessayer.",
      )
    ).data,
};
