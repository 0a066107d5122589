// The back office's calls on one order (api-client.ts): each answers the server's French message.
import type { CarrierId } from "#core/fulfilment";
import { type RefundRequest, refundBody } from "#core/refund-request";
import { api, call } from "./api-client";

const one = api.admin.orders[":reference"];
const param = (reference: string) => ({ param: { reference } });
const FAILED = "L'opération n'a pas abouti : réessayez.";

/** The refund the page's form asks for (core/refund-request.ts). */
export type RefundChoice = RefundRequest;

export const adminOrdersClient = {
  /** `lots`: per order line, a lot other than the oldest (decision 038). */
  prepare: (reference: string, lots: { lineId: number; lotId: string }[] = []) =>
    call(
      one.prepare.$post({
        ...param(reference),
        json: { lots: lots.map((l) => ({ line_id: l.lineId, lot_id: l.lotId })) },
      }),
      FAILED,
    ),
  ship: (
    reference: string,
    shipment: { carrier: CarrierId; carrierOther: string; trackingNumber: string; trackingUrl: string },
  ) =>
    call(
      one.ship.$post({
        ...param(reference),
        json: {
          carrier: shipment.carrier,
          carrier_other: shipment.carrierOther || undefined,
          tracking_number: shipment.trackingNumber,
          tracking_url: shipment.trackingUrl || undefined,
        },
      }),
      FAILED,
    ),
  deliver: (reference: string) => call(one.deliver.$post(param(reference)), FAILED),
  cancel: (reference: string) => call(one.cancel.$post(param(reference)), FAILED),
  withdrawalProcessed: (reference: string) => call(one.withdrawal.processed.$post(param(reference)), FAILED),
  resolve: (reference: string, comment: string) =>
    call(one.resolve.$post({ ...param(reference), json: { comment } }), FAILED),
  note: (reference: string, body: string) => call(one.notes.$post({ ...param(reference), json: { body } }), FAILED),
  /** Only lines and units leave the browser: the server computes the amount. */
  refund: (reference: string, choice: RefundChoice) =>
    call(one.refunds.$post({ ...param(reference), json: refundBody(choice) }), FAILED),
};
