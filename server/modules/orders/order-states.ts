// The order's state machine, written once (docs/decisions/077-one-order-state-machine.md): which status may follow
// which, what a provider's "paid" does to an order in each status, and the fulfilment's steps. Pure: the workflows
// ask it, and the conditional updates of ./service.ts and ./back-office.ts apply its answer.
import { ORDER_STATUS_LABELS } from "#core/checkout";
import type { FulfilmentStatus, OrderStatus } from "./schema";

/** The statuses each status may move to; any other move is a bug or a late event, never applied. */
export const STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ["paid", "expired", "failed", "cancelled"],
  // A late payment (the customer paid after the window, or the provider's answer was lost): honoured, its stock and
  // code taken again or the team told what could not be.
  expired: ["paid"],
  failed: ["paid"],
  // The team cancelled it, or refunded it in full: a payment that still arrives is recorded and flagged.
  cancelled: [],
  // A partial refund keeps it paid (refunded_cents grows); the full refund moves it to refunded.
  paid: ["refunded"],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => STATUS_MOVES[from].includes(to);

export class ForbiddenMoveError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`Transition de commande interdite : ${from} → ${to}`);
  }
}

/** `to`, when the move is allowed; throws otherwise (a caller that did not check the status first). */
export function assertMove(from: OrderStatus, to: OrderStatus): OrderStatus {
  if (!canMove(from, to)) throw new ForbiddenMoveError(from, to);
  return to;
}

/** The status after a refund bringing the refunded sum to `refundedCents`: refunded once it covers the total. */
export function statusAfterRefund(order: { status: OrderStatus; totalCents: number }, refundedCents: number) {
  if (order.status === "refunded" || refundedCents < order.totalCents) return order.status;
  return assertMove(order.status, "refunded");
}

/**
 * What a provider's "paid" (status poll, webhook, simulated page, settled invoice) does to an order in this status:
 * - `pay`: the awaited payment;
 * - `late-pay`: the order was released (expired, failed): paid after all, its reservations taken again;
 * - `already-paid`: the same payment told again (another event type, a redelivery, a poll): nothing to do;
 * - `refuse`: refunded or cancelled by the team: recorded and flagged for the team, never applied.
 */
export type PaidEffect = "pay" | "late-pay" | "already-paid" | "refuse";

export function paidEffect(status: OrderStatus): PaidEffect {
  switch (status) {
    case "pending_payment":
      return "pay";
    case "expired":
    case "failed":
      return "late-pay";
    case "paid":
      return "already-paid";
    case "refunded":
    case "cancelled":
      return "refuse";
  }
}

/** The team's note when a payment arrives for an order that must not be paid again. */
export function refusedPaymentNote(status: OrderStatus): string {
  return status === "cancelled"
    ? "Paiement reçu pour une commande annulée : à vérifier, et rembourser le client s'il a bien payé."
    : "Paiement reçu pour une commande remboursée : à vérifier.";
}

/** Whether asking the provider about the order can change it (status pages): a payment still awaited, or late. */
export const awaitsPayment = (status: OrderStatus): boolean => {
  const effect = paidEffect(status);
  return effect === "pay" || effect === "late-pay";
};

/** The step each fulfilment step follows (null: a paid order not yet prepared). */
export const FULFILMENT_BEFORE: Readonly<Record<FulfilmentStatus, FulfilmentStatus | null>> = {
  preparing: null,
  shipped: "preparing",
  delivered: "shipped",
};

/**
 * The steps a carrier's tracking event may move a paid order from (decision 106): forward only, and past a step the
 * team did not click (a parcel handed over before « en préparation », a delivery whose « shipped » was lost).
 */
export const CARRIER_STEP_FROM: Readonly<Record<"shipped" | "delivered", readonly (FulfilmentStatus | null)[]>> = {
  shipped: [null, "preparing"],
  delivered: [null, "preparing", "shipped"],
};

/** Whether the order may move to this fulfilment step: paid (not refunded in full) and at the step before. */
export const canAdvance = (
  order: { status: OrderStatus; fulfilment: FulfilmentStatus | null },
  to: FulfilmentStatus,
): boolean => order.status === "paid" && order.fulfilment === FULFILMENT_BEFORE[to];

/** Whether the carrier's label may be made (decision 104): paid, not refunded in full, not yet shipped. */
export const canCreateLabel = (order: { status: OrderStatus; fulfilment: FulfilmentStatus | null }): boolean =>
  order.status === "paid" && (order.fulfilment === null || order.fulfilment === "preparing");

/** What an order is now, in the words of the team's refusals (« en préparation », « remboursée »…). */
export function stateOf(order: { status: OrderStatus; fulfilment: FulfilmentStatus | null }): string {
  if (order.status === "paid") {
    return { preparing: "en préparation", shipped: "expédiée", delivered: "livrée", none: "payée, à préparer" }[
      order.fulfilment ?? "none"
    ];
  }
  return (ORDER_STATUS_LABELS[order.status] ?? order.status).toLowerCase();
}
