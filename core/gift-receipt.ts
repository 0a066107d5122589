// The gift receipt (« ticket cadeau », decision 112): what the recipient may keep with the parcel to exchange or
// return an item — the order's reference and date, the items and their quantities, the card's message; never a
// price. Pure.
import type { GiftSnapshot } from "./gift";
import { splitLineName } from "./packing-slip";

export const GIFT_RECEIPT_TITLE = "Ticket cadeau";
export const NOT_A_GIFT = "Cette commande n'est pas un cadeau : elle n'a pas de ticket cadeau.";

export interface GiftReceipt {
  shopName: string;
  supportEmail: string;
  reference: string;
  orderedAt: string;
  message: string;
  lines: { product: string; format: string; quantity: number }[];
}

export function giftReceipt(input: {
  shopName: string;
  supportEmail: string;
  order: { reference: string; createdAt: Date; gift: GiftSnapshot };
  lines: readonly { name: string; quantity: number; refundedQuantity: number }[];
}): GiftReceipt {
  return {
    shopName: input.shopName,
    supportEmail: input.supportEmail,
    reference: input.order.reference,
    orderedAt: input.order.createdAt.toISOString(),
    message: input.order.gift.message,
    // Units refunded before shipping did not travel: they are not on the receipt.
    lines: input.lines
      .map((line) => ({ ...splitLineName(line.name), quantity: line.quantity - line.refundedQuantity }))
      .filter((line) => line.quantity > 0),
  };
}

export const giftReceiptFileName = (reference: string) => `ticket-cadeau-${reference}.pdf`;
