// The label attempts of orders (decision 104): written before the carrier is asked, answered after.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { firstOrNull } from "#server/db/first-row";
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
