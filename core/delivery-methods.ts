import { type PickupPointSnapshot, pickupPointText } from "./pickup-point";

// How a parcel reaches the customer (issue 32, decision 109): at home, at a pickup point, or by express courier. The
// rates, thresholds and transit of each are the shop's configuration (server/modules/shipping/rates.ts).

/** Home is the default, and every order placed before decision 103; pickup and express are offered in France. */
export const DELIVERY_METHODS = ["home", "pickup", "express"] as const;
export type OrderDeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The methods' names wherever an order or a choice is shown. */
export const DELIVERY_METHOD_NAMES: Record<OrderDeliveryMethod, string> = {
  home: "Livraison à domicile",
  pickup: "Livraison en point relais",
  express: "Livraison express",
};

/**
 * A code that gives free delivery (PROMO5, the free_shipping codes) makes home and pickup delivery free; express
 * stays charged at its rate (decision 109).
 */
export function freeByCode(method: OrderDeliveryMethod, codeGivesFreeDelivery: boolean): boolean {
  return codeGivesFreeDelivery && method !== "express";
}

/**
 * What an order's pages, mail, invoice and packing slip say of how it travels, beside the address: « Point relais :
 * … » for a pickup point, « Livraison express » for express; nothing for home delivery (the address says it).
 */
export function deliveryNote(order: {
  deliveryMethod?: OrderDeliveryMethod | null;
  pickupPoint?: PickupPointSnapshot | null;
}): string | null {
  if (order.pickupPoint) return `Point relais : ${pickupPointText(order.pickupPoint)}`;
  return order.deliveryMethod === "express" ? DELIVERY_METHOD_NAMES.express : null;
}
