import { formatEuros } from "#core/money";
import { documentHref, type OrderDocument } from "#app/components/order-documents";
import { CardSection } from "#app/components/ui/card";
import { ReorderButton } from "./reorder-button";
import { TextLink } from "#app/components/ui/text";

export const dateFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/** The customer's orders, newest first, each with its state, total and page. */
export function OrdersSection({
  orders,
}: {
  orders: {
    id: string;
    reference: string;
    createdAt: string;
    status: string;
    statusLabel: string;
    totalCents: number;
    refundedCents: number;
    documents: OrderDocument[];
    trackingNumber: string | null;
    trackingUrl: string | null;
    cancellable: boolean;
    lines: unknown[];
  }[];
}) {
  return (
    <CardSection id="commandes" title="Mes commandes" padding="lg" className="mt-8" size="2xl">
      {orders.length === 0 ? (
        <p className="mt-2 text-stone-800">Aucune commande pour l'instant.</p>
      ) : (
        <ul className="mt-4 divide-y divide-miel-200">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <span>
                <span className="block font-mono font-semibold whitespace-nowrap">{order.reference}</span>
                <span className="text-sm text-stone-700">{dateFr.format(new Date(order.createdAt))}</span>
              </span>
              <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <span className="rounded-full bg-miel-100 px-3 py-1 text-sm font-semibold text-miel-900">
                  {order.statusLabel}
                </span>
                <span className="font-semibold">
                  {formatEuros(order.totalCents)}
                  {order.refundedCents > 0 && order.status !== "refunded" && (
                    <span className="block text-sm font-normal text-stone-700">
                      dont {formatEuros(order.refundedCents)} remboursé
                    </span>
                  )}
                </span>
                {order.documents
                  .filter((d) => d.kind === "invoice")
                  .map((d) => (
                    <a
                      key={d.id}
                      href={documentHref(order.reference, d.id)}
                      download
                      className="inline-flex min-h-11 items-center font-semibold text-miel-900 underline"
                    >
                      Facture<span className="sr-only"> de la commande {order.reference}</span> (PDF)
                    </a>
                  ))}
                {order.trackingUrl && (
                  <a
                    href={order.trackingUrl}
                    rel="noreferrer"
                    target="_blank"
                    className="inline-flex min-h-11 items-center font-semibold text-miel-900 underline"
                  >
                    Suivre le colis<span className="sr-only"> de la commande {order.reference} (nouvel onglet)</span>
                  </a>
                )}
                {!order.trackingUrl && order.trackingNumber && (
                  <span className="text-sm text-stone-700">
                    Suivi : <span className="font-mono">{order.trackingNumber}</span>
                  </span>
                )}
                {order.cancellable && (
                  <TextLink to={`/commandes/${encodeURIComponent(order.reference)}#annuler`}>
                    Annuler<span className="sr-only"> la commande {order.reference}</span>
                  </TextLink>
                )}
                <TextLink to={`/commandes/${encodeURIComponent(order.reference)}`}>
                  Voir<span className="sr-only"> la commande {order.reference}</span>
                </TextLink>
              </span>
              {order.lines.length > 0 && order.status !== "pending_payment" && (
                <ReorderButton reference={order.reference} />
              )}
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
