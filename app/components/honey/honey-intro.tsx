import type { ShownRating } from "#core/reviews";
import { CountryFlag } from "#app/components/product-picture";
import { ProductRating } from "#app/components/rating-stars";
import { TastingNotes } from "#app/components/honey/tasting-notes";

/** Under the honey's name: its title, its country, its rating, its short description and its notes. */
export function HoneyIntro({
  honey,
}: {
  honey: {
    title: string | null;
    flagImage: string | null;
    country: string | null;
    rating: ShownRating | null;
    description: string;
    notes: string[];
  };
}) {
  return (
    <>
      {honey.title && <p className="mt-1 text-lg italic text-stone-800">{honey.title}</p>}
      <p className="mt-2 text-stone-800">
        <CountryFlag src={honey.flagImage} /> {honey.country}
      </p>
      <ProductRating rating={honey.rating} className="mt-2" />
      <p className="mt-4 text-stone-800">{honey.description}</p>
      <TastingNotes notes={honey.notes} size="large" />
    </>
  );
}
