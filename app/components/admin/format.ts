import { ORDER_STATUS_LABELS } from "#core/checkout";

// Dates of the back office, always as Paris shows them (the server and the browser agree whatever their zone).
export const dateFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeZone: "Europe/Paris" });
export const dateTimeFr = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

const FULFILMENT_LABELS: Record<string, string> = {
  preparing: "En préparation",
  shipped: "Expédiée",
  delivered: "Livrée",
};

/** An order's state for the team: its payment status, then where a paid order is on its way, then refunds. */
export function orderStateLabel(order: { status: string; fulfilment: string | null; refundedCents?: number }): string {
  const base =
    order.status === "refunded"
      ? "Remboursée"
      : order.status === "paid"
        ? (FULFILMENT_LABELS[order.fulfilment ?? ""] ?? "Payée, à préparer")
        : (ORDER_STATUS_LABELS[order.status] ?? order.status);
  return order.status !== "refunded" && (order.refundedCents ?? 0) > 0 ? `${base} · remboursée en partie` : base;
}

/** The back-office page of an order (built by the orders screen). */
export const orderPath = (reference: string) => `/admin/commandes/${encodeURIComponent(reference)}`;
