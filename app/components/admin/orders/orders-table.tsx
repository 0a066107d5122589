import type { ChangeEvent } from "react";
import { Link } from "react-router";
import type { BackOfficeOrderSummary } from "#app/lib/loader-data";
import { useHydrated } from "#app/hooks/use-hydrated";
import { formatDiscount, formatEuros } from "#core/money";
import { BULK_LABELS_FORM } from "./bulk-labels";

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
  ["Étiquette"],
  ["Paiement"],
  ["Total", "p-3 text-right"],
];

/** The order's carrier label as the list shows it (decision 107). */
function LabelCell({ order }: { order: BackOfficeOrderSummary }) {
  if (order.openLabel?.status === "created") {
    return (
      <>
        n° <span className="font-mono">{order.openLabel.trackingNumber}</span>
      </>
    );
  }
  if (order.openLabel) return <>En cours de création</>;
  return <>{order.labelAllowed ? "À créer" : "—"}</>;
}

/** The head of the checkboxes' column: once the page runs its script, a box checking every order of the page. */
function SelectAllHeader() {
  const hydrated = useHydrated();
  const checkAll = (event: ChangeEvent<HTMLInputElement>) => {
    const table = event.currentTarget.closest("table");
    table?.querySelectorAll<HTMLInputElement>('input[name="reference"]').forEach((box) => {
      box.checked = event.currentTarget.checked;
    });
  };
  return (
    <th scope="col" className="w-12 p-3">
      {hydrated ? (
        <input
          type="checkbox"
          aria-label="Cocher toutes les commandes de la page"
          className="size-5 accent-miel-900"
          onChange={checkAll}
        />
      ) : (
        <span className="sr-only">Choisir</span>
      )}
    </th>
  );
}

/**
 * The orders of a page of the list; scrolls sideways on a small screen. Each order that may get a carrier label has a
 * box of the bulk labels' form (`selected`: checked again after a post without JavaScript).
 */
export function OrdersTable({
  orders,
  selected = [],
}: {
  orders: BackOfficeOrderSummary[];
  selected?: readonly string[];
}) {
  return (
    <div
      role="region"
      aria-label="Liste des commandes"
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-2xl border border-stone-300 bg-white"
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="bg-stone-100">
          <tr>
            <SelectAllHeader />
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
              <td className="p-1">
                {order.labelAllowed && (
                  <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                    <input
                      type="checkbox"
                      name="reference"
                      value={order.reference}
                      form={BULK_LABELS_FORM}
                      defaultChecked={selected.includes(order.reference)}
                      aria-label={`Choisir la commande ${order.reference}`}
                      className="size-5 accent-miel-900"
                    />
                  </label>
                )}
              </td>
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
                <LabelCell order={order} />
              </td>
              <td className="p-3">
                <span className="flex items-center gap-2">
                  {order.paymentMethod === "card" ? "Carte" : "Crypto"} {order.testMode && <TestBadge />}
                </span>
              </td>
              <td className="p-3 text-right whitespace-nowrap">
                {formatEuros(order.totalCents)}
                {order.refundedCents > 0 && (
                  <span className="block text-stone-700">{formatDiscount(order.refundedCents)} remb.</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
