// What the back office asks when it refunds an order (docs/decisions/025-order-fulfilment-and-refunds.md): the
// page's form sends it (app/lib/admin-orders-client.ts), the refund workflow reads it
// (server/workflows/refund-order.ts). Only lines and units: the server computes the amount.
import type { FreeRefundReason } from "./free-refund";

export interface RefundRequest {
  /** Made by the page when the form was shown: the same key refunds once, however many requests carry it. */
  requestKey: string;
  /** Everything not yet refunded, or the chosen lines (and the shipping if `shipping`). */
  full: boolean;
  lines: { lineId: number; quantity: number }[];
  shipping: boolean;
  /** A free amount in cents and its reason instead of units (decision 089): nothing else may be chosen with it. */
  free?: { reason: FreeRefundReason; amountCents: number } | null;
  /** Required for a crypto payment (paid back by hand): how, where. Required too for a free amount « Autre ». */
  note: string;
}

/** The refund as it travels (`POST /api/admin/orders/{reference}/refunds`): the API's names. */
export interface RefundBody {
  request_key: string;
  full: boolean;
  lines: { line_id: number; quantity: number }[];
  shipping: boolean;
  free?: { reason: FreeRefundReason; amount_cents: number };
  note: string;
}

/** The page's refund as the API reads it. */
export function refundBody(request: RefundRequest): RefundBody {
  return {
    request_key: request.requestKey,
    full: request.full,
    lines: request.lines.map((l) => ({ line_id: l.lineId, quantity: l.quantity })),
    shipping: request.shipping,
    free: request.free ? { reason: request.free.reason, amount_cents: request.free.amountCents } : undefined,
    note: request.note,
  };
}

/** The API's refund as the workflow reads it. */
export function refundRequestOf({ request_key: requestKey, lines, free, ...same }: RefundBody): RefundRequest {
  const units = lines.map(({ line_id: lineId, quantity }) => ({ lineId, quantity }));
  return {
    ...same,
    requestKey,
    lines: units,
    free: free ? { reason: free.reason, amountCents: free.amount_cents } : null,
  };
}
