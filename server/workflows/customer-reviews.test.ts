import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, customerReviews, mailOutbox, orders, reviewInvitations } from "#server/db/schema";
import {
  ERASED_AUTHOR,
  eraseReviewAuthor,
  publishedRatings,
  publishedReviewsOf,
  reviewsOf,
} from "#server/modules/reviews/service";
import { invitationMails as mailsOfInvitation, invitationToken, shippedOrder } from "#server/testing/reviews";
import { setupTestShop } from "#server/testing/test-shop";
import {
  ALREADY_REVIEWED,
  EXPIRED_LINK,
  moderateReview,
  NOT_IN_ORDER,
  reviewPage,
  submitReview,
  UNKNOWN_LINK,
} from "./customer-reviews";
import { inviteReviews, reviewableLines } from "./review-invitations";

// Reviews by verified buyers (decision 110): one invitation per order even under two job runs at once, the link's
// token checked and its expiry refused, one review per order line under parallel submissions, moderation audited,
// only published reviews counted, hostile input refused in French.

const shop = setupTestShop();
const admin = { id: "admin-test", email: "admin@maisonh.fr" };

const order = (fulfilment: { delivered: boolean; daysAgo: number }) => shippedOrder(shop, fulfilment);
const invitationMails = (reference: string) => mailsOfInvitation(shop.db, reference);
const tokenOf = (reference: string) => invitationToken(shop.db, reference);

async function invitedOrder() {
  const placed = await order({ delivered: true, daysAgo: 1 });
  await inviteReviews(shop.context(), 10);
  const token = await tokenOf(placed.reference);
  const lines = await reviewableLines(shop.db, placed.id);
  return { placed, token, lines };
}

describe("review invitations", () => {
  it("invites a delivered order once, and one shipped long ago without a delivery event, even under two runs at once", async () => {
    const delivered = await order({ delivered: true, daysAgo: 0 });
    const shippedLongAgo = await order({ delivered: false, daysAgo: 11 });
    const shippedRecently = await order({ delivered: false, daysAgo: 3 });
    const ctx = shop.context();
    const runs = await Promise.all([inviteReviews(ctx, 10), inviteReviews(ctx, 10), inviteReviews(ctx, 10)]);
    expect(runs.reduce((sum, r) => sum + r.invited, 0)).toBe(2);
    expect(await invitationMails(delivered.reference)).toHaveLength(1);
    expect(await invitationMails(shippedLongAgo.reference)).toHaveLength(1);
    expect(await invitationMails(shippedRecently.reference)).toHaveLength(0);
    expect(await shop.db.select().from(reviewInvitations)).toHaveLength(2);

    const [mail] = await invitationMails(delivered.reference);
    expect(mail!.to).toBe(delivered.email);
    expect(mail!.text).toContain("Sidr Malaki");
    expect(mail!.text).toContain("valable 30 jours");
    expect(mail!.text).toContain("/avis-clients/charte");

    // Later runs never invite again; the order shipped 3 days ago is invited once its delivery is known.
    await shop.db.update(orders).set({ deliveredAt: new Date() }).where(eq(orders.id, shippedRecently.id));
    expect((await inviteReviews(ctx, 10)).invited).toBe(1);
    expect((await inviteReviews(ctx, 10)).invited).toBe(0);
    expect(await invitationMails(shippedRecently.reference)).toHaveLength(1);
  });

  it("does not invite orders shipped before the invitation window (before reviews existed)", async () => {
    await order({ delivered: true, daysAgo: 61 });
    expect((await inviteReviews(shop.context(), 10)).invited).toBe(0);
  });
});

describe("the review link", () => {
  it("lists the order's lines; an altered or unknown token and an expired link are refused in French", async () => {
    const { token, lines } = await invitedOrder();
    const page = await reviewPage(shop.context(), token);
    expect(page.lines.map((l) => l.productName).sort()).toEqual(lines.map((l) => l.productName).sort());
    expect(page.lines).toHaveLength(2);

    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    await expect(reviewPage(shop.context(), altered)).rejects.toThrow(UNKNOWN_LINK);
    await expect(reviewPage(shop.context(), "")).rejects.toThrow(UNKNOWN_LINK);
    await expect(reviewPage(shop.context(), "x".repeat(5000))).rejects.toThrow(UNKNOWN_LINK);
    const in31Days = shop.context(31 * 24 * 60);
    await expect(reviewPage(in31Days, token)).rejects.toThrow(EXPIRED_LINK);
    await expect(
      submitReview(in31Days, token, { lineId: lines[0]!.line.id, rating: 5, body: "Un miel remarquable." }),
    ).rejects.toThrow(EXPIRED_LINK);
  });
});

describe("submitting reviews", () => {
  it("keeps one review per order line under parallel submissions; the others get a clear French answer", async () => {
    const { token, lines } = await invitedOrder();
    const lineId = lines[0]!.line.id;
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        submitReview(shop.context(), token, { lineId, rating: 1 + (i % 5), body: `Très bon produit, essai ${i}.` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(5);
    for (const r of refused) expect((r.reason as Error).message).toBe(ALREADY_REVIEWED);
    expect(await shop.db.select().from(customerReviews).where(eq(customerReviews.orderLineId, lineId))).toHaveLength(1);
  });

  it("refuses a line of another order, a bad rating, NUL bytes and over-long text; keeps HTML as text", async () => {
    const first = await invitedOrder();
    const second = await invitedOrder();
    const ctx = shop.context();
    const otherLine = second.lines[0]!.line.id;
    await expect(
      submitReview(ctx, first.token, { lineId: otherLine, rating: 5, body: "Parfait, vraiment." }),
    ).rejects.toThrow(NOT_IN_ORDER);
    const lineId = first.lines[0]!.line.id;
    const refusals = await Promise.allSettled([
      submitReview(ctx, first.token, { lineId, rating: 6, body: "Parfait, vraiment." }),
      submitReview(ctx, first.token, { lineId, rating: "2.5", body: "Parfait, vraiment." }),
      submitReview(ctx, first.token, { lineId, rating: 4, body: "Bon\u0000 miel, vraiment." }),
      submitReview(ctx, first.token, { lineId, rating: 4, body: "x".repeat(2001) }),
      submitReview(ctx, first.token, { lineId, rating: 4, body: "Court" }),
      submitReview(ctx, first.token, { lineId: "1 or 1=1", rating: 4, body: "Parfait, vraiment." }),
    ]);
    expect(refusals.map((r) => (r.status === "rejected" ? (r.reason as Error).message : "accepté"))).toEqual([
      "Choisissez une note de 1 à 5 étoiles.",
      "Choisissez une note de 1 à 5 étoiles.",
      "Votre avis contient des caractères non autorisés.",
      "Votre avis doit faire au plus 2000 caractères.",
      "Votre avis doit faire au moins 10 caractères.",
      NOT_IN_ORDER,
    ]);
    const hostile = '<script>alert("avis")</script> <b>excellent</b>';
    const stored = await submitReview(ctx, first.token, { lineId, rating: 4, body: hostile });
    expect(stored.body).toBe(hostile);
    expect(stored.status).toBe("pending");
  });
});

describe("moderation", () => {
  it("publishes, refuses with a reason mailed to the author, replies — each audited; only published reviews count", async () => {
    const { placed, token, lines } = await invitedOrder();
    const ctx = shop.context();
    const [honey, perfume] = [
      lines.find((l) => l.productId.startsWith("sidr"))!,
      lines.find((l) => l.productId.startsWith("parfum"))!,
    ];
    const kept = await submitReview(ctx, token, { lineId: honey.line.id, rating: 4, body: "Un miel de Sidr superbe." });
    const refused = await submitReview(ctx, token, {
      lineId: perfume.line.id,
      rating: 1,
      body: "Appelez le 06 00 00 00 00.",
    });

    expect((await publishedRatings(shop.db)).get(honey.productId)).toBeUndefined();
    expect(await publishedReviewsOf(shop.db, honey.productId, "recents")).toEqual([]);

    await moderateReview(ctx, admin, kept.id, { kind: "publish" });
    await moderateReview(ctx, admin, refused.id, { kind: "refuse", reason: "Il contient un numéro de téléphone." });
    await moderateReview(ctx, admin, kept.id, { kind: "reply", text: "Merci pour votre confiance !" });
    await expect(moderateReview(ctx, admin, kept.id, { kind: "publish" })).rejects.toThrow(
      "Seul un avis en attente peut être publié.",
    );
    await expect(moderateReview(ctx, admin, refused.id, { kind: "refuse", reason: "x\u0000y" })).rejects.toThrow(
      "Le motif du refus contient des caractères non autorisés.",
    );

    const ratings = await publishedRatings(shop.db);
    expect(ratings.get(honey.productId)).toEqual({ average: 4, count: 1 });
    expect(ratings.has(perfume.productId)).toBe(false);
    const [shown] = await publishedReviewsOf(shop.db, honey.productId, "recents");
    expect(shown).toMatchObject({ rating: 4, body: "Un miel de Sidr superbe.", reply: "Merci pour votre confiance !" });
    expect(shown!.purchasedOn).toBe(placed.paidAt!.toISOString().slice(0, 10));

    const audit = await shop.db.select().from(auditLog).where(eq(auditLog.entity, "review"));
    expect(audit.map((e) => `${e.action}:${e.entityId}`).sort()).toEqual(
      [`review.publish:${kept.id}`, `review.refuse:${refused.id}`, `review.reply:${kept.id}`].sort(),
    );
    const refusalMails = await shop.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, "Votre avis sur % n'a pas été publié%"));
    expect(refusalMails).toHaveLength(1);
    expect(refusalMails[0]!.to).toBe(placed.email);
    expect(refusalMails[0]!.text).toContain("Il contient un numéro de téléphone.");
  });

  it("averages several published reviews to the tenth and sorts them by rating or date", async () => {
    const ctx = shop.context();
    const ids: number[] = [];
    for (const rating of [5, 4, 4]) {
      const { token, lines } = await invitedOrder();
      const honey = lines.find((l) => l.productId.startsWith("sidr"))!;
      const review = await submitReview(ctx, token, {
        lineId: honey.line.id,
        rating,
        body: `Noté ${rating} sur 5, bien.`,
      });
      await moderateReview(ctx, admin, review.id, { kind: "publish" });
      ids.push(review.id);
    }
    const productId = "sidr_malaki_yemen";
    expect((await publishedRatings(shop.db)).get(productId)).toEqual({ average: 4.3, count: 3 });
    expect((await publishedReviewsOf(shop.db, productId, "note")).map((r) => r.rating)).toEqual([5, 4, 4]);
    expect((await publishedReviewsOf(shop.db, productId, "recents")).map((r) => r.id)).toEqual([...ids].reverse());
  });
});

describe("the customer's data (RGPD)", () => {
  it("exports the address's reviews; on erasure they stay signed « Client anonyme », the address gone, the link closed", async () => {
    const { placed, token, lines } = await invitedOrder();
    const byOrder = eq(reviewInvitations.orderId, placed.id);
    const [invitation] = await shop.db.select().from(reviewInvitations).where(byOrder);
    const email = invitation!.email;
    await submitReview(shop.context(), token, { lineId: lines[0]!.line.id, rating: 5, body: "Un régal, vraiment." });
    expect((await reviewsOf(shop.db, email)).map((r) => r.body)).toContain("Un régal, vraiment.");

    expect(await shop.db.transaction((tx) => eraseReviewAuthor(tx, email, new Date()))).toBeGreaterThan(0);
    expect(await reviewsOf(shop.db, email)).toEqual([]);
    const [erased] = await shop.db.select().from(reviewInvitations).where(byOrder);
    expect(erased).toMatchObject({ author: ERASED_AUTHOR });
    expect(erased!.email).not.toContain("@");
    await expect(reviewPage(shop.context(1), token)).rejects.toThrow(EXPIRED_LINK);
    // The review itself is kept (its purchase was verified).
    const kept = await shop.db.select().from(customerReviews).where(eq(customerReviews.invitationId, erased!.id));
    expect(kept.map((r) => r.body)).toEqual(["Un régal, vraiment."]);
  });
});
