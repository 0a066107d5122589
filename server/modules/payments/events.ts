import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { paymentEvents } from "./schema";

/** A provider's delivery (webhook event, invoice notification), as the shop deduplicates it. */
export interface EventRef {
  provider: string;
  id: string;
  type: string;
}

/** Records a delivery in the caller's transaction; false when it was already recorded (a redelivery). */
export async function recordPaymentEvent(tx: Db, event: EventRef, orderId: string | null): Promise<boolean> {
  const [row] = await tx
    .insert(paymentEvents)
    .values({ provider: event.provider, eventId: event.id, type: event.type, orderId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return row !== undefined;
}

export async function isPaymentEventRecorded(db: Db, event: EventRef): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.id)));
  return row !== undefined;
}

/** The provider events recorded for an order, oldest first (the back office's payment history). */
export async function paymentEventsOf(db: Db, orderId: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.receivedAt))
    .limit(200);
}
