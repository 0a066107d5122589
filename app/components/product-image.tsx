import { PRODUCT_IMAGE_SIZE } from "#core/catalog";
import type { PhotoView } from "#core/product-photos";
import { ProductPicture } from "./product-picture";

/**
 * A grid of tiles (decision 116): two columns on a phone (a photo was fetched for the whole screen's width), three
 * or two up to 1024 px (the larger asked), four beyond.
 */
export const CARD_SIZES = "(min-width: 1024px) 25vw, 50vw";

/**
 * A product picture: its first photo when it has one (decision 030), else its illustration; decorative beside its
 * name, sized so nothing shifts, lazy below the fold.
 */
export function ProductImage({
  src,
  photo = null,
  eager = false,
  sizes = CARD_SIZES,
  className = "aspect-square w-full object-cover",
}: {
  src: string;
  photo?: PhotoView | null;
  eager?: boolean;
  sizes?: string;
  className?: string;
}) {
  if (photo) return <ProductPicture photo={photo} alt="" sizes={sizes} eager={eager} className={className} />;
  return (
    <img
      src={src}
      alt=""
      width={PRODUCT_IMAGE_SIZE.width}
      height={PRODUCT_IMAGE_SIZE.height}
      loading={eager ? "eager" : "lazy"}
      className={className}
    />
  );
}
