// Where the photos' files live (decision 030): a folder under DATA_DIR by default, or an S3-compatible bucket.
import type { PhotoFormat } from "#core/product-photos";

export interface StoredFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** Files by key; a key is made by the shop (`photoKey`), never taken from a request without `isMediaKey`. */
export interface MediaStore {
  readonly kind: "fs" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the files; a missing one is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

export const CONTENT_TYPES: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp" };

const KEY = /^photos\/[a-f0-9]{24}-\d{1,4}\.(avif|webp)$/;
/** A lot's laboratory analysis (decision 038). */
const DOCUMENT_KEY = /^analyses\/[a-f0-9]{24}\.pdf$/;

/**
 * A key the shop could have written: `photos/<24 hex>-<width>.<avif|webp>` or `analyses/<24 hex>.pdf`; nothing
 * else reaches a store.
 */
export function isMediaKey(key: string): boolean {
  return KEY.test(key) || DOCUMENT_KEY.test(key);
}

/** The key of a lot's analysis: a new id for each upload, so an address never serves other bytes. */
export function analysisKey(documentId: string): string {
  return `analyses/${documentId}.pdf`;
}

/** The key of one variant: a new photo id for each upload, so a file's address never serves other bytes. */
export function photoKey(photoId: string, width: number, format: PhotoFormat): string {
  return `photos/${photoId}-${width}.${format}`;
}

export function contentTypeOf(key: string): string {
  if (key.endsWith(".pdf")) return "application/pdf";
  return key.endsWith(".avif") ? CONTENT_TYPES.avif : CONTENT_TYPES.webp;
}
