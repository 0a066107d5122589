import type { PickupPointSnapshot } from "#core/pickup-point";
import { pickupPointText } from "#core/pickup-point";

/** The order's pickup point on the pages about it (success, the customer's order, the back office); nothing for home. */
export function PickupPointLine({ point }: { point: PickupPointSnapshot | null | undefined }) {
  if (!point) return null;
  return (
    <p className="mt-3 text-stone-800">
      <span className="font-semibold">Point relais :</span> {pickupPointText(point)}
    </p>
  );
}
