// The gift receipt of a gift order (decision 112): for whoever may see the order (its customer, the confirmation
// mail's key) and for the back office.
import { giftReceipt, giftReceiptFileName } from "#core/gift-receipt";
import { findOrderByReference } from "#server/modules/orders/back-office";
import { giftReceiptPdf } from "#server/modules/orders/gift-receipt-pdf";
import { findOrderForViewer, linesOf, type Order, type OrderViewer } from "#server/modules/orders/service";
import type { ShopContext } from "./context";

type Found = { filename: string; body: Buffer } | "not-a-gift" | null;

async function receiptOf(ctx: ShopContext, order: Order | null): Promise<Found> {
  if (!order) return null;
  if (!order.gift) return "not-a-gift";
  const lines = [...(await linesOf(ctx.db, order.id))].sort((a, b) => a.position - b.position);
  const receipt = giftReceipt({
    shopName: ctx.shopName,
    supportEmail: ctx.supportEmail ?? "",
    order: { reference: order.reference, createdAt: order.createdAt, gift: order.gift },
    lines,
  });
  return { filename: giftReceiptFileName(order.reference), body: await giftReceiptPdf(receipt) };
}

/** The customer's copy: null when the order is unknown or not theirs, "not-a-gift" when it has no receipt. */
export async function customerGiftReceipt(ctx: ShopContext, reference: string, viewer: OrderViewer): Promise<Found> {
  const found = await findOrderForViewer(ctx.db, reference, viewer);
  return receiptOf(ctx, found?.order ?? null);
}

/** The back office's copy, to slip into the parcel. */
export async function backOfficeGiftReceipt(ctx: ShopContext, reference: string): Promise<Found> {
  return receiptOf(ctx, (await findOrderByReference(ctx.db, reference)) ?? null);
}
