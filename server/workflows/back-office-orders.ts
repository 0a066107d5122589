// What the team does to an order from the back office (docs/decisions/025-order-fulfilment-and-refunds.md): each
// change in one transaction under the order's row lock, with its audit entry and the customer's mail.
import { type CarrierId, carrierName, type Fulfilment as FulfilmentStatus, trackingUrlFor } from "#core/fulfilment";
import { formatEuros } from "#core/money";
import { ORDER_STATUS_LABELS } from "#core/checkout";
import { DomainError } from "#server/domain-error";
import type { Db } from "#server/db/client";
import { debitRefund } from "#server/modules/accounts/service";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { returnStock } from "#server/modules/catalog/stock";
import { composeMail } from "#server/modules/mail/service";
import {
  addOrderNote,
  advanceFulfilment,
  findOrderByReference,
  findRefundByKey,
  quoteRefund,
  recordRefund,
  refundsOf,
  remainderOf,
  resolveAttention,
} from "#server/modules/orders/back-office";
import { linesOf, lockOrder, type Order, setLineStockReserved } from "#server/modules/orders/service";
import { refundUse } from "#server/modules/promotions/service";
import { clock, type ShopContext } from "./context";
import { creditRefund } from "./invoices";
import { releaseLocked } from "./settle-payment";
import { allocateOrderLots, type LotPicks } from "./lots";

const NOT_FOUND = "Commande introuvable.";

/** The order of this reference, locked for the caller's transaction; a French 404 otherwise. */
async function lockByReference(tx: Db, reference: string): Promise<Order> {
  const found = await findOrderByReference(tx, reference);
  const order = found && (await lockOrder(tx, found.id));
  if (!order) throw new DomainError("not-found", NOT_FOUND);
  return order;
}

/** What an order is now, in the words of the refusals. */
function stateOf(order: Order): string {
  if (order.status === "paid") {
    return { preparing: "en préparation", shipped: "expédiée", delivered: "livrée", none: "payée, à préparer" }[
      order.fulfilment ?? "none"
    ];
  }
  return (ORDER_STATUS_LABELS[order.status] ?? order.status).toLowerCase();
}

const snapshot = (order: Order) => ({
  status: order.status,
  fulfilment: order.fulfilment,
  carrier: order.carrier,
  tracking_number: order.trackingNumber,
  tracking_url: order.trackingUrl,
  refunded_cents: order.refundedCents,
});

const STEP_REFUSALS: Record<FulfilmentStatus, string> = {
  preparing: "Seule une commande payée et pas encore préparée peut passer en préparation",
  shipped: "Seule une commande en préparation peut être expédiée",
  delivered: "Seule une commande expédiée peut être marquée livrée",
};

async function step(
  ctx: ShopContext,
  actor: Actor,
  reference: string,
  to: FulfilmentStatus,
  fields: (now: Date) => Partial<Order>,
  mail?: (order: Order) => ReturnType<typeof composeMail> & { dedupeKey: string },
  within?: (tx: Db, order: Order) => Promise<unknown>,
) {
  const result = await ctx.db.transaction(async (tx) => {
    const order = await lockByReference(tx, reference);
    const now = clock(ctx);
    const moved = await advanceFulfilment(tx, order.id, to, fields(now));
    if (!moved) throw new DomainError("conflict", `${STEP_REFUSALS[to]} : celle-ci est ${stateOf(order)}.`);
    const extra = await within?.(tx, moved);
    await recordAudit(
      tx,
      actor,
      {
        action: `order.${to}`,
        entity: "order",
        entityId: order.reference,
        before: snapshot(order),
        after: extra === undefined ? snapshot(moved) : { ...snapshot(moved), lots: extra },
      },
      now,
    );
    const mailId = mail && moved.email ? await ctx.mailer.queue(tx, mail(moved)) : null;
    return { order: moved, mailId };
  });
  if (result.mailId !== null) await ctx.mailer.deliver(result.mailId);
  return result.order;
}

/** Into preparation; the lots shipped are recorded per line in the same transaction (decision 038). */
export const prepareOrder = (ctx: ShopContext, actor: Actor, reference: string, picks?: LotPicks) =>
  step(
    ctx,
    actor,
    reference,
    "preparing",
    (now) => ({ preparingAt: now }),
    undefined,
    async (tx, order) => allocateOrderLots(tx, order.id, await linesOf(tx, order.id), picks),
  );

export const deliverOrder = (ctx: ShopContext, actor: Actor, reference: string) =>
  step(ctx, actor, reference, "delivered", (now) => ({ deliveredAt: now }));

export interface Shipment {
  carrier: CarrierId;
  /** The carrier's name when it is not one the shop knows (`autre`). */
  carrierOther?: string;
  trackingNumber: string;
  /** The tracking page, required for another carrier; built for a known one. */
  trackingUrl?: string;
}

/** Shipped with its carrier and tracking number: the customer gets one French mail with the tracking link. */
export async function shipOrder(ctx: ShopContext, actor: Actor, reference: string, shipment: Shipment) {
  const carrier = carrierName(shipment.carrier, shipment.carrierOther);
  const trackingNumber = shipment.trackingNumber.trim();
  const trackingUrl = trackingUrlFor(shipment.carrier, trackingNumber) ?? shipment.trackingUrl?.trim() ?? "";
  if (!carrier) throw new DomainError("invalid", "Indiquez le nom du transporteur.", { field: "carrier_other" });
  if (!/^https:\/\/\S+$/.test(trackingUrl)) {
    throw new DomainError("invalid", "Indiquez l'adresse de suivi du colis (https://…).", { field: "tracking_url" });
  }
  return step(
    ctx,
    actor,
    reference,
    "shipped",
    (now) => ({ shippedAt: now, carrier, trackingNumber, trackingUrl }),
    (order) => ({
      ...composeMail({
        shopName: ctx.shopName,
        to: order.email!,
        subject: `Votre commande ${order.reference} est expédiée — ${ctx.shopName}`,
        greeting: order.shippingAddress?.firstName ? `Bonjour ${order.shippingAddress.firstName},` : "Bonjour,",
        paragraphs: [
          `Bonne nouvelle : votre commande ${order.reference} a été remise à ${carrier}.`,
          `Numéro de suivi : ${trackingNumber}`,
        ],
        closing: ["Le lien ci-dessous ouvre la page de suivi du transporteur."],
        action: { label: "Suivre mon colis", url: trackingUrl },
        links: order.userId
          ? [{ label: "Voir ma commande", url: `${ctx.publicUrl}/commandes/${order.reference}` }]
          : undefined,
      }),
      dedupeKey: `commande-expediee:${order.id}`,
    }),
  );
}

/**
 * Cancels an unpaid order: its stock and code reservation are given back as at expiry, and its card session is
 * ended so it can no longer be paid (a payment that still arrives is handled as a late one).
 */
export async function cancelOrder(ctx: ShopContext, actor: Actor, reference: string) {
  const order = await ctx.db.transaction(async (tx) => {
    const order = await lockByReference(tx, reference);
    if (order.status !== "pending_payment") {
      throw new DomainError(
        "conflict",
        `Seule une commande en attente de paiement peut être annulée : celle-ci est ${stateOf(order)}.`,
      );
    }
    const now = clock(ctx);
    await releaseLocked(tx, order, "cancelled", now);
    const after = { ...order, status: "cancelled" as const, releasedAt: now };
    await recordAudit(
      tx,
      actor,
      {
        action: "order.cancel",
        entity: "order",
        entityId: order.reference,
        before: snapshot(order),
        after: snapshot(after),
      },
      now,
    );
    return after;
  });
  if (order.paymentMethod === "card" && order.provider === ctx.card.name && order.providerSessionId) {
    await ctx.card.expireSession(order.providerSessionId).catch((err: unknown) => {
      ctx.logger.warn(
        { orderId: order.id, error: err instanceof Error ? err.name : "erreur" },
        "session de paiement non close après l'annulation",
      );
    });
  }
  return order;
}

/** The team dealt with the order's flag: the comment is kept as the resolution and as a note. */
export async function resolveOrderFlag(ctx: ShopContext, actor: Actor, reference: string, comment: string) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockByReference(tx, reference);
    const now = clock(ctx);
    const resolved = await resolveAttention(tx, order.id, { resolution: comment, at: now });
    if (!resolved) {
      throw new DomainError(
        "conflict",
        order.attention ? "Ce signalement est déjà résolu." : "Cette commande n'est pas signalée.",
      );
    }
    await addOrderNote(tx, {
      orderId: order.id,
      authorEmail: actor.email,
      body: `Signalement résolu : ${comment}`,
      at: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: "order.resolve",
        entity: "order",
        entityId: order.reference,
        before: { attention: order.attention, resolved_at: null },
        after: { attention: order.attention, resolved_at: now.toISOString(), resolution: comment },
      },
      now,
    );
    return resolved;
  });
}

/** A note of the team on the order. */
export async function noteOrder(ctx: ShopContext, actor: Actor, reference: string, body: string) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockByReference(tx, reference);
    const now = clock(ctx);
    const note = await addOrderNote(tx, { orderId: order.id, authorEmail: actor.email, body, at: now });
    await recordAudit(
      tx,
      actor,
      { action: "order.note", entity: "order", entityId: order.reference, after: { note: body } },
      now,
    );
    return note;
  });
}

export interface RefundRequest {
  /** Made by the page when the form was shown: the same key refunds once, however many requests carry it. */
  requestKey: string;
  /** Everything not yet refunded, or the chosen lines (and the shipping if `shipping`). */
  full: boolean;
  lines: { lineId: number; quantity: number }[];
  shipping: boolean;
  /** Required for a crypto payment (paid back by hand): how, where. */
  note: string;
}

/**
 * Refunds a paid order in full or in part, once per request key. Under the order's row lock: a second request
 * with the same key finds the first refund and returns it; another refund waits and sees what is left. The amount
 * comes from the order's snapshot (`quoteRefund`); the provider is asked with the request key as its idempotency
 * key, so a retry after a lost answer does not pay back twice either. The refunded units go back in stock, the
 * account's loyalty total is reduced, and a full refund gives the code's use back; the customer gets a mail.
 */
export async function refundOrder(ctx: ShopContext, actor: Actor, reference: string, request: RefundRequest) {
  const result = await refundOnce(ctx, actor, reference, request).catch((err: unknown) => {
    // The same key sent at once for two orders: the one that lost the unique key refunds nothing.
    if (isUniqueViolation(err)) {
      throw new DomainError("conflict", "Cette demande de remboursement a déjà servi : rechargez la page.");
    }
    throw err;
  });
  if (result.mailId !== null) await ctx.mailer.deliver(result.mailId);
  return result;
}

function isUniqueViolation(err: unknown): boolean {
  for (let current = err, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

async function refundOnce(ctx: ShopContext, actor: Actor, reference: string, request: RefundRequest) {
  return ctx.db.transaction(async (tx) => {
    const order = await lockByReference(tx, reference);
    const existing = await findRefundByKey(tx, request.requestKey);
    if (existing) {
      if (existing.orderId !== order.id) {
        throw new DomainError("conflict", "Cette demande de remboursement concerne une autre commande.");
      }
      return { order, refund: existing, replayed: true, mailId: null };
    }
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
    const lines = await linesOf(tx, order.id);
    const refunds = await refundsOf(tx, order.id);
    const quote = quoteRefund(order, lines, refunds, request.full ? remainderOf(order, lines, refunds) : request);
    if (!quote.ok) throw new DomainError("invalid", quote.reason);

    let method: "stripe" | "simulated" | "manual" = "manual";
    let providerRefundId: string | null = null;
    if (!manual) {
      if (order.provider !== ctx.card.name || !order.providerSessionId) {
        throw new DomainError(
          "conflict",
          `Cette commande a été payée avec le prestataire « ${order.provider} », qui n'est plus celui de la boutique : remboursez-la depuis son tableau de bord puis notez-le.`,
        );
      }
      try {
        ({ refundId: providerRefundId } = await ctx.card.refund({
          sessionId: order.providerSessionId,
          amountCents: quote.amountCents,
          idempotencyKey: request.requestKey,
          reference: order.reference,
        }));
      } catch (err) {
        ctx.logger.warn(
          { orderId: order.id, error: err instanceof Error ? err.message : "erreur" },
          "remboursement refusé par le prestataire",
        );
        throw new DomainError(
          "provider-failed",
          "Le prestataire de paiement n'a pas effectué le remboursement : rien n'a été remboursé, réessayez.",
        );
      }
      method = ctx.card.name;
    }

    const now = clock(ctx);
    const { refund, order: after } = await recordRefund(tx, {
      order,
      requestKey: request.requestKey,
      amountCents: quote.amountCents,
      lines: quote.lines,
      shipping: quote.shipping,
      method,
      providerRefundId,
      note,
      actorEmail: actor.email,
      at: now,
    });
    for (const { lineId, quantity } of quote.lines) {
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
      lineAmounts: quote.lineAmounts,
      shipping: quote.shipping,
      at: now,
    });
    const full = after.status === "refunded";
    if (full && order.promoCode) await refundUse(tx, { code: order.promoCode, orderId: order.id });
    if (order.userId) {
      await debitRefund(tx, {
        userId: order.userId,
        orderId: order.id,
        amountCents: quote.amountCents,
        fullRefund: full,
      });
    }
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
            lines: quote.lines,
            shipping: quote.shipping,
            method,
            provider_refund_id: providerRefundId,
          },
        },
      },
      now,
    );
    const mailId = order.email
      ? await ctx.mailer.queue(
          tx,
          refundMail(ctx, after, refund.amountCents, lines, quote.lines, quote.shipping, method, refund.id),
        )
      : null;
    return { order: after, refund, replayed: false, mailId };
  });
}

function refundMail(
  ctx: ShopContext,
  order: Order,
  amountCents: number,
  lines: Awaited<ReturnType<typeof linesOf>>,
  refunded: { lineId: number; quantity: number }[],
  shipping: boolean,
  method: "stripe" | "simulated" | "manual",
  refundId: number,
) {
  const full = order.status === "refunded";
  return {
    ...composeMail({
      shopName: ctx.shopName,
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
      ],
      rows: [
        ...refunded.map(({ lineId, quantity }) => ({
          label: `${lines.find((l) => l.id === lineId)?.name ?? "Article"} × ${quantity}`,
          value: "remboursé",
        })),
        ...(shipping ? [{ label: "Livraison", value: "remboursée" }] : []),
        { label: "Montant remboursé", value: formatEuros(amountCents), strong: true },
      ],
      links: order.userId
        ? [{ label: "Voir ma commande", url: `${ctx.publicUrl}/commandes/${order.reference}` }]
        : undefined,
    }),
    dedupeKey: `remboursement:${refundId}`,
  };
}
