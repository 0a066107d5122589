// A packing slip (« bon de préparation », issue 32, decision 105): what travels in the parcel and guides the team —
// the lines, the lot of each jar when the shop knows it, where the parcel goes (a gift's recipient when another,
// decision 112), a gift's card message and wrapping; never a price. Pure.
import { buyerOf, type OrderSnapshot } from "./invoice";
import { type GiftSnapshot, recipientLines } from "./gift";
import { DELIVERY_METHOD_NAMES, deliveryNote, type OrderDeliveryMethod } from "./delivery-methods";
import type { PickupPointSnapshot } from "./pickup-point";

export const LOT_UNKNOWN = "lot non renseigné";
export const NO_ORDER_TO_PREPARE = "Aucune commande à préparer : aucun bon de préparation à imprimer.";
/** The bulk print's cap: one PDF stays printable and quick to make; the oldest orders come first. */
export const PACKING_SLIPS_MAX = 50;

export interface PackingSlipLine {
  product: string;
  format: string;
  quantity: number;
  lots: string;
}

export interface PackingSlip {
  shopName: string;
  reference: string;
  orderedAt: string;
  /** « Livraison à domicile » then the name and address, or « Point relais : … » then the name. */
  delivery: { title: string; lines: string[] };
  lines: PackingSlipLine[];
  /** A gift: the card to write or print, and whether to wrap it; absent otherwise. */
  gift?: { message: string; wrapping: boolean } | null;
}

/** « Miel de Sidr — 250 g » → the product and its format, as the line's name was written at checkout. */
export function splitLineName(name: string): { product: string; format: string } {
  const at = name.lastIndexOf(" — ");
  return at < 0 ? { product: name, format: "—" } : { product: name.slice(0, at), format: name.slice(at + 3) };
}

/** The lots the line's units were taken from when the order was prepared, one a line; what is not known is said so. */
export function lotsText(quantity: number, lots: readonly { code: string; quantity: number }[]): string {
  const known = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  if (known === 0) return LOT_UNKNOWN;
  if (lots.length === 1 && known >= quantity) return lots[0]!.code;
  const parts = lots.map((lot) => `${lot.code} × ${lot.quantity}`);
  if (known < quantity) parts.push(`${LOT_UNKNOWN} × ${quantity - known}`);
  return parts.join("\n");
}

export function packingSlip(input: {
  shopName: string;
  order: Pick<OrderSnapshot, "reference" | "createdAt" | "email" | "shippingAddress"> & {
    pickupPoint: PickupPointSnapshot | null;
    deliveryMethod?: OrderDeliveryMethod;
    gift?: GiftSnapshot | null;
  };
  lines: readonly { id: number; name: string; quantity: number }[];
  lots: readonly { orderLineId: number; code: string; quantity: number }[];
}): PackingSlip {
  const { order } = input;
  const buyer = buyerOf(order);
  const recipient = order.gift?.recipient;
  const delivery = {
    title: deliveryNote(order) ?? DELIVERY_METHOD_NAMES.home,
    lines: order.pickupPoint
      ? [`Au nom de ${buyer.name}`]
      : recipient
        ? recipientLines(recipient)
        : [buyer.name, ...buyer.addressLines],
  };
  return {
    shopName: input.shopName,
    reference: order.reference,
    orderedAt: order.createdAt.toISOString(),
    delivery,
    gift: order.gift ? { message: order.gift.message, wrapping: order.gift.wrapping } : null,
    lines: input.lines.map((line) => ({
      ...splitLineName(line.name),
      quantity: line.quantity,
      lots: lotsText(
        line.quantity,
        input.lots.filter((lot) => lot.orderLineId === line.id),
      ),
    })),
  };
}
