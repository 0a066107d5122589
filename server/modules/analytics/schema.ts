import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text } from "drizzle-orm/pg-core";

import { EVENT_KINDS } from "#core/analytics";
import { createdAt, identityId, stampedAt } from "#server/db/columns";

/**
 * One step of a visit's funnel, sent by the pages (docs/decisions/031). No address, browser, referrer, cookie or
 * account is kept: at most the visitor's hash of the day, which nobody can recompute once the day's salt is gone.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: identityId(),
    kind: text("kind", { enum: EVENT_KINDS }).notNull(),
    productId: text("product_id"),
    variantId: text("variant_id"),
    /** The page's path, never its query string. */
    path: text("path").notNull(),
    /** The Paris calendar day of the salt the hash was made with. */
    day: date("day", { mode: "string" }).notNull(),
    occurredAt: stampedAt("occurred_at"),
    /** SHA-256 of the day's salt, the site, the address and the browser's name: the same visitor within one day. */
    visitorHash: text("visitor_hash").notNull(),
  },
  (t) => [
    index("analytics_events_occurred_idx").on(t.occurredAt),
    check("analytics_events_path_clean", sql`${t.path} like '/%' and position('?' in ${t.path}) = 0`),
  ],
);

/** The secret salt of the current day (one row, shared by every instance); deleted once its day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});
