// The account's side of loyalty (decision 088): what each paid order credited, the total spent, and the vouchers
// earned per step. The vouchers' promotion codes belong to the promotions module: server/workflows/loyalty.ts ties
// both together in the payment's and the refund's transactions.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { accountOrderCredits, rewards, users } from "./schema";

export type Reward = typeof rewards.$inferSelect;

/**
 * Adds a paid order to the account's total and order count, once per order (the credit's primary key): null when
 * the order was already credited, else the account's new total. Call it inside the payment's transaction.
 */
export async function creditOrder(
  tx: Db,
  input: { userId: string; orderId: string; amountCents: number },
): Promise<{ totalSpentCents: number } | null> {
  const [credit] = await tx
    .insert(accountOrderCredits)
    .values({ orderId: input.orderId, userId: input.userId, amountCents: input.amountCents })
    .onConflictDoNothing()
    .returning();
  if (!credit) return null;
  const [user] = await tx
    .update(users)
    .set({
      totalSpentCents: sql`${users.totalSpentCents} + ${input.amountCents}`,
      orderCount: sql`${users.orderCount} + 1`,
    })
    .where(eq(users.id, input.userId))
    .returning({ totalSpentCents: users.totalSpentCents });
  if (!user) throw new Error(`compte inconnu : ${input.userId}`);
  return user;
}

/** Records the voucher of a step; false when the step was already rewarded (the unique step per account). */
export async function recordReward(tx: Db, reward: Omit<Reward, "id">): Promise<boolean> {
  const [granted] = await tx.insert(rewards).values(reward).onConflictDoNothing().returning({ id: rewards.id });
  return granted !== undefined;
}

/**
 * Takes a refund back out of what the order credited (never more than it credited) and out of the account's total
 * (never below zero); a full refund also takes the order out of the count. The order's credit and the account's row
 * stay locked to the commit: a payment crediting the account meanwhile waits, then sees the new total. Null when the
 * order credited nothing to this account; `totalSpentCents` null when the account is gone.
 */
export async function debitOrder(
  tx: Db,
  input: { userId: string; orderId: string; amountCents: number; fullRefund: boolean },
): Promise<{ debitedCents: number; totalSpentCents: number | null } | null> {
  const [credit] = await tx
    .select()
    .from(accountOrderCredits)
    .where(eq(accountOrderCredits.orderId, input.orderId))
    .for("update");
  if (!credit || credit.userId !== input.userId) return null;
  const debited = Math.min(input.amountCents, credit.amountCents);
  await tx
    .update(accountOrderCredits)
    .set({ amountCents: credit.amountCents - debited })
    .where(eq(accountOrderCredits.orderId, input.orderId));
  const [user] = await tx
    .update(users)
    .set({
      totalSpentCents: sql`greatest(${users.totalSpentCents} - ${debited}, 0)`,
      ...(input.fullRefund ? { orderCount: sql`greatest(${users.orderCount} - 1, 0)` } : {}),
    })
    .where(eq(users.id, input.userId))
    .returning({ totalSpentCents: users.totalSpentCents });
  return { debitedCents: debited, totalSpentCents: user?.totalSpentCents ?? null };
}

/** The account's vouchers of the steps above `spentCents`, lowest first, locked to the commit. */
export async function rewardsAbove(tx: Db, userId: string, spentCents: number): Promise<Reward[]> {
  return tx
    .select()
    .from(rewards)
    .where(and(eq(rewards.userId, userId), gt(rewards.thresholdCents, spentCents)))
    .orderBy(asc(rewards.thresholdCents))
    .for("update");
}

/** Forgets a withdrawn voucher: its step is free again, earned anew by spending up to it. */
export async function forgetReward(tx: Db, id: number): Promise<void> {
  await tx.delete(rewards).where(eq(rewards.id, id));
}

/** The account's vouchers, lowest step first. */
export async function rewardsOf(db: Db, userId: string): Promise<Reward[]> {
  return db.select().from(rewards).where(eq(rewards.userId, userId)).orderBy(asc(rewards.thresholdCents));
}
