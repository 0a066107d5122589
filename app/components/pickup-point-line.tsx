import { DELIVERY_METHOD_NAMES, type OrderDeliveryMethod } from "#core/delivery-methods";
import type { PickupPointSnapshot } from "#core/pickup-point";
import { pickupPointText } from "#core/pickup-point";

/**
 * How the order travels on the pages about it (success, the customer's order, the back office): its pickup point, or
 * « Livraison express » (decision 109); nothing for home delivery, which the address says.
 */
export function PickupPointLine({
  point,
  method,
}: {
  point: PickupPointSnapshot | null | undefined;
  method?: OrderDeliveryMethod;
}) {
  if (!point) {
    return method === "express" ? (
      <p className="mt-3 font-semibold text-stone-800">{DELIVERY_METHOD_NAMES.express}</p>
    ) : null;
  }
  return (
    <p className="mt-3 text-stone-800">
      <span className="font-semibold">Point relais :</span> {pickupPointText(point)}
    </p>
  );
}
