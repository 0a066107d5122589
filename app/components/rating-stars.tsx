/** Stars filled by the floor of the rating, out of 5, with the exact rating for screen readers. */
export function RatingStars({ rating, className = "" }: { rating: number; className?: string }) {
  const filled = Math.floor(rating);
  const label = `Note : ${rating.toLocaleString("fr-FR")} sur 5`;
  return (
    <span role="img" aria-label={label} className={`inline-flex text-miel-600 ${className}`}>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < filled ? "" : "text-stone-300"}>
          ★
        </span>
      ))}
    </span>
  );
}
