import { formatEuros } from "#core/money";
import type { PhotoView } from "#core/product-photos";
import { ProductTile } from "#app/components/product-tile";
import { RatingStars } from "#app/components/rating-stars";
import { ButtonLink } from "#app/components/ui/button";
import { TastingNotes } from "./tasting-notes";
import { CountryFlag } from "#app/components/product-picture";

/** A honey in the collection's grid, with the way to its page. */
export function HoneyCard({
  honey,
  eager,
}: {
  honey: {
    id: string;
    name: string;
    description: string;
    image: string;
    badge: string | null;
    rating: number;
    country: string | null;
    flagImage: string | null;
    notes: string[];
    fromPriceCents: number;
    fromUnitPrice: string | null;
    photo: PhotoView | null;
  };
  /** Loaded at once: the first row, seen without scrolling. */
  eager: boolean;
}) {
  return (
    <ProductTile image={honey.image} photo={honey.photo} eager={eager}>
      <div className="flex items-center justify-between gap-2">
        {honey.badge ? (
          <span className="rounded-full bg-miel-100 px-3 py-1 text-xs font-semibold text-miel-900">{honey.badge}</span>
        ) : (
          <span />
        )}
        <span className="flex items-center gap-1 text-sm text-stone-800">
          <RatingStars rating={honey.rating} /> {honey.rating.toLocaleString("fr-FR")}
        </span>
      </div>
      <h2 className="mt-2 font-serif text-xl font-bold">{honey.name}</h2>
      <p className="text-sm text-stone-700">
        <CountryFlag src={honey.flagImage} /> {honey.country}
      </p>
      <p className="mt-2 line-clamp-3 text-stone-800">{honey.description}</p>
      <TastingNotes notes={honey.notes} size="small" />
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <p className="font-semibold text-miel-900">
          à partir de {formatEuros(honey.fromPriceCents)}
          {honey.fromUnitPrice && (
            <span className="block text-xs font-normal text-stone-700">soit {honey.fromUnitPrice}</span>
          )}
        </p>
        <ButtonLink
          to={`/miel/${encodeURIComponent(honey.id)}`}
          size="compact"
          aria-label={`Découvrir le ${honey.name}`}
        >
          Découvrir
        </ButtonLink>
      </div>
    </ProductTile>
  );
}
