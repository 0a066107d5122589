// The back office's « Faire avancer le colis (simulation) » (decision 106, later): the simulated carrier plays its
// parcel's next tracking event, and the shop reads the signed body exactly as it reads the carrier's webhook — the
// signature checked, then each event claimed once by `receiveTrackingEvent`. Only with the simulated carrier: a
// real platform's parcels move when the carrier handles them.
import { backOfficeStatus } from "./back-office-order-view";
import { DomainError } from "#server/lib/domain-error";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { findOrderByReference } from "#server/modules/orders/back-office";
import type { Order } from "#server/modules/orders/service";
import { CarrierRefusedError, type TrackingEvent } from "#server/modules/shipping/carrier/carrier-provider";
import { isSimulatedCarrier, type SignedWebhook } from "#server/modules/shipping/carrier/simulated-carrier";
import { openShipmentOf } from "#server/modules/shipping/labels/shipments";
import { receiveTrackingEvent, type TrackingOutcome } from "./carrier-tracking";
import { clock, type ShopContext } from "./context";

export const NOT_SIMULATED =
  "Seul le transporteur simulé peut faire avancer un colis : ici, c'est le transporteur qui le fait.";

export interface AdvancedParcel {
  order: Order;
  event: TrackingEvent;
  outcome: TrackingOutcome;
  /** The team's word for the order's step afterwards: « Expédiée », « Livrée »… */
  stepLabel: string;
}

/** Plays the next tracking event of the order's simulated parcel through the carrier webhook's own path. */
export async function advanceSimulatedParcel(
  ctx: ShopContext,
  actor: Actor,
  reference: string,
): Promise<AdvancedParcel> {
  const carrier = ctx.carrier;
  if (!isSimulatedCarrier(carrier)) throw new DomainError("conflict", NOT_SIMULATED);
  const found = await findOrderByReference(ctx.db, reference);
  if (!found) throw new DomainError("not-found", "Commande introuvable.");
  const open = await openShipmentOf(ctx.db, found.id);
  if (open?.status !== "created" || !open.parcelId) {
    throw new DomainError("conflict", "Cette commande n'a pas d'étiquette créée : aucun colis à faire avancer.");
  }
  let webhook: SignedWebhook;
  try {
    webhook = carrier.advance(open.parcelId);
  } catch (err) {
    // An unknown parcel (the simulator keeps its parcels in memory: a restart forgets them), a parcel already
    // delivered or cancelled.
    if (err instanceof CarrierRefusedError) throw new DomainError("conflict", err.message);
    throw err;
  }
  const verdict = carrier.verifyWebhook(webhook.rawBody, webhook.headers);
  if (!verdict.ok || verdict.events.length !== 1) {
    throw new Error(`Webhook simulé illisible : ${verdict.ok ? "aucun événement" : verdict.message}`);
  }
  const event = verdict.events[0]!;
  const outcome = await receiveTrackingEvent(ctx, event);
  const order = (await findOrderByReference(ctx.db, reference)) ?? found;
  await recordAudit(
    ctx.db,
    actor,
    {
      action: "order.label-advanced",
      entity: "order",
      entityId: order.reference,
      before: { fulfilment: found.fulfilment },
      after: { parcel: open.parcelId, status: event.status, outcome, fulfilment: order.fulfilment },
    },
    clock(ctx),
  );
  return { order, event, outcome, stepLabel: backOfficeStatus(order) };
}
