import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, identityId, timestamptz } from "#server/db/columns";

/**
 * Every mail the shop sends is kept here first, in the transaction of what it is about: nothing is lost when SMTP
 * is down, when the process stops before sending, or when SMTP is not configured. The outbox worker sends what is
 * due (docs/decisions/012-outbox-worker.md).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: identityId(),
    /** A mail that must go once (an order's confirmation) carries a key; a second one with the same key is ignored. */
    dedupeKey: text("dedupe_key").unique(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /**
     * A marketing mail's one-click unsubscribe address (RFC 8058): sent as the `List-Unsubscribe` and
     * `List-Unsubscribe-Post` headers. Null for a mail about an order or an account.
     */
    listUnsubscribeUrl: text("list_unsubscribe_url"),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
    /** The last failure, without the address or the content (an SMTP code and message). */
    error: text("error"),
    /** Sending attempts so far, counted when a sender claims the mail. */
    attempts: integer("attempts").notNull().default(0),
    /** When a sender may try (again); null = never: no SMTP, the mail is kept for the development mailbox. */
    nextAttemptAt: timestamptz("next_attempt_at"),
    /** A sender holds the mail until then; after it (a crash mid-send) another may take it. */
    claimedUntil: timestamptz("claimed_until"),
    /** Given up after the last attempt: for the team to look at. */
    failedAt: timestamptz("failed_at"),
  },
  (t) => [
    index("mail_outbox_to_idx").on(t.to),
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
