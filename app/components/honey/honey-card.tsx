import { Link } from "react-router";
import type { ShownRating } from "#core/reviews";
import { honeyGalleryPaths } from "#core/catalog";
import { FromPrice } from "#app/components/from-price";
import type { PhotoView } from "#core/product-photos";
import {
  type HoverImage,
  ProductTile,
  TILE_LINK,
  TILE_META,
  TILE_NAME,
  TILE_PRICE,
} from "#app/components/product-tile";
import { ProductRating } from "#app/components/rating-stars";
import { CountryFlag } from "#app/components/product-picture";

/**
 * A honey's second picture on hover: its second photo when it has two, its spoon illustration when it has none (the
 * gallery the honey's page shows, `honeyGalleryPaths`); one photo: none, never a drawing beside a photo.
 */
export function honeyHoverImage(honey: { id: string; photo: PhotoView | null; secondPhoto?: PhotoView | null }) {
  if (honey.secondPhoto) return { photo: honey.secondPhoto } satisfies HoverImage;
  if (honey.photo) return null;
  const spoon = honeyGalleryPaths(honey.id)[2];
  return spoon ? { image: spoon } : null;
}

/** A honey in the collection's grid: its tile, the name leading to its page, origin and rating, the lowest price. */
export function HoneyCard({
  honey,
  eager,
  wide = false,
}: {
  honey: {
    id: string;
    name: string;
    image: string;
    badge: string | null;
    rating: ShownRating | null;
    country: string | null;
    flagImage: string | null;
    fromPriceCents: number;
    fromUnitPrice: string | null;
    photo: PhotoView | null;
    secondPhoto?: PhotoView | null;
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
      hover={honeyHoverImage(honey)}
      eager={eager}
      badge={honey.badge}
      wide={wide}
      favourite={{ productId: honey.id, name: honey.name }}
    >
      <Link to={`/miel/${encodeURIComponent(honey.id)}`} className={TILE_LINK}>
        <span className="sr-only">Découvrir le </span>
        <h2 className={wide ? "font-serif text-2xl font-semibold" : TILE_NAME}>{honey.name}</h2>
      </Link>
      {honey.country && (
        <p className={TILE_META}>
          <CountryFlag src={honey.flagImage} /> {honey.country}
        </p>
      )}
      <ProductRating rating={honey.rating} className={TILE_META} />
      <p className={TILE_PRICE}>
        <FromPrice cents={honey.fromPriceCents} unitPrice={honey.fromUnitPrice} />
      </p>
    </ProductTile>
  );
}
