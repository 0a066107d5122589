import { formatDecimal } from "#core/french-format";
import { EXAMPLE_RATING_LABEL, EXAMPLE_REVIEWS_LABEL, type ShownRating } from "#core/reviews";

/** How each of the 5 stars is filled: the rating rounded down to the half, so 4,9 shows 4½ and never more than it is. */
export function starFills(rating: number): ("full" | "half" | "empty")[] {
  const halves = Math.floor(Math.min(Math.max(rating, 0), 5) * 2);
  return Array.from({ length: 5 }, (_, i) => (halves >= 2 * i + 2 ? "full" : halves === 2 * i + 1 ? "half" : "empty"));
}

/** Stars out of 5, filled to the half, with the exact rating for screen readers. */
export function RatingStars({ rating, className = "" }: { rating: number; className?: string }) {
  const label = `Note : ${formatDecimal(rating)} sur 5`;
  return (
    <span role="img" aria-label={label} className={`inline-flex text-miel-600 ${className}`}>
      {starFills(rating).map((fill, i) => (
        <span key={i} aria-hidden="true" data-fill={fill} className={fill === "full" ? "" : "relative text-stone-300"}>
          ★{fill === "half" && <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden text-miel-600">★</span>}
        </span>
      ))}
    </span>
  );
}

/**
 * A product's rating where a page shows it: nothing when it has none; the shop's example says so in words, beside the
 * stars (decision 086). Rendered in `as` (a `p` or a `span`) with its classes.
 */
export function ProductRating({
  rating,
  as: Tag = "p",
  className = "",
}: {
  rating: ShownRating | null;
  as?: "p" | "span";
  className?: string;
}) {
  if (!rating) return null;
  return (
    <Tag className={`flex flex-wrap items-center gap-x-2 ${className}`}>
      <RatingStars rating={rating.value} />
      <span>
        {formatDecimal(rating.value)}/5
        {rating.example && <span className="text-stone-700"> · {EXAMPLE_RATING_LABEL}</span>}
      </span>
    </Tag>
  );
}

/** Above reviews the shop wrote for the demonstration: that they are examples, not customers' (decision 086). */
export function ExampleReviewsLabel({ className = "" }: { className?: string }) {
  return (
    <p className={`w-fit rounded-xl bg-amber-100 px-3 py-2 text-sm font-semibold text-stone-900 ${className}`}>
      {EXAMPLE_REVIEWS_LABEL} : écrits par la boutique, aucun client ne les a déposés.
    </p>
  );
}
