// What the team does to an order from the back office (docs/decisions/025-order-fulfilment-and-refunds.md): each
// change in one transaction under the order's row lock, with its audit entry and the customer's mail. Refunds,
// which ask a provider between two transactions, are in ./refund-order.ts (decision 079).
import { type CarrierId, carrierName, type Fulfilment as FulfilmentStatus, trackingUrlFor } from "#core/fulfilment";
import { DomainError } from "#server/lib/domain-error";
import type { Db } from "#server/db/client";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { composeMail } from "#server/modules/mail/service";
import {
  addOrderNote,
  advanceFulfilment,
  findOrderByReference,
  resolveAttention,
} from "#server/modules/orders/back-office";
import { linesOf, lockOrder, type Order } from "#server/modules/orders/service";
import { stateOf } from "#server/modules/orders/order-states";
import { callProvider, clock, type ShopContext } from "./context";
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
    (order) => shippedMail(ctx, order, { carrier, trackingNumber, trackingUrl }),
  );
}

/**
 * The customer's one mail at shipping, from the back office or the carrier's event (decision 106): its dedupe key
 * keeps it to one per order whoever sends it first. Without a carrier's tracking page, the order's page is the link.
 */
export function shippedMail(
  ctx: Pick<ShopContext, "shopName" | "publicUrl">,
  order: Order,
  parcel: { carrier: string; trackingNumber: string; trackingUrl: string | null },
) {
  const orderPage = `${ctx.publicUrl}/commandes/${order.reference}`;
  return {
    ...composeMail({
      shopName: ctx.shopName,
      publicUrl: ctx.publicUrl,
      to: order.email!,
      subject: `Votre commande ${order.reference} est expédiée — ${ctx.shopName}`,
      greeting: order.shippingAddress?.firstName ? `Bonjour ${order.shippingAddress.firstName},` : "Bonjour,",
      paragraphs: [
        `Bonne nouvelle : votre commande ${order.reference} a été remise à ${parcel.carrier}.`,
        `Numéro de suivi : ${parcel.trackingNumber}`,
      ],
      closing: [
        parcel.trackingUrl
          ? "Le lien ci-dessous ouvre la page de suivi du transporteur."
          : "Le lien ci-dessous ouvre votre commande, où son suivi s'affiche.",
      ],
      action: { label: "Suivre mon colis", url: parcel.trackingUrl ?? orderPage },
      links: order.userId && parcel.trackingUrl ? [{ label: "Voir ma commande", url: orderPage }] : undefined,
    }),
    dedupeKey: `commande-expediee:${order.id}`,
  };
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
    const sessionId = order.providerSessionId;
    await callProvider(ctx, () => ctx.card.expireSession(sessionId), {
      fields: { orderId: order.id },
      message: "session de paiement non close après l'annulation",
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

// Refunds: ./refund-order.ts (decision 079).
