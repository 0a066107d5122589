import { Link } from "react-router";
import type { BackOfficeOrder } from "#app/lib/loader-data";
import { Panel } from "#app/components/admin/panel";
import { Button } from "#app/components/ui/button";
import { useAdminAction } from "#app/hooks/use-admin-action";
import { adminOrdersClient } from "#app/lib/admin-orders-client";
import { ActionFeedback } from "./action-feedback";
import { dateTimeFr } from "./orders-table";

/** The order's declarations of withdrawal (decision 040), the open one first, with « Marquer traitée ». */
export function WithdrawalRequests({ order }: { order: BackOfficeOrder }) {
  const { run, pending, error, message } = useAdminAction();
  if (order.withdrawals.length === 0) return null;
  return (
    <section aria-labelledby="retractations" className="mt-6 rounded-2xl border-2 border-miel-700 bg-miel-50 p-4">
      <h2 id="retractations" className="font-serif text-xl font-bold text-miel-900">
        Rétractation du client
      </h2>
      <ul className="mt-2 space-y-3">
        {order.withdrawals.map((w) => (
          <li key={w.id}>
            <p className="font-semibold">
              Déclarée le {dateTimeFr.format(new Date(w.at))} (
              {w.via === "account" ? "depuis son compte" : "par le lien du mail"}) —{" "}
              {w.processedAt
                ? `traitée le ${dateTimeFr.format(new Date(w.processedAt))} par ${w.processedBy ?? "l'équipe"}`
                : "à traiter"}
            </p>
            <p>
              {w.allLines ? "Toute la commande : " : "Articles retournés : "}
              {w.lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")}
            </p>
            {!w.processedAt && (
              <p className="text-sm text-stone-800">
                Ces quantités sont proposées dans le formulaire de remboursement.
              </p>
            )}
            <p className="text-sm text-stone-800">
              {w.unopenedConfirmed ? "Le client a confirmé que les articles ne sont pas ouverts." : ""} Remboursez au
              plus tard 14 jours après la déclaration (formulaire de remboursement ci-dessous), au besoin après
              réception du colis.
            </p>
            {!w.processedAt && (
              <Button
                type="button"
                size="sm"
                className="mt-2"
                disabled={pending}
                onClick={() => void run(() => adminOrdersClient.withdrawalProcessed(order.reference))}
              >
                Marquer la rétractation traitée
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ActionFeedback error={error} message={message} />
    </section>
  );
}

/**
 * The units the open declaration sends back, per line (within what is left to refund): what the refund form offers
 * first, so the refund the withdrawal leads to is of the customer's quantities. Empty when none is open, or once
 * units were refunded after it (never offered twice).
 */
export function declaredUnits(order: BackOfficeOrder): Record<number, number> {
  const open = order.withdrawals.find((w) => !w.processedAt);
  const units: Record<number, number> = {};
  if (!open || order.refunds.some((r) => r.at >= open.at && r.lines.length > 0)) return units;
  for (const { lineId, quantity } of open.lines) {
    const line = order.lines.find((l) => l.id === lineId);
    const left = line ? line.quantity - line.refundedQuantity : 0;
    if (left > 0) units[lineId] = Math.min(quantity, left);
  }
  return units;
}

export interface OpenWithdrawalView {
  id: number;
  reference: string;
  customerName: string;
  createdAt: string;
  allLines: boolean;
}

/** The dashboard's withdrawals to process, oldest first. */
export function WithdrawalsToProcess({ withdrawals }: { withdrawals: OpenWithdrawalView[] }) {
  return (
    <Panel id="retractations-a-traiter" title={`Rétractations à traiter : ${withdrawals.length}`}>
      {withdrawals.length === 0 ? (
        <p className="mt-2">Aucune rétractation en attente.</p>
      ) : (
        <ul className="mt-2 divide-y divide-miel-200">
          {withdrawals.map((w) => (
            <li key={w.id} className="flex flex-wrap items-center gap-x-4 py-1">
              <Link
                to={`/admin/commandes/${encodeURIComponent(w.reference)}`}
                className="inline-flex min-h-11 items-center font-mono font-semibold text-miel-900 underline"
              >
                {w.reference}
              </Link>
              <span>déclarée le {dateTimeFr.format(new Date(w.createdAt))}</span>
              <span className="break-all">{w.customerName}</span>
              <span>{w.allLines ? "toute la commande" : "une partie"}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
