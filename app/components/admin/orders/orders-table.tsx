import { Link } from "react-router";
import type { BackOfficeOrderSummary } from "#app/lib/loader-data";
import { formatEuros } from "#core/money";

export const dateTimeFr = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** The "Test" label of an order placed with a simulated provider (no real payment). */
export function TestBadge() {
  return (
    <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-900" title="Paiement simulé">
      Test
    </span>
  );
}

/** The column headings, the total on the right like its cells. */
const COLUMNS: [label: string, className?: string][] = [
  ["Référence"],
  ["Date"],
  ["Client"],
  ["Statut"],
  ["Paiement"],
  ["Total", "p-3 text-right"],
];

/** The orders of a page of the list; scrolls sideways on a small screen. */
export function OrdersTable({ orders }: { orders: BackOfficeOrderSummary[] }) {
  return (
    <div
      role="region"
      aria-label="Liste des commandes"
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-2xl border border-stone-300 bg-white"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-stone-100">
          <tr>
            {COLUMNS.map(([label, className = "p-3"]) => (
              <th key={label} scope="col" className={className}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {orders.map((order) => (
            <tr key={order.reference}>
              <td className="p-3">
                <Link
                  to={`/admin/commandes/${encodeURIComponent(order.reference)}`}
                  className="inline-flex min-h-11 items-center font-mono font-semibold text-miel-900 underline"
                >
                  {order.reference}
                </Link>
              </td>
              <td className="p-3 whitespace-nowrap">
                <time dateTime={order.createdAt}>{dateTimeFr.format(new Date(order.createdAt))}</time>
              </td>
              <td className="p-3">
                <span className="block">{order.customerName || "—"}</span>
                <span className="text-stone-700">{order.email ?? "e-mail inconnu"}</span>
              </td>
              <td className="p-3">
                <span className="font-semibold">{order.statusLabel}</span>
                {order.attention && <span className="block font-semibold text-red-800">À vérifier</span>}
              </td>
              <td className="p-3">
                <span className="flex items-center gap-2">
                  {order.paymentMethod === "card" ? "Carte" : "Crypto"} {order.testMode && <TestBadge />}
                </span>
              </td>
              <td className="p-3 text-right whitespace-nowrap">
                {formatEuros(order.totalCents)}
                {order.refundedCents > 0 && (
                  <span className="block text-stone-700">−{formatEuros(order.refundedCents)} remb.</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
