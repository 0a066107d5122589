import type { OrderDeliveryMethod } from "#core/pickup-point";
import { cardClass } from "#app/components/ui/card";
import { ChoiceGroup } from "#app/components/ui/choice-card";
import { usePickupPoints } from "#app/hooks/use-pickup-points";
import { PickupPointList } from "./pickup-point-list";

const METHODS = [
  ["home", "Livraison à domicile", "À l'adresse ci-dessus"],
  ["pickup", "En point relais", "Retrait avec une pièce d'identité, même tarif"],
] as const;

/**
 * Home or pickup point (France only for now, decision 103); with a pickup point, the nearest points to the delivery
 * postal code. The carrier down: its message, and home delivery still there.
 */
export function DeliveryMethodPicker({
  country,
  postalCode,
  method,
  onMethod,
  pointId,
  onPoint,
  pointError,
}: {
  country: string;
  postalCode: string;
  method: OrderDeliveryMethod;
  onMethod: (method: OrderDeliveryMethod) => void;
  pointId: string | null;
  onPoint: (pointId: string) => void;
  pointError?: string;
}) {
  const france = country === "France";
  const points = usePickupPoints(postalCode, france && method === "pickup");
  return (
    <div className={cardClass()}>
      <ChoiceGroup
        legend="Mode de livraison"
        name="delivery-method"
        options={france ? METHODS : []}
        value={method}
        onChange={onMethod}
      >
        {!france && (
          <p className="mt-3 text-stone-800">
            Livraison à domicile : les points relais ne sont proposés qu'en France pour le moment.
          </p>
        )}
      </ChoiceGroup>
      {france && method === "pickup" && (
        <PickupPointList state={points} value={pointId} onChange={onPoint} error={pointError} onRetry={points.retry} />
      )}
    </div>
  );
}
