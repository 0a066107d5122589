import { formatEuros } from "#core/money";
import { CardSection } from "#app/components/ui/card";

const dateFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

type Step = { label: string; state: "done" | "current" | "todo" };

/**
 * A paid order's steps as the customer follows them (issue 32): paid, in preparation, shipped, delivered — each done,
 * the current one, or to come, with its date when the shop knows it.
 */
export function orderSteps(order: {
  paidAt: string | null;
  fulfilment: "preparing" | "shipped" | "delivered" | null;
  shippedAt: string | null;
  deliveredAt: string | null;
}): Step[] {
  const on = (at: string | null) => (at ? ` le ${dateFr.format(new Date(at))}` : "");
  const reached = order.deliveredAt
    ? 3
    : order.shippedAt || order.fulfilment === "shipped"
      ? 2
      : order.fulfilment === "preparing"
        ? 1
        : 0;
  const labels = [
    `Payée${on(order.paidAt)}`,
    "En préparation",
    `Expédiée${on(order.shippedAt)}`,
    `Livrée${on(order.deliveredAt)}`,
  ];
  return labels.map((label, i) => ({
    label,
    state: i < reached || (i === 3 && reached === 3) ? "done" : i === reached ? "current" : "todo",
  }));
}

const STEP_STATE = { done: "fait", current: "en cours", todo: "à venir" } as const;

function OrderSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-3 grid gap-2 sm:grid-cols-4" aria-label="Étapes de la commande">
      {steps.map((step) => (
        <li
          key={step.label}
          aria-current={step.state === "current" ? "step" : undefined}
          className={`rounded-lg border px-3 py-2 text-sm ${step.state === "todo" ? "border-stone-300 text-stone-700" : step.state === "current" ? "border-2 border-miel-900 bg-miel-50 font-semibold text-miel-900" : "border-miel-900 text-miel-900"}`}
        >
          {step.state === "done" && <span aria-hidden="true">✓ </span>}
          {step.label}
          <span className="sr-only"> ({STEP_STATE[step.state]})</span>
        </li>
      ))}
    </ol>
  );
}

/** The customer's view of a paid order on its way: its steps, shipped with its tracking link, delivered, refunds. */
export function OrderProgress({
  order,
}: {
  order: {
    status: string;
    paidAt: string | null;
    fulfilment: "preparing" | "shipped" | "delivered" | null;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    shippedAt: string | null;
    deliveredAt: string | null;
    refundedCents: number;
    totalCents: number;
  };
}) {
  // A parcel shipped by the simulated carrier has a tracking number but no carrier page to link to (decision 106).
  const shipped = order.trackingNumber !== null;
  if (order.status !== "paid" && !shipped && order.refundedCents === 0 && order.fulfilment !== "preparing") return null;
  return (
    <CardSection id="suivi" title="Suivi" className="mt-6">
      {order.status === "paid" && <OrderSteps steps={orderSteps(order)} />}
      {order.fulfilment === "preparing" && (
        <p className="mt-2">Votre commande est en préparation : vous recevrez un e-mail avec le numéro de suivi.</p>
      )}
      {shipped && (
        <p className="mt-2">
          {order.deliveredAt
            ? `Livrée le ${dateFr.format(new Date(order.deliveredAt))}.`
            : `Expédiée${order.shippedAt ? ` le ${dateFr.format(new Date(order.shippedAt))}` : ""} avec ${order.carrier}.`}{" "}
          Numéro de suivi : <span className="font-mono">{order.trackingNumber}</span>.{" "}
          {order.trackingUrl && (
            <a
              href={order.trackingUrl}
              className="font-semibold text-miel-900 underline"
              rel="noreferrer"
              target="_blank"
            >
              Suivre mon colis<span className="sr-only"> (nouvel onglet)</span>
            </a>
          )}
        </p>
      )}
      {order.refundedCents > 0 && (
        <p className="mt-2">
          {order.status === "refunded"
            ? `Commande remboursée : ${formatEuros(order.refundedCents)}.`
            : `Remboursé en partie : ${formatEuros(order.refundedCents)} sur ${formatEuros(order.totalCents)}.`}
        </p>
      )}
    </CardSection>
  );
}
