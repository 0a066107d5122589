import { boolean, index, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamptz } from "#server/db/columns";

/**
 * Every tracking event the carrier posted (decision 106), kept once by its id: a redelivery finds its row and is
 * not applied again. `applied` is false, with a `note`, for an unknown parcel, an event older than the last applied
 * one of its parcel, or a step the order is already past.
 */
export const carrierEvents = pgTable(
  "carrier_events",
  {
    id: serial("id").primaryKey(),
    eventId: text("event_id").notNull().unique(),
    parcelId: text("parcel_id").notNull(),
    status: text("status").notNull(),
    occurredAt: timestamptz("occurred_at").notNull(),
    receivedAt: timestamptz("received_at").notNull(),
    applied: boolean("applied").notNull(),
    note: text("note"),
  },
  (t) => [index("carrier_events_parcel_idx").on(t.parcelId, t.occurredAt)],
);
