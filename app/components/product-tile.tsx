import type { ReactNode } from "react";
import type { PhotoView } from "#core/product-photos";
import { ProductImage } from "./product-image";
import { FavouriteButton } from "./favourite-button";

const WIDE_SIZES = "(min-width: 640px) 360px, 100vw";

/**
 * A product grid's classes for what it holds: one product is a wide card (`ProductTile`'s `wide`), two or three
 * share the row between them, more fill `columns` columns on a wide screen.
 */
export function productGridClass(count: number, columns: 3 | 4): string {
  if (count <= 1) return "grid gap-6 lg:max-w-4xl";
  if (count === 2) return "grid gap-6 sm:grid-cols-2 lg:max-w-4xl";
  if (count === 3 || columns === 3) return "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
  return "grid gap-6 sm:grid-cols-2 lg:grid-cols-4";
}

/**
 * A product's card in a grid: the image on top, `children` below it, the last of them pushed to the bottom. The
 * badge sits on the image, so cards with and without one line up their names and prices.
 */
export function ProductTile({
  image,
  photo,
  eager,
  compact = false,
  badge = null,
  wide = false,
  favourite,
  children,
}: {
  image: string;
  /** Its first photo, shown instead of the illustration. */
  photo?: PhotoView | null;
  /** Loaded at once: the first row, seen without scrolling. */
  eager?: boolean;
  /** Less padding, for a grid of four. */
  compact?: boolean;
  /** "Bestseller", "Nouveau"…, when the product has one. */
  badge?: string | null;
  /** The only card of its grid: the image beside the text from 640 px, not a narrow card beside empty columns. */
  wide?: boolean;
  /** The product the card's heart names (decision 114). */
  favourite?: { productId: string; name: string };
  children: ReactNode;
}) {
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl border border-miel-200 bg-white ${wide ? "sm:flex-row" : ""}`}
    >
      <ProductImage
        src={image}
        photo={photo}
        eager={eager}
        {...(wide ? { sizes: WIDE_SIZES, className: "aspect-square w-full object-cover sm:w-2/5 sm:shrink-0" } : {})}
      />
      {badge && (
        <p
          data-testid="product-badge"
          className="absolute top-3 left-3 rounded-full bg-miel-100 px-3 py-1 text-xs font-semibold text-miel-900 shadow-sm ring-1 ring-miel-200"
        >
          {badge}
        </p>
      )}
      {favourite && <FavouriteButton productId={favourite.productId} name={favourite.name} floating />}
      <div className={`flex flex-1 flex-col ${wide ? "p-5 sm:p-8" : compact ? "p-4" : "p-5"}`}>{children}</div>
    </article>
  );
}
