// The customers' declarations of withdrawal (decision 040): one open per order, enforced by a partial unique index.
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { orders, orderWithdrawals, type WithdrawalLine } from "./schema";

export type { WithdrawalLine };

export type Withdrawal = typeof orderWithdrawals.$inferSelect;
export type NewWithdrawal = typeof orderWithdrawals.$inferInsert;

/** The order's open declaration, or null. */
export async function openWithdrawalOf(db: Db, orderId: string): Promise<Withdrawal | null> {
  const [row] = await db
    .select()
    .from(orderWithdrawals)
    .where(and(eq(orderWithdrawals.orderId, orderId), isNull(orderWithdrawals.processedAt)));
  return row ?? null;
}

/** The order's declarations, newest first (the back office's order page). */
export async function withdrawalsOf(db: Db, orderId: string): Promise<Withdrawal[]> {
  return db
    .select()
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, orderId))
    .orderBy(desc(orderWithdrawals.createdAt), desc(orderWithdrawals.id));
}

/** Records the declaration; null when the order already has an open one (a concurrent submission won). */
export async function insertWithdrawal(tx: Db, row: NewWithdrawal): Promise<Withdrawal | null> {
  const [created] = await tx.insert(orderWithdrawals).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** Marks the order's open declaration as dealt with; null when there is none open. */
export async function closeWithdrawal(tx: Db, orderId: string, by: string, at: Date): Promise<Withdrawal | null> {
  const [closed] = await tx
    .update(orderWithdrawals)
    .set({ processedAt: at, processedBy: by })
    .where(and(eq(orderWithdrawals.orderId, orderId), isNull(orderWithdrawals.processedAt)))
    .returning();
  return closed ?? null;
}

/** The open declarations, oldest first, with their order's reference: the dashboard's "à traiter". */
export async function openWithdrawals(db: Db, limit = 20) {
  return db
    .select({
      id: orderWithdrawals.id,
      reference: orders.reference,
      customerName: orderWithdrawals.customerName,
      createdAt: orderWithdrawals.createdAt,
      allLines: orderWithdrawals.allLines,
    })
    .from(orderWithdrawals)
    .innerJoin(orders, eq(orders.id, orderWithdrawals.orderId))
    .where(isNull(orderWithdrawals.processedAt))
    .orderBy(orderWithdrawals.createdAt)
    .limit(limit);
}
