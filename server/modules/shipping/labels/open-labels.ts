// The open labels of a page of orders, for the back office's list (decision 107): one query, without the PDFs.
import { and, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { shipments } from "./schema";

export interface OpenLabel {
  orderId: string;
  status: "requested" | "created";
  trackingNumber: string | null;
}

/** Each order's open attempt (requested or created; at most one each), by order id. */
export async function openLabelsOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, OpenLabel>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: shipments.orderId, status: shipments.status, trackingNumber: shipments.trackingNumber })
    .from(shipments)
    .where(and(inArray(shipments.orderId, [...orderIds]), inArray(shipments.status, ["requested", "created"])));
  return new Map(rows.map((row) => [row.orderId, row as OpenLabel]));
}
