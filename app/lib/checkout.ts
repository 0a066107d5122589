// The checkout and payment pages' rules, pure: stored checkout data, totals, request bodies, error wording and
// the payment-status messages of spec §4 and §8. Money in integer cents.
import { ADDRESS_FIELDS, type AddressErrors, type ShippingAddress } from "#core/checkout";
import { formatAmount, formatEuros } from "#core/money";
import { freeByCode, type OrderDeliveryMethod } from "#core/delivery-methods";
import { combineTotals, DEFAULT_SHIPPING_CENTS, type Totals } from "#core/pricing";
import { readStoredPromotion } from "./applied-promotion";
import { type CheckoutData, checkoutStorageKey } from "./basket";
import { type CartCheckoutRequest, type GiftRequest, PaymentApiError, type PaymentStatus } from "./payments-client";

export type { GiftRequest };

export type CheckoutErrors = AddressErrors & { guest_email?: string };

/** The fields in the order of the page, so the first error found is the first one seen. */
export const CHECKOUT_FIELD_ORDER = ["guest_email", ...ADDRESS_FIELDS] as const;

const isCents = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

/** What a storage entry holds, or undefined when it is absent or not JSON. */
export function readStoredJson(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Stored checkout data, or null when absent, unreadable or without a line (the page then goes back to /panier). The
 * totals are computed again from the lines and the promotion; an entry of the shape before decision 098 is converted.
 */
export function parseCheckoutData(raw: string | null): CheckoutData | null {
  const value = readStoredJson(raw);
  if (typeof value !== "object" || value === null) return null;
  const data = value as Partial<CheckoutData>;
  if (!Array.isArray(data.items) || data.items.length === 0) return null;
  const items = data.items.filter(
    (i) =>
      typeof i === "object" &&
      i !== null &&
      typeof i.id === "string" &&
      typeof i.name === "string" &&
      isCents(i.price) &&
      Number.isSafeInteger(i.quantity) &&
      i.quantity > 0,
  );
  if (items.length !== data.items.length) return null;
  const appliedPromo = readStoredPromotion(data.appliedPromo);
  const shippingCost = isCents(data.shippingCost) ? data.shippingCost : DEFAULT_SHIPPING_CENTS;
  const freeShipping = data.freeShipping === true;
  const totals = combineTotals({
    subtotalCents: items.reduce((sum, i) => sum + i.price * i.quantity, 0),
    discountCents: appliedPromo?.discount_cents ?? 0,
    shippingCents: shippingCost,
    freeShipping,
  });
  return {
    items: items.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })),
    totalAmount: totals.subtotalCents - totals.discountCents,
    appliedPromo,
    freeShipping,
    shippingCost,
    finalTotal: totals.totalCents,
  };
}

/** Where the basket left the data: the key of the visitor's state first, then the other (signed in meanwhile). */
export function checkoutStorageKeys(shortName: string, signedIn: boolean): [string, string] {
  return [checkoutStorageKey(shortName, signedIn), checkoutStorageKey(shortName, !signedIn)];
}

export function cryptoCartStorageKey(shortName: string): string {
  return `${shortName}_crypto_cart_data`;
}

/**
 * Spec §9: subtotal − discount + delivery, delivery free by the server's quote or by the code (home and pickup only:
 * express stays charged, decision 109).
 */
export function checkoutTotals(
  data: CheckoutData,
  shipping: { cents: number; free: boolean },
  method: OrderDeliveryMethod = "home",
): Totals {
  return combineTotals({
    subtotalCents: data.items.reduce((sum, i) => sum + i.price * i.quantity, 0),
    discountCents: data.appliedPromo?.discount_cents ?? 0,
    shippingCents: shipping.cents,
    freeShipping: shipping.free || freeByCode(method, data.appliedPromo?.free_shipping ?? false),
  });
}

/** The server's own figures from a refused checkout (409 "the total changed"), or null if it sent none. */
export function totalsFromConflict(body: Record<string, unknown>): Totals | null {
  const { final_total_cents, subtotal_cents, discount_cents, shipping_cost_cents, free_shipping } = body;
  // The basket's totals: the page adds the gift wrapping it shows (decision 112).
  const wrapping = isCents(body.gift_wrapping_cents) ? body.gift_wrapping_cents : 0;
  if (![final_total_cents, subtotal_cents, discount_cents, shipping_cost_cents].every(isCents)) return null;
  return {
    subtotalCents: subtotal_cents as number,
    discountCents: discount_cents as number,
    shippingCents: shipping_cost_cents as number,
    freeShipping: free_shipping === true,
    totalCents: (final_total_cents as number) - wrapping,
  };
}

/**
 * The basket part of a checkout body (card or crypto), only what the server reads: the lines by id and quantity (the
 * catalogue prices them), the total the customer saw in cents (a different one is refused), the code alone (the
 * server computes its discount and delivery again).
 */
export function basketRequest(input: {
  items: readonly { id: string; quantity: number }[];
  promo: CheckoutData["appliedPromo"];
  address: ShippingAddress;
  /** Null when not known yet (a link's lines before the delivery is quoted): the server then computes it alone. */
  totalCents: number | null;
  guestEmail: string | null;
  /** The pickup point chosen (decision 103); absent or null: not a pickup delivery. */
  pickupPointId?: string | null;
  /** Express when chosen (decision 109); absent: home, or pickup with its point. */
  express?: boolean;
  /** « C'est un cadeau » (decision 112); absent or null: not a gift. */
  gift?: GiftRequest | null;
}): CartCheckoutRequest {
  return {
    items: input.items.map(({ id, quantity }) => ({ id, quantity })),
    shipping_address: input.address,
    ...(input.pickupPointId ? { delivery_method: "pickup" as const, pickup_point_id: input.pickupPointId } : {}),
    ...(input.express && !input.pickupPointId ? { delivery_method: "express" as const } : {}),
    ...(input.totalCents === null ? {} : { final_total_cents: input.totalCents }),
    guest_email: input.guestEmail,
    ...(input.promo ? { promo_code: { code: input.promo.code } } : {}),
    ...(input.gift ? { gift: input.gift } : {}),
  };
}

/** What the checkout page hands to the card request or to the crypto page: the basket, the address, the delivery. */
export interface CheckoutOrder {
  data: CheckoutData;
  address: ShippingAddress;
  totals: Totals;
  guestEmail: string | null;
  /** The pickup point chosen (decision 103). */
  pickupPointId?: string | null;
  /** Express chosen (decision 109). */
  express?: boolean;
  /** « C'est un cadeau » (decision 112); `totals` then include the wrapping. */
  gift?: GiftRequest | null;
}

export function cartCheckoutRequest(input: CheckoutOrder): CartCheckoutRequest {
  return basketRequest({
    items: input.data.items,
    promo: input.data.appliedPromo,
    address: input.address,
    totalCents: input.totals.totalCents,
    guestEmail: input.guestEmail,
    pickupPointId: input.pickupPointId,
    express: input.express,
    gift: input.gift,
  });
}

/** Spec §3 "crypto cart data", in cents, read by /crypto-payment. */
export interface CryptoCartData {
  items: CheckoutData["items"];
  /** After discount */
  total: number;
  final_total: number;
  applied_promo: CheckoutData["appliedPromo"];
  shipping_address: ShippingAddress;
  guest_email: string | null;
  is_guest: boolean;
  /** The pickup point chosen at checkout, sent with the order (decision 103). */
  pickup_point_id?: string;
  /** Express chosen at checkout (decision 109). */
  express?: true;
  /** « C'est un cadeau » chosen at checkout (decision 112), sent as it is: the server checks it. */
  gift?: GiftRequest;
}

export function cryptoCartData(input: CheckoutOrder): CryptoCartData {
  return {
    ...(input.pickupPointId ? { pickup_point_id: input.pickupPointId } : {}),
    ...(input.express ? { express: true as const } : {}),
    ...(input.gift ? { gift: input.gift } : {}),
    items: input.data.items,
    total: input.totals.subtotalCents - input.totals.discountCents,
    final_total: input.totals.totalCents,
    applied_promo: input.data.appliedPromo,
    shipping_address: input.address,
    guest_email: input.guestEmail,
    is_guest: input.guestEmail !== null,
  };
}

/** The checkout's button: "Finaliser l'achat - 32,98 €" (non-breaking space, like every price). */
export function finaliseLabel(totalCents: number): string {
  return `Finaliser l'achat - ${formatEuros(totalCents)}`;
}

export const NO_CHECKOUT_URL = "Aucune URL de checkout reçue";
const NETWORK_FAILURE = "Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.";

/** Spec §8: "Erreur lors du paiement: {message}". */
export function cardCheckoutErrorMessage(err: unknown): string {
  const message =
    err instanceof PaymentApiError || (err instanceof Error && err.message === NO_CHECKOUT_URL)
      ? err.message
      : NETWORK_FAILURE;
  return `Erreur lors du paiement: ${message}`;
}

/** The field errors of a refused form (400 with an `errors` map), so each shows under its field. */
export function fieldErrorsFrom(err: unknown): CheckoutErrors {
  if (!(err instanceof PaymentApiError) || err.status !== 400) return {};
  const errors = err.body.errors;
  if (typeof errors !== "object" || errors === null) return {};
  const known = new Set<string>(CHECKOUT_FIELD_ORDER);
  const found = Object.fromEntries(
    Object.entries(errors).filter(([field, message]) => known.has(field) && typeof message === "string"),
  ) as CheckoutErrors;
  // The pages ask a guest's e-mail once, in the e-mail field: the server's guest_email error shows there.
  const { guest_email, ...rest } = found;
  return guest_email && !rest.email ? { ...rest, email: guest_email } : rest;
}

export function firstErrorField(errors: CheckoutErrors): (typeof CHECKOUT_FIELD_ORDER)[number] | null {
  return CHECKOUT_FIELD_ORDER.find((field) => errors[field]) ?? null;
}

/** "32,98 €": the amount of a payment status (cents); a currency other than the euro keeps its code. */
export function formatPaidAmount(cents: number, currency: string): string {
  return currency.toLowerCase() === "eur"
    ? formatEuros(cents)
    : `${formatAmount(cents)}\u00a0${currency.toUpperCase()}`;
}

// Payment status polling (spec §4).

export const POLL_INTERVAL_MS = 2000;
/** /paiement gives up after this many pending answers; the success page never does. */
export const DIRECT_PURCHASE_MAX_POLLS = 5;

export type PollState =
  | { phase: "idle" }
  | { phase: "pending"; status: PaymentStatus | null; attempts: number }
  | { phase: "paid"; status: PaymentStatus }
  | { phase: "expired"; status: PaymentStatus }
  | { phase: "review"; status: PaymentStatus }
  | { phase: "timeout"; status: PaymentStatus }
  | { phase: "error"; message: string; network: boolean };

export const REVIEW_MESSAGE =
  "Votre paiement est en cours de vérification par notre équipe : nous vous contactons par e-mail très vite.";

export const VERIFICATION_NETWORK_ERROR = "Erreur lors de la vérification. Veuillez réessayer.";

/** The state after the `attempts`-th answer: only "pending" polls again. */
export function afterStatus(status: PaymentStatus, attempts: number, maxAttempts = Infinity): PollState {
  if (status.payment_status === "paid") return { phase: "paid", status };
  if (status.review) return { phase: "review", status };
  if (status.status === "expired") return { phase: "expired", status };
  if (attempts >= maxAttempts) return { phase: "timeout", status };
  return { phase: "pending", status, attempts };
}

export function afterPollError(err: unknown): PollState {
  return err instanceof PaymentApiError
    ? { phase: "error", message: err.message, network: false }
    : { phase: "error", message: VERIFICATION_NETWORK_ERROR, network: true };
}

export interface Banner {
  tone: "info" | "success" | "error";
  text: string;
}

/** The /paiement page's status banner, word for word from spec §8. */
export function directPurchaseBanner(state: PollState): Banner | null {
  switch (state.phase) {
    case "idle":
      return null;
    case "pending":
      return { tone: "info", text: "Traitement du paiement en cours..." };
    case "paid":
      return { tone: "success", text: "Paiement réussi ! Merci pour votre achat." };
    case "expired":
      return { tone: "error", text: "Session de paiement expirée. Veuillez réessayer." };
    case "timeout":
      return { tone: "error", text: "Vérification du paiement expirée. Veuillez vérifier votre email." };
    case "review":
      return { tone: "error", text: REVIEW_MESSAGE };
    case "error":
      return {
        tone: "error",
        text: state.network ? VERIFICATION_NETWORK_ERROR : "Échec de la vérification du statut de paiement",
      };
  }
}
