import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Every mail the shop sends is kept here first: nothing is lost when SMTP is down or not configured. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** A mail that must go once (an order's confirmation) carries a key; a second one with the same key is ignored. */
    dedupeKey: text("dedupe_key").unique(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to)],
);
