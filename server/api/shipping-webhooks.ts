import { ApiError } from "#server/http/errors";
import { SIGNATURE_HEADER } from "#server/modules/shipping/carrier/sendcloud-webhook";
import { receiveTrackingEvent, TRACKING_OUTCOMES, type TrackingOutcome } from "#server/workflows/carrier-tracking";
import type { ShopContext } from "#server/workflows/context";
import { apiRouter, webhookRoute } from "./contract";

const route = webhookRoute(["Livraison"], "Sendcloud-Signature", TRACKING_OUTCOMES);

/**
 * POST /api/shipping/webhook/:provider — the carrier platform's tracking events (decision 106), signature checked
 * before anything is written. Sendcloud posts one event per call; a call without one (another action) changes nothing.
 */
export function shippingWebhookRoutes(ctx: ShopContext) {
  return apiRouter().openapi(route, async (c) => {
    if (c.req.valid("param").provider !== ctx.carrier.name) {
      throw new ApiError(404, "Aucun transporteur configuré à cette adresse.");
    }
    const rawBody = await c.req.text();
    const verdict = ctx.carrier.verifyWebhook(rawBody, { [SIGNATURE_HEADER]: c.req.header(SIGNATURE_HEADER) });
    if (!verdict.ok) throw new ApiError(400, `Webhook du transporteur refusé : ${verdict.message}`);
    let outcome: TrackingOutcome = "not-applied";
    for (const event of verdict.events) outcome = await receiveTrackingEvent(ctx, event);
    return c.json({ received: true as const, outcome }, 200);
  });
}
