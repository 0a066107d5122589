import type { OrderDeliveryMethod } from "#core/delivery-methods";
import { cardClass } from "#app/components/ui/card";
import { ChoiceGroup } from "#app/components/ui/choice-card";
import { usePickupPoints } from "#app/hooks/use-pickup-points";
import type { DeliveryOption } from "#app/lib/delivery-options";
import { PickupPointList } from "./pickup-point-list";

const WHERE: Record<OrderDeliveryMethod, string> = {
  home: "À l'adresse ci-dessus",
  pickup: "Retrait avec une pièce d'identité",
  express: "À l'adresse ci-dessus, en priorité",
};

/** « Livraison express · 9,90 € » and « À l'adresse ci-dessus. Livraison estimée le … ». */
const choiceOf = (option: DeliveryOption) =>
  [option.method, `${option.name} · ${option.price}`, `${WHERE[option.method]}. ${option.estimate}`] as const;

/**
 * The delivery methods the shop offers for this basket and country, each with its price and estimated date
 * (decision 109); with a pickup point, the nearest points to the delivery postal code. One method only (another
 * country, or the quote not there yet): said in a sentence. The carrier down: its message, and home delivery still
 * there.
 */
export function DeliveryMethodPicker({
  options,
  postalCode,
  method,
  onMethod,
  pointId,
  onPoint,
  pointError,
}: {
  options: readonly DeliveryOption[];
  postalCode: string;
  method: OrderDeliveryMethod;
  onMethod: (method: OrderDeliveryMethod) => void;
  pointId: string | null;
  onPoint: (pointId: string) => void;
  pointError?: string;
}) {
  const points = usePickupPoints(postalCode, method === "pickup");
  const choices = options.length > 1 ? options.map(choiceOf) : [];
  const only = options.length === 1 ? options[0]! : null;
  return (
    <div className={cardClass()}>
      <ChoiceGroup
        legend="Mode de livraison"
        name="delivery-method"
        options={choices}
        value={method}
        onChange={onMethod}
      >
        {choices.length === 0 && (
          <p className="mt-3 text-stone-800">
            {only ? `${only.name} · ${only.price}. ${only.estimate}` : "Livraison à domicile."}
          </p>
        )}
      </ChoiceGroup>
      {method === "pickup" && (
        <PickupPointList state={points} value={pointId} onChange={onPoint} error={pointError} onRetry={points.retry} />
      )}
    </div>
  );
}
