import type { InferRequestType } from "hono/client";
import { deliveryAddress } from "./addresses";
import type { ApiClient, TypedApi } from "./api-client";
import type { StripeStandIn } from "./stripe-stand-in";

/** The basket checkout's body as the contract declares it (card and crypto share it; crypto adds `currency`). */
export type CartCheckout = InferRequestType<TypedApi["payments"]["checkout"]["cart"]["$post"]>["json"];

let guests = 0;
/** A new guest e-mail on each call: one e-mail may hold only a few unpaid orders at once (MAX_PENDING_ORDERS). */
export function guestEmail(prefix = "invite") {
  guests += 1;
  return `${prefix}.${guests}@example.fr`;
}

/**
 * A basket checkout body the shop accepts, as the basket page sends it (card: `/api/payments/checkout/cart`,
 * crypto: `/api/crypto/create/cart` with a `currency`): one Mr.H perfume for a new guest delivered in Lyon.
 * `overrides` replace whole fields.
 */
export function checkoutBody<O extends Partial<CartCheckout> & { currency?: string }>(
  overrides: O = {} as O,
): CartCheckout & O {
  const email = guestEmail();
  return {
    items: [{ id: "parfum_homme_1", name: "Mr.H — Erba", price: 29.99, quantity: 1 }],
    shipping_address: deliveryAddress(email),
    origin_url: "http://localhost:3000",
    guest_email: email,
    is_guest: true,
    ...overrides,
  };
}

/**
 * `checkoutBody(overrides)` as a signed-in `customer` sends it: no guest e-mail, delivered under the account's own
 * e-mail; without a customer, a guest's.
 */
export function customerCheckoutBody<O extends Partial<CartCheckout>>(
  customer: { email: string } | undefined,
  overrides: O = {} as O,
) {
  const body = checkoutBody({ ...overrides, ...(customer ? { is_guest: false, guest_email: undefined } : {}) });
  if (customer) body.shipping_address.email = customer.email;
  return body;
}

/**
 * A basket checkout by card (`body`), by the customer whose session `cookie` names or a guest: the order's reference
 * and its payment session; refused, it throws with the shop's message.
 */
export async function placeCardCheckout(api: ApiClient, body: CartCheckout, cookie?: string) {
  const placed = await api.call<{ url: string; reference: string; detail?: string }>(
    "POST",
    "/api/payments/checkout/cart",
    { body, cookie },
  );
  if (placed.status !== 200) throw new Error(`commande refusée : ${placed.status} ${placed.body.detail ?? ""}`);
  return { reference: placed.body.reference, url: placed.body.url, sessionId: placed.body.url.split("/").pop()! };
}

/** Pays a card checkout's session on the simulated payment page (`url` is the checkout's answer). */
export async function payOnSimulatedPage(api: ApiClient, url: string) {
  const paid = await api.call("POST", `/api/payments/simulated/${url.split("/").pop()!}/pay`, {
    body: { card_number: "4242 4242 4242 4242" },
  });
  if (paid.status !== 200) throw new Error(`paiement simulé refusé : ${paid.status}`);
}

/** A basket checkout (`checkoutBody(overrides)`) paid on the simulated card page: the order's reference. */
export async function paidSimulatedOrder(api: ApiClient, overrides: Partial<CartCheckout> = {}) {
  const placed = await api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
    body: checkoutBody(overrides),
  });
  if (placed.status !== 200) throw new Error(`commande refusée : ${placed.status}`);
  await payOnSimulatedPage(api, placed.body.url);
  return placed.body.reference;
}

/**
 * Two Mr.H perfumes ordered by card and paid on the Stripe stand-in (the app set up with it): the order's reference
 * and the payment intent its refunds go to.
 */
export async function paidStripeOrder(api: ApiClient, standIn: StripeStandIn) {
  const placed = await api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
    body: checkoutBody({ items: [{ id: "parfum_homme_1", quantity: 2 }] }),
  });
  if (placed.status !== 200) throw new Error(`commande refusée : ${placed.status}`);
  const sessionId = [...standIn.sessions.keys()].at(-1)!;
  const session = standIn.pay(sessionId);
  const status = await api.call<{ order_status: string }>("GET", `/api/payments/checkout/status/${sessionId}`);
  if (status.body.order_status !== "paid") throw new Error(`commande non payée : ${status.body.order_status}`);
  return { reference: placed.body.reference, paymentIntent: session.payment_intent! };
}
