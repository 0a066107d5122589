// Catalogue vocabulary shared by the server and the UI. Pure: no imports of ours.

export const PRODUCT_KINDS = ["honey", "perfume", "wellness", "package"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const HONEY_CATEGORIES = ["yemen", "oman", "pakistan", "saudi", "special", "fruity", "table"] as const;
export type HoneyCategory = (typeof HONEY_CATEGORIES)[number];

export const HONEY_FORMATS = ["50g", "90g", "250g"] as const;
export type HoneyFormat = (typeof HONEY_FORMATS)[number];

export const HONEY_FORMAT_GRAMS: Record<HoneyFormat, number> = { "50g": 50, "90g": 90, "250g": 250 };

/**
 * A format as a French reader writes it: `"250g"` → `"250 g"`, a no-break space before the unit so that the number and
 * its unit never part at a line's end. The ids (`_250g`, `"250g"`) stay the spec's; only what is shown changes.
 */
export function formatLabel(format: string): string {
  return format.trim().replace(/^(\d+)\s*g$/u, "$1\u00a0g");
}

export const PERFUME_COLLECTIONS = ["Mr.H", "Mme.H"] as const;
export type PerfumeCollection = (typeof PERFUME_COLLECTIONS)[number];

/** A perfume's own page (its id is also its basket line id). */
export function perfumePath(perfumeId: string): string {
  return `/parfum/${encodeURIComponent(perfumeId)}`;
}

export const PERFUME_BADGES = ["Bestseller", "Édition Limitée", "Premium", "Luxe", "Nouveau"] as const;
export type PerfumeBadge = (typeof PERFUME_BADGES)[number];

/** The basket line id of a honey format, as the spec names it: `{honeyId}_{format}`. */
export function honeyVariantId(honeyId: string, format: HoneyFormat): string {
  return `${honeyId}_${format}`;
}

/**
 * File-name stem of a product's pictures: the id without accents, so that
 * `fruité_orange` is served as `/images/products/fruite_orange.svg`.
 */
export function imageSlug(productId: string): string {
  return productId.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

export function productImagePath(productId: string): string {
  return `/images/products/${imageSlug(productId)}.svg`;
}

/** The three pictures of a honey's gallery, main jar first. */
export function honeyGalleryPaths(productId: string): string[] {
  const slug = imageSlug(productId);
  return [
    `/images/products/${slug}.svg`,
    `/images/products/${slug}-rayon.svg`,
    `/images/products/${slug}-cuillere.svg`,
  ];
}

/** Every product picture is drawn on this canvas; `<img>` tags use it for width and height. */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 600 } as const;

// Country flags: the catalogue stores a flag as its emoji (two regional indicator letters, "🇾🇪"), which Linux shows
// as empty boxes and Windows as letter pairs; the storefront draws the shop's own SVG instead (decision 046).
/** The flags drawn under public/images/flags/<code>.svg. */
export const DRAWN_FLAGS: ReadonlySet<string> = new Set(["fr", "ir", "kg", "nz", "om", "pk", "sa", "ye"]);

const REGIONAL_A = 0x1f1e6;

/** "🇾🇪" → "ye"; null when the text is not exactly one flag emoji. */
export function flagCountryCode(flag: string | null | undefined): string | null {
  const letters = [...(flag ?? "").trim()].map((c) => (c.codePointAt(0) ?? 0) - REGIONAL_A);
  if (letters.length !== 2 || letters.some((n) => n < 0 || n > 25)) return null;
  return letters.map((n) => String.fromCharCode(97 + n)).join("");
}

/** The address of the drawn flag of this emoji, or null when the shop has none (the country name stands alone). */
export function flagImagePath(flag: string | null | undefined): string | null {
  const code = flagCountryCode(flag);
  return code && DRAWN_FLAGS.has(code) ? `/images/flags/${code}.svg` : null;
}

/** Regional indicator letters: text that still carries an emoji flag. */
export const REGIONAL_INDICATORS = /[\u{1F1E6}-\u{1F1FF}]/u;
