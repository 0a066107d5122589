// The carrier's label of a paid order from the back office (docs/decisions/104-shipping-labels-in-the-back-office.md),
// the way refunds ask their provider (decision 079): the attempt is written `requested` and committed under the
// order's lock, the carrier is asked outside any transaction with the attempt's id as idempotency key, and its
// answer is recorded in another transaction. An answer that never came leaves the attempt `requested`: asking
// again re-sends the same key, so the carrier never makes a second parcel.
import { randomUUID } from "node:crypto";
import { SHIPPING_COUNTRY_CODES } from "#core/pricing";
import type { Db } from "#server/db/client";
import { pgErrorCode, UNIQUE_VIOLATION } from "#server/db/pg-error-code";
import { DomainError } from "#server/lib/domain-error";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { findOrderByReference } from "#server/modules/orders/back-office";
import { canCreateLabel, stateOf } from "#server/modules/orders/order-states";
import { lockOrder, type Order } from "#server/modules/orders/service";
import {
  type CarrierProvider,
  CarrierRefusedError,
  CarrierUnavailableError,
  type CreatedParcel,
  type ParcelInput,
} from "#server/modules/shipping/carrier/carrier-provider";
import {
  answerShipment,
  insertShipment,
  openShipmentOf,
  type Shipment,
} from "#server/modules/shipping/labels/shipments";
import { parcelTracking } from "./carrier-tracking";
import { clock, type ShopContext } from "./context";

/** How long an attempt's call may still be answered: another request leaves it alone that long. */
export const LABEL_IN_FLIGHT_MS = 60_000;

export const LABEL_EXISTS = "Une étiquette existe déjà pour cette commande.";
export const CARRIER_SILENT = "Le transporteur ne répond pas : réessayez.";
const NOT_FOUND = "Commande introuvable.";

/**
 * The parcel the carrier is asked for: the order's delivery address (a gift's recipient when another, decision 112),
 * or its pickup point for a pickup order.
 */
export function parcelOf(order: Order, weightGrams: number): ParcelInput {
  const address = order.gift?.recipient ?? order.shippingAddress;
  if (!address || !order.email) {
    throw new DomainError("conflict", "Cette commande n'a pas d'adresse de livraison : aucune étiquette possible.");
  }
  const pickup = order.deliveryMethod === "pickup" && order.pickupPoint;
  return {
    orderReference: order.reference,
    method: pickup ? "pickup" : order.deliveryMethod === "express" ? "express" : "home",
    pickupPointId: pickup ? order.pickupPoint!.id : null,
    addressee: {
      name: `${address.firstName} ${address.lastName}`.trim(),
      street: address.address,
      line2: address.address2 || null,
      postalCode: address.postalCode,
      city: address.city,
      country: SHIPPING_COUNTRY_CODES[address.country],
      email: order.email,
      phone: address.phone || null,
    },
    weightGrams,
    valueCents: order.totalCents - order.shippingCents - order.giftWrappingCents,
  };
}

async function lockByReference(tx: Db, reference: string): Promise<Order> {
  const found = await findOrderByReference(tx, reference);
  const order = found && (await lockOrder(tx, found.id));
  if (!order) throw new DomainError("not-found", NOT_FOUND);
  return order;
}

/**
 * Transaction 1: the order locked and checked, the attempt written — or, for an attempt whose call ended without
 * an answer (or was cut off long ago), claimed again to be asked with its own key.
 */
async function openAttempt(ctx: ShopContext, actor: Actor, reference: string, weightGrams: number) {
  return ctx.db.transaction(async (tx): Promise<{ order: Order; shipment: Shipment }> => {
    const order = await lockByReference(tx, reference);
    const now = clock(ctx);
    const open = await openShipmentOf(tx, order.id);
    if (open) {
      const ended = open.failure !== null || now.getTime() - open.updatedAt.getTime() >= LABEL_IN_FLIGHT_MS;
      if (open.status === "created" || !ended) throw new DomainError("conflict", LABEL_EXISTS);
      const claimed = await answerShipment(tx, open.id, "requested", {
        status: "requested",
        failure: null,
        updatedAt: now,
      });
      return { order, shipment: claimed ?? open };
    }
    if (!canCreateLabel(order)) {
      throw new DomainError(
        "conflict",
        `Seule une commande payée et pas encore expédiée peut recevoir une étiquette : celle-ci est ${stateOf(order)}.`,
      );
    }
    const shipment = await insertShipment(tx, {
      id: randomUUID(),
      orderId: order.id,
      weightGrams,
      createdBy: actor.email,
      createdAt: now,
      updatedAt: now,
    });
    return { order, shipment };
  });
}

export type CarrierAnswer =
  { kind: "made"; parcel: CreatedParcel } | { kind: "refused"; reason: string } | { kind: "lost"; reason: string };

/** The carrier asked for the attempt's parcel, with the attempt's id as idempotency key. */
export async function askCarrier(ctx: ShopContext, order: Order, shipment: Shipment): Promise<CarrierAnswer> {
  try {
    const parcel = await ctx.carrier.createParcel(parcelOf(order, shipment.weightGrams), {
      idempotencyKey: shipment.id,
    });
    return { kind: "made", parcel };
  } catch (err) {
    const reason = err instanceof Error ? err.message : "erreur";
    ctx.logger.warn(
      { orderId: order.id, shipmentId: shipment.id, error: reason },
      err instanceof CarrierRefusedError ? "étiquette refusée par le transporteur" : "réponse du transporteur perdue",
    );
    if (err instanceof CarrierRefusedError) return { kind: "refused", reason };
    if (err instanceof CarrierUnavailableError) return { kind: "lost", reason };
    // Anything else (a bug, the process's own failure) may have happened after the parcel was made.
    return { kind: "lost", reason };
  }
}

/** Transaction 2: the carrier's answer on the attempt, with its audit entry; null when someone else answered it. */
export async function settleAttempt(
  ctx: ShopContext,
  actor: Actor,
  order: Order,
  shipment: Shipment,
  answer: CarrierAnswer,
) {
  return ctx.db.transaction(async (tx) => {
    const now = clock(ctx);
    if (answer.kind === "lost") {
      return answerShipment(tx, shipment.id, "requested", {
        status: "requested",
        failure: answer.reason,
        updatedAt: now,
      });
    }
    const made = answer.kind === "made";
    const settled = await answerShipment(
      tx,
      shipment.id,
      "requested",
      made
        ? {
            status: "created",
            carrier: answer.parcel.carrier,
            parcelId: answer.parcel.parcelId,
            trackingNumber: answer.parcel.trackingNumber,
            trackingUrl: answer.parcel.trackingUrl,
            labelPdf: answer.parcel.labelPdf,
            failure: null,
            updatedAt: now,
          }
        : { status: "failed", failure: answer.reason, updatedAt: now },
    );
    if (settled) {
      await recordAudit(
        tx,
        actor,
        {
          action: made ? "order.label-created" : "order.label-refused",
          entity: "order",
          entityId: order.reference,
          after: made
            ? {
                shipment: settled.id,
                weight_grams: settled.weightGrams,
                carrier: settled.carrier,
                tracking_number: settled.trackingNumber,
              }
            : { shipment: settled.id, weight_grams: settled.weightGrams, reason: settled.failure },
        },
        now,
      );
    }
    return settled;
  });
}

/**
 * Creates the carrier's label of a paid order not yet shipped, once: a second request while one is open gets a
 * 409; a request after the carrier's silence asks again with the same key (the weight asked first stays).
 */
export async function createLabel(
  ctx: ShopContext,
  actor: Actor,
  reference: string,
  weightGrams: number,
): Promise<Shipment> {
  const { order, shipment } = await openAttempt(ctx, actor, reference, weightGrams).catch((err: unknown) => {
    // Two requests past each other's check (the lock makes it rare): the unique index keeps one attempt.
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw new DomainError("conflict", LABEL_EXISTS);
    throw err;
  });
  const answer = await askCarrier(ctx, order, shipment);
  const settled = (await settleAttempt(ctx, actor, order, shipment, answer)) ?? shipment;
  if (answer.kind === "lost") throw new DomainError("unavailable", CARRIER_SILENT);
  if (answer.kind === "refused") {
    throw new DomainError("provider-failed", `Le transporteur a refusé l'étiquette : ${answer.reason}`);
  }
  return settled;
}

/** Cancels the order's label at the carrier, then here: a new label can be made afterwards. */
export async function cancelLabel(ctx: ShopContext, actor: Actor, reference: string): Promise<Shipment> {
  const order = await findOrderByReference(ctx.db, reference);
  if (!order) throw new DomainError("not-found", NOT_FOUND);
  const open = await openShipmentOf(ctx.db, order.id);
  if (!open) throw new DomainError("conflict", "Cette commande n'a pas d'étiquette à annuler.");
  if (open.status !== "created" || !open.parcelId) {
    throw new DomainError("conflict", "L'étiquette est encore en cours de création : réessayez de la créer d'abord.");
  }
  const parcelId = open.parcelId;
  try {
    await ctx.carrier.cancelParcel(parcelId);
  } catch (err) {
    if (err instanceof CarrierRefusedError) {
      throw new DomainError("provider-failed", `Le transporteur a refusé l'annulation : ${err.message}`);
    }
    throw new DomainError("unavailable", CARRIER_SILENT);
  }
  return ctx.db.transaction(async (tx) => {
    const now = clock(ctx);
    const cancelled = await answerShipment(tx, open.id, "created", { status: "cancelled", updatedAt: now });
    if (!cancelled) throw new DomainError("conflict", "Cette étiquette est déjà annulée.");
    await recordAudit(
      tx,
      actor,
      {
        action: "order.label-cancelled",
        entity: "order",
        entityId: order.reference,
        before: { shipment: open.id, carrier: open.carrier, tracking_number: open.trackingNumber },
      },
      now,
    );
    return cancelled;
  });
}

/** The order's label to print: its PDF and a file name with the order's reference; null when it has none. */
export async function labelPdf(db: Db, reference: string) {
  const order = await findOrderByReference(db, reference);
  const open = order && (await openShipmentOf(db, order.id));
  if (!order || !open?.labelPdf || open.status !== "created") return null;
  return { filename: `etiquette-${order.reference}.pdf`, body: open.labelPdf, order, carrier: open.carrier };
}

/**
 * What the order's page shows of its label: the open attempt, whether a new one may be made, and whether the team
 * may play its parcel's next tracking event (the simulated carrier's, until the order is delivered).
 */
export async function labelView(db: Db, order: Order, carrier: CarrierProvider["name"]) {
  const [open, tracking] = await Promise.all([openShipmentOf(db, order.id), parcelTracking(db, order.id)]);
  return {
    allowed: canCreateLabel(order),
    /** The carrier's events for the order's parcels (decision 108). */
    tracking,
    simulatedTracking: carrier === "simulated" && open?.status === "created" && order.fulfilment !== "delivered",
    current: open && {
      status: open.status as "requested" | "created",
      weightGrams: open.weightGrams,
      carrier: open.carrier,
      trackingNumber: open.trackingNumber,
      trackingUrl: open.trackingUrl,
      failure: open.failure,
      createdAt: open.createdAt.toISOString(),
    },
  };
}
