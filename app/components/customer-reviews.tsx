import type { HomeReview } from "#app/lib/loader-data";
import { ExampleReviewsLabel } from "./rating-stars";
import { HomeSection } from "./home/home-section";

/** What the home page's « Avis Clients » section says while no customer has left a review (decision 086). */
export const NO_REVIEWS_YET =
  "Aucun avis client n'est encore publié. Les avis de nos clients, déposés après leur achat, paraîtront ici.";

/**
 * The home page's « Avis Clients » (spec §2 Home): the five example reviews of a demonstration, labelled as such;
 * in a shop taking real payments, the honest line that none is published yet (decision 086).
 */
export function CustomerReviews({ reviews }: { reviews: HomeReview[] }) {
  const examples = reviews.length > 0 && reviews.every((r) => r.example);
  return (
    <HomeSection id="avis" eyebrow="Avis" title="Avis Clients">
      {examples && <ExampleReviewsLabel className="mt-3" />}
      {reviews.length === 0 && <p className="mt-4 text-stone-800">{NO_REVIEWS_YET}</p>}
      {reviews.length > 0 && (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.name} className="border-t border-stone-300 pt-6">
              <figure>
                <p className="text-miel-600" role="img" aria-label={`Note : ${review.rating} sur 5`}>
                  {"★".repeat(review.rating)}
                </p>
                <blockquote className="mt-3 text-stone-800">« {review.content} »</blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-miel-200 font-bold text-miel-900"
                  >
                    {review.name[0]}
                  </span>
                  <span>
                    <span className="block font-semibold">{review.name}</span>
                    <span className="block text-sm text-stone-700">{review.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
