// The browser's calls to the payments API. A refused call throws PaymentApiError with the server's French
// `detail` and the rest of its answer; a network failure throws what fetch throws (a TypeError).
import type { ShippingAddress } from "#core/checkout";

export class PaymentApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The whole answer: `field` and `errors` of a refused form, the server's totals of a changed total… */
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * A JSON call to the shop's API with the session cookie; also gives the server's clock (the Date header), for
 * countdowns that must not trust the device's. A refusal throws PaymentApiError with the server's `detail`.
 */
export async function callApi<T>(
  method: "GET" | "POST",
  path: string,
  body: unknown,
  fallback: string,
): Promise<{ data: T; serverTime: number | null }> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const detail = typeof data.detail === "string" && data.detail ? data.detail : fallback;
    throw new PaymentApiError(detail, res.status, data);
  }
  const date = Date.parse(res.headers.get("date") ?? "");
  return { data: data as T, serverTime: Number.isNaN(date) ? null : date };
}

async function call<T>(method: "GET" | "POST", path: string, body: unknown, fallback: string): Promise<T> {
  return (await callApi<T>(method, path, body, fallback)).data;
}

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

/** GET /api/payments/checkout/status/{id}: `amount_total` is in cents, like Stripe's. */
export interface PaymentStatus {
  payment_status: "paid" | "unpaid";
  status: "complete" | "open" | "expired";
  order_status: string;
  order_id: string;
  /** Not paid and waiting for the team's check (an under-paid crypto invoice…). */
  review: boolean;
  amount_total: number;
  currency: string;
  session_id: string | null;
  reference: string;
  metadata: { package_name: string };
}

export interface ShippingQuote {
  shipping_cost_cents: number;
  free_shipping: boolean;
  message: string;
}

export interface SimulatedPayment {
  card_number: string;
  email?: string;
  name?: string;
  phone?: string;
  line1?: string;
  line2?: string;
  city?: string;
  postal_code?: string;
  country?: "FR" | "BE" | "CH" | "LU";
}

const CREATE_FAILED = "Erreur lors de la création du paiement";

export const paymentsClient = {
  checkoutCart: (request: CartCheckoutRequest) =>
    call<{ url?: string; reference?: string; total_cents?: number }>(
      "POST",
      "/api/payments/checkout/cart",
      request,
      CREATE_FAILED,
    ),
  checkoutPackage: (packageId: string, originUrl: string) =>
    call<{ url?: string }>(
      "POST",
      "/api/payments/checkout/session",
      { package_id: packageId, origin_url: originUrl },
      CREATE_FAILED,
    ),
  status: (sessionId: string) =>
    call<PaymentStatus>(
      "GET",
      `/api/payments/checkout/status/${encodeURIComponent(sessionId)}`,
      undefined,
      "Échec de la vérification du statut de paiement",
    ),
  /** Delivery for an amount already discounted (cents), to a country of the form. */
  shipping: (cartTotalCents: number, country: string) =>
    call<ShippingQuote>(
      "POST",
      "/api/promotions/shipping",
      { cart_total: cartTotalCents / 100, country },
      "Frais de livraison indisponibles",
    ),
  /** Empties the signed-in customer's saved basket; `keepalive` lets it finish while the page is left. */
  clearSavedBasket: () => {
    void fetch("/api/cart", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [] }),
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => undefined);
  },
  simulatedPay: (sessionId: string, payment: SimulatedPayment) =>
    call<{ outcome: "paid" | "declined"; redirect_url: string }>(
      "POST",
      `/api/payments/simulated/${encodeURIComponent(sessionId)}/pay`,
      payment,
      "Le paiement n'a pas pu être traité. Veuillez réessayer.",
    ),
  simulatedCancel: (sessionId: string) =>
    call<{ outcome: "cancelled"; redirect_url: string }>(
      "POST",
      `/api/payments/simulated/${encodeURIComponent(sessionId)}/cancel`,
      undefined,
      "L'annulation n'a pas pu être enregistrée. Veuillez réessayer.",
    ),
};
