// The carrier's tracking events applied to orders (decision 106): each event once (its id, claimed in the same
// transaction as its effect), never older than the parcel's last applied one, never moving an order back. « shipped »
// or « in_transit » ships a paid order with the label's tracking and queues the one shipping mail; « delivered »
// records the delivery, from which the withdrawal period counts (core/withdrawal.ts), and the shipping with its mail
// when no « shipped » came before it (decision 108).
import type { Db } from "#server/db/client";
import { advanceFulfilment } from "#server/modules/orders/back-office";
import { CARRIER_STEP_FROM, stateOf } from "#server/modules/orders/order-states";
import { lockOrder, type Order } from "#server/modules/orders/service";
import type { TrackingEvent } from "#server/modules/shipping/carrier/carrier-provider";
import { createdShipmentOfParcel, type Shipment, shipmentsOf } from "#server/modules/shipping/labels/shipments";
import {
  claimCarrierEvent,
  eventsOfParcels,
  lastAppliedAt,
  settleCarrierEvent,
  UNKNOWN_PARCEL_NOTE,
} from "#server/modules/shipping/tracking/carrier-events";
import { shippedMail } from "./back-office-orders";
import { clock, type ShopContext } from "./context";

export const TRACKING_OUTCOMES = ["applied", "duplicate", "unknown-parcel", "out-of-order", "not-applied"] as const;
export type TrackingOutcome = (typeof TRACKING_OUTCOMES)[number];

const STEP_OF: Partial<Record<TrackingEvent["status"], "shipped" | "delivered">> = {
  shipped: "shipped",
  in_transit: "shipped",
  delivered: "delivered",
};

interface Applied {
  outcome: TrackingOutcome;
  note: string | null;
  mailId: number | null;
}

const notApplied = (outcome: TrackingOutcome, note: string): Applied => ({ outcome, note, mailId: null });

/** Applies one verified event; the mail it queued is delivered after the commit. */
export async function receiveTrackingEvent(ctx: ShopContext, event: TrackingEvent): Promise<TrackingOutcome> {
  const result = await ctx.db.transaction(async (tx): Promise<Applied> => {
    if (!(await claimCarrierEvent(tx, event, clock(ctx)))) return { outcome: "duplicate", note: null, mailId: null };
    const applied = await apply(ctx, tx, event);
    await settleCarrierEvent(tx, event.eventId, { applied: applied.outcome === "applied", note: applied.note });
    return applied;
  });
  if (result.mailId !== null) await ctx.mailer.deliver(result.mailId);
  return result.outcome;
}

async function apply(ctx: ShopContext, tx: Db, event: TrackingEvent): Promise<Applied> {
  const shipment = await createdShipmentOfParcel(tx, event.parcelId);
  if (!shipment) {
    return notApplied("unknown-parcel", `${UNKNOWN_PARCEL_NOTE} (aucune étiquette en cours) : non appliqué.`);
  }
  // The order's lock orders two events of one parcel: the second sees the first's applied row.
  const order = await lockOrder(tx, shipment.orderId);
  if (!order) return notApplied("unknown-parcel", "Commande de l'étiquette introuvable : non appliqué.");
  const last = await lastAppliedAt(tx, event.parcelId);
  if (last && event.at.getTime() < last.getTime()) {
    return notApplied("out-of-order", `Plus ancien que le dernier événement appliqué (${last.toISOString()}).`);
  }
  const step = STEP_OF[event.status];
  if (!step) return notApplied("not-applied", `Statut « ${event.status} » sans effet sur la commande.`);
  if (step === "shipped" && order.fulfilment === "shipped") return { outcome: "applied", note: null, mailId: null };
  const moved = await advanceFulfilment(tx, order.id, step, fieldsOf(step, order, shipment, event.at), [
    ...CARRIER_STEP_FROM[step],
  ]);
  if (!moved) return notApplied("not-applied", `Commande ${stateOf(order)} : non déplacée.`);
  // The shipping mail goes whenever this event records the shipping — a « delivered » whose « shipped » never came
  // too (decision 108): its dedupe key keeps it to one per order.
  const mailId =
    !order.shippedAt && moved.email ? await ctx.mailer.queue(tx, shippedMail(ctx, moved, parcelOf(shipment))) : null;
  return { outcome: "applied", note: null, mailId };
}

const parcelOf = (shipment: Shipment) => ({
  carrier: shipment.carrier ?? "le transporteur",
  trackingNumber: shipment.trackingNumber ?? "",
  trackingUrl: shipment.trackingUrl,
});

/** The step's fields; a delivery whose « shipped » never came records the shipping too, at the same instant. */
function fieldsOf(step: "shipped" | "delivered", order: Order, shipment: Shipment, at: Date): Partial<Order> {
  const shipping = order.shippedAt
    ? {}
    : {
        shippedAt: at,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        trackingUrl: shipment.trackingUrl,
      };
  return step === "shipped" ? shipping : { ...shipping, deliveredAt: at };
}

/** The team's words for the carrier's statuses. */
export const TRACKING_STATUS_LABELS: Record<TrackingEvent["status"], string> = {
  announced: "Étiquette annoncée au transporteur",
  shipped: "Remis au transporteur",
  in_transit: "En cours d'acheminement",
  awaiting_pickup: "Disponible au point relais",
  delivered: "Livré",
  exception: "Incident de livraison",
  cancelled: "Étiquette annulée",
  other: "Autre statut du transporteur",
};

/**
 * The carrier's events for the order's parcels, every label made included, oldest first (decision 108): what the
 * back office's « Suivi du colis » lists — when, the status in French, applied or ignored and why.
 */
export async function parcelTracking(db: Db, orderId: string) {
  const parcelIds = (await shipmentsOf(db, orderId)).flatMap((s) => (s.parcelId ? [s.parcelId] : []));
  const events = await eventsOfParcels(db, [...new Set(parcelIds)]);
  return events.map((e) => ({
    id: e.id,
    at: e.occurredAt.toISOString(),
    status: e.status,
    statusLabel: TRACKING_STATUS_LABELS[e.status as TrackingEvent["status"]] ?? e.status,
    applied: e.applied,
    note: e.note,
  }));
}
