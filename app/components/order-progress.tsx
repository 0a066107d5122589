import { formatEuros } from "#core/money";
import { cardClass } from "#app/components/ui/card";

const dateFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/** The customer's view of a paid order on its way: shipped with its tracking link, delivered, refunds. */
export function OrderProgress({
  order,
}: {
  order: {
    status: string;
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
  if (!shipped && order.refundedCents === 0 && order.fulfilment !== "preparing") return null;
  return (
    <section aria-labelledby="suivi" className={cardClass("md", "mt-6")}>
      <h2 id="suivi" className="font-serif text-xl font-bold">
        Suivi
      </h2>
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
    </section>
  );
}
