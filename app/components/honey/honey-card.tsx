import type { ShownRating } from "#core/reviews";
import { FromPrice } from "#app/components/from-price";
import type { PhotoView } from "#core/product-photos";
import { ProductTile } from "#app/components/product-tile";
import { ProductRating } from "#app/components/rating-stars";
import { ButtonLink } from "#app/components/ui/button";
import { TastingNotes } from "./tasting-notes";
import { CountryFlag } from "#app/components/product-picture";

/** A honey in the collection's grid, with the way to its page. */
export function HoneyCard({
  honey,
  eager,
  wide = false,
}: {
  honey: {
    id: string;
    name: string;
    description: string;
    image: string;
    badge: string | null;
    rating: ShownRating | null;
    country: string | null;
    flagImage: string | null;
    notes: string[];
    fromPriceCents: number;
    fromUnitPrice: string | null;
    photo: PhotoView | null;
  };
  /** Loaded at once: the first row, seen without scrolling. */
  eager: boolean;
  /** Alone in its grid (`ProductTile`). */
  wide?: boolean;
}) {
  return (
    <ProductTile
      image={honey.image}
      photo={honey.photo}
      eager={eager}
      badge={honey.badge}
      wide={wide}
      favourite={{ productId: honey.id, name: honey.name }}
    >
      <h2 className="font-serif text-xl font-bold">{honey.name}</h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-stone-700">
        <span>
          <CountryFlag src={honey.flagImage} /> {honey.country}
        </span>
        <ProductRating rating={honey.rating} as="span" className="text-stone-800" />
      </p>
      <p className="mt-2 line-clamp-3 text-stone-800">{honey.description}</p>
      <TastingNotes notes={honey.notes} size="small" />
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <p className="font-semibold text-miel-900">
          <FromPrice cents={honey.fromPriceCents} unitPrice={honey.fromUnitPrice} />
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
