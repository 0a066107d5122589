import Stripe from "stripe";
import {
  type CardEvent,
  type CardProvider,
  type CheckoutSessionInput,
  type ProviderRefund,
  type ProviderSession,
  REFUND_EVENT_TYPES,
  RefundNotMadeError,
  WebhookSignatureError,
} from "./card-provider";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the Stripe API (a local stand-in in tests): http://127.0.0.1:12111 */
  apiUrl?: string;
  /** How long one request may take, and how often the SDK retries it (tests shorten them). */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** Stripe's refund as the shop reads it. */
export function fromStripeRefund(refund: Stripe.Refund): ProviderRefund {
  const intent = Number(refund.metadata?.refund_intent);
  return {
    id: refund.id,
    amountCents: refund.amount,
    status:
      refund.status === "failed" || refund.status === "canceled"
        ? refund.status
        : refund.status === "succeeded"
          ? "succeeded"
          : "pending",
    intentId: Number.isSafeInteger(intent) && intent > 0 ? intent : null,
    failure: refund.failure_reason ?? null,
  };
}

/**
 * Errors after which Stripe certainly made no refund: it refused the request (invalid, card, authentication,
 * permission) or turned it away unprocessed (rate limit). A server error, a lost connection, a timeout or an
 * idempotency conflict leave it unknown.
 */
function certainlyNotMade(err: unknown): boolean {
  if (!(err instanceof Stripe.errors.StripeError)) return false;
  return [
    "StripeInvalidRequestError",
    "StripeCardError",
    "StripeAuthenticationError",
    "StripePermissionError",
    "StripeRateLimitError",
  ].includes(err.type);
}

const COUNTRY_CODES = ["FR", "BE", "CH", "LU"] as const;

/**
 * Stripe refuses an `expires_at` less than 30 minutes after it creates the session, and the order's 30 minutes
 * started when it was written, a little earlier: the session is given one more minute (the grace the expiry job
 * allows before releasing an unpaid order). Derived from the order alone, so a retried call sends the same
 * parameters under the same idempotency key.
 */
const STRIPE_EXPIRY_MARGIN_SECONDS = 60;

/** Maps a Stripe Checkout Session to what the shop reads. */
export function fromStripeSession(session: Stripe.Checkout.Session): ProviderSession {
  const shipping = session.collected_information?.shipping_details ?? null;
  return {
    id: session.id,
    status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    paymentStatus:
      session.payment_status === "paid"
        ? "paid"
        : session.payment_status === "no_payment_required"
          ? "no_payment_required"
          : "unpaid",
    amountTotalCents: session.amount_total,
    currency: session.currency,
    orderId: session.client_reference_id,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    shipping: shipping
      ? {
          name: shipping.name,
          phone: session.customer_details?.phone ?? null,
          line1: shipping.address.line1,
          line2: shipping.address.line2,
          city: shipping.address.city,
          postalCode: shipping.address.postal_code,
          country: shipping.address.country,
        }
      : null,
  };
}

/** Card payments through Stripe Checkout: hosted page in EUR, webhooks signed with the endpoint's secret. */
export function createStripeProvider(options: StripeOptions): CardProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });

  const paymentOf = async (sessionId: string) => {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const paymentIntent =
      typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw new Error(`la session ${sessionId} n'a pas de paiement à rembourser`);
    return paymentIntent;
  };

  return {
    name: "stripe",
    async createSession(input: CheckoutSessionInput) {
      // One idempotency key per order: a retried call never opens a second session for it.
      const idempotencyKey = `commande-${input.orderId}`;
      let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
      if (input.discountCents > 0) {
        const coupon = await stripe.coupons.create(
          {
            amount_off: input.discountCents,
            currency: input.currency,
            duration: "once",
            max_redemptions: 1,
            name: `Réduction commande ${input.reference}`,
          },
          { idempotencyKey: `${idempotencyKey}-remise` },
        );
        discounts = [{ coupon: coupon.id }];
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          locale: "fr",
          currency: input.currency,
          client_reference_id: input.orderId,
          customer_email: input.customerEmail ?? undefined,
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: input.currency,
              unit_amount: line.unitPriceCents,
              product_data: { name: line.name },
            },
          })),
          discounts,
          shipping_options:
            input.shippingCents > 0 || !input.collectAddress
              ? [
                  {
                    shipping_rate_data: {
                      type: "fixed_amount",
                      display_name: input.shippingCents > 0 ? "Livraison" : "Livraison offerte",
                      fixed_amount: { amount: input.shippingCents, currency: input.currency },
                    },
                  },
                ]
              : undefined,
          shipping_address_collection: input.collectAddress ? { allowed_countries: [...COUNTRY_CODES] } : undefined,
          phone_number_collection: input.collectAddress ? { enabled: true } : undefined,
          metadata: {
            order_id: input.orderId,
            reference: input.reference,
            package_name: input.packageName ?? `Commande ${input.reference}`,
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.ceil(input.expiresAt.getTime() / 1000) + STRIPE_EXPIRY_MARGIN_SECONDS,
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe n'a pas donné d'adresse de paiement pour la session ${session.id}`);
      return { sessionId: session.id, url: session.url };
    },
    async getSession(sessionId) {
      return fromStripeSession(await stripe.checkout.sessions.retrieve(sessionId));
    },
    async expireSession(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async refund(input) {
      let paymentIntent: string;
      try {
        paymentIntent = await paymentOf(input.sessionId);
      } catch (err) {
        // The refund itself was never asked.
        throw new RefundNotMadeError(err instanceof Error ? err.message : "session illisible", { cause: err });
      }
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: input.amountCents,
            metadata: { reference: input.reference, refund_intent: String(input.intentId) },
          },
          { idempotencyKey: `remboursement-${input.idempotencyKey}` },
        );
        return fromStripeRefund(refund);
      } catch (err) {
        if (certainlyNotMade(err)) {
          throw new RefundNotMadeError(err instanceof Error ? err.message : "refusé", { cause: err });
        }
        throw err;
      }
    },
    async refundsOf(sessionId) {
      const paymentIntent = await paymentOf(sessionId);
      const refunds = await stripe.refunds
        .list({ payment_intent: paymentIntent, limit: 100 })
        .autoPagingToArray({ limit: 1000 });
      return refunds.map(fromStripeRefund);
    },
    async sessionOfPayment(paymentIntent) {
      const found = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
      return found.data[0]?.id ?? null;
    },
    verifyEvent(rawBody, signatureHeader): CardEvent {
      if (!signatureHeader) throw new WebhookSignatureError("En-tête Stripe-Signature absent.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : "Signature invalide.");
      }
      const object = event.data.object as { object?: string; payment_intent?: string | { id: string } | null };
      if ((object.object === "charge" || object.object === "refund") && REFUND_EVENT_TYPES.includes(event.type)) {
        const paymentIntent =
          typeof object.payment_intent === "string" ? object.payment_intent : object.payment_intent?.id;
        return {
          id: event.id,
          type: event.type,
          session: emptySession(),
          ...(paymentIntent ? { payment: { paymentIntent } } : {}),
        };
      }
      if (object.object !== "checkout.session") return { id: event.id, type: event.type, session: emptySession() };
      return { id: event.id, type: event.type, session: fromStripeSession(object as Stripe.Checkout.Session) };
    },
  };
}

function emptySession(): ProviderSession {
  return {
    id: "",
    status: "open",
    paymentStatus: "unpaid",
    amountTotalCents: null,
    currency: null,
    orderId: null,
    customerEmail: null,
    shipping: null,
  };
}
