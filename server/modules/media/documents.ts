// Documents kept in the media store (decision 038): a laboratory's PDF, checked by its bytes, not its name.
import { LOT_LIMITS } from "#core/lots";
import { DomainError } from "#server/domain-error";

export const PDF_REFUSALS = {
  missing: "Choisissez le rapport du laboratoire : un fichier PDF de 5 Mo au plus.",
  bytes: "Ce fichier dépasse 5 Mo : enregistrez le rapport en PDF plus léger.",
  notPdf: "Ce fichier n'est pas un PDF : téléversez le rapport du laboratoire au format PDF.",
} as const;

const HEADER = new TextEncoder().encode("%PDF-");
const TRAILER = new TextEncoder().encode("%%EOF");

const startsWith = (bytes: Uint8Array, prefix: Uint8Array, at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/**
 * A PDF, by its content: `%PDF-1.x` at the start (within the first kilobyte, as readers accept) and `%%EOF` in its
 * last kilobyte. A renamed image, page or script is refused in French.
 */
export function checkPdf(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) throw new DomainError("invalid", PDF_REFUSALS.missing);
  if (bytes.byteLength > LOT_LIMITS.pdfBytes) throw new DomainError("invalid", PDF_REFUSALS.bytes);
  const head = Math.min(1024, bytes.byteLength - HEADER.length);
  let start = -1;
  for (let i = 0; i <= head && start < 0; i++) if (startsWith(bytes, HEADER, i)) start = i;
  const version = start >= 0 ? String.fromCharCode(...bytes.slice(start + 5, start + 8)) : "";
  const tailFrom = Math.max(0, bytes.byteLength - 1024);
  let trailer = false;
  for (let i = bytes.byteLength - TRAILER.length; i >= tailFrom && !trailer; i--)
    trailer = startsWith(bytes, TRAILER, i);
  if (start < 0 || !/^[12]\.\d$/.test(version) || !trailer) throw new DomainError("invalid", PDF_REFUSALS.notPdf);
}
