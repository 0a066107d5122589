// The orders whose review invitation is due (decision 110): paid, with an address to write to, not invited yet,
// delivered — or shipped long enough ago when no delivery event came — within the window the shop invites for.
import { and, asc, eq, gte, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { orders } from "./schema";
import type { Order } from "./service";

/**
 * Locks at most `limit` due orders for the caller's transaction, skipping those another instance holds (SKIP
 * LOCKED): the caller writes their invitations and marks them with `markReviewInvited` before it commits.
 */
export function lockOrdersDueForReview(
  tx: Db,
  due: { shippedSince: Date; shippedBefore: Date; limit: number },
): Promise<Order[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "paid"),
        isNotNull(orders.email),
        isNull(orders.reviewInvitedAt),
        gte(orders.shippedAt, due.shippedSince),
        or(isNotNull(orders.deliveredAt), lte(orders.shippedAt, due.shippedBefore)),
      ),
    )
    .orderBy(asc(orders.shippedAt))
    .limit(due.limit)
    .for("update", { skipLocked: true });
}

export async function markReviewInvited(tx: Db, orderId: string, at: Date): Promise<void> {
  await tx.update(orders).set({ reviewInvitedAt: at }).where(eq(orders.id, orderId));
}
