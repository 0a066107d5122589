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
