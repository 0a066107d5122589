// An uploaded photo checked by its content and made into the sizes the pages ask for (decision 030), with sharp.
import sharp, { type Metadata } from "sharp";
import { PHOTO_LIMITS } from "#core/product-photo-rules";
import { PHOTO_FORMATS, photoWidths, type PhotoVariant } from "#core/product-photos";
import { DomainError } from "#server/lib/domain-error";
import { CONTENT_TYPES, photoKey } from "./media-files";

export const PHOTO_REFUSALS = {
  format: "Format non pris en charge : JPEG, PNG ou WebP uniquement.",
  bytes: `Image trop lourde (${PHOTO_LIMITS.bytes / 1024 / 1024} Mo au plus).`,
  pixels: `Image trop grande : ${PHOTO_LIMITS.pixels / 1_000_000} millions de pixels et ${PHOTO_LIMITS.side.toLocaleString("fr-FR")} pixels de côté au plus.`,
  unreadable: "Image illisible : le fichier est peut-être abîmé. Enregistrez-le de nouveau en JPEG, PNG ou WebP.",
} as const;

type UploadFormat = "jpeg" | "png" | "webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The type the file's first bytes say, whatever its name or declared type; null for anything else. */
export function sniffImageType(bytes: Uint8Array): UploadFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // RIFF….WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** The image's size as shown (EXIF rotation applied), read from its header; refuses what is not a small enough image. */
export async function inspectImage(
  bytes: Uint8Array,
): Promise<{ format: UploadFormat; width: number; height: number }> {
  if (bytes.byteLength > PHOTO_LIMITS.bytes) throw new DomainError("invalid", PHOTO_REFUSALS.bytes);
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new DomainError("invalid", PHOTO_REFUSALS.format);
  let metadata: Metadata;
  try {
    // The header only: the pixel limit is checked below, with a French reason, before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError("invalid", PHOTO_REFUSALS.unreadable);
  }
  if (metadata.format !== sniffed) throw new DomainError("invalid", PHOTO_REFUSALS.format);
  const { width, height } = metadata;
  if (!width || !height) throw new DomainError("invalid", PHOTO_REFUSALS.unreadable);
  if (width * height > PHOTO_LIMITS.pixels || Math.max(width, height) > PHOTO_LIMITS.side) {
    throw new DomainError("invalid", PHOTO_REFUSALS.pixels);
  }
  // EXIF orientations 5–8 turn the picture a quarter: its width is the file's height.
  const turned = (metadata.orientation ?? 1) >= 5;
  return { format: sniffed, width: turned ? height : width, height: turned ? width : height };
}

export interface EncodedVariant extends PhotoVariant {
  body: Uint8Array;
  contentType: string;
}

/**
 * Every width of `photoWidths` in AVIF and WebP, turned upright by its EXIF orientation, metadata (EXIF, GPS, ICC
 * comments) left out — sharp writes none unless asked. `limitInputPixels` also stops a bomb the header hid.
 */
export async function encodeVariants(bytes: Uint8Array, photoId: string, width: number): Promise<EncodedVariant[]> {
  const variants: EncodedVariant[] = [];
  try {
    for (const target of photoWidths(width)) {
      for (const format of PHOTO_FORMATS) {
        const pipeline = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.pixels })
          .rotate()
          .resize({ width: target, withoutEnlargement: true });
        const encoded =
          format === "avif" ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 80, effort: 4 });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        variants.push({
          key: photoKey(photoId, info.width, format),
          format,
          width: info.width,
          height: info.height,
          body: data,
          contentType: CONTENT_TYPES[format],
        });
      }
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError("invalid", PHOTO_REFUSALS.unreadable);
  }
  return variants;
}
