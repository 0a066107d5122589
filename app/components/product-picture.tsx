import { useRouteLoaderData } from "react-router";
import { PHOTO_FORMATS, photoFallback, photoSrcSet, type PhotoView } from "#core/product-photos";
import type { loader as rootLoader } from "#app/root";

/** Where the photos' files are served (`/media`, or `MEDIA_PUBLIC_URL`), from the public configuration. */
export function useMediaBase(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.config.mediaBaseUrl ?? "/media";
}

/**
 * An uploaded photo (decision 030): AVIF then WebP sources at every stored width, the browser picking by `sizes`;
 * width and height from the original, so the space is kept before it loads. `priority`: the page's main image,
 * loaded at once and first; otherwise lazy unless `eager` (the first row of a grid).
 */
export function ProductPicture({
  photo,
  sizes,
  className,
  alt = photo.alt,
  eager = false,
  priority = false,
}: {
  photo: PhotoView;
  sizes: string;
  className?: string;
  alt?: string;
  eager?: boolean;
  priority?: boolean;
}) {
  const base = useMediaBase();
  return (
    <picture>
      {PHOTO_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={photoSrcSet(base, photo, format)} sizes={sizes} />
      ))}
      <img
        src={photoFallback(base, photo, 640)}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority || eager ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/**
 * A country's flag beside its name (`flagImage` of the catalogue's views, decision 046), decorative: the name is
 * read. Lazy, so server rendering does not ask the browser to preload it ahead of the page's main image.
 */
export function CountryFlag({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={21}
      height={14}
      loading="lazy"
      className="inline-block h-3.5 w-[1.3125rem] rounded-[2px] align-[-0.125em] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]"
    />
  );
}
