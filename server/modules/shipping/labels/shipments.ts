// The label attempts of orders (decision 104): written before the carrier is asked, answered after.
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { firstOrNull } from "#server/db/first-row";
import { claimDue } from "#server/modules/orders/claim-due";
import { type ShipmentStatus, shipments } from "./schema";

export type Shipment = typeof shipments.$inferSelect;

const OPEN: ShipmentStatus[] = ["requested", "created"];

export async function insertShipment(tx: Db, values: typeof shipments.$inferInsert): Promise<Shipment> {
  const [row] = await tx.insert(shipments).values(values).returning();
  return row!;
}

/** The order's open attempt (requested or created), if any: there is at most one. */
export async function openShipmentOf(db: Db, orderId: string): Promise<Shipment | null> {
  return firstOrNull(
    db
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), inArray(shipments.status, OPEN))),
  );
}

/** Every attempt of the order, the newest first. */
export async function shipmentsOf(db: Db, orderId: string): Promise<Shipment[]> {
  return db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(desc(shipments.createdAt));
}

/** Moves an attempt from `from` to its answer; null when someone else moved it first. */
export async function answerShipment(
  tx: Db,
  id: string,
  from: ShipmentStatus,
  answer: Partial<Omit<typeof shipments.$inferInsert, "id" | "orderId">> & { status: ShipmentStatus; updatedAt: Date },
): Promise<Shipment | null> {
  const [row] = await tx
    .update(shipments)
    .set(answer)
    .where(and(eq(shipments.id, id), eq(shipments.status, from)))
    .returning();
  return row ?? null;
}

/** The created label of a carrier's parcel (its tracking events name it), if the shop made one. */
export async function createdShipmentOfParcel(db: Db, parcelId: string): Promise<Shipment | null> {
  return firstOrNull(
    db
      .select()
      .from(shipments)
      .where(and(eq(shipments.parcelId, parcelId), eq(shipments.status, "created"))),
  );
}

/**
 * Attempts left `requested` since before `staleBefore` (the shop stopped between asking the carrier and recording
 * its answer, or the answer was lost), at most `limit`, the oldest first: claimed with SKIP LOCKED and touched
 * (`updated_at` = now), so another instance's run, or the team's « Créer l'étiquette », leaves them alone meanwhile.
 */
export async function claimStaleLabelAttempts(
  db: Db,
  input: { staleBefore: Date; now: Date; limit: number },
): Promise<Shipment[]> {
  return claimDue(db, shipments, {
    where: and(eq(shipments.status, "requested"), lt(shipments.updatedAt, input.staleBefore)),
    orderBy: shipments.updatedAt,
    limit: input.limit,
    mark: { updatedAt: input.now },
  });
}
