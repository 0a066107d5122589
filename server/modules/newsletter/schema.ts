import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, timestamptz } from "#server/db/columns";
import { NEWSLETTER_SOURCES } from "#core/newsletter";

export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/**
 * One consent to the newsletter, from its request to its withdrawal: the row is its proof (decision 115) and is kept
 * after the withdrawal. At most one open (not withdrawn) row per address, so parallel sign-ups store one.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: identityId(),
    email: text("email").notNull(),
    source: text("source", { enum: NEWSLETTER_SOURCES }).notNull(),
    /** The exact sentence shown beside the box when the address was given. */
    wording: text("wording").notNull(),
    requestedAt: timestamptz("requested_at").notNull(),
    /** Hash of the last confirmation link's token (only the last one works); null once confirmed. */
    confirmTokenHash: text("confirm_token_hash"),
    /** When the last confirmation mail was queued: another is sent only minutes later. */
    confirmMailAt: timestamptz("confirm_mail_at").notNull(),
    /** Consent given: the link was followed and its button pressed. */
    confirmedAt: timestamptz("confirmed_at"),
    /** Consent withdrawn (unsubscribed, or the account erased): no marketing mail from then on. */
    withdrawnAt: timestamptz("withdrawn_at"),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_open_email")
      .on(t.email)
      .where(sql`${t.withdrawnAt} is null`),
    uniqueIndex("newsletter_subscriptions_confirm_token").on(t.confirmTokenHash),
    check("newsletter_subscriptions_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

export const NEWSLETTER_STATES = ["draft", "sending", "sent"] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** A newsletter written in the back office; its state only moves forward (draft → sending → sent). */
export const newsletters = pgTable(
  "newsletters",
  {
    id: identityId(),
    subject: text("subject").notNull(),
    /** The body in the product descriptions' stored format (the sanitised HTML subset of core/rich-text.ts). */
    body: text("body").notNull(),
    /** The product block's product (the catalogue's id; one gone from the catalogue is left out of the mail). */
    productId: text("product_id"),
    state: text("state", { enum: NEWSLETTER_STATES }).notNull().default("draft"),
    createdAt: createdAt(),
    /** The administrator's account id (the audit journal names them too). */
    createdBy: text("created_by"),
    testSentAt: timestamptz("test_sent_at"),
    /** The launch: the subscribers confirmed by then receive it. */
    sendingAt: timestamptz("sending_at"),
    /** Confirmed subscribers at the launch (the progress's total). */
    recipients: integer("recipients").notNull().default(0),
    /** The last batch queued: the next waits a minute (the rate, whatever the number of instances). */
    lastBatchAt: timestamptz("last_batch_at"),
    sentAt: timestamptz("sent_at"),
  },
  (t) => [
    index("newsletters_sending_idx")
      .on(t.id)
      .where(sql`${t.state} = 'sending'`),
  ],
);

/** One newsletter queued for one subscriber: never twice (the key), with the hash of its unsubscribe link's token. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
    queuedAt: timestamptz("queued_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.subscriptionId] }),
    index("newsletter_deliveries_sub").on(t.subscriptionId),
  ],
);
