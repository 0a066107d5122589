import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, timestamptz } from "#server/db/columns";

/** A review waits for the team (`pending`), then is `published` or `refused` with a reason (decision 110). */
export const REVIEW_STATUSES = ["pending", "published", "refused"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The one review invitation of a delivered (or long shipped) order (decision 110): the link's token is kept only as
 * its SHA-256, like every link the shop mails; one per order, ever (the unique order id).
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: identityId(),
    orderId: text("order_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    /** The first name the order was delivered to, and the initial of its last name: how a review is signed. */
    author: text("author").notNull(),
    /** When the order was paid: the review's « date d'achat ». */
    purchasedAt: timestamptz("purchased_at").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    uniqueIndex("review_invitations_order_uq").on(t.orderId),
    uniqueIndex("review_invitations_token_uq").on(t.tokenHash),
  ],
);

/** A customer's review of one order line — the purchase it proves; one per line (the unique line id). */
export const customerReviews = pgTable(
  "customer_reviews",
  {
    id: identityId(),
    invitationId: integer("invitation_id")
      .notNull()
      .references(() => reviewInvitations.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id").notNull(),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    refusalReason: text("refusal_reason"),
    reply: text("reply"),
    createdAt: createdAt(),
    moderatedAt: timestamptz("moderated_at"),
    repliedAt: timestamptz("replied_at"),
  },
  (t) => [
    uniqueIndex("customer_reviews_order_line_uq").on(t.orderLineId),
    index("customer_reviews_product_idx").on(t.productId, t.status),
    index("customer_reviews_status_idx").on(t.status, t.createdAt),
    check("customer_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
