import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every mail the shop sends is kept here first, in the transaction of what it is about: nothing is lost when SMTP
 * is down, when the process stops before sending, or when SMTP is not configured. The outbox worker sends what is
 * due (docs/decisions/012-outbox-worker.md).
 */
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
    /** The last failure, without the address or the content (an SMTP code and message). */
    error: text("error"),
    /** Sending attempts so far, counted when a sender claims the mail. */
    attempts: integer("attempts").notNull().default(0),
    /** When a sender may try (again); null = never: no SMTP, the mail is kept for the development mailbox. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** A sender holds the mail until then; after it (a crash mid-send) another may take it. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Given up after the last attempt: for the team to look at. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_to_idx").on(t.to),
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
