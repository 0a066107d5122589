import { cryptoNotes, settleCryptoInvoice } from "./settle-crypto";
import { isConnectionLost } from "#server/db/connection-lost";
import { claimStaleOrders, type Order } from "#server/modules/orders/service";
import { clock, type ShopContext } from "./context";
import { drainClaimed } from "./drain-claimed";
import { flagOrder, fulfilOrder, isPaidSession, releaseOrder, type SettleOutcome } from "./settle-payment";

// The expiry job: an unpaid order past its payment window gives its stock and code back, but only once its
// provider has said it was not paid (docs/decisions/013-expiry-asks-the-provider.md). A payment taken while the
// shop was down (killed between the provider's "paid" and the fulfilment) is fulfilled here instead of released.

/** An order is released one minute after its payment window: the provider's own window closes then too. */
export const EXPIRY_GRACE_MS = 60_000;
/** One instance's claim on an order while it asks the provider; also when a silent provider is asked again. */
export const EXPIRY_CLAIM_MS = 5 * 60_000;
/**
 * How long after its payment window an order waits for a provider that does not answer: after that it is released
 * anyway and flagged for the team (a late webhook still pays it, taking the stock again or flagging it).
 */
export const UNREACHABLE_PROVIDER_RELEASE_MS = 60 * 60_000;

export interface ExpiryReport {
  /** Not paid: reservations given back. */
  released: number;
  /** Paid after all (the provider said so): fulfilled instead. */
  paid: number;
  /** Kept for a later run: the provider did not answer, or the payment is still being confirmed. */
  waiting: number;
  /** Released or left unpaid with a note for the team (under-paid, provider silent for too long). */
  flagged: number;
}

export const unreachableNote = (order: Order) =>
  `Le fournisseur de paiement (${order.provider}) n'a pas répondu pendant l'heure qui a suivi la fin du paiement : commande libérée sans confirmation. Vérifier dans son tableau de bord si elle a été payée.`;

/**
 * Settles every pending order whose payment window closed more than `graceMs` ago. Each is claimed (SKIP LOCKED and
 * a mark), then its provider is asked outside any transaction, then the order is locked again and re-checked by
 * the workflow that acts on the answer: several instances can run this together.
 */
export async function expireStaleOrders(ctx: ShopContext, graceMs = EXPIRY_GRACE_MS): Promise<ExpiryReport> {
  const now = clock(ctx);
  const moment = new Date(now.getTime() - graceMs);
  const report: ExpiryReport = { released: 0, paid: 0, waiting: 0, flagged: 0 };
  // A provider that failed to answer once in this run is not asked again for the next orders (its timeouts add up).
  const silent = new Set<string>();
  return drainClaimed(
    report,
    (limit) => claimStaleOrders(ctx.db, { moment, now, claimUntil: new Date(now.getTime() + EXPIRY_CLAIM_MS), limit }),
    (order) => settleStaleOrder(ctx, order, { moment, now, silent }),
    // Kept: the claim runs out and a later run tries again (on a new connection if this one was lost: a warning).
    (order, err) =>
      ctx.logger[isConnectionLost(err) ? "warn" : "error"](
        { orderId: order.id, error: err instanceof Error ? err.name : "erreur" },
        "commande non expirée",
      ),
  );
}

interface Run {
  moment: Date;
  now: Date;
  silent: Set<string>;
}

type Outcome = keyof ExpiryReport;

async function settleStaleOrder(ctx: ShopContext, order: Order, run: Run): Promise<Outcome> {
  // No session: the shop stopped before opening it, so the customer never reached a payment page.
  if (!order.providerSessionId) return release(ctx, order, run);
  const providerKey = `${order.paymentMethod}:${order.provider}`;
  if (run.silent.has(providerKey)) return unreachable(ctx, order, run);
  const ask = async <T>(call: () => Promise<T>): Promise<T | null> => {
    try {
      return await call();
    } catch (err) {
      ctx.logger.warn(
        { orderId: order.id, provider: order.provider, error: err instanceof Error ? err.name : "erreur" },
        "le fournisseur de paiement ne répond pas",
      );
      run.silent.add(providerKey);
      return null;
    }
  };
  return order.paymentMethod === "crypto"
    ? settleStaleCrypto(ctx, order, run, ask)
    : settleStaleCard(ctx, order, run, ask);
}

type Ask = <T>(call: () => Promise<T>) => Promise<T | null>;

async function settleStaleCard(ctx: ShopContext, order: Order, run: Run, ask: Ask): Promise<Outcome> {
  const sessionId = order.providerSessionId!;
  let session = await ask(() => ctx.card.getSession(sessionId));
  if (!session) return unreachable(ctx, order, run);
  if (session.status === "open" && !isPaidSession(session)) {
    // Closed at the provider first, so that nobody pays it once its stock is given back.
    await ctx.card.expireSession(sessionId).catch(() => undefined);
    session = await ask(() => ctx.card.getSession(sessionId));
    if (!session) return unreachable(ctx, order, run);
    if (session.status === "open" && !isPaidSession(session)) return unreachable(ctx, order, run);
  }
  if (isPaidSession(session)) return settled(await fulfilOrder(ctx, { orderId: order.id, session }));
  return release(ctx, order, run);
}

async function settleStaleCrypto(ctx: ShopContext, order: Order, run: Run, ask: Ask): Promise<Outcome> {
  const invoice = await ask(() => ctx.crypto.getInvoice(order.providerSessionId!));
  if (!invoice) return unreachable(ctx, order, run);
  if (invoice.status === "New") {
    // The provider's window is about to close: nothing or not enough was paid. A payment arriving later is a late
    // payment, honoured by its webhook.
    if (invoice.additionalStatus !== "PaidPartial") return release(ctx, order, run);
    await flagOrder(ctx, { orderId: order.id, note: cryptoNotes.partialExpired(invoice), release: "expired" });
    return "flagged";
  }
  // Settled → paid, Expired / Invalid → released or flagged, Processing → kept while it is confirmed.
  return settled(await settleCryptoInvoice(ctx, order, invoice));
}

function settled(outcome: SettleOutcome): Outcome {
  if (outcome === "paid" || outcome === "already-paid") return "paid";
  if (outcome === "released") return "released";
  if (outcome === "flagged") return "flagged";
  return "waiting";
}

async function release(ctx: ShopContext, order: Order, run: Run): Promise<Outcome> {
  const outcome = await releaseOrder(ctx, { orderId: order.id, status: "expired", expiredBefore: run.moment });
  return outcome === "released" ? "released" : "waiting";
}

/** The provider did not answer: the order keeps its reservations for a while, then is released and flagged. */
async function unreachable(ctx: ShopContext, order: Order, run: Run): Promise<Outcome> {
  if (run.now.getTime() - order.expiresAt.getTime() < UNREACHABLE_PROVIDER_RELEASE_MS) return "waiting";
  const outcome = await releaseOrder(ctx, {
    orderId: order.id,
    status: "expired",
    expiredBefore: run.moment,
    note: unreachableNote(order),
  });
  return outcome === "released" ? "flagged" : "waiting";
}
