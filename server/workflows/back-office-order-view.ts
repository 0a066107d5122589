// What the back office reads of orders (docs/decisions/025-order-fulfilment-and-refunds.md): the filtered list,
// and one order with everything around it — lines, refunds, notes, payment events, mails, audit entries.
import { ORDER_STATUS_LABELS } from "#core/checkout";
import { FULFILMENT_LABELS } from "#core/fulfilment";
import type { Db } from "#server/db/client";
import { listAudit } from "#server/modules/audit/service";
import { mailsAbout } from "#server/modules/mail/service";
import {
  discountSharesByLine,
  findOrderByReference,
  listOrdersForBackOffice,
  notesOf,
  type OrderListQuery,
  refundsOf,
} from "#server/modules/orders/back-office";
import { isOpenIntent, refundIntentsOf } from "#server/modules/orders/refund-intents";
import { linesOf, type Order } from "#server/modules/orders/service";
import { withdrawalsOf } from "#server/modules/orders/withdrawals";
import { paymentEventsOf } from "#server/modules/payments/events";
import { documentLinksOf } from "./invoices";
import { allocationsOfOrder } from "#server/modules/lots/service";
import { lotChoices } from "./lots";
import { labelView } from "./shipping-labels";
import { canCreateLabel } from "#server/modules/orders/order-states";
import { openLabelsOfOrders } from "#server/modules/shipping/labels/open-labels";
import type { CarrierProvider } from "#server/modules/shipping/carrier/carrier-provider";

/** The team's word for where an order is. */
export function backOfficeStatus(order: Pick<Order, "status" | "fulfilment" | "refundedCents">): string {
  if (order.status === "paid") {
    const step = order.fulfilment ? FULFILMENT_LABELS[order.fulfilment] : "À préparer";
    return order.refundedCents > 0 ? `${step} · remboursée en partie` : step;
  }
  return ORDER_STATUS_LABELS[order.status] ?? order.status;
}

const customerName = (order: Order) =>
  order.shippingAddress ? `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim() : "";

function summary(order: Order) {
  return {
    reference: order.reference,
    status: order.status,
    fulfilment: order.fulfilment,
    statusLabel: backOfficeStatus(order),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    email: order.email,
    customerName: customerName(order),
    paymentMethod: order.paymentMethod,
    provider: order.provider,
    testMode: order.testMode,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    attention: order.attention !== null && order.attentionResolvedAt === null,
  };
}

export type BackOfficeOrderSummary = ReturnType<typeof summary>;

/** A page of the list; each order with whether it may get a label and its open one (bulk labels, decision 107). */
export async function backOfficeOrderList(db: Db, query: OrderListQuery) {
  const result = await listOrdersForBackOffice(db, query);
  const labels = await openLabelsOfOrders(
    db,
    result.orders.map((order) => order.id),
  );
  return {
    ...result,
    orders: result.orders.map((order) => {
      const open = labels.get(order.id);
      return {
        ...summary(order),
        labelAllowed: canCreateLabel(order),
        openLabel: open ? { status: open.status, trackingNumber: open.trackingNumber } : null,
      };
    }),
  };
}

/** One order for its page; null when the reference is unknown. `carrier` is the shop's (its label card). */
export async function backOfficeOrder(db: Db, reference: string, carrier: CarrierProvider["name"]) {
  const order = await findOrderByReference(db, reference);
  if (!order) return null;
  const [lines, refunds, notes, events, mails, audit, withdrawals, documents, allocations] = await Promise.all([
    linesOf(db, order.id),
    refundsOf(db, order.id),
    notesOf(db, order.id),
    paymentEventsOf(db, order.id),
    order.email ? mailsAbout(db, { to: order.email, mention: order.reference }) : Promise.resolve([]),
    listAudit(db, { entity: "order", entityId: order.reference }),
    withdrawalsOf(db, order.id),
    documentLinksOf(db, order.id),
    allocationsOfOrder(db, order.id),
  ]);
  const [intents, label] = await Promise.all([refundIntentsOf(db, order.id), labelView(db, order, carrier)]);
  const shares = discountSharesByLine(order, lines);
  return {
    ...summary(order),
    userId: order.userId,
    shippingAddress: order.shippingAddress,
    pickupPoint: order.pickupPoint,
    deliveryMethod: order.deliveryMethod,
    parcelWeightGrams: order.parcelWeightGrams,
    label,
    packageName: order.packageName,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    shippingCents: order.shippingCents,
    gift: order.gift,
    giftWrappingCents: order.giftWrappingCents,
    currency: order.currency,
    expiresAt: order.expiresAt.toISOString(),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    preparingAt: order.preparingAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    attentionNote: order.attention,
    attentionResolvedAt: order.attentionResolvedAt?.toISOString() ?? null,
    attentionResolution: order.attentionResolution,
    shippingRefunded: refunds.some((r) => r.includesShipping),
    lines: lines.map((l) => ({
      id: l.id,
      variantId: l.variantId,
      name: l.name,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      lineTotalCents: l.lineTotalCents,
      discountShareCents: shares.get(l.id) ?? 0,
      refundedQuantity: l.refundedQuantity,
      lots: allocations.filter((a) => a.orderLineId === l.id).map((a) => ({ code: a.code, quantity: a.quantity })),
    })),
    /** Before preparing: the lots each honey or Shilajit line may ship from, the default (oldest) first. */
    lotChoices: order.status === "paid" && order.fulfilment === null ? await lotChoices(db, lines) : [],
    refunds: refunds.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      amountCents: r.amountCents,
      lines: r.lines.map(({ lineId, quantity }) => ({
        name: lines.find((l) => l.id === lineId)?.name ?? `ligne ${lineId}`,
        quantity,
      })),
      includesShipping: r.includesShipping,
      freeReason: r.freeReason,
      method: r.method,
      providerRefundId: r.providerRefundId,
      note: r.note,
      actorEmail: r.actorEmail,
    })),
    /** Refunds asked of the provider and not yet answered (decision 079): counted as made by the next refund. */
    pendingRefunds: intents.filter(isOpenIntent).map((i) => ({
      id: i.id,
      at: i.createdAt.toISOString(),
      amountCents: i.amountCents,
      lines: i.lines,
      includesShipping: i.includesShipping,
      provider: i.method === "stripe" ? "Stripe" : "le prestataire de paiement",
      actorEmail: i.actorEmail,
    })),
    notes: notes.map((n) => ({ id: n.id, at: n.createdAt.toISOString(), author: n.authorEmail, body: n.body })),
    paymentEvents: events.map((e) => ({
      provider: e.provider,
      id: e.eventId,
      type: e.type,
      at: e.receivedAt.toISOString(),
    })),
    mails: mails.map((m) => ({
      id: m.id,
      subject: m.subject,
      at: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      failedAt: m.failedAt?.toISOString() ?? null,
    })),
    /** The customer's declarations of withdrawal, newest first (decision 040). */
    withdrawals: withdrawals.map((w) => ({
      id: w.id,
      at: w.createdAt.toISOString(),
      allLines: w.allLines,
      lines: w.lines,
      unopenedConfirmed: w.unopenedConfirmed,
      via: w.via,
      processedAt: w.processedAt?.toISOString() ?? null,
      processedBy: w.processedBy,
    })),
    audit: audit.entries.map((e) => ({ id: e.id, at: e.at.toISOString(), actor: e.actorEmail, action: e.action })),
    /** The invoice and credit notes (decision 037). */
    documents,
  };
}

export type BackOfficeOrder = NonNullable<Awaited<ReturnType<typeof backOfficeOrder>>>;
