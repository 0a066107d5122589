// The carrier's tracking events as received (decision 106): claimed once by their id, then marked applied or not.
import { and, asc, desc, eq, gte, inArray, like } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { firstOrNull } from "#server/db/first-row";
import type { TrackingEvent } from "#server/modules/shipping/carrier/carrier-provider";
import { carrierEvents } from "./schema";

/** The note of an event whose parcel the shop never labelled (how the dashboard counts them). */
export const UNKNOWN_PARCEL_NOTE = "Colis inconnu de la boutique";

/**
 * Records the event, not applied yet; false when its id was already recorded. A second delivery of the same event
 * at the same moment waits on the unique index until the first commits, then finds it taken.
 */
export async function claimCarrierEvent(tx: Db, event: TrackingEvent, receivedAt: Date): Promise<boolean> {
  const claimed = await tx
    .insert(carrierEvents)
    .values({
      eventId: event.eventId,
      parcelId: event.parcelId,
      status: event.status,
      occurredAt: event.at,
      receivedAt,
      applied: false,
    })
    .onConflictDoNothing({ target: carrierEvents.eventId })
    .returning({ id: carrierEvents.id });
  return claimed.length > 0;
}

export async function settleCarrierEvent(tx: Db, eventId: string, outcome: { applied: boolean; note: string | null }) {
  await tx.update(carrierEvents).set(outcome).where(eq(carrierEvents.eventId, eventId));
}

/** When the parcel's latest applied event happened: an older one arriving after it is out of order. */
export async function lastAppliedAt(tx: Db, parcelId: string): Promise<Date | null> {
  const last = await firstOrNull(
    tx
      .select({ at: carrierEvents.occurredAt })
      .from(carrierEvents)
      .where(and(eq(carrierEvents.parcelId, parcelId), eq(carrierEvents.applied, true)))
      .orderBy(desc(carrierEvents.occurredAt))
      .limit(1),
  );
  return last?.at ?? null;
}

/** Every event recorded for these parcels, in the carrier's order (the back office's « Suivi du colis »). */
export async function eventsOfParcels(db: Db, parcelIds: readonly string[]) {
  if (parcelIds.length === 0) return [];
  return db
    .select()
    .from(carrierEvents)
    .where(inArray(carrierEvents.parcelId, [...parcelIds]))
    .orderBy(asc(carrierEvents.occurredAt), asc(carrierEvents.id));
}

/** How many events received since `since` named a parcel the shop never labelled (recorded, applied to nothing). */
export async function countUnknownParcelEvents(db: Db, since: Date): Promise<number> {
  return db.$count(
    carrierEvents,
    and(like(carrierEvents.note, `${UNKNOWN_PARCEL_NOTE}%`), gte(carrierEvents.receivedAt, since)),
  );
}
