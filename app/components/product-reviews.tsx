import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDayLong } from "#core/french-date";
import { formatDecimal } from "#core/french-format";
import { countOf } from "#core/french-plural";
import {
  NO_PRODUCT_REVIEWS_YET,
  type ProductReviewsView,
  REVIEW_SORTS,
  type ReviewSort,
  REVIEWS_CHARTER_PATH,
  VERIFIED_PURCHASE_LABEL,
} from "#core/reviews";
import { ExampleReviewsLabel, RatingStars } from "#app/components/rating-stars";
import { TextLink } from "#app/components/ui/text";

const SORT_LABELS: Record<ReviewSort, string> = { recents: "Les plus récents", note: "Les mieux notés" };

/** A product's reviews section title: its customers' count, or the demonstration's examples (decision 086). */
export function productReviewsTitle(view: ProductReviewsView): string {
  if (view.rating) return `Avis clients (${view.rating.count})`;
  return view.examples.length > 0 ? `Avis d'exemple (${view.examples.length})` : "Avis clients (0)";
}

/** Links (no script needed) ordering the reviews; the current order is marked for screen readers. */
function SortLinks({ sort }: { sort: ReviewSort }) {
  return (
    <nav aria-label="Trier les avis" className="flex flex-wrap gap-x-4">
      {REVIEW_SORTS.map((s) => (
        <Link
          key={s}
          to={`?avis=${s}#avis`}
          preventScrollReset
          aria-current={s === sort ? "true" : undefined}
          className="inline-flex min-h-11 items-center text-miel-900 underline aria-[current]:font-bold aria-[current]:no-underline"
        >
          {SORT_LABELS[s]}
        </Link>
      ))}
    </nav>
  );
}

/** A list of reviews (none: nothing), each its author and stars, `mark` beside them, then its `details`. */
function ReviewList<Review extends { id: number | string; author: string; rating: number }>(props: {
  reviews: readonly Review[];
  mark: (review: Review) => ReactNode;
  details: (review: Review) => ReactNode;
}) {
  if (props.reviews.length === 0) return null;
  return (
    <ul className="space-y-4">
      {props.reviews.map((review) => (
        <li key={review.id} className="border-b border-miel-100 pb-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{review.author}</span>
            <RatingStars rating={review.rating} />
            {props.mark(review)}
          </p>
          {props.details(review)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The reviews of a product page (decision 110): its customers' published reviews — each « Achat vérifié » with its
 * date of purchase, the team's reply under it — with their average and count, sortable; else the demonstration's
 * labelled examples; else the honest line. The reviews' charter is linked beside them.
 */
export function ProductReviews({ view, shopName }: { view: ProductReviewsView; shopName: string }) {
  const { rating, published, examples } = view;
  return (
    <div className="space-y-4">
      {rating && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex flex-wrap items-center gap-2">
            <RatingStars rating={rating.average} />
            <span>
              {formatDecimal(rating.average)}/5 · {countOf(rating.count, "avis", "avis")}
            </span>
          </p>
          <SortLinks sort={view.sort} />
        </div>
      )}
      {!rating && examples.length > 0 && <ExampleReviewsLabel />}
      {!rating && examples.length === 0 && <p>{NO_PRODUCT_REVIEWS_YET}</p>}
      <ReviewList
        reviews={published}
        mark={() => (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-900">
            {VERIFIED_PURCHASE_LABEL}
          </span>
        )}
        details={(review) => (
          <>
            <p className="text-sm text-stone-700">
              Acheté le <time dateTime={review.purchasedOn}>{formatDayLong(review.purchasedOn)}</time> · avis du{" "}
              <time dateTime={review.reviewedOn}>{formatDayLong(review.reviewedOn)}</time>
            </p>
            <p className="mt-1 whitespace-pre-line">{review.body}</p>
            {review.reply && (
              <div className="mt-2 rounded-xl bg-miel-50 p-3">
                <p className="text-sm font-semibold">Réponse de {shopName}</p>
                <p className="whitespace-pre-line">{review.reply}</p>
              </div>
            )}
          </>
        )}
      />
      <ReviewList
        reviews={examples}
        mark={(review) => (
          <time dateTime={review.date} className="text-sm text-stone-700">
            {formatDayLong(review.date)}
          </time>
        )}
        details={(review) => <p className="mt-1">{review.comment}</p>}
      />
      <TextLink to={REVIEWS_CHARTER_PATH}>Comment les avis sont recueillis et vérifiés</TextLink>
    </div>
  );
}
