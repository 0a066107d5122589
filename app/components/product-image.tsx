import { PRODUCT_IMAGE_SIZE } from "#core/catalog";

/** A product picture: decorative beside its name, sized so nothing shifts, lazy below the fold. */
export function ProductImage({
  src,
  eager = false,
  className = "aspect-square w-full object-cover",
}: {
  src: string;
  eager?: boolean;
  className?: string;
}) {
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
