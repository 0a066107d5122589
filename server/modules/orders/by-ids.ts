// Orders and lines read by id, for the lots' recall list (decision 038).
import { asc, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { orderLines, orders } from "./schema";
import type { Order, OrderLine } from "./service";

/** These orders, oldest first (unknown ids left out). */
export async function ordersWithIds(db: Db, ids: string[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.createdAt));
}

/** These lines (unknown ids left out). */
export async function linesWithIds(db: Db, ids: number[]): Promise<OrderLine[]> {
  if (ids.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.id, ids));
}
