import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "#server/db/columns";

/** `requested` until the carrier answers (or while its answer is unknown), then `created` or `failed`; `cancelled`. */
export const SHIPMENT_STATUSES = ["requested", "created", "failed", "cancelled"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One label attempt of an order (decision 104): written `requested` before the carrier is asked — its id is the
 * idempotency key, so asking again never makes a second parcel —, then answered. At most one open attempt
 * (`requested` or `created`) per order: two administrators at once make one label.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    status: text("status", { enum: SHIPMENT_STATUSES }).notNull().default("requested"),
    /** The administrator's input, sent to the carrier. */
    weightGrams: integer("weight_grams").notNull(),
    carrier: text("carrier"),
    parcelId: text("parcel_id"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    /** The carrier's label as it gave it: it cannot be drawn again, so it is kept whole. */
    labelPdf: bytea("label_pdf"),
    /** Why the carrier refused, or what is known of a call left unanswered. */
    failure: text("failure"),
    createdBy: text("created_by").notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("shipments_one_open_per_order_uq")
      .on(t.orderId)
      .where(sql`${t.status} in ('requested', 'created')`),
    index("shipments_order_idx").on(t.orderId),
    check("shipments_weight", sql`${t.weightGrams} between 1 and 30000`),
  ],
);
