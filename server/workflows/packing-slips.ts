// Packing slips (« bons de préparation », issue 32, decision 105): one order's, or the orders to prepare in one PDF,
// the oldest first — each line with the lots its jars were taken from when the order was prepared.
import { type PackingSlip, packingSlip, PACKING_SLIPS_MAX } from "#core/packing-slip";
import type { Db } from "#server/db/client";
import { allocationsOfOrder } from "#server/modules/lots/service";
import { findOrderByReference, oldestOrdersAt } from "#server/modules/orders/back-office";
import { packingSlipsPdf } from "#server/modules/orders/packing-slip-pdf";
import { linesOf, type Order } from "#server/modules/orders/service";

/** The steps whose orders the team prints slips for: before preparing, and while preparing (lots then known). */
export const PACKING_SLIP_STEPS = ["a_preparer", "en_preparation"] as const;
export type PackingSlipStep = (typeof PACKING_SLIP_STEPS)[number];

async function slipOf(db: Db, shopName: string, order: Order): Promise<PackingSlip> {
  const [lines, lots] = await Promise.all([linesOf(db, order.id), allocationsOfOrder(db, order.id)]);
  return packingSlip({
    shopName,
    order,
    // Units refunded before shipping are not packed; a line refunded in full is left off.
    lines: lines
      .map((l) => ({ id: l.id, name: l.name, quantity: l.quantity - l.refundedQuantity }))
      .filter((l) => l.quantity > 0),
    lots,
  });
}

/** One paid order's slip; null when the reference is unknown, "unpaid" when there is nothing to pack. */
export async function packingSlipPdf(db: Db, shopName: string, reference: string) {
  const order = await findOrderByReference(db, reference);
  if (!order) return null;
  if (order.status !== "paid") return "unpaid" as const;
  return {
    filename: `bon-de-preparation-${order.reference}.pdf`,
    body: await packingSlipsPdf([await slipOf(db, shopName, order)]),
  };
}

/** The slips of the orders at a step, oldest first, at most PACKING_SLIPS_MAX; null when there is none. */
export async function packingSlipsAt(db: Db, shopName: string, step: PackingSlipStep) {
  const found = await oldestOrdersAt(db, step, PACKING_SLIPS_MAX);
  if (found.length === 0) return null;
  const slips = await Promise.all(found.map((order) => slipOf(db, shopName, order)));
  return {
    filename: `bons-de-preparation-${step.replace("_", "-")}.pdf`,
    body: await packingSlipsPdf(slips),
    count: slips.length,
  };
}
