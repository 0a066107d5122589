import { formatDecimal } from "#core/french-format";
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
