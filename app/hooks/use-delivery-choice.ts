import { useState } from "react";
import type { OrderDeliveryMethod } from "#core/delivery-methods";
import { PaymentApiError } from "#app/lib/payments-client";

const CHOOSE_POINT = "Choisissez un point relais dans la liste.";

/**
 * The checkout's delivery: home, a pickup point or express, among the methods the server offers for this basket and
 * country (`offered`; home when the chosen one is not, or before the server answered). `pointToSend` is what the
 * order sends, `missingPoint` stops a pickup order without a point, `refused` shows the server's refusal of the
 * point (gone since the list was shown) beside the list.
 */
export function useDeliveryChoice(offered: readonly OrderDeliveryMethod[]) {
  const [method, setMethod] = useState<OrderDeliveryMethod>("home");
  const [pointId, setPointId] = useState<string | null>(null);
  const [pointError, setPointError] = useState<string | undefined>();
  const effective: OrderDeliveryMethod = offered.includes(method) ? method : "home";
  return {
    method: effective,
    picker: {
      method: effective,
      onMethod: setMethod,
      pointId,
      onPoint: (id: string) => {
        setPointId(id);
        setPointError(undefined);
      },
      pointError,
    },
    pointToSend: effective === "pickup" ? pointId : null,
    /** True (and said beside the list) when a pickup point is wanted and none is chosen. */
    missingPoint(): boolean {
      if (effective !== "pickup" || pointId) return false;
      setPointError(CHOOSE_POINT);
      return true;
    },
    refused(err: unknown) {
      if (err instanceof PaymentApiError && err.status === 400 && err.body.field === "pickup_point_id") {
        setPointId(null);
        setPointError(err.message);
      }
    },
  };
}
