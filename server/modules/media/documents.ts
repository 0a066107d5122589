// Documents kept in the media store (decision 038): a laboratory's PDF, checked by its bytes, not its name.
import { LOT_LIMITS } from "#core/lots";
import { DomainError } from "#server/lib/domain-error";

export const PDF_REFUSALS = {
  missing: "Choisissez le rapport du laboratoire : un fichier PDF de 5 Mo au plus.",
  bytes: "Ce fichier dépasse 5 Mo : enregistrez le rapport en PDF plus léger.",
  notPdf: "Ce fichier n'est pas un PDF : téléversez le rapport du laboratoire au format PDF.",
  active:
    "Ce PDF contient du contenu actif (JavaScript, action automatique, lancement de programme ou fichier joint) : " +
    "enregistrez le rapport du laboratoire en PDF simple (par exemple avec « Imprimer en PDF ») et téléversez-le à nouveau.",
} as const;

/**
 * PDF names that run something or carry a file: scripts, actions run on opening or on an event, launching a
 * program, embedded files (decision 083). A laboratory's report needs none of them.
 */
const ACTIVE_NAMES = new Set(["JavaScript", "JS", "OpenAction", "Launch", "AA", "EmbeddedFile", "EmbeddedFiles"]);

// A name token: `/` then regular characters up to a delimiter or white space (PDF 1.7, 7.2.2 and 7.3.5).
// eslint-disable-next-line no-control-regex -- NUL is one of the white-space characters that end a name
const NAME_TOKEN = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;

/**
 * The active names written anywhere in the file's raw bytes, `#xx` escapes decoded (`/J#61vaScript` is
 * `/JavaScript`). What sits inside compressed streams (object streams) is not read: see decision 083.
 */
export function activePdfNames(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const found = new Set<string>();
  for (const [, raw] of text.matchAll(NAME_TOKEN)) {
    if (!raw || raw.length > 40) continue;
    const name = raw.includes("#")
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : raw;
    if (ACTIVE_NAMES.has(name)) found.add(name);
  }
  return [...found];
}

const HEADER = new TextEncoder().encode("%PDF-");
const TRAILER = new TextEncoder().encode("%%EOF");

const startsWith = (bytes: Uint8Array, prefix: Uint8Array, at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/**
 * A PDF, by its content: `%PDF-1.x` at the start (within the first kilobyte, as readers accept) and `%%EOF` in its
 * last kilobyte, without any active name (scripts, automatic actions, launches, embedded files). A renamed image,
 * page or script, or a PDF that would run something, is refused in French.
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
  if (activePdfNames(bytes).length > 0) throw new DomainError("invalid", PDF_REFUSALS.active);
}
