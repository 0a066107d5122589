// Refund intents (docs/decisions/079-refunds-recorded-and-reconciled.md): what the shop asked a provider to pay
// back, written before the call and answered after it, so a lost answer or a crash leaves a row to reconcile.
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { firstOrNull } from "#server/db/first-row";
import type { OrderRefund } from "./back-office";
import { claimDue } from "./claim-due";
import { type RefundIntentStatus, refundIntents } from "./schema";
import type { Order, OrderLine } from "./service";

export type RefundIntent = typeof refundIntents.$inferSelect;
export type NewRefundIntent = typeof refundIntents.$inferInsert;

const OPEN: RefundIntentStatus[] = ["pending", "unknown"];
export const isOpenIntent = (intent: Pick<RefundIntent, "status">) => OPEN.includes(intent.status);

export async function insertRefundIntent(tx: Db, values: NewRefundIntent): Promise<RefundIntent> {
  const [row] = await tx.insert(refundIntents).values(values).returning();
  return row!;
}

export async function findRefundIntentByKey(db: Db, requestKey: string): Promise<RefundIntent | null> {
  return firstOrNull(db.select().from(refundIntents).where(eq(refundIntents.requestKey, requestKey)));
}

export async function findRefundIntent(db: Db, id: number): Promise<RefundIntent | null> {
  return firstOrNull(db.select().from(refundIntents).where(eq(refundIntents.id, id)));
}

export async function refundIntentsOf(db: Db, orderId: string): Promise<RefundIntent[]> {
  return db.select().from(refundIntents).where(eq(refundIntents.orderId, orderId)).orderBy(asc(refundIntents.id));
}

/** Writes the provider's answer on an open intent; null when it was already answered (by the job, a webhook…). */
export async function answerRefundIntent(
  tx: Db,
  id: number,
  answer: {
    status: RefundIntentStatus;
    providerRefundId?: string | null;
    failure?: string | null;
    refundId?: number | null;
    checkAfter?: Date;
    at: Date;
  },
): Promise<RefundIntent | null> {
  const [row] = await tx
    .update(refundIntents)
    .set({
      status: answer.status,
      ...(answer.providerRefundId ? { providerRefundId: answer.providerRefundId } : {}),
      ...(answer.failure !== undefined ? { failure: answer.failure } : {}),
      ...(answer.refundId ? { refundId: answer.refundId } : {}),
      ...(answer.checkAfter ? { checkAfter: answer.checkAfter } : {}),
      answeredAt: OPEN.includes(answer.status) ? null : answer.at,
    })
    .where(and(eq(refundIntents.id, id), inArray(refundIntents.status, OPEN)))
    .returning();
  return row ?? null;
}

/**
 * Open intents due for a check, claimed for `claimUntil` (SKIP LOCKED and a mark): several instances share them
 * and one that stops mid-way lets its claims run out.
 */
export async function claimOpenRefundIntents(
  db: Db,
  input: { now: Date; claimUntil: Date; limit: number },
): Promise<RefundIntent[]> {
  return claimDue(db, refundIntents, {
    where: and(inArray(refundIntents.status, OPEN), lte(refundIntents.checkAfter, input.now)),
    orderBy: refundIntents.checkAfter,
    limit: input.limit,
    mark: { checkAfter: input.claimUntil },
  });
}

/**
 * The order as a new refund must see it: the open intents counted as refunded already (their units, their shipping,
 * their amount), so a second administrator or a reload cannot ask for what is on its way back.
 */
export function withOpenIntents(
  order: Order,
  lines: OrderLine[],
  refunds: OrderRefund[],
  intents: RefundIntent[],
): { order: Order; lines: OrderLine[]; refunds: OrderRefund[] } {
  const open = intents.filter(isOpenIntent);
  if (open.length === 0) return { order, lines, refunds };
  const units = new Map<number, number>();
  for (const intent of open) {
    for (const { lineId, quantity } of intent.lines) units.set(lineId, (units.get(lineId) ?? 0) + quantity);
  }
  const shippingOnItsWay = open.some((i) => i.includesShipping);
  return {
    order: { ...order, refundedCents: order.refundedCents + open.reduce((sum, i) => sum + i.amountCents, 0) },
    lines: lines.map((l) => ({
      ...l,
      refundedQuantity: Math.min(l.quantity, l.refundedQuantity + (units.get(l.id) ?? 0)),
    })),
    refunds: shippingOnItsWay ? [...refunds, { orderId: order.id, includesShipping: true } as OrderRefund] : refunds,
  };
}
