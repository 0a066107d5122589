import { formatDiscount, formatEuros } from "#core/money";
import { CardSection } from "#app/components/ui/card";

/** An invoice or credit note as the order pages list it (server/workflows/invoices.ts's DocumentLink). */
export interface OrderDocument {
  id: number;
  kind: "invoice" | "credit_note";
  label: string;
  specimen: boolean;
  issuedAt: string;
  totalCents: number;
}

const dateFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/** Where the PDF of an order's document is downloaded: the customer's (with the mail's key) or the back office's. */
export function documentHref(reference: string, id: number, options: { key?: string | null; admin?: boolean } = {}) {
  const ref = encodeURIComponent(reference);
  if (options.admin) return `/api/admin/invoices/orders/${ref}/${id}`;
  return `/api/orders/${ref}/documents/${id}${options.key ? `?cle=${encodeURIComponent(options.key)}` : ""}`;
}

/**
 * The order's invoice and credit notes, each a PDF download (decision 037); a credit note's amount, given back, with
 * the true minus (« −12,00 € TTC », decision 122).
 */
export function OrderDocuments({
  documents,
  href,
}: {
  documents: readonly OrderDocument[];
  href: (id: number) => string;
}) {
  if (documents.length === 0) return null;
  const specimen = documents.some((d) => d.specimen);
  return (
    <CardSection id="documents" title="Facture et avoirs" className="mt-6">
      {specimen && (
        <p className="mt-2 text-sm text-stone-800">
          Commande de test (paiement simulé) : les documents sont des spécimens sans valeur comptable.
        </p>
      )}
      <ul className="mt-2 divide-y divide-miel-200">
        {documents.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            <span>
              <span className="block font-medium">{d.label}</span>
              <span className="text-sm text-stone-700">
                {dateFr.format(new Date(d.issuedAt))} ·{" "}
                {d.kind === "credit_note" ? formatDiscount(d.totalCents) : formatEuros(d.totalCents)} TTC
              </span>
            </span>
            <a
              href={href(d.id)}
              download
              className="inline-flex min-h-11 items-center font-semibold text-miel-900 underline"
            >
              Télécharger (PDF)<span className="sr-only"> : {d.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
