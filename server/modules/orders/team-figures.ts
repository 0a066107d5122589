// What the back office counts in the orders (dashboard, a customer's page). Read-only.
// `includeTest`: whether the orders placed with simulated payments (test_mode) count; the caller decides
// (the dashboard includes them only while the shop itself runs with simulated payments).
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sum } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { orderRefunds, orders } from "./schema";

const scope = (includeTest: boolean) => (includeTest ? undefined : eq(orders.testMode, false));

const customerName = (order: { shippingAddress: { firstName?: string; lastName?: string } | null }) =>
  [order.shippingAddress?.firstName, order.shippingAddress?.lastName].filter(Boolean).join(" ");

/** Paid orders nobody has started preparing: how many, and the `limit` oldest by payment. */
export async function ordersToPrepare(db: Db, input: { includeTest: boolean; limit: number }) {
  const where = and(eq(orders.status, "paid"), isNull(orders.fulfilment), scope(input.includeTest));
  const total = await db.$count(orders, where);
  const oldest = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(asc(orders.paidAt), asc(orders.createdAt))
    .limit(input.limit);
  return {
    total,
    oldest: oldest.map((o) => ({
      reference: o.reference,
      paidAt: o.paidAt ?? o.createdAt,
      totalCents: o.totalCents,
      email: o.email,
      name: customerName(o),
      testMode: o.testMode,
    })),
  };
}

/** Orders with a note for the team (`attention`) not yet marked as dealt with: how many, and the oldest. */
export async function ordersFlaggedForTeam(db: Db, input: { includeTest: boolean; limit: number }) {
  const where = and(isNotNull(orders.attention), isNull(orders.attentionResolvedAt), scope(input.includeTest));
  const total = await db.$count(orders, where);
  const oldest = await db.select().from(orders).where(where).orderBy(asc(orders.createdAt)).limit(input.limit);
  return {
    total,
    oldest: oldest.map((o) => ({
      reference: o.reference,
      status: o.status,
      fulfilment: o.fulfilment,
      refundedCents: o.refundedCents,
      attention: o.attention ?? "",
      createdAt: o.createdAt,
      totalCents: o.totalCents,
      testMode: o.testMode,
    })),
  };
}

/**
 * Money in and out over [from, to): the totals (tax included) of the orders paid in it and the refunds made in
 * it, whatever day their order was paid. `netCents` = paid − refunded.
 */
export async function takings(db: Db, input: { from: Date; to: Date; includeTest: boolean }) {
  const [paid] = await db
    .select({ orders: count(), cents: sum(orders.totalCents) })
    .from(orders)
    .where(and(gte(orders.paidAt, input.from), lt(orders.paidAt, input.to), scope(input.includeTest)));
  const [refunded] = await db
    .select({ refunds: count(), cents: sum(orderRefunds.amountCents) })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(gte(orderRefunds.createdAt, input.from), lt(orderRefunds.createdAt, input.to), scope(input.includeTest)),
    );
  const paidCents = Number(paid?.cents ?? 0);
  const refundedCents = Number(refunded?.cents ?? 0);
  return {
    paidOrders: Number(paid?.orders ?? 0),
    paidCents,
    refunds: Number(refunded?.refunds ?? 0),
    refundedCents,
    netCents: paidCents - refundedCents,
  };
}

/** A customer's orders, newest first: those of the account, and those placed as a guest with its e-mail. */
export async function ordersOfCustomer(db: Db, input: { userId: string; email: string; limit: number }) {
  const rows = await db
    .select({
      reference: orders.reference,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      status: orders.status,
      fulfilment: orders.fulfilment,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      testMode: orders.testMode,
      userId: orders.userId,
      id: orders.id,
    })
    .from(orders)
    .where(or(eq(orders.userId, input.userId), and(isNull(orders.userId), eq(orders.email, input.email))))
    .orderBy(desc(orders.createdAt))
    .limit(input.limit);
  return rows.map(({ userId, ...row }) => ({ ...row, asGuest: userId === null }));
}

/** The references of these orders (unknown ids are left out). */
export async function referencesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.id, row.reference]));
}
