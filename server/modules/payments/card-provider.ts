// What the shop needs of a card payment provider. Two implement it: the built-in simulator (default) and Stripe.
import type { Db } from "#server/db/client";

export interface CheckoutSessionInput {
  orderId: string;
  reference: string;
  /** Goods at their catalogue unit price; shipping and discount come apart. */
  lines: { name: string; unitPriceCents: number; quantity: number }[];
  shippingCents: number;
  discountCents: number;
  /** What the customer must pay: lines − discount + shipping, computed by the server. */
  totalCents: number;
  currency: "eur";
  customerEmail: string | null;
  /** Direct purchase: the package's name, returned as metadata.package_name. */
  packageName: string | null;
  /** Direct purchase: the payment page asks for the e-mail and the delivery address. */
  collectAddress: boolean;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

/** A checkout session as the shop reads it, whoever the provider. */
export interface ProviderSession {
  id: string;
  /** open, complete (the customer went through) or expired */
  status: "open" | "complete" | "expired";
  /** paid, unpaid, or no_payment_required */
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountTotalCents: number | null;
  currency: string | null;
  /** Our order id, as client_reference_id. */
  orderId: string | null;
  customerEmail: string | null;
  /** Delivery details collected by the payment page (direct purchase). */
  shipping: {
    name: string | null;
    phone: string | null;
    line1: string | null;
    line2: string | null;
    city: string | null;
    postalCode: string | null;
    country: string | null;
  } | null;
}

export type CardEventType =
  | "checkout.session.completed"
  | "checkout.session.async_payment_succeeded"
  | "checkout.session.async_payment_failed"
  | "checkout.session.expired";

export const CARD_EVENT_TYPES: readonly string[] = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
];

export interface CardEvent {
  id: string;
  /** One of CARD_EVENT_TYPES, or another type the shop ignores. */
  type: string;
  session: ProviderSession;
}

export class WebhookSignatureError extends Error {}

export interface RefundInput {
  sessionId: string;
  amountCents: number;
  idempotencyKey: string;
  /** Our order's reference, kept with the refund on the provider's side. */
  reference: string;
}

export interface CardProvider {
  readonly name: "simulated" | "stripe";
  createSession(input: CheckoutSessionInput): Promise<{ sessionId: string; url: string }>;
  /**
   * Only a provider whose sessions live in the shop's own database (the simulator): the session written in the
   * transaction that places the order, so the order is committed with its session, in one commit, or not at all.
   */
  createSessionIn?(tx: Db, input: CheckoutSessionInput): Promise<{ sessionId: string; url: string }>;
  getSession(sessionId: string): Promise<ProviderSession>;
  /** Ends an open session so it can no longer be paid (cancelled by the customer). */
  expireSession(sessionId: string): Promise<void>;
  /**
   * Pays back `amountCents` of a paid session. The same `idempotencyKey` never refunds twice, however often the
   * call is repeated (a retry after a lost answer gets the first refund's id).
   */
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /** Checks the signature over the raw body and reads the event; throws WebhookSignatureError otherwise. */
  verifyEvent(rawBody: string, signatureHeader: string | undefined): CardEvent;
}
