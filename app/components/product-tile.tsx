import type { ReactNode } from "react";
import { PRODUCT_IMAGE_SIZE } from "#core/catalog";
import type { PhotoView } from "#core/product-photos";
import { CARD_SIZES, ProductImage } from "./product-image";
import { ProductPicture } from "./product-picture";
import { FavouriteButton } from "./favourite-button";

const WIDE_SIZES = "(min-width: 640px) 360px, 100vw";

/**
 * A product grid's classes for what it holds (decision 116): two tiles a row on a phone, four on a wide screen
 * (`columns` 3: three); one product is a wide tile (`ProductTile`'s `wide`), two or three share a narrower row.
 */
export function productGridClass(count: number, columns: 3 | 4 = 4): string {
  const rows = "grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6";
  if (count <= 1) return "grid gap-6 lg:max-w-4xl";
  if (count === 2) return `${rows} lg:max-w-4xl`;
  if (count === 3 || columns === 3) return `${rows} lg:grid-cols-3`;
  return `${rows} md:grid-cols-3 lg:grid-cols-4`;
}

/**
 * The link of a tile's name, stretched over the whole tile (its `::after`), so the picture leads to the product too.
 * Whatever else in the tile is clickable (the heart, a button) sits above it (`relative z-10`).
 */
export const TILE_LINK =
  "after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-miel-900";

/** A tile's second picture, shown while the pointer is over it: a second photo or another illustration. */
export type HoverImage = { photo: PhotoView } | { image: string } | null;

function SecondImage({ hover }: { hover: NonNullable<HoverImage> }) {
  // `hidden` where nothing hovers (a phone): a lazy image that is not displayed is never downloaded.
  const frame =
    "absolute inset-0 hidden opacity-0 transition-opacity duration-500 group-hover:opacity-100 [@media(hover:hover)]:block";
  const image = "h-full w-full object-cover";
  return (
    <div className={frame} data-testid="hover-image">
      {"photo" in hover ? (
        <ProductPicture photo={hover.photo} alt="" sizes={CARD_SIZES} className={image} />
      ) : (
        <img
          src={hover.image}
          alt=""
          width={PRODUCT_IMAGE_SIZE.width}
          height={PRODUCT_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
          className={image}
        />
      )}
    </div>
  );
}

/**
 * A product's tile in a grid (decision 116): borderless, the picture first — its badge and heart inside it, a
 * second picture on hover; the badge at the picture's foot, clear of the heart — then `children` (name, a small line, the price), the last of them pushed to the bottom.
 * The badge sits on the picture, so tiles with and without one line up their names.
 */
export function ProductTile({
  image,
  photo,
  hover = null,
  eager,
  badge = null,
  wide = false,
  favourite,
  children,
}: {
  image: string;
  /** Its first photo, shown instead of the illustration. */
  photo?: PhotoView | null;
  hover?: HoverImage;
  /** Loaded at once: the first row, seen without scrolling. */
  eager?: boolean;
  /** Kept for the callers of the former cards: every tile has the same spacing now. */
  compact?: boolean;
  /** "Bestseller", "Nouveau"…, when the product has one. */
  badge?: string | null;
  /** The only tile of its grid: the picture beside the text from 640 px, not a narrow tile beside empty columns. */
  wide?: boolean;
  /** The product the tile's heart names (decision 114). */
  favourite?: { productId: string; name: string };
  children: ReactNode;
}) {
  return (
    <article className={`group relative flex h-full flex-col ${wide ? "sm:flex-row sm:items-center sm:gap-10" : ""}`}>
      <div
        className={`relative overflow-hidden rounded-lg bg-stone-100 ${wide ? "sm:w-2/5 sm:shrink-0" : ""}`}
        data-testid="tile-image"
      >
        <ProductImage
          src={image}
          photo={photo}
          eager={eager}
          {...(wide ? { sizes: WIDE_SIZES } : {})}
          className="aspect-square w-full object-cover transition-transform duration-700 group-hover:scale-[1.02]"
        />
        {hover && <SecondImage hover={hover} />}
        {badge && (
          <p
            data-testid="product-badge"
            className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] bg-white/90 px-2 py-1 label-caps text-miel-900 sm:bottom-3 sm:left-3"
          >
            {badge}
          </p>
        )}
        {favourite && <FavouriteButton productId={favourite.productId} name={favourite.name} floating />}
      </div>
      <div className={`flex flex-1 flex-col ${wide ? "pt-4 sm:pt-0" : "pt-3"}`}>{children}</div>
    </article>
  );
}

/** A tile's small line under its name: the origin, a rating… in a quiet grey. */
export const TILE_META = "mt-1 text-xs text-stone-700 sm:text-sm";

/**
 * A tile's name: the serif, one or two lines, always the room of two: a name that fits one line in the brand face
 * and not in its fallback would otherwise move the row under it when the face arrives (a layout shift measured on
 * the honeys' collection at 412 px), and the small lines under the names of a row stand level.
 */
export const TILE_NAME = "min-h-[2lh] font-serif text-base leading-snug font-semibold text-stone-900 sm:text-lg";

/** A tile's price, at the bottom. */
export const TILE_PRICE = "mt-auto pt-2 text-sm font-semibold text-miel-900 sm:text-base";
