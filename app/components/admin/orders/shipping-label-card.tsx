import { useState } from "react";
import { DEFAULT_LABEL_WEIGHT_GRAMS as DEFAULT_WEIGHT_GRAMS } from "#core/bulk-labels";
import type { BackOfficeOrder } from "#app/lib/loader-data";
import { TextField } from "#app/components/form-field";
import { Button, ButtonAnchor } from "#app/components/ui/button";
import { CardSection } from "#app/components/ui/card";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { useAdminAction } from "#app/hooks/use-admin-action";
import { useModal } from "#app/hooks/use-modal";
import { labelPdfHref, shippingLabelClient } from "#app/lib/shipping-label-client";
import { ActionFeedback } from "./action-feedback";
import { PARCEL_WEIGHT_INPUT } from "./bulk-labels";
import { ParcelTracking } from "./parcel-tracking";

function CreateLabelForm({
  order,
  run,
  pending,
}: { order: BackOfficeOrder } & Pick<ReturnType<typeof useAdminAction>, "run" | "pending">) {
  // The weight the delivery was priced on (lines and packaging, decision 109) when the order has one.
  const estimated = order.parcelWeightGrams;
  const [weight, setWeight] = useState(String(order.label.current?.weightGrams ?? estimated ?? DEFAULT_WEIGHT_GRAMS));
  const retry = order.label.current?.status === "requested";
  return (
    <form
      className="mt-4 grid max-w-sm gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => shippingLabelClient.create(order.reference, Number(weight)));
      }}
    >
      <TextField
        id="poids-colis"
        label="Poids du colis (g)"
        {...PARCEL_WEIGHT_INPUT}
        readOnly={retry}
        value={weight}
        onChange={(e) => setWeight(e.target.value)}
        hint={
          retry
            ? "La première demande n'a pas eu de réponse : elle est renvoyée telle quelle, avec ce poids."
            : estimated
              ? `Estimé d'après les articles et l'emballage : ${estimated} g. Pesez le colis et corrigez.`
              : `Proposé par défaut : ${DEFAULT_WEIGHT_GRAMS} g. Pesez le colis et corrigez.`
        }
      />
      <div>
        <Button type="submit" disabled={pending}>
          {retry ? "Réessayer de créer l'étiquette" : "Créer l'étiquette"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The carrier's label of a paid order: the form to create it, then its tracking number, its PDF and its cancellation,
 * and the carrier's events for the parcel (« Suivi du colis »).
 */
export function ShippingLabelCard({ order }: { order: BackOfficeOrder }) {
  const { run, pending, error, message } = useAdminAction();
  const confirm = useModal();
  const label = order.label.current;
  const tracking = order.label.tracking;
  if (!label && !order.label.allowed && tracking.length === 0) return null;
  return (
    <CardSection id="etiquette" title="Étiquette" className="mt-6">
      {label?.status === "created" ? (
        <>
          <p className="mt-2">
            {label.carrier} · n° <span className="font-mono">{label.trackingNumber}</span> · {label.weightGrams} g
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonAnchor href={labelPdfHref(order.reference)} download>
              Imprimer l'étiquette (PDF)
            </ButtonAnchor>
            <Button variant="neutral" disabled={pending} onClick={confirm.show}>
              Annuler l'étiquette
            </Button>
          </div>
          {order.label.simulatedTracking ? (
            <div className="mt-4">
              <Button
                variant="neutral"
                disabled={pending}
                aria-describedby="avancer-colis-aide"
                onClick={() => void run(() => shippingLabelClient.advance(order.reference))}
              >
                Faire avancer le colis (simulation)
              </Button>
              <p id="avancer-colis-aide" className="mt-1 text-sm text-stone-600">
                Joue l'événement suivant du transporteur simulé (remis au transporteur, en cours d'acheminement, livré),
                reçu comme son webhook de suivi.
              </p>
            </div>
          ) : null}
          <ConfirmDialog
            control={confirm}
            title="Annuler l'étiquette ?"
            question={`L'étiquette n° ${label.trackingNumber} sera annulée chez le transporteur : ne collez plus ce PDF sur le colis.`}
            confirmLabel="Annuler l'étiquette"
            onConfirm={() => void run(() => shippingLabelClient.cancel(order.reference))}
          />
        </>
      ) : order.label.allowed || label ? (
        <CreateLabelForm key={label?.status ?? "none"} order={order} run={run} pending={pending} />
      ) : null}
      <ActionFeedback error={error} message={message} />
      {label?.status === "created" || tracking.length > 0 ? <ParcelTracking events={tracking} /> : null}
    </CardSection>
  );
}
