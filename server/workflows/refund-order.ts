// Refunds of paid orders (docs/decisions/025-order-fulfilment-and-refunds.md, 079-refunds-recorded-and-reconciled.md):
// the intent is written and committed under the order's lock, the provider is asked outside any transaction with
// the intent's key, and its answer is recorded in another transaction. An answer that never came (lost, timed out,
// the process killed) leaves the intent open for ./reconcile-refunds.ts, and the owner is told so. A free amount
// (decision 089) takes the same way, without units: its credit note has one line per VAT rate.
import { FREE_REFUND_REASONS, freeRefundError, type FreeRefundReason } from "#core/free-refund";
import { formatEuros, formatEurosInText } from "#core/money";
import type { RefundRequest } from "#core/refund-request";
import { crashPoint } from "#server/crash-hook";
import type { Db } from "#server/db/client";
import { pgErrorCode, UNIQUE_VIOLATION } from "#server/db/pg-error-code";
import { DomainError } from "#server/lib/domain-error";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { returnStock } from "#server/modules/catalog/stock";
import { mailImageUrl } from "#server/modules/mail/compose";
import { composeMail } from "#server/modules/mail/service";
import {
  findOrderByReference,
  findRefundByKey,
  type OrderRefund,
  quoteRefund,
  type RefundQuote,
  recordRefund,
  refundsOf,
  remainderOf,
} from "#server/modules/orders/back-office";
import {
  answerRefundIntent,
  findRefundIntent,
  findRefundIntentByKey,
  insertRefundIntent,
  isOpenIntent,
  type RefundIntent,
  refundIntentsOf,
  withOpenIntents,
} from "#server/modules/orders/refund-intents";
import { findOrder, linesOf, lockOrder, type Order, setLineStockReserved } from "#server/modules/orders/service";
import { stateOf } from "#server/modules/orders/order-states";
import { type ProviderRefund, RefundNotMadeError } from "#server/modules/payments/card-provider";
import { refundUse } from "#server/modules/promotions/service";
import { debitRefund, type WithdrawnVoucher } from "./loyalty";
import { callProvider, clock, type ShopContext } from "./context";
import { creditRefund } from "./invoices";

/**
 * How long a request waits for the provider (the SDK's timeout times its attempts, with room): the reconciliation
 * job leaves a new intent alone that long, so it never asks again while the first call may still be answered.
 */
export const REFUND_IN_FLIGHT_MS = 2 * 60_000;
/** An intent whose answer was lost is asked about again after this. */
export const REFUND_RECHECK_MS = 3 * 60_000;
/** A second click with the same key waits this long for the first one's answer before answering itself. */
const SAME_KEY_WAIT_MS = 5_000;

export type RefundOutcome =
  | { state: "done"; order: Order; refund: OrderRefund; replayed: boolean }
  | { state: "waiting"; order: Order; intent: RefundIntent; message: string };

/** What the provider said: the refund (made, or failed on its side), a certain refusal, or nothing readable. */
export type ProviderAnswer =
  { kind: "made"; refund: ProviderRefund } | { kind: "refused"; reason: string } | { kind: "lost"; reason: string };

export const providerLabel = (method: RefundIntent["method"]) =>
  method === "stripe" ? "Stripe" : "le prestataire de paiement";

/** The truth when the provider's answer did not come: the owner must not refund again. */
export const waitingMessage = (intent: Pick<RefundIntent, "amountCents" | "method">) =>
  `Le remboursement de ${formatEuros(intent.amountCents)} a été demandé à ${providerLabel(intent.method)} mais sa réponse n'est pas arrivée : il sera vérifié automatiquement dans quelques minutes. Ne le refaites pas.`;

const refusedMessage = (method: RefundIntent["method"]) =>
  `${method === "stripe" ? "Stripe" : "Le prestataire de paiement"} n'a pas effectué le remboursement : rien n'a été remboursé, réessayez.`;

const NOT_FOUND = "Commande introuvable.";

const snapshot = (order: Order) => ({
  status: order.status,
  fulfilment: order.fulfilment,
  refunded_cents: order.refundedCents,
});

/**
 * Refunds a paid order in full or in part, once per request key. The amount comes from the order's snapshot
 * (`quoteRefund`), counting the refunds still awaiting their provider's answer as made. The refunded units go back
 * in stock, the account's loyalty total is reduced, a full refund gives the code's use back, a credit note is
 * issued and the customer gets a mail — once the provider said the refund was made.
 */
export async function refundOrder(
  ctx: ShopContext,
  actor: Actor,
  reference: string,
  request: RefundRequest,
  options: RefundOptions = {},
): Promise<RefundOutcome> {
  const opened = await openRefund(ctx, actor, reference, request, options).catch((err: unknown) => {
    // The same key sent at once for two orders: the one that lost the unique key refunds nothing.
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      throw new DomainError("conflict", "Cette demande de remboursement a déjà servi : rechargez la page.");
    }
    throw err;
  });
  if (opened.kind === "done") {
    if (opened.mailId !== null) await ctx.mailer.deliver(opened.mailId);
    return opened.outcome;
  }
  if (opened.kind === "open") {
    // The same form sent again while its refund awaits the provider: its answer, never a second call.
    const settled = await awaitSettled(ctx, opened.intent.id);
    const intent = isOpenIntent(settled) ? await checkRefundIntent(ctx, settled, { resend: false }) : settled;
    return reportOf(ctx, intent, true);
  }
  const answer = await askProvider(ctx, opened.order, opened.intent);
  crashPoint("refund-provider-answered");
  const intent = await settleRefundIntent(ctx, opened.intent.id, answer, actor);
  return reportOf(ctx, intent, false);
}

export interface RefundOptions {
  /**
   * A check of the locked order before a new refund is opened (a customer's cancellation refuses an order in
   * preparation, decision 113): throws its refusal. A key already used is answered as usual, unchecked.
   */
  guard?: (order: Order) => void;
}

type Opened =
  | { kind: "done"; outcome: RefundOutcome; mailId: number | null }
  | { kind: "open"; intent: RefundIntent }
  | { kind: "ask"; order: Order; intent: RefundIntent };

/** Transaction 1: the order locked, what is left quoted, the intent written (or the earlier one with this key). */
async function openRefund(
  ctx: ShopContext,
  actor: Actor,
  reference: string,
  request: RefundRequest,
  options: RefundOptions,
) {
  return ctx.db.transaction(async (tx): Promise<Opened> => {
    const found = await findOrderByReference(tx, reference);
    const order = found && (await lockOrder(tx, found.id));
    if (!order) throw new DomainError("not-found", NOT_FOUND);
    const earlier = await findRefundIntentByKey(tx, request.requestKey);
    if (earlier) {
      if (earlier.orderId !== order.id) {
        throw new DomainError("conflict", "Cette demande de remboursement concerne une autre commande.");
      }
      if (isOpenIntent(earlier)) return { kind: "open", intent: earlier };
      if (earlier.status === "failed") throw new DomainError("provider-failed", refusedMessage(earlier.method));
    }
    // A refund of this key made (before decision 079, or just now): found again, nothing more is done.
    const existing = await findRefundByKey(tx, request.requestKey);
    if (existing) {
      if (existing.orderId !== order.id) {
        throw new DomainError("conflict", "Cette demande de remboursement concerne une autre commande.");
      }
      return { kind: "done", outcome: { state: "done", order, refund: existing, replayed: true }, mailId: null };
    }
    options.guard?.(order);
    if (order.status !== "paid") {
      throw new DomainError(
        "conflict",
        order.status === "refunded"
          ? "Cette commande est déjà remboursée en entier."
          : `Seule une commande payée peut être remboursée : celle-ci est ${stateOf(order)}.`,
      );
    }
    const note = request.note.trim();
    const manual = order.paymentMethod === "crypto";
    if (manual && note.length < 3) {
      throw new DomainError(
        "invalid",
        "Paiement en crypto : le remboursement se fait à la main. Décrivez-le dans la note (montant, adresse, transaction).",
        { field: "note" },
      );
    }
    const intents = await refundIntentsOf(tx, order.id);
    const now = clock(ctx);
    // A refund whose answer is missing may have been made: nothing more until it is known (the job asks soon).
    const unanswered = intents.filter(
      (i) =>
        isOpenIntent(i) && (i.status === "unknown" || now.getTime() - i.createdAt.getTime() >= REFUND_IN_FLIGHT_MS),
    );
    if (unanswered.length > 0) {
      throw new DomainError(
        "conflict",
        `Un remboursement de ${formatEuros(unanswered.reduce((sum, i) => sum + i.amountCents, 0))} a été demandé à ${providerLabel(unanswered[0]!.method)} sans réponse pour l'instant : il sera vérifié automatiquement dans quelques minutes. Attendez sa vérification avant d'en demander un autre.`,
      );
    }
    const seen = withOpenIntents(order, await linesOf(tx, order.id), await refundsOf(tx, order.id), intents);
    const quote = request.free
      ? quoteFree(seen.order, request, note)
      : quoteRefund(
          seen.order,
          seen.lines,
          seen.refunds,
          request.full ? remainderOf(seen.order, seen.lines, seen.refunds) : request,
        );
    if (!quote.ok) {
      const open = intents.filter(isOpenIntent);
      const waiting = open.reduce((sum, i) => sum + i.amountCents, 0);
      throw new DomainError(
        "invalid",
        open.length > 0
          ? `${quote.reason} Un remboursement de ${formatEuros(waiting)} attend encore la réponse de ${providerLabel(open[0]!.method)} : il sera vérifié automatiquement.`
          : quote.reason,
      );
    }
    if (!manual && (order.provider !== ctx.card.name || !order.providerSessionId)) {
      throw new DomainError(
        "conflict",
        `Cette commande a été payée avec le prestataire « ${order.provider} », qui n'est plus celui de la boutique : remboursez-la depuis son tableau de bord puis notez-le.`,
      );
    }
    const intent = await insertRefundIntent(tx, {
      orderId: order.id,
      requestKey: request.requestKey,
      amountCents: quote.amountCents,
      lines: quote.lines,
      lineAmounts: quote.lineAmounts,
      includesShipping: quote.shipping,
      freeReason: request.free?.reason ?? null,
      method: manual ? "manual" : ctx.card.name,
      note,
      actorEmail: actor.email,
      checkAfter: new Date(now.getTime() + REFUND_IN_FLIGHT_MS),
      createdAt: now,
    });
    if (!manual) return { kind: "ask", order, intent };
    // Paid back by hand (crypto): nothing to ask, the refund is recorded as the team describes it.
    const applied = await applyLocked(tx, ctx, actor, order, intent, null);
    return {
      kind: "done",
      outcome: { state: "done", order: applied.order, refund: applied.refund, replayed: false },
      mailId: applied.mailId,
    };
  });
}

/** Asks the provider for the intent's refund, with its key: Stripe makes one refund per key, however often asked. */
export async function askProvider(ctx: ShopContext, order: Order, intent: RefundIntent): Promise<ProviderAnswer> {
  try {
    const refund = await ctx.card.refund({
      sessionId: order.providerSessionId!,
      amountCents: intent.amountCents,
      idempotencyKey: intent.requestKey,
      reference: order.reference,
      intentId: intent.id,
    });
    return { kind: "made", refund };
  } catch (err) {
    const reason = err instanceof Error ? err.message : "erreur";
    ctx.logger.warn(
      { orderId: order.id, intentId: intent.id, error: reason },
      err instanceof RefundNotMadeError ? "remboursement refusé par le prestataire" : "réponse du prestataire perdue",
    );
    return err instanceof RefundNotMadeError ? { kind: "refused", reason } : { kind: "lost", reason };
  }
}

/**
 * Transaction 2: the provider's answer recorded on the intent, under the order's lock. A refund made is applied
 * once (whoever records it first: this request, the job, a webhook); the others find the intent answered.
 */
export async function settleRefundIntent(
  ctx: ShopContext,
  intentId: number,
  answer: ProviderAnswer,
  actor: Actor,
): Promise<RefundIntent> {
  const { intent, mailId } = await ctx.db.transaction(async (tx) => {
    const first = await findRefundIntent(tx, intentId);
    if (!first) throw new DomainError("not-found", "Demande de remboursement introuvable.");
    const order = await lockOrder(tx, first.orderId);
    const intent = (await findRefundIntent(tx, intentId))!;
    if (!order || !isOpenIntent(intent)) return { intent, mailId: null };
    const now = clock(ctx);
    if (answer.kind === "made" && answer.refund.status !== "failed" && answer.refund.status !== "canceled") {
      const applied = await applyLocked(tx, ctx, actor, order, intent, answer.refund.id);
      return { intent: applied.intent, mailId: applied.mailId };
    }
    if (answer.kind === "lost") {
      const unknown = await answerRefundIntent(tx, intent.id, {
        status: "unknown",
        failure: answer.reason,
        checkAfter: new Date(now.getTime() + REFUND_RECHECK_MS),
        at: now,
      });
      return { intent: unknown ?? intent, mailId: null };
    }
    const failed = await answerRefundIntent(tx, intent.id, {
      status: "failed",
      providerRefundId: answer.kind === "made" ? answer.refund.id : null,
      failure: answer.kind === "made" ? (answer.refund.failure ?? answer.refund.status) : answer.reason,
      at: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: "order.refund-refused",
        entity: "order",
        entityId: order.reference,
        after: { amount_cents: intent.amountCents, reason: failed?.failure ?? null },
      },
      now,
    );
    return { intent: failed ?? intent, mailId: null };
  });
  if (mailId !== null) await ctx.mailer.deliver(mailId);
  return intent;
}

/**
 * Asks the provider what became of an open intent: its refund found (by the intent's id in its metadata) is
 * recorded; none found is asked for again with the same key when `resend` (the job, once the first call cannot
 * still be answered), or left open.
 */
export async function checkRefundIntent(
  ctx: ShopContext,
  intent: RefundIntent,
  options: { resend: boolean; actor?: Actor },
): Promise<RefundIntent> {
  const order = await findOrder(ctx.db, intent.orderId);
  if (!order || order.provider !== ctx.card.name || !order.providerSessionId) return intent;
  const sessionId = order.providerSessionId;
  const actor = options.actor ?? { id: "rapprochement", email: intent.actorEmail };
  const refunds = await callProvider(ctx, () => ctx.card.refundsOf(sessionId), {
    fields: { intentId: intent.id },
    message: "remboursements du prestataire non relus",
    error: "message",
  });
  if (!refunds) return intent;
  const made = refunds.find(
    (r) => r.intentId === intent.id || (intent.providerRefundId && r.id === intent.providerRefundId),
  );
  if (made) return settleRefundIntent(ctx, intent.id, { kind: "made", refund: made }, actor);
  if (!options.resend) return intent;
  return settleRefundIntent(ctx, intent.id, await askProvider(ctx, order, intent), actor);
}

/** Waits a little for an intent in flight to be answered by the request that wrote it. */
async function awaitSettled(ctx: ShopContext, intentId: number): Promise<RefundIntent> {
  const until = Date.now() + SAME_KEY_WAIT_MS;
  for (;;) {
    const intent = (await findRefundIntent(ctx.db, intentId))!;
    const stale = clock(ctx).getTime() - intent.createdAt.getTime() >= REFUND_IN_FLIGHT_MS;
    if (!isOpenIntent(intent) || intent.status === "unknown" || stale || Date.now() >= until) return intent;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The request's answer from its intent: the refund made, its refusal, or the truth about a missing answer. */
async function reportOf(ctx: ShopContext, intent: RefundIntent, replayed: boolean): Promise<RefundOutcome> {
  const order = (await findOrder(ctx.db, intent.orderId))!;
  if (intent.status === "failed") throw new DomainError("provider-failed", refusedMessage(intent.method));
  if (intent.status === "succeeded") {
    const refund = (await findRefundByKey(ctx.db, intent.requestKey))!;
    return { state: "done", order, refund, replayed };
  }
  return { state: "waiting", order, intent, message: waitingMessage(intent) };
}

/**
 * The refund made, applied in the shop under the order's lock: its row, the units refunded and put back in stock,
 * the credit note, the code's use on a full refund, the loyalty total, the audit entry and the customer's mail
 * (queued: delivered after the commit).
 */
export async function applyLocked(
  tx: Db,
  ctx: ShopContext,
  actor: Actor,
  order: Order,
  intent: RefundIntent,
  providerRefundId: string | null,
) {
  const now = clock(ctx);
  const lines = await linesOf(tx, order.id);
  const { refund, order: after } = await recordRefund(tx, {
    order,
    requestKey: intent.requestKey,
    amountCents: intent.amountCents,
    lines: intent.lines,
    shipping: intent.includesShipping,
    freeReason: intent.freeReason,
    method: intent.method,
    providerRefundId,
    note: intent.note,
    actorEmail: intent.actorEmail,
    at: now,
  });
  for (const { lineId, quantity } of intent.lines) {
    const line = lines.find((l) => l.id === lineId)!;
    const back = Math.min(quantity, line.stockReserved);
    if (back > 0) {
      await returnStock(tx, line.variantId, back);
      await setLineStockReserved(tx, line.id, line.stockReserved - back);
    }
  }
  // The credit note's number is taken in the refund's transaction (decision 037).
  await creditRefund(tx, ctx, {
    order,
    lines,
    refundId: refund.id,
    amountCents: refund.amountCents,
    lineAmounts: intent.lineAmounts,
    shipping: intent.includesShipping,
    freeReason: intent.freeReason,
    at: now,
  });
  const full = after.status === "refunded";
  if (full && order.promoCode) await refundUse(tx, { code: order.promoCode, orderId: order.id });
  const { withdrawn } = order.userId
    ? await debitRefund(tx, {
        userId: order.userId,
        orderId: order.id,
        amountCents: intent.amountCents,
        fullRefund: full,
        reason: `retiré au remboursement de la commande ${order.reference}`,
      })
    : { withdrawn: [] };
  const answered = await answerRefundIntent(tx, intent.id, {
    status: "succeeded",
    providerRefundId,
    failure: null,
    refundId: refund.id,
    at: now,
  });
  await recordAudit(
    tx,
    actor,
    {
      action: "order.refund",
      entity: "order",
      entityId: order.reference,
      before: snapshot(order),
      after: {
        ...snapshot(after),
        refund: {
          amount_cents: refund.amountCents,
          lines: intent.lines,
          shipping: intent.includesShipping,
          ...(intent.freeReason ? { free_reason: intent.freeReason } : {}),
          method: intent.method,
          provider_refund_id: providerRefundId,
          requested_by: intent.actorEmail,
        },
        ...(withdrawn.length > 0 ? { withdrawn_vouchers: withdrawn.map((v) => v.code) } : {}),
      },
    },
    now,
  );
  const mailId = order.email
    ? await ctx.mailer.queue(
        tx,
        refundMail(
          ctx,
          after,
          refund.amountCents,
          lines,
          intent.lines,
          { shipping: intent.includesShipping, free: intent.freeReason },
          intent.method,
          refund.id,
          withdrawn,
        ),
      )
    : null;
  return { order: after, refund, intent: answered ?? intent, mailId };
}

/** A free amount's quote: alone, more than 0, at most what is left (open intents counted), a note for « Autre ». */
function quoteFree(order: Order, request: RefundRequest, note: string): RefundQuote {
  const free = request.free!;
  if (request.full || request.shipping || request.lines.some((l) => l.quantity > 0)) {
    return {
      ok: false,
      reason: "Un montant libre se rembourse seul : ne choisissez ni article ni livraison avec lui.",
    };
  }
  const refused = freeRefundError({ ...free, note }, order.totalCents - order.refundedCents, formatEuros);
  if (refused) return { ok: false, reason: refused };
  return { ok: true, amountCents: free.amountCents, lines: [], lineAmounts: [], shipping: false };
}

function refundMail(
  ctx: ShopContext,
  order: Order,
  amountCents: number,
  lines: Awaited<ReturnType<typeof linesOf>>,
  refunded: { lineId: number; quantity: number }[],
  { shipping, free }: { shipping: boolean; free: FreeRefundReason | null },
  method: "stripe" | "simulated" | "manual",
  refundId: number,
  withdrawn: WithdrawnVoucher[],
) {
  const full = order.status === "refunded";
  return {
    ...composeMail({
      shopName: ctx.shopName,
      publicUrl: ctx.publicUrl,
      to: order.email!,
      subject: `Remboursement de votre commande ${order.reference} — ${ctx.shopName}`,
      greeting: order.shippingAddress?.firstName ? `Bonjour ${order.shippingAddress.firstName},` : "Bonjour,",
      paragraphs: [
        full
          ? `Votre commande ${order.reference} a été remboursée en entier : ${formatEuros(amountCents)}.`
          : `Nous vous avons remboursé ${formatEuros(amountCents)} sur votre commande ${order.reference}.`,
        method === "manual"
          ? "Ce remboursement vous est versé par nos soins ; nous vous contactons si nous avons besoin d'une information."
          : "Le montant sera recrédité sur la carte utilisée pour le paiement, sous 5 à 10 jours ouvrés selon votre banque.",
        ...withdrawn.map(withdrawnVoucherText),
      ],
      items: refunded.map(({ lineId, quantity }) => {
        const line = lines.find((l) => l.id === lineId);
        return {
          name: line?.name ?? "Article",
          quantity,
          amount: "remboursé",
          image: mailImageUrl(ctx.publicUrl, line?.image),
        };
      }),
      rows: [
        ...(shipping ? [{ label: "Livraison", value: "remboursée" }] : []),
        ...(free ? [{ label: FREE_REFUND_REASONS[free], value: "remboursé" }] : []),
        { label: "Montant remboursé", value: formatEuros(amountCents), strong: true },
      ],
      links: order.userId
        ? [{ label: "Voir ma commande", url: `${ctx.publicUrl}/commandes/${order.reference}` }]
        : undefined,
    }),
    dedupeKey: `remboursement:${refundId}`,
  };
}

/** Decision 088: the customer learns that the voucher went with the spending that earned it. */
const withdrawnVoucherText = (v: WithdrawnVoucher) =>
  `Votre bon fidélité ${v.code} de ${formatEurosInText(v.discountCents)}, gagné à ${formatEurosInText(v.thresholdCents)} d'achats, est retiré : remboursement déduit, vos achats sont passés sous ce palier. Vous le regagnerez en l'atteignant de nouveau.`;
