// A product's photos as the pages show them (docs/decisions/030-product-photos.md): the
// widths made of each photo, and the `srcset` of a `<picture>` source, shared by the server and the pages.

/** The widths made of each photo, never larger than the original (`photoWidths`). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
/** Encoded in both; the browser takes the first source it reads (AVIF first, then WebP). */
export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The address where the shop serves its stored photos when no `MEDIA_PUBLIC_URL` is set. */
export const MEDIA_PATH = "/media";

export interface PhotoVariant {
  key: string;
  format: PhotoFormat;
  width: number;
  height: number;
}

/** One photo in a page's data: the original's proportions, its alternative text and its stored variants. */
export interface PhotoView {
  id: string;
  alt: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

/** The widths to make of an image `width` pixels wide: the steps below it, then itself up to the largest step. */
export function photoWidths(width: number): number[] {
  const largest = Math.max(...PHOTO_WIDTHS);
  const top = Math.min(width, largest);
  return [...PHOTO_WIDTHS.filter((step) => step < top), top];
}

/** The address of a stored file under the media base (`/media` or the bucket's public address). */
export function mediaUrl(base: string, key: string): string {
  return `${base.replace(/\/$/, "")}/${key}`;
}

/** `url 320w, url 640w, …` of one format. */
export function photoSrcSet(base: string, photo: PhotoView, format: PhotoFormat): string {
  return photo.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${mediaUrl(base, v.key)} ${v.width}w`)
    .join(", ");
}

/** The smallest WebP at least `width` wide (else the largest): the `<img>` fallback of a `<picture>`. */
export function photoFallback(base: string, photo: PhotoView, width: number): string {
  const webp = photo.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  const chosen = webp.find((v) => v.width >= width) ?? webp[webp.length - 1];
  return chosen ? mediaUrl(base, chosen.key) : "";
}
