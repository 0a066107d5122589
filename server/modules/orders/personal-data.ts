// The orders' side of the RGPD rights (decision 035).
import { and, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { orders } from "./schema";
import type { OrderStatus } from "./schema";

/** Orders that never became a sale: nothing to keep for the accounts, so nothing personal is kept. */
const NEVER_SOLD: OrderStatus[] = ["expired", "cancelled", "failed"];

/** The accounts among `userIds` that have at least one order (kept by the retention purge). */
export async function usersWithOrders(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .where(and(isNotNull(orders.userId), inArray(orders.userId, userIds)));
  return new Set(rows.map((r) => r.userId!));
}

/**
 * Detaches an erased account's orders (call it in the erasure's transaction). A sale (paid, refunded, or still
 * awaiting its payment) is an accounting record kept 10 years (Code de commerce L123-22): it keeps the buyer's name,
 * postal address and e-mail its invoice needs, loses the phone, the client address hash and the guest link. An order
 * that never became a sale loses every personal field.
 */
export async function detachOrdersOfUser(tx: Db, userId: string): Promise<{ kept: number; anonymised: number }> {
  const anonymised = await tx
    .update(orders)
    .set({ userId: null, email: null, shippingAddress: null, clientAddressHash: null, accessTokenHash: null })
    .where(and(eq(orders.userId, userId), inArray(orders.status, NEVER_SOLD)))
    .returning({ id: orders.id });
  const kept = await tx
    .update(orders)
    .set({
      userId: null,
      clientAddressHash: null,
      accessTokenHash: null,
      shippingAddress: sql`case when ${orders.shippingAddress} is null then null else jsonb_set(${orders.shippingAddress}, '{phone}', '""'::jsonb) end`,
    })
    .where(and(eq(orders.userId, userId), notInArray(orders.status, NEVER_SOLD)))
    .returning({ id: orders.id });
  return { kept: kept.length, anonymised: anonymised.length };
}
