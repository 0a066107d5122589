// The label attempts left `requested` (decision 108): the shop stopped between recording the attempt and recording
// the carrier's answer, or the answer was lost and nobody asked again. A periodic job settles them without ever
// making a second parcel: the carrier is asked again with the attempt's own idempotency key.
import type { Actor } from "#server/modules/audit/service";
import { canCreateLabel, stateOf } from "#server/modules/orders/order-states";
import { findOrder, type Order } from "#server/modules/orders/service";
import { claimStaleLabelAttempts, type Shipment } from "#server/modules/shipping/labels/shipments";
import { clock, type ShopContext } from "./context";
import { drainClaimed } from "./drain-claimed";
import { askCarrier, type CarrierAnswer, LABEL_IN_FLIGHT_MS, settleAttempt } from "./shipping-labels";

/**
 * An attempt untouched this long is settled by the job: well past any call's own time limit and the team's
 * in-flight window (`LABEL_IN_FLIGHT_MS`), so a call still running is never answered twice.
 */
export const LABEL_RECONCILE_AFTER_MS = 5 * LABEL_IN_FLIGHT_MS;

/** Who records what the job learnt from the carrier (the audit log's « par »). */
export const LABEL_RECONCILER: Actor = { id: "rapprochement-etiquettes", email: "Rapprochement des étiquettes" };

export interface LabelReconciliation {
  /** The carrier's parcel recorded: the label can be printed. */
  created: number;
  /** Closed without a parcel (the carrier refused, or none exists and the order no longer wants one). */
  failed: number;
  /** The carrier still silent: asked again at a later run. */
  waiting: number;
}

/**
 * Settles every stale `requested` attempt (claimed with SKIP LOCKED: several instances share them). An order still
 * waiting for its label: the carrier is asked again with the same key — the parcel it made before the crash, or
 * the one the team asked for. An order that no longer wants one (shipped by hand, refunded, cancelled): only asked
 * whether a parcel exists under the key — recorded if so (the team sees it and may cancel it), closed otherwise.
 */
export async function reconcileLabels(ctx: ShopContext): Promise<LabelReconciliation> {
  const now = clock(ctx);
  const staleBefore = new Date(now.getTime() - LABEL_RECONCILE_AFTER_MS);
  return drainClaimed(
    { created: 0, failed: 0, waiting: 0 },
    (limit) => claimStaleLabelAttempts(ctx.db, { staleBefore, now, limit }),
    async (attempt) => {
      const status = await settle(ctx, attempt);
      return status === "created" || status === "failed" ? status : "waiting";
    },
    // Kept requested: a later run asks again.
    (attempt, err) =>
      ctx.logger.error(
        { shipmentId: attempt.id, error: err instanceof Error ? err.message : "erreur" },
        "étiquette non rapprochée",
      ),
  );
}

async function settle(ctx: ShopContext, attempt: Shipment): Promise<Shipment["status"]> {
  const order = await findOrder(ctx.db, attempt.orderId);
  if (!order) throw new Error(`commande ${attempt.orderId} introuvable`);
  const answer = canCreateLabel(order) ? await askCarrier(ctx, order, attempt) : await lookUp(ctx, order, attempt);
  const settled = await settleAttempt(ctx, LABEL_RECONCILER, order, attempt, answer);
  return settled?.status ?? "requested";
}

/** For an order past the label: the parcel made under the key, if any; never a new one. */
async function lookUp(ctx: ShopContext, order: Order, attempt: Shipment): Promise<CarrierAnswer> {
  try {
    const parcel = await ctx.carrier.findParcel(attempt.id);
    if (parcel) return { kind: "made", parcel };
    return {
      kind: "refused",
      reason: `Demande close sans colis chez le transporteur : la commande est ${stateOf(order)}.`,
    };
  } catch (err) {
    return { kind: "lost", reason: err instanceof Error ? err.message : "erreur" };
  }
}
