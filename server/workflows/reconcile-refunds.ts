// What the provider says about refunds, recorded in the shop (docs/decisions/079-refunds-recorded-and-reconciled.md):
// the job that asks about the intents left open (a lost answer, a crash between the call and the record), and the
// refund webhooks, through which a refund made in Stripe's dashboard appears with its credit note — once.
import { formatEuros } from "#core/money";
import { spreadProportionally } from "#core/vat";
import type { Db } from "#server/db/client";
import type { Actor } from "#server/modules/audit/service";
import { findRefundByProviderId, quoteRefund, refundsOf, remainderOf } from "#server/modules/orders/back-office";
import {
  answerRefundIntent,
  claimOpenRefundIntents,
  findRefundIntent,
  findRefundIntentByKey,
  insertRefundIntent,
  isOpenIntent,
  refundIntentsOf,
  withOpenIntents,
} from "#server/modules/orders/refund-intents";
import { findOrderBySession, linesOf, lockOrder, type Order, setOrderFields } from "#server/modules/orders/service";
import type { CardEvent, ProviderRefund } from "#server/modules/payments/card-provider";
import { type EventRef, isPaymentEventRecorded, recordPaymentEvent } from "#server/modules/payments/events";
import { clock, type ShopContext } from "./context";
import { drainClaimed } from "./drain-claimed";
import { applyLocked, checkRefundIntent, settleRefundIntent } from "./refund-order";

/** One instance's claim on an open intent while it asks the provider. */
export const REFUND_CLAIM_MS = 5 * 60_000;
/**
 * Past Stripe's idempotency window (24 h), an intent the provider never made is not asked again (the same key
 * could make a new refund): it is closed as failed and the order flagged for the team.
 */
export const REFUND_GIVE_UP_MS = 24 * 3600_000;

/** Who records a refund made on the provider's side. */
export const STRIPE_ACTOR: Actor = { id: "stripe", email: "Stripe" };

export interface RefundReconciliation {
  /** Made at the provider: applied in the shop. */
  recorded: number;
  /** Refused, or never made: closed. */
  failed: number;
  /** Still without an answer: asked again later. */
  waiting: number;
}

/**
 * Asks the provider about every open intent due for a check (claimed with SKIP LOCKED: several instances share
 * them). A refund found is recorded; none found is asked for again with the same idempotency key (Stripe makes
 * one refund per key), which also completes an intent whose call never left (a crash before it).
 */
export async function reconcileRefunds(ctx: ShopContext): Promise<RefundReconciliation> {
  const now = clock(ctx);
  return drainClaimed(
    { recorded: 0, failed: 0, waiting: 0 },
    (limit) => claimOpenRefundIntents(ctx.db, { now, claimUntil: new Date(now.getTime() + REFUND_CLAIM_MS), limit }),
    async (claimed) => {
      const tooOld = now.getTime() - claimed.createdAt.getTime() > REFUND_GIVE_UP_MS;
      let intent = await checkRefundIntent(ctx, claimed, { resend: !tooOld });
      if (isOpenIntent(intent) && tooOld) intent = await giveUp(ctx, intent.id);
      if (intent.status === "succeeded") return "recorded";
      return intent.status === "failed" ? "failed" : "waiting";
    },
    // Kept: the claim runs out and a later run asks again.
    (claimed, err) =>
      ctx.logger.error(
        { intentId: claimed.id, error: err instanceof Error ? err.message : "erreur" },
        "remboursement non rapproché",
      ),
  );
}

async function giveUp(ctx: ShopContext, intentId: number) {
  return ctx.db.transaction(async (tx) => {
    const first = (await findRefundIntent(tx, intentId))!;
    await lockOrder(tx, first.orderId);
    const now = clock(ctx);
    const closed = await answerRefundIntent(tx, intentId, {
      status: "failed",
      failure: "aucun remboursement trouvé chez le prestataire après 24 h",
      at: now,
    });
    if (closed) {
      await flagLocked(
        tx,
        first.orderId,
        `Le remboursement de ${formatEuros(first.amountCents)} demandé le ${first.createdAt.toISOString().slice(0, 10)} n'a pas été fait par le prestataire : refaites-le si besoin.`,
      );
    }
    return closed ?? (await findRefundIntent(tx, intentId))!;
  });
}

/**
 * A refund event of the provider (`charge.refunded`, `refund.updated`…): the order's refunds are read from the
 * provider (not from the event, which may be late or out of order) and each is recorded once. A redelivered event
 * changes nothing, and neither does an event about a refund the shop already recorded.
 */
export async function handleRefundEvent(
  ctx: ShopContext,
  event: CardEvent & { payment: { paymentIntent: string } },
): Promise<"refunded" | "unchanged" | "duplicate-event" | "unknown-order"> {
  const ref: EventRef = { provider: ctx.card.name, id: event.id, type: event.type };
  if (await isPaymentEventRecorded(ctx.db, ref)) return "duplicate-event";
  const sessionId = await ctx.card.sessionOfPayment(event.payment.paymentIntent);
  const order = sessionId ? await findOrderBySession(ctx.db, sessionId) : null;
  if (!order) {
    const recorded = await ctx.db.transaction((tx) => recordPaymentEvent(tx, ref, null));
    return recorded ? "unknown-order" : "duplicate-event";
  }
  const applied = await reconcileOrderRefunds(ctx, order);
  const recorded = await ctx.db.transaction((tx) => recordPaymentEvent(tx, ref, order.id));
  if (applied > 0) return "refunded";
  return recorded ? "unchanged" : "duplicate-event";
}

/** Every refund the provider knows for this order, recorded in the shop if it is not yet; how many were. */
export async function reconcileOrderRefunds(ctx: ShopContext, order: Order): Promise<number> {
  if (!order.providerSessionId || order.provider !== ctx.card.name) return 0;
  let applied = 0;
  for (const refund of await ctx.card.refundsOf(order.providerSessionId)) {
    if (await recordProviderRefund(ctx, order.id, refund)) applied += 1;
  }
  return applied;
}

/** One refund of the provider: its intent answered, or — made elsewhere — recorded as Stripe's own. */
async function recordProviderRefund(ctx: ShopContext, orderId: string, refund: ProviderRefund): Promise<boolean> {
  const made = refund.status !== "failed" && refund.status !== "canceled";
  const ours = refund.intentId === null ? null : await findRefundIntent(ctx.db, refund.intentId);
  const intent =
    (ours?.orderId === orderId ? ours : null) ?? (await findRefundIntentByKey(ctx.db, externalKey(refund.id)));
  if (intent && isOpenIntent(intent)) {
    const settled = await settleRefundIntent(ctx, intent.id, { kind: "made", refund }, STRIPE_ACTOR);
    return settled.status === "succeeded";
  }
  if (intent) {
    if (intent.status === "succeeded" && !made) {
      await ctx.db.transaction(async (tx) => {
        await lockOrder(tx, orderId);
        await flagLocked(
          tx,
          orderId,
          `Stripe signale l'échec du remboursement ${refund.id} de ${formatEuros(refund.amountCents)} (${refund.failure ?? refund.status}) : le client n'a pas été remboursé, à reprendre.`,
        );
      });
    }
    return false;
  }
  if (!made) return false;
  const { mailId, applied } = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { mailId: null, applied: false };
    // Under the lock: another delivery may have recorded it meanwhile; a refund of before decision 079 has no intent.
    if ((await findRefundIntentByKey(tx, externalKey(refund.id))) || (await findRefundByProviderId(tx, refund.id))) {
      return { mailId: null, applied: false };
    }
    const lines = await linesOf(tx, order.id);
    const refunds = await refundsOf(tx, order.id);
    const seen = withOpenIntents(order, lines, refunds, await refundIntentsOf(tx, order.id));
    if (order.status !== "paid" || refund.amountCents > order.totalCents - order.refundedCents) {
      await flagLocked(
        tx,
        order.id,
        `Remboursement de ${formatEuros(refund.amountCents)} fait chez Stripe (${refund.id}) et non enregistré : la commande est ${order.status === "paid" ? "déjà remboursée de " + formatEuros(order.refundedCents) : order.status}. À vérifier.`,
      );
      return { mailId: null, applied: false };
    }
    // What is left, taken whole when the amount is what is left (a full refund in the dashboard); otherwise the
    // amount alone, spread over the lines not yet refunded on its credit note, no unit back in stock.
    const rest = quoteRefund(seen.order, seen.lines, seen.refunds, remainderOf(seen.order, seen.lines, seen.refunds));
    const whole = rest.ok && rest.amountCents === refund.amountCents;
    const spread = rest.ok ? rest.lineAmounts : [];
    const parts = spreadProportionally(
      refund.amountCents,
      spread.map((l) => l.amountCents),
    );
    const now = clock(ctx);
    const intent = await insertRefundIntent(tx, {
      orderId: order.id,
      requestKey: externalKey(refund.id),
      amountCents: refund.amountCents,
      lines: whole ? rest.lines : [],
      lineAmounts: whole
        ? rest.lineAmounts
        : spread.map((l, i) => ({ lineId: l.lineId, quantity: 0, amountCents: parts[i] ?? 0 })),
      includesShipping: whole ? rest.shipping : false,
      method: "stripe",
      note: "Remboursement fait dans le tableau de bord Stripe.",
      actorEmail: STRIPE_ACTOR.email,
      createdAt: now,
    });
    const done = await applyLocked(tx, ctx, STRIPE_ACTOR, order, intent, refund.id);
    return { mailId: done.mailId, applied: true };
  });
  if (mailId !== null) await ctx.mailer.deliver(mailId);
  return applied;
}

const externalKey = (refundId: string) => `stripe:${refundId}`;

/** A note for the team on the order, shown again in « à vérifier » even if an earlier one was resolved. */
async function flagLocked(tx: Db, orderId: string, note: string) {
  const order = await lockOrder(tx, orderId);
  if (!order || (order.attention ?? "").includes(note)) return;
  await setOrderFields(tx, orderId, {
    attention: [order.attention, note].filter(Boolean).join(" "),
    attentionResolvedAt: null,
    attentionResolution: null,
  });
}
