import { useCallback, useEffect, useState } from "react";
import { api, call, type Ok } from "#app/lib/api-client";

export type PickupPointOption = Ok<(typeof api.shipping)["pickup-points"]["$get"]>["points"][number];

const SILENT = "Les points relais ne répondent pas pour le moment : choisissez la livraison à domicile ou réessayez.";

export type PickupPointsState =
  | { status: "no-code" }
  | { status: "loading" }
  | { status: "found"; points: PickupPointOption[] }
  | { status: "failed"; message: string };

/**
 * The carrier's nearest points to the French postal code typed, asked of the server when `enabled` and the code has
 * its 5 digits; `retry` asks again after a failure (the carrier down: its message is the server's).
 */
export function usePickupPoints(postalCode: string, enabled: boolean): PickupPointsState & { retry: () => void } {
  const code = postalCode.replace(/\s+/g, "");
  const wanted = enabled && /^\d{5}$/.test(code) ? code : null;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; state: PickupPointsState } | null>(null);
  const key = `${wanted}:${attempt}`;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void call(api.shipping["pickup-points"].$get({ query: { country: "France", postal_code: wanted } }), SILENT)
      .then((found): PickupPointsState => ({ status: "found", points: found.points }))
      .catch((err: unknown): PickupPointsState => ({
        status: "failed",
        message: err instanceof Error && !(err instanceof TypeError) ? err.message : SILENT,
      }))
      .then((state) => {
        if (current) setAnswer({ key: `${wanted}:${attempt}`, state });
      });
    return () => {
      current = false;
    };
  }, [wanted, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!wanted) return { status: "no-code", retry };
  return { ...(answer?.key === key ? answer.state : { status: "loading" }), retry };
}
