import type { TrustedProxies } from "#server/lib/trusted-proxies";
import type { LegalIdentity } from "#core/legal-identity";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/logger";
import type { Mailer } from "#server/modules/mail/service";
import type { CardProvider } from "#server/modules/payments/card-provider";
import type { CryptoProvider } from "#server/modules/crypto/provider";
import type { CarrierProvider } from "#server/modules/shipping/carrier/carrier-provider";
import type { ShippingRates } from "#server/modules/shipping/rates";

/** Business events told after the database confirmed them (their transaction committed and changed the order). */
export interface ShopEvents {
  orderPlaced(provider: string): void;
  orderPaid(): void;
  paymentFailed(): void;
}

/** What the cross-module operations (placing, paying, expiring an order) need. */
export interface ShopContext {
  db: Db;
  mailer: Mailer;
  card: CardProvider;
  crypto: CryptoProvider;
  rates: ShippingRates;
  /** The box and padding a parcel's weight counts once (SHIPPING_PACKAGING_GRAMS, decision 109). */
  packagingGrams: number;
  /** The gift wrapping's price (GIFT_WRAPPING_CENTS, decision 112); 0 or absent: not offered. */
  giftWrappingCents?: number;
  /** Before this hour (Paris) on a working day a paid order leaves the same day (`SHIPPING_CUTOFF_HOUR`, decision 100). */
  shippingCutOffHour?: number;
  /** The carrier platform (SHIPPING_PROVIDER, decision 102): its pickup points at checkout (decision 103). */
  carrier: CarrierProvider;
  /** Absolute origin of the shop, without a trailing slash. */
  publicUrl: string;
  shopName: string;
  logger: Logger;
  /** What unpaid orders may hold at once: per account and per e-mail, and per client address. */
  holdLimits: { pendingOrders: number; pendingOrdersPerAddress: number };
  /** Proxies whose X-Forwarded-For is believed for the client's address (`TRUST_PROXY`). */
  trustProxy: TrustedProxies;
  /** Analytics events a client address may send in a minute (`EVENTS_PER_MINUTE_PER_ADDRESS`); default EVENT_LIMIT's. */
  eventsPerMinute?: number;
  /** Pickup-point searches a client address may make in a minute (`PICKUP_POINTS_PER_MINUTE_PER_ADDRESS`). */
  pickupSearchesPerMinute?: number;
  /**
   * The newsletter's pace (`NEWSLETTER_MAILS_PER_MINUTE`), sign-ups per client address and hour
   * (`NEWSLETTER_SIGNUPS_PER_HOUR_PER_ADDRESS`), and where its product photos are served (`MEDIA_PUBLIC_URL`, else
   * the shop's /media); absent: the defaults of server/workflows/newsletter.ts.
   */
  newsletter?: { mailsPerMinute?: number; signupsPerHour?: number; mediaBaseUrl?: string };
  /** The customer service's address, printed with the seller on invoices and credit notes (decision 037). */
  supportEmail?: string;
  /**
   * The LEGAL_* variables: the shop's legal identity while the database holds none (decision 093); absent: empty,
   * every detail « à compléter ».
   */
  legalVariables?: LegalIdentity;
  /** The identity through the read cache (decision 051), for what is shown; absent: read each time. */
  cachedIdentity?: () => Promise<LegalIdentity>;
  now?: () => Date;
  /** The metrics' counters (server/metrics.ts); absent in tests that do not look at them. */
  events?: ShopEvents;
}

export const clock = (ctx: Pick<ShopContext, "now">) => (ctx.now ? ctx.now() : new Date());

/**
 * A call to a payment provider whose failure the shop survives: its answer, or null when it failed — a warning is
 * logged (`fields`, and the error's name or, where it tells what went wrong, its message) and the caller keeps what
 * it has (a later call or the reconciliation asks again).
 */
export async function callProvider<T>(
  ctx: Pick<ShopContext, "logger">,
  ask: () => Promise<T>,
  warning: { fields: Record<string, unknown>; message: string; error?: "name" | "message" },
): Promise<T | null> {
  try {
    return await ask();
  } catch (err) {
    const error = err instanceof Error ? err[warning.error ?? "name"] : "erreur";
    ctx.logger.warn({ ...warning.fields, error }, warning.message);
    return null;
  }
}
