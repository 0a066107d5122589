// Customers' reviews (decision 110): the invitations (one per order), the reviews (one per order line), their
// moderation, and what product pages and collections read of the published ones.
import { and, asc, avg, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { PublishedRating, PublishedReview, ReviewSort } from "#core/reviews";
import type { Db } from "#server/db/client";
import { customerReviews, type ReviewStatus, reviewInvitations } from "./schema";

export type ReviewInvitation = typeof reviewInvitations.$inferSelect;
export type CustomerReview = typeof customerReviews.$inferSelect;

/** How long an invitation's link opens the review page. */
export const INVITATION_VALID_DAYS = 30;

/** Writes the order's invitation; null when the order already has one (one per order, ever). */
export async function createInvitation(
  tx: Db,
  invitation: typeof reviewInvitations.$inferInsert,
): Promise<ReviewInvitation | null> {
  const [row] = await tx.insert(reviewInvitations).values(invitation).onConflictDoNothing().returning();
  return row ?? null;
}

/** The invitation of a link's token hash, or null. */
export async function invitationByTokenHash(db: Db, tokenHash: string): Promise<ReviewInvitation | null> {
  const [row] = await db.select().from(reviewInvitations).where(eq(reviewInvitations.tokenHash, tokenHash));
  return row ?? null;
}

/** The invitation of an order, or null. */
export async function invitationOfOrder(db: Db, orderId: string): Promise<ReviewInvitation | null> {
  const [row] = await db.select().from(reviewInvitations).where(eq(reviewInvitations.orderId, orderId));
  return row ?? null;
}

/** The reviews left through one invitation. */
export function reviewsOfInvitation(db: Db, invitationId: number): Promise<CustomerReview[]> {
  return db.select().from(customerReviews).where(eq(customerReviews.invitationId, invitationId));
}

/** Stores a review, waiting for moderation; null when its order line already has one (the unique line id). */
export async function insertReview(
  tx: Db,
  review: Pick<
    typeof customerReviews.$inferInsert,
    "invitationId" | "orderLineId" | "productId" | "productName" | "rating" | "body"
  >,
): Promise<CustomerReview | null> {
  const [row] = await tx.insert(customerReviews).values(review).onConflictDoNothing().returning();
  return row ?? null;
}

/** A review with its invitation (the author, the purchase date, the address to tell of a refusal), locked. */
export async function lockReview(tx: Db, id: number) {
  const [row] = await tx
    .select({ review: customerReviews, invitation: reviewInvitations })
    .from(customerReviews)
    .innerJoin(reviewInvitations, eq(reviewInvitations.id, customerReviews.invitationId))
    .where(eq(customerReviews.id, id))
    .for("update", { of: customerReviews });
  return row ?? null;
}

export async function updateReview(
  tx: Db,
  id: number,
  fields: Partial<Pick<CustomerReview, "status" | "refusalReason" | "reply" | "moderatedAt" | "repliedAt">>,
): Promise<CustomerReview> {
  const [row] = await tx.update(customerReviews).set(fields).where(eq(customerReviews.id, id)).returning();
  return row!;
}

/** The back office's list: the reviews of these statuses, oldest waiting first, with who wrote them and when bought. */
export function reviewsForModeration(db: Db, statuses: readonly ReviewStatus[], limit = 100) {
  return db
    .select({
      id: customerReviews.id,
      productId: customerReviews.productId,
      productName: customerReviews.productName,
      rating: customerReviews.rating,
      body: customerReviews.body,
      status: customerReviews.status,
      refusalReason: customerReviews.refusalReason,
      reply: customerReviews.reply,
      createdAt: customerReviews.createdAt,
      moderatedAt: customerReviews.moderatedAt,
      author: reviewInvitations.author,
      orderId: reviewInvitations.orderId,
      purchasedAt: reviewInvitations.purchasedAt,
    })
    .from(customerReviews)
    .innerJoin(reviewInvitations, eq(reviewInvitations.id, customerReviews.invitationId))
    .where(inArray(customerReviews.status, [...statuses]))
    .orderBy(
      statuses.includes("pending") ? asc(customerReviews.createdAt) : desc(customerReviews.moderatedAt),
      asc(customerReviews.id),
    )
    .limit(limit);
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/** A product's published reviews, newest first or best rated first (then newest). */
export async function publishedReviewsOf(db: Db, productId: string, sort: ReviewSort): Promise<PublishedReview[]> {
  const rows = await db
    .select({ review: customerReviews, author: reviewInvitations.author, purchasedAt: reviewInvitations.purchasedAt })
    .from(customerReviews)
    .innerJoin(reviewInvitations, eq(reviewInvitations.id, customerReviews.invitationId))
    .where(and(eq(customerReviews.productId, productId), eq(customerReviews.status, "published")))
    .orderBy(
      ...(sort === "note" ? [desc(customerReviews.rating)] : []),
      desc(customerReviews.createdAt),
      desc(customerReviews.id),
    );
  return rows.map(({ review, author, purchasedAt }) => ({
    id: review.id,
    author,
    rating: review.rating,
    body: review.body,
    purchasedOn: day(purchasedAt),
    reviewedOn: day(review.createdAt),
    reply: review.reply,
  }));
}

/** Each product's published average (to the tenth) and count; a product without a published review is absent. */
export async function publishedRatings(db: Db, productIds?: readonly string[]): Promise<Map<string, PublishedRating>> {
  const rows = await db
    .select({ productId: customerReviews.productId, average: avg(customerReviews.rating), count: count() })
    .from(customerReviews)
    .where(
      and(
        eq(customerReviews.status, "published"),
        productIds ? inArray(customerReviews.productId, [...productIds]) : undefined,
      ),
    )
    .groupBy(customerReviews.productId);
  return new Map(
    rows.map((r) => [r.productId, { average: Math.round(Number(r.average) * 10) / 10, count: Number(r.count) }]),
  );
}

/** One product's published rating, or null without a published review. */
export async function publishedRatingOf(db: Db, productId: string): Promise<PublishedRating | null> {
  return (await publishedRatings(db, [productId])).get(productId) ?? null;
}

/** Deletes the invitations written before `before`, and with them the reviews left through them (the charter's term). */
/** The reviews written from the invitations mailed to `email`, with their product and state (the customer's data). */
export async function reviewsOf(db: Db, email: string) {
  return db
    .select({
      productName: customerReviews.productName,
      rating: customerReviews.rating,
      body: customerReviews.body,
      status: customerReviews.status,
      createdAt: customerReviews.createdAt,
    })
    .from(customerReviews)
    .innerJoin(reviewInvitations, eq(customerReviews.invitationId, reviewInvitations.id))
    .where(eq(reviewInvitations.email, email))
    .orderBy(asc(customerReviews.id));
}

/** The name reviews of an erased account are signed with: the review stays, nothing names its author any more. */
export const ERASED_AUTHOR = "Client anonyme";

/**
 * An erased account's invitations: their address and author's name gone, their links closed; the reviews stay,
 * signed « Client anonyme » (their purchase was verified; the text is the customer's opinion, not an identity).
 */
export async function eraseReviewAuthor(tx: Db, email: string, now: Date): Promise<number> {
  const rows = await tx
    .update(reviewInvitations)
    .set({ email: sql`'efface-' || ${reviewInvitations.id}`, author: ERASED_AUTHOR, expiresAt: now })
    .where(eq(reviewInvitations.email, email))
    .returning({ id: reviewInvitations.id });
  return rows.length;
}

export async function pruneReviews(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(reviewInvitations)
    .where(lt(reviewInvitations.createdAt, before))
    .returning({ id: reviewInvitations.id });
  return deleted.length;
}
