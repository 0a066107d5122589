// What the analytics page counts in the orders (docs/decisions/032). Read-only. Test orders (simulated providers,
// `test_mode`) are left out of every figure here, unless the window says to count them (the demonstration mode,
// where they are the only orders: decision 089).
import { and, asc, count, countDistinct, desc, eq, gte, isNotNull, lt, sql, sum } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { orderLines, orderRefunds, orders } from "./schema";

export interface Window {
  from: Date;
  to: Date;
  /** Count the test orders too (demonstration mode); left out otherwise. */
  includeTestOrders?: boolean;
}

const counted = (w: Window) => (w.includeTestOrders ? undefined : eq(orders.testMode, false));
const paidIn = (w: Window) => and(counted(w), gte(orders.paidAt, w.from), lt(orders.paidAt, w.to));
const refundedIn = (w: Window) =>
  and(counted(w), gte(orderRefunds.createdAt, w.from), lt(orderRefunds.createdAt, w.to));

/** The customer an order belongs to: its e-mail (guests and accounts alike), else its account. */
const customerKey = sql<string>`coalesce(lower(${orders.email}), 'compte:' || ${orders.userId})`;

/**
 * Money and orders over the window: orders paid in it (by payment method), refunds made in it (whatever day their
 * order was paid), distinct customers and returning ones (a paid order in the window and an earlier paid order).
 */
export async function salesFigures(db: Db, w: Window) {
  const byMethod = await db
    .select({ method: orders.paymentMethod, orders: count(), cents: sum(orders.totalCents) })
    .from(orders)
    .where(paidIn(w))
    .groupBy(orders.paymentMethod);
  const [refunds] = await db
    .select({ refunds: count(), cents: sum(orderRefunds.amountCents) })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(refundedIn(w));
  const [customers] = await db
    .select({ customers: countDistinct(customerKey) })
    .from(orders)
    .where(paidIn(w));
  // A customer returns when their first paid order ever came before their last one in the window.
  const perCustomer = db
    .select({
      key: sql<string>`${customerKey}`.as("key"),
      first: sql<Date>`min(${orders.paidAt})`.as("first"),
      lastInWindow:
        sql<Date>`max(${orders.paidAt}) filter (where ${orders.paidAt} >= ${w.from.toISOString()}::timestamptz)`.as(
          "last_in_window",
        ),
    })
    .from(orders)
    .where(and(counted(w), isNotNull(orders.paidAt), lt(orders.paidAt, w.to)))
    .groupBy(customerKey)
    .as("per_customer");
  const [returning] = await db
    .select({ customers: count() })
    .from(perCustomer)
    .where(sql`${perCustomer.lastInWindow} is not null and ${perCustomer.first} < ${perCustomer.lastInWindow}`);
  const method = (m: "card" | "crypto") => {
    const row = byMethod.find((r) => r.method === m);
    return { orders: Number(row?.orders ?? 0), cents: Number(row?.cents ?? 0) };
  };
  const card = method("card");
  const crypto = method("crypto");
  const paidCents = card.cents + crypto.cents;
  const refundedCents = Number(refunds?.cents ?? 0);
  return {
    paidOrders: card.orders + crypto.orders,
    paidCents,
    refunds: Number(refunds?.refunds ?? 0),
    refundedCents,
    revenueCents: paidCents - refundedCents,
    byMethod: { card, crypto },
    customers: Number(customers?.customers ?? 0),
    returningCustomers: Number(returning?.customers ?? 0),
  };
}

export type Bucket = "day" | "hour";

/** Paid and refunded cents per Paris day (`YYYY-MM-DD`) or hour (`YYYY-MM-DDTHH`) of the window, where there are any. */
export async function salesByBucket(db: Db, w: Window, bucket: Bucket) {
  // A constant written into the query (a parameter would make the grouped expression differ from the selected one).
  const format = sql.raw(bucket === "day" ? "'YYYY-MM-DD'" : `'YYYY-MM-DD"T"HH24'`);
  const paidKey = sql<string>`to_char(${orders.paidAt} at time zone 'Europe/Paris', ${format})`;
  const refundKey = sql<string>`to_char(${orderRefunds.createdAt} at time zone 'Europe/Paris', ${format})`;
  const paid = await db
    .select({ key: paidKey, orders: count(), cents: sum(orders.totalCents) })
    .from(orders)
    .where(paidIn(w))
    .groupBy(paidKey);
  const refunded = await db
    .select({ key: refundKey, cents: sum(orderRefunds.amountCents) })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(refundedIn(w))
    .groupBy(refundKey);
  const result = new Map<string, { orders: number; paidCents: number; refundedCents: number }>();
  const at = (key: string) =>
    result.get(key) ?? result.set(key, { orders: 0, paidCents: 0, refundedCents: 0 }).get(key)!;
  for (const row of paid) Object.assign(at(row.key), { orders: Number(row.orders), paidCents: Number(row.cents ?? 0) });
  for (const row of refunded) at(row.key).refundedCents = Number(row.cents ?? 0);
  return result;
}

/** The articles and categories sold in the orders paid in the window: units and line totals (before the order's discount). */
export async function bestSellers(db: Db, w: Window, limit: number) {
  const units = sql<number>`sum(${orderLines.quantity})`;
  const cents = sql<number>`sum(${orderLines.lineTotalCents})`;
  const products = await db
    .select({ variantId: orderLines.variantId, name: sql<string>`max(${orderLines.name})`, units, cents })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(paidIn(w))
    .groupBy(orderLines.variantId)
    .orderBy(desc(cents), desc(units), asc(orderLines.variantId))
    .limit(limit);
  const categories = await db
    .select({ category: orderLines.category, units, cents })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(paidIn(w))
    .groupBy(orderLines.category)
    .orderBy(desc(cents), asc(orderLines.category));
  const numbers = <T extends { units: number; cents: number }>(row: T) => ({
    ...row,
    units: Number(row.units),
    cents: Number(row.cents),
  });
  return { products: products.map(numbers), categories: categories.map(numbers) };
}

/** Each promo code used by the orders paid in the window: uses and the discount they gave. */
export async function promoCodeUse(db: Db, w: Window) {
  const rows = await db
    .select({
      code: orders.promoCode,
      name: sql<string>`max(${orders.promoName})`,
      uses: count(),
      savedCents: sum(orders.discountCents),
    })
    .from(orders)
    .where(and(paidIn(w), isNotNull(orders.promoCode)))
    .groupBy(orders.promoCode)
    .orderBy(desc(count()), asc(orders.promoCode));
  return rows.map((r) => ({
    code: r.code!,
    name: r.name ?? "",
    uses: Number(r.uses),
    savedCents: Number(r.savedCents ?? 0),
  }));
}

/** The orders paid in the window, oldest first, for the export (at most `limit`). */
export async function paidOrdersOf(db: Db, w: Window, limit: number) {
  return db
    .select({
      reference: orders.reference,
      paidAt: orders.paidAt,
      status: orders.status,
      email: orders.email,
      paymentMethod: orders.paymentMethod,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      promoCode: orders.promoCode,
      shippingCents: orders.shippingCents,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      country: sql<string | null>`${orders.shippingAddress} ->> 'country'`,
      testMode: orders.testMode,
    })
    .from(orders)
    .where(paidIn(w))
    .orderBy(asc(orders.paidAt), asc(orders.reference))
    .limit(limit);
}
