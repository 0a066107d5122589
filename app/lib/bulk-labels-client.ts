// The orders list's « Imprimer les étiquettes » (decision 107): the selected orders' labels as one PDF, downloaded
// without leaving the page; a refusal (no label among them) comes back as the server's French detail.
import { countOf } from "#core/french-plural";
import { ApiCallError } from "./api-client";

/** Where the merged PDF of these orders' labels is served (also the no-JavaScript form's GET action). */
export const LABELS_PDF_PATH = "/api/admin/shipping-labels.pdf";

export const labelsPdfHref = (references: readonly string[]) =>
  `${LABELS_PDF_PATH}?${new URLSearchParams(references.map((reference) => ["reference", reference]))}`;

const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? "etiquettes.pdf";

/** Downloads the PDF and says what it holds: « 2 étiquettes dans le PDF. » and the orders left out. */
export async function downloadLabels(references: readonly string[]): Promise<{ message: string }> {
  const res = await fetch(labelsPdfHref(references), { credentials: "same-origin" });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { detail?: unknown };
    const detail = typeof body.detail === "string" ? body.detail : "L'impression n'a pas abouti : réessayez.";
    throw new ApiCallError(detail, res.status, body);
  }
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileNameOf(res.headers.get("content-disposition"));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  const missing = (res.headers.get("x-labels-missing") ?? "").split(", ").filter(Boolean);
  const printed = references.length - missing.length;
  const left = missing.length > 0 ? ` Sans étiquette, laissées de côté : ${missing.join(", ")}.` : "";
  return { message: `${countOf(printed, "étiquette")} dans le PDF.${left}` };
}
