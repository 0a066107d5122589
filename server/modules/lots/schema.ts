import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, stampedAt, timestamps } from "#server/db/columns";

/**
 * A lot of honey (one format of one honey) or of Shilajit (the product, whatever the offer) as received from its
 * producer, with its laboratory analysis (EU Regulation 178/2002 art. 18, decision 038). `remaining` goes down in
 * the transaction that prepares an order, under the lot's row lock, and never below zero.
 */
export const lots = pgTable(
  "lots",
  {
    id: text("id").primaryKey(),
    /** Upper-case letters, digits and dashes (core/lots.ts): the public page is /lot/{code}. */
    code: text("code").notNull().unique(),
    /** The catalogue's product (a foreign key added by hand in the migration: the tables belong to other modules). */
    productId: text("product_id").notNull(),
    /** The honey format; null for a product whose offers are counted in pots (Shilajit). */
    variantId: text("variant_id"),
    harvestDate: date("harvest_date", { mode: "string" }).notNull(),
    bestBefore: date("best_before", { mode: "string" }).notNull(),
    region: text("region").notNull(),
    producer: text("producer").notNull(),
    quantityReceived: integer("quantity_received").notNull(),
    remaining: integer("remaining").notNull(),
    moisturePercent: real("moisture_percent"),
    hmfMgKg: real("hmf_mg_kg"),
    diastase: real("diastase"),
    pollenSummary: text("pollen_summary").notNull().default(""),
    /** The laboratory's PDF in the media store (`analyses/<24 hex>.pdf`); null until uploaded. */
    analysisKey: text("analysis_key"),
    ...timestamps(),
  },
  (t) => [
    index("lots_product_idx").on(t.productId, t.bestBefore, t.harvestDate),
    check("lots_remaining_within_received", sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.quantityReceived}`),
    check("lots_best_before_after_harvest", sql`${t.bestBefore} > ${t.harvestDate}`),
  ],
);

/** The first columns of a row about one lot: its number, and the lot's id (a lot with such rows cannot be deleted). */
const ofLot = () => ({
  id: identityId(),
  lotId: text("lot_id")
    .notNull()
    .references(() => lots.id, { onDelete: "restrict" }),
});

/** Units of a lot shipped for one order line, written when the order is prepared. */
export const lotAllocations = pgTable(
  "lot_allocations",
  {
    ...ofLot(),
    /** The order and its line (foreign keys added by hand in the migration). */
    orderId: text("order_id").notNull(),
    orderLineId: integer("order_line_id").notNull(),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("lot_allocations_line_lot_uq").on(t.orderLineId, t.lotId),
    index("lot_allocations_lot_idx").on(t.lotId),
    index("lot_allocations_order_idx").on(t.orderId),
    check("lot_allocations_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** A recall mail sent for a lot: once per customer (e-mail address) and lot, whatever the clicks. */
export const lotRecallNotices = pgTable(
  "lot_recall_notices",
  {
    ...ofLot(),
    email: text("email").notNull(),
    actorEmail: text("actor_email").notNull(),
    sentAt: stampedAt("sent_at"),
  },
  (t) => [uniqueIndex("lot_recall_notices_lot_email_uq").on(t.lotId, t.email)],
);
