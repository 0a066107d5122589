import { dayInText, dispatchDay } from "#core/delivery-estimate";
import { formatEuros } from "#core/money";
import { pickupPointText } from "#core/pickup-point";
import { countOf } from "#core/french-plural";
import type { ShippingAddress } from "#core/checkout";
import { SHIPPING_COUNTRIES, type ShippingCountry, totalsRows } from "#core/pricing";
import type { Db } from "#server/db/client";
import { removeBoughtLines } from "#server/modules/accounts/saved-cart";
import { OutOfStockError, returnStock, takeStock } from "#server/modules/catalog/stock";
import { mailImageUrl } from "#server/modules/mail/compose";
import { composeMail } from "#server/modules/mail/service";
import {
  findOrder,
  findOrderBySession,
  issueAccessKey,
  linesOf,
  lockOrder,
  moveOrderStatus,
  type Order,
  type OrderLine,
  setLineStockReserved,
  setOrderFields,
} from "#server/modules/orders/service";
import { awaitsPayment, paidEffect, refusedPaymentNote } from "#server/modules/orders/order-states";
import type { CardEvent, ProviderSession } from "#server/modules/payments/card-provider";
import { type EventRef, recordPaymentEvent } from "#server/modules/payments/events";
import { confirmUse, reclaimUse, releaseUse } from "#server/modules/promotions/service";
import { creditPaidOrder } from "./loyalty";
import { callProvider, clock, type ShopContext } from "./context";
import { invoicePaidOrder } from "./invoices";

export type { EventRef };

/** What a payment event or a re-read did to its order; also the webhooks' `outcome` (server/api/payments.ts, crypto.ts). */
export const SETTLE_OUTCOMES = [
  "paid",
  "already-paid",
  "released",
  "unchanged",
  "duplicate-event",
  "unknown-order",
  /** Not paid: the payment was short of the total (or in another currency); noted for the team. */
  "flagged",
] as const;

export type SettleOutcome = (typeof SETTLE_OUTCOMES)[number];

/** Records an event in the caller's transaction; false when it was already recorded (a redelivery). */
async function recordEvent(tx: Db, event: EventRef | undefined, orderId: string | null): Promise<boolean> {
  return event ? recordPaymentEvent(tx, event, orderId) : true;
}

const COUNTRY_NAMES: Record<string, ShippingCountry> = { FR: "France", BE: "Belgique", CH: "Suisse", LU: "Luxembourg" };

/** The delivery address a payment page collected (direct purchase), in the shop's form. */
function addressFromSession(session: ProviderSession, email: string): ShippingAddress | null {
  const s = session.shipping;
  if (!s?.line1) return null;
  const [firstName = "", ...rest] = (s.name ?? "").trim().split(/\s+/);
  const country = COUNTRY_NAMES[s.country ?? ""] ?? (s.country as ShippingCountry);
  return {
    firstName,
    lastName: rest.join(" "),
    email,
    phone: s.phone ?? "",
    address: s.line1,
    address2: s.line2 ?? "",
    city: s.city ?? "",
    postalCode: s.postalCode ?? "",
    country: (SHIPPING_COUNTRIES as readonly string[]).includes(country) ? country : "France",
  };
}

/** The order's `attention` with `notes` added (each once); a new note reopens a flag the team had resolved. */
function withNotes(
  order: Order,
  notes: string[],
): Partial<Pick<Order, "attention" | "attentionResolvedAt" | "attentionResolution">> {
  const fresh = notes.filter((note) => !(order.attention ?? "").includes(note));
  if (fresh.length === 0) return {};
  return {
    attention: [order.attention, ...fresh].filter(Boolean).join(" "),
    attentionResolvedAt: null,
    attentionResolution: null,
  };
}

async function addNotes(tx: Db, order: Order, notes: string[]): Promise<void> {
  const fields = withNotes(order, notes);
  if (fields.attention !== undefined) await setOrderFields(tx, order.id, fields);
}

/**
 * The one way an order becomes paid, from a webhook or from the status page, as often and as concurrently as
 * they like: under the order's row lock it is paid once (order-states.ts decides what a "paid" does to each
 * status), its reservations become final, the account is credited and the confirmation mail is queued once. A
 * payment for an order already released takes its stock and code again when it can, and otherwise is still recorded
 * as paid with a note for the administrator. A payment for a refunded or cancelled order is recorded and flagged,
 * never applied. A payment below the order's total (or in another currency) does not pay it: the order is noted for
 * the team and its reservations released, as for an under-paid crypto invoice.
 */
export async function fulfilOrder(
  ctx: ShopContext,
  input: {
    orderId: string;
    session: ProviderSession | null;
    event?: EventRef;
    /** Something about this payment the administrator must see (paid late, over-paid…). */
    note?: string;
  },
): Promise<SettleOutcome> {
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, input.event, input.orderId))) return { outcome: "duplicate-event" as const };
    const order = await lockOrder(tx, input.orderId);
    if (!order) return { outcome: "unknown-order" as const };
    const effect = paidEffect(order.status);
    if (effect === "already-paid") return { outcome: "already-paid" as const };
    if (effect === "refuse") {
      const note = refusedPaymentNote(order.status);
      await addNotes(tx, order, [note]);
      return { outcome: "flagged" as const, note, failed: false };
    }

    const shortfall = shortPayment(order, input.session);
    if (shortfall) {
      await addNotes(tx, order, [shortfall]);
      const failed = effect === "pay" && (await releaseLocked(tx, order, "failed", clock(ctx)));
      return { outcome: "flagged" as const, note: shortfall, failed };
    }

    const lines = await linesOf(tx, order.id);
    const attention: string[] = input.note ? [input.note] : [];
    const received = input.session?.amountTotalCents;
    if (received !== null && received !== undefined && received > order.totalCents) {
      attention.push(
        `Montant payé ${formatEuros(received)} supérieur au total de la commande ${formatEuros(order.totalCents)} : rembourser l'excédent au client.`,
      );
    }
    if (effect === "late-pay") attention.push(...(await retakeReservations(tx, order, lines)));
    if (order.promoCode) await confirmUse(tx, { code: order.promoCode, orderId: order.id });

    const email = order.email ?? input.session?.customerEmail?.trim().toLowerCase() ?? null;
    const address = order.shippingAddress ?? (input.session && email ? addressFromSession(input.session, email) : null);
    if (!email) attention.push("Aucune adresse e-mail reçue pour cette commande : contacter le client.");
    if (!address) attention.push("Aucune adresse de livraison reçue pour cette commande.");
    const now = clock(ctx);
    const paid = await moveOrderStatus(
      tx,
      order.id,
      { from: order.status, to: "paid" },
      { paidAt: now, email, shippingAddress: address, ...withNotes(order, attention), releasedAt: null },
    );
    // Cannot happen under the row lock: a bug, rolled back rather than half-applied.
    if (!paid) throw new Error(`commande ${order.id} changée pendant son paiement`);
    // The invoice's number is taken here, in the transaction that pays the order (decision 037).
    const settled = { ...order, status: "paid" as const, paidAt: now, email, shippingAddress: address };
    const invoice = await invoicePaidOrder(tx, ctx, settled, lines);
    if (order.userId) {
      await creditPaidOrder(tx, { userId: order.userId, orderId: order.id, amountCents: order.totalCents, now });
      const bought = lines.map((l) => ({ id: l.variantId, quantity: l.quantity }));
      await removeBoughtLines(tx, order.userId, bought);
    }
    let mailId: number | null = null;
    if (email) {
      const key = await issueAccessKey(tx, order.id);
      mailId = await ctx.mailer.queue(tx, confirmationMail(ctx, { ...settled, email }, lines, key, invoice));
    }
    return { outcome: "paid" as const, mailId, attention };
  });
  if (result.outcome === "flagged") {
    if (result.failed) ctx.events?.paymentFailed();
    ctx.logger.warn({ orderId: input.orderId, note: result.note }, "paiement non appliqué : commande à vérifier");
  }
  if (result.outcome === "paid") {
    ctx.events?.orderPaid();
    if (result.attention.length > 0) {
      ctx.logger.warn({ orderId: input.orderId, attention: result.attention }, "commande payée à vérifier");
    }
    if (result.mailId !== null) await ctx.mailer.deliver(result.mailId);
  }
  return result.outcome;
}

/** The team's note when a payment does not cover the order (less than the total, or another currency); else null. */
function shortPayment(order: Order, session: ProviderSession | null): string | null {
  if (!session) return null;
  const where = session.id ? ` (session ${session.id})` : "";
  if (session.currency && session.currency.toLowerCase() !== order.currency.toLowerCase()) {
    return `Paiement reçu en ${session.currency.toUpperCase()}${where} pour une commande en ${order.currency.toUpperCase()} : commande non payée, stock et code libérés ; vérifier le paiement et rembourser le client.`;
  }
  const paid = session.amountTotalCents;
  if (paid === null || paid >= order.totalCents) return null;
  return `Paiement de ${formatEuros(paid)}${where} inférieur au total de la commande ${formatEuros(order.totalCents)} : commande non payée, stock et code libérés ; rembourser le client ou lui demander le complément.`;
}

/** Stock and code of a released order, taken again for a late payment; what could not be is returned as notes. */
async function retakeReservations(tx: Db, order: Order, lines: OrderLine[]): Promise<string[]> {
  const notes: string[] = [];
  for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    try {
      const taken = await takeStock(tx, line.variantId, line.quantity);
      await setLineStockReserved(tx, line.id, taken);
    } catch (err) {
      if (!(err instanceof OutOfStockError)) throw err;
      notes.push(
        `Paiement reçu après l'expiration de la commande : stock insuffisant pour « ${line.name} » (${countOf(line.quantity, "demandé")}, ${err.left} en stock).`,
      );
    }
  }
  if (order.promoCode) {
    const use = await reclaimUse(tx, { code: order.promoCode, orderId: order.id });
    if (!use.ok) notes.push(codeNotes[use.reason](order.promoCode, formatEuros(use.discountCents)));
  }
  return notes;
}

/** The team's note when a late payment could not take its code's use again (decision 078): the amount owed. */
export const codeNotes = {
  "already-used": (code: string, discount: string) =>
    `Code ${code} déjà utilisé par ce client : ${discount} de remise accordée deux fois (paiement reçu après l'expiration de la commande).`,
  exhausted: (code: string, discount: string) =>
    `Code ${code} épuisé : ${discount} de remise accordée au-delà de ses utilisations (paiement reçu après l'expiration de la commande).`,
};

/**
 * Gives back the stock and the code use of a pending order that will not be paid, moving it to `status`; false
 * (nothing given back) when it was no longer pending.
 */
export async function releaseLocked(
  tx: Db,
  order: Order,
  status: "expired" | "failed" | "cancelled",
  now: Date,
): Promise<boolean> {
  const moved = await moveOrderStatus(tx, order.id, { from: order.status, to: status }, { releasedAt: now });
  if (!moved) return false;
  const lines = await linesOf(tx, order.id);
  for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    if (line.stockReserved > 0) {
      await returnStock(tx, line.variantId, line.stockReserved);
      await setLineStockReserved(tx, line.id, 0);
    }
  }
  if (order.promoCode) await releaseUse(tx, { code: order.promoCode, orderId: order.id });
  return true;
}

export async function releaseOrder(
  ctx: ShopContext,
  input: {
    orderId: string;
    status: "expired" | "failed" | "cancelled";
    event?: EventRef;
    /** Only if the payment window (possibly extended meanwhile) closed before then: the expiry job's re-check. */
    expiredBefore?: Date;
    /** Noted on the order for the team when it is released. */
    note?: string;
  },
): Promise<SettleOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, input.event, input.orderId))) return "duplicate-event";
    const order = await lockOrder(tx, input.orderId);
    if (!order) return "unknown-order";
    if (order.status !== "pending_payment") return "unchanged";
    if (input.expiredBefore && order.expiresAt > input.expiredBefore) return "unchanged";
    if (!(await releaseLocked(tx, order, input.status, clock(ctx)))) return "unchanged";
    if (input.note) await addNotes(tx, order, [input.note]);
    return "released";
  });
  if (outcome === "released" && input.status === "failed") ctx.events?.paymentFailed();
  if (outcome === "released" && input.note) {
    ctx.logger.warn({ orderId: input.orderId, note: input.note }, "commande libérée, à vérifier");
  }
  return outcome;
}

/**
 * Notes on the order something the administrator must handle (an under-paid or invalid crypto invoice…), once
 * per event, without paying it; `release` also gives back its reservations if it was still pending.
 */
export async function flagOrder(
  ctx: ShopContext,
  input: { orderId: string; note: string; event?: EventRef; release?: "expired" | "failed" },
): Promise<SettleOutcome> {
  const outcome = await ctx.db.transaction(async (tx): Promise<SettleOutcome> => {
    if (!(await recordEvent(tx, input.event, input.orderId))) return "duplicate-event";
    const order = await lockOrder(tx, input.orderId);
    if (!order) return "unknown-order";
    await addNotes(tx, order, [input.note]);
    if (input.release && order.status === "pending_payment") {
      if (await releaseLocked(tx, order, input.release, clock(ctx))) return "released";
    }
    return "unchanged";
  });
  if (outcome === "released" && input.release === "failed") ctx.events?.paymentFailed();
  ctx.logger.warn({ orderId: input.orderId, note: input.note }, "commande à vérifier");
  return outcome;
}

/** Acts on a card provider's verified event. */
export async function handleCardEvent(ctx: ShopContext, event: CardEvent): Promise<SettleOutcome> {
  const ref: EventRef = { provider: ctx.card.name, id: event.id, type: event.type };
  const order =
    (event.session.orderId ? await findOrder(ctx.db, event.session.orderId) : null) ??
    (event.session.id ? await findOrderBySession(ctx.db, event.session.id) : null);
  const paid = isPaidSession(event.session);
  if (order) {
    switch (event.type) {
      case "checkout.session.completed":
        // An asynchronous method (bank debit) completes the session unpaid; its outcome comes later.
        if (paid) return fulfilOrder(ctx, { orderId: order.id, session: event.session, event: ref });
        break;
      case "checkout.session.async_payment_succeeded":
        return fulfilOrder(ctx, { orderId: order.id, session: event.session, event: ref });
      case "checkout.session.async_payment_failed":
        return releaseOrder(ctx, { orderId: order.id, status: "failed", event: ref });
      case "checkout.session.expired":
        return releaseOrder(ctx, { orderId: order.id, status: "expired", event: ref });
    }
  }
  const recorded = await ctx.db.transaction((tx) => recordEvent(tx, ref, order?.id ?? null));
  if (!recorded) return "duplicate-event";
  return order ? "unchanged" : "unknown-order";
}

export const isPaidSession = (session: ProviderSession) =>
  session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required";

/**
 * The status page asks the provider about an order not yet paid and settles it without waiting for the webhook:
 * a pending order is paid or released; a released one (expired, failed) the provider says paid is paid after all,
 * its stock taken again or the order flagged (`fulfilOrder`), never left silently unpaid. A paid, refunded or
 * cancelled order is not asked about: the payment the provider would report is the one already settled. A provider
 * that cannot be reached leaves the order as it is.
 */
export async function refreshCardOrder(ctx: ShopContext, order: Order): Promise<Order> {
  if (!awaitsPayment(order.status) || !order.providerSessionId) return order;
  const sessionId = order.providerSessionId;
  const session = await callProvider(ctx, () => ctx.card.getSession(sessionId), {
    fields: { orderId: order.id },
    message: "session de paiement non relue",
  });
  if (!session) return order;
  if (isPaidSession(session)) {
    await fulfilOrder(ctx, { orderId: order.id, session });
  } else if (session.status === "expired" && order.status === "pending_payment") {
    await releaseOrder(ctx, { orderId: order.id, status: "expired" });
  } else {
    return order;
  }
  return (await findOrder(ctx.db, order.id)) ?? order;
}

/** When the order leaves, by the rule of the delivery estimates it was shown (decision 100), from its payment. */
function dispatchSentence(paidAt: Date, cutOffHour: number | undefined): string {
  const leaves = dayInText(dispatchDay(paidAt, cutOffHour));
  return `Votre commande est en préparation. Son expédition est prévue ${leaves} ; vous recevrez alors son numéro de suivi.`;
}

/** The order's confirmation: its lines with their pictures, its totals, where it goes, its documents. */
export function confirmationMail(
  ctx: Pick<ShopContext, "publicUrl" | "shopName" | "shippingCutOffHour">,
  // A paid order (the type refuses one not yet paid): its payment's time gives the dispatch day.
  order: Order & { email: string; paidAt: Date },
  lines: OrderLine[],
  key: string,
  invoice: { id: number; number: string | null },
) {
  const a = order.shippingAddress;
  // A gift to another address goes to its recipient (decision 112).
  const to = order.gift?.recipient ?? a;
  const link = `${ctx.publicUrl}/commandes/${order.reference}?cle=${key}`;
  const invoiceUrl = `${ctx.publicUrl}/api/orders/${order.reference}/documents/${invoice.id}?cle=${key}`;
  return {
    ...composeMail({
      shopName: ctx.shopName,
      publicUrl: ctx.publicUrl,
      to: order.email,
      subject: `Confirmation de votre commande ${order.reference} — ${ctx.shopName}`,
      greeting: a?.firstName ? `Bonjour ${a.firstName},` : "Bonjour,",
      paragraphs: [
        `Merci pour votre commande ! Nous avons bien reçu votre paiement de ${formatEuros(order.totalCents)}.`,
        `Référence de commande : ${order.reference}`,
      ],
      items: lines.map((l) => ({
        name: l.name,
        quantity: l.quantity,
        amount: formatEuros(l.lineTotalCents),
        image: mailImageUrl(ctx.publicUrl, l.image),
      })),
      rows: totalsRows(order),
      closing: [
        order.pickupPoint
          ? `Point relais : ${pickupPointText(order.pickupPoint)}${a ? `, au nom de ${a.firstName} ${a.lastName}` : ""}.`
          : to
            ? `${order.deliveryMethod === "express" ? "Livraison express à" : "Livraison à"} : ${to.firstName} ${to.lastName}, ${to.address}${to.address2 ? `, ${to.address2}` : ""}, ${to.postalCode} ${to.city}, ${to.country}.`
            : "Nous vous contacterons pour l'adresse de livraison.",
        ...(order.gift
          ? [
              order.gift.message
                ? `C'est un cadeau : votre message sera glissé dans le colis sur une carte — « ${order.gift.message} »`
                : "C'est un cadeau : aucun prix ne sera glissé dans le colis.",
            ]
          : []),
        dispatchSentence(order.paidAt, ctx.shippingCutOffHour),
      ],
      action: { label: "Voir ma commande", url: link },
      links: [
        {
          label: invoice.number
            ? `Télécharger la facture ${invoice.number} (PDF)`
            : "Télécharger la facture spécimen (PDF)",
          url: invoiceUrl,
        },
        ...(order.gift
          ? [
              {
                label: "Imprimer le ticket cadeau, sans prix (PDF)",
                url: `${ctx.publicUrl}/api/orders/${order.reference}/gift-receipt?cle=${key}`,
              },
            ]
          : []),
      ],
    }),
    dedupeKey: `commande-payee:${order.id}`,
  };
}
