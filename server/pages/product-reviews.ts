// A product page's reviews (decision 110): its customers' published reviews, sorted as asked, and their average;
// without any, the shop's example reviews in a demonstration only (decision 086). Kept in the read cache, which
// every write (a moderation) empties.
import { type ProductReviewsView, reviewSortOf, type ShownReview } from "#core/reviews";
import { publishedRatingOf, publishedRatings, publishedReviewsOf } from "#server/modules/reviews/service";
import type { PageContext } from "./context";

export function productReviewServices(ctx: PageContext) {
  const { db, cached } = ctx;
  return {
    /** `sortParam`: the address's `?avis=` (recents, note); `examples`: the demonstration's, shown only without real ones. */
    reviewsOf: (productId: string, sortParam: string | null, examples: ShownReview[] = []) => {
      const sort = reviewSortOf(sortParam);
      return cached(`reviews:${productId}:${sort}`, async (): Promise<ProductReviewsView> => {
        const [rating, published] = await Promise.all([
          publishedRatingOf(db, productId),
          publishedReviewsOf(db, productId, sort),
        ]);
        return { sort, rating, published, examples: rating ? [] : ctx.demoMode ? examples : [] };
      });
    },
    /** Every product's published average and count (collections sorted by rating). */
    publishedRatings: () => cached("published-ratings", () => publishedRatings(db)),
  };
}
