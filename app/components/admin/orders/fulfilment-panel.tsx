import { useState } from "react";
import { CARRIER_IDS, type CarrierId, carrierName } from "#core/fulfilment";
import type { BackOfficeOrder } from "#app/lib/loader-data";
import { SelectField, TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { CardSection } from "#app/components/ui/card";
import { useAdminAction } from "#app/hooks/use-admin-action";
import { adminOrdersClient } from "#app/lib/admin-orders-client";
import { ActionFeedback } from "./action-feedback";
import { PrepareWithLots } from "#app/components/admin/lots/order-lots";
import { dateTimeFr } from "./orders-table";

const CARRIER_OPTIONS = CARRIER_IDS.map((id) => ({
  value: id,
  label: id === "autre" ? "Autre transporteur" : carrierName(id),
}));

function ShipForm({
  reference,
  run,
  pending,
}: { reference: string } & Pick<ReturnType<typeof useAdminAction>, "run" | "pending">) {
  const [carrier, setCarrier] = useState<CarrierId>("colissimo");
  return (
    <form
      className="mt-4 grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const text = (name: string) => String(form.get(name) ?? "");
        void run(() =>
          adminOrdersClient.ship(reference, {
            carrier,
            carrierOther: text("carrier_other"),
            trackingNumber: text("tracking_number"),
            trackingUrl: text("tracking_url"),
          }),
        );
      }}
    >
      <SelectField
        id="transporteur"
        label="Transporteur"
        options={CARRIER_OPTIONS}
        value={carrier}
        onChange={(e) => setCarrier(e.target.value as CarrierId)}
      />
      <TextField id="suivi" name="tracking_number" label="Numéro de suivi" required maxLength={40} autoComplete="off" />
      {carrier === "autre" && (
        <>
          <TextField id="transporteur-autre" name="carrier_other" label="Nom du transporteur" required maxLength={60} />
          <TextField
            id="lien-suivi"
            name="tracking_url"
            type="url"
            label="Adresse de suivi (https://…)"
            required
            maxLength={500}
          />
        </>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          Marquer expédiée et prévenir le client
        </Button>
      </div>
    </form>
  );
}

/** Where the order is on its way, and the one next step the team can take. */
export function FulfilmentPanel({ order }: { order: BackOfficeOrder }) {
  const { run, pending, error, message } = useAdminAction();
  const ref = order.reference;
  const paid = order.status === "paid";
  const steps = [
    { label: "Payée", at: order.paidAt },
    { label: "En préparation", at: order.preparingAt },
    { label: "Expédiée", at: order.shippedAt },
    { label: "Livrée", at: order.deliveredAt },
  ];
  return (
    <CardSection id="suivi-commande" title="Préparation et livraison" className="mt-6">
      <ol className="mt-3 grid gap-1 sm:grid-cols-4">
        {steps.map((s) => (
          <li key={s.label} className={s.at ? "font-semibold text-green-900" : "text-stone-600"}>
            {s.at ? "✓" : "○"} {s.label}
            {s.at && (
              <span className="block text-sm font-normal text-stone-700">{dateTimeFr.format(new Date(s.at))}</span>
            )}
          </li>
        ))}
      </ol>
      {order.trackingNumber && (
        <p className="mt-3">
          {order.carrier} · n° <span className="font-mono">{order.trackingNumber}</span> ·{" "}
          <a
            href={order.trackingUrl ?? "#"}
            className="font-semibold text-miel-900 underline"
            target="_blank"
            rel="noreferrer"
          >
            Suivi du colis
          </a>
        </p>
      )}
      {paid && order.fulfilment === null && (
        <PrepareWithLots
          choices={order.lotChoices}
          pending={pending}
          onPrepare={(picks) => void run(() => adminOrdersClient.prepare(ref, picks))}
        />
      )}
      {paid && order.fulfilment === "preparing" && <ShipForm reference={ref} run={run} pending={pending} />}
      {paid && order.fulfilment === "shipped" && (
        <Button className="mt-4" disabled={pending} onClick={() => void run(() => adminOrdersClient.deliver(ref))}>
          Marquer livrée
        </Button>
      )}
      {order.status === "pending_payment" && (
        <Button
          className="mt-4"
          variant="neutral"
          disabled={pending}
          onClick={() => {
            if (window.confirm("Annuler cette commande non payée ? Le stock et le code promo seront rendus.")) {
              void run(() => adminOrdersClient.cancel(ref));
            }
          }}
        >
          Annuler la commande
        </Button>
      )}
      <ActionFeedback error={error} message={message} />
    </CardSection>
  );
}
