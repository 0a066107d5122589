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

/** Refund events of the provider (decision 079): a refund made or changed, from the shop or the dashboard. */
export const REFUND_EVENT_TYPES: readonly string[] = [
  "charge.refunded",
  "charge.refund.updated",
  "refund.created",
  "refund.updated",
  "refund.failed",
];

export interface CardEvent {
  id: string;
  /** One of CARD_EVENT_TYPES or REFUND_EVENT_TYPES, or another type the shop ignores. */
  type: string;
  session: ProviderSession;
  /** A refund event: the payment it is about (Stripe's payment intent). */
  payment?: { paymentIntent: string };
}

export class WebhookSignatureError extends Error {}

export interface RefundInput {
  sessionId: string;
  amountCents: number;
  idempotencyKey: string;
  /** Our order's reference, kept with the refund on the provider's side. */
  reference: string;
  /** The shop's refund intent, kept in the refund's metadata so the shop finds it again (decision 079). */
  intentId: number;
}

/** A refund as the provider knows it. */
export interface ProviderRefund {
  id: string;
  amountCents: number;
  /** pending and requires_action are made as far as the shop is concerned: the money is on its way back. */
  status: "succeeded" | "pending" | "failed" | "canceled";
  /** The shop's refund intent (metadata), null for a refund made elsewhere (the provider's dashboard). */
  intentId: number | null;
  /** Why it failed, when it did. */
  failure: string | null;
}

/**
 * The provider certainly did not make the refund: it refused it (amount, state of the payment, keys) or was never
 * asked. Any other error leaves the outcome unknown (a lost answer, a timeout): the refund may have been made.
 */
export class RefundNotMadeError extends Error {}

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
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The refunds of a paid session's payment, as the provider knows them (the reconciliation asks this). */
  refundsOf(sessionId: string): Promise<ProviderRefund[]>;
  /** The checkout session a payment belongs to (a refund event names the payment only); null when unknown. */
  sessionOfPayment(paymentIntent: string): Promise<string | null>;
  /** Checks the signature over the raw body and reads the event; throws WebhookSignatureError otherwise. */
  verifyEvent(rawBody: string, signatureHeader: string | undefined): CardEvent;
}
