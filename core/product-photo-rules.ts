// The rules of a photo upload (decision 030) — sizes, alternative text, order — for the back office's form and the
// server alike; apart from product-photos.ts, which the shop's pages load, so that they do not carry them.

export const PHOTO_LIMITS = {
  /** Bytes of one uploaded file. */
  bytes: 10 * 1024 * 1024,
  /** Pixels of one uploaded image (width × height), read from its header before it is decoded. */
  pixels: 40_000_000,
  /** Pixels on either side. */
  side: 12_000,
  /** Photos of one product. */
  perProduct: 12,
  /** Characters of the alternative text. */
  altLength: 200,
} as const;

export const ALT_TEXT_REQUIRED = "Texte alternatif requis : décrivez la photo en quelques mots.";

/** The alternative text's rule, for the form and the server alike: null when it is fine (once trimmed). */
export function altTextError(alt: string): string | null {
  const text = alt.trim();
  if (text.length === 0) return ALT_TEXT_REQUIRED;
  if (text.length > PHOTO_LIMITS.altLength) return `Texte alternatif : ${PHOTO_LIMITS.altLength} caractères au plus.`;
  return null;
}

/** The order after moving one photo a place up or down; null when it cannot go further. */
export function movedOrder(ids: readonly string[], photoId: string, direction: "up" | "down"): string[] | null {
  const from = ids.indexOf(photoId);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
