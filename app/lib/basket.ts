// The basket page's rules, pure: the pack hint and the checkout data handed to /checkout.
import type { CartItem } from "#core/cart";
import { normaliseCode } from "#core/codes";
import { combineTotals, type Totals } from "#core/pricing";
import type { AppliedPromotion } from "./applied-promotion";
import { type Pack, packText } from "./offer-texts";

export type PackHint = { code: string; text: string } | null;

/** Spec §9's bounds: so many perfumes worth at least so much suggest the pack. */
const PACK_BOUNDS = [
  { code: "PACK3PARFUMS", count: 3, cents: 8997 },
  { code: "PACK50", count: 2, cents: 5998 },
] as const;

const PERFUME_ID = /^parfum_(homme|femme)_\d+$/;

/** A single perfume (not a package such as `parfum_homme`), whether or not the stored line kept its category. */
export function isPerfumeLine(item: Pick<CartItem, "id" | "category">): boolean {
  return item.category === "parfum" || PERFUME_ID.test(item.id);
}

/**
 * Spec §9: 59,98 € up to below 89,97 € suggests PACK50; 89,97 € or more suggests PACK3PARFUMS — counted on the
 * perfumes only, and only when there are enough of them for the pack (the codes apply to perfumes alone). The
 * text comes from the active pack's own figures; an inactive pack is not suggested, nor the code already applied.
 */
export function packHint(
  items: readonly Pick<CartItem, "id" | "category" | "price" | "quantity">[],
  packs: readonly Pack[],
  appliedCode: string | null = null,
): PackHint {
  const perfumes = items.filter(isPerfumeLine);
  const count = perfumes.reduce((sum, item) => sum + item.quantity, 0);
  const perfumeCents = perfumes.reduce((sum, item) => sum + item.price * item.quantity, 0);
  for (const bound of PACK_BOUNDS) {
    const pack = packs.find((p) => p.code === bound.code);
    if (pack && count >= bound.count && perfumeCents >= bound.cents) {
      return appliedCode !== null && pack.code === normaliseCode(appliedCode)
        ? null
        : { code: pack.code, text: packText(pack) };
    }
  }
  return null;
}

/** The line's weight beside its name, unless the name already says it ("Miel Sidr — 250 g" needs no "250 g ·"). */
export function lineWeight(item: Pick<CartItem, "name" | "weight">): string | null {
  if (!item.weight) return null;
  const squash = (text: string) => text.replace(/\s+/g, "").toLowerCase();
  return squash(item.name).includes(squash(item.weight)) ? null : item.weight;
}

/** The applied code's title, when its name says more than the code the server's message already names. */
export function promoTitle(promo: Pick<AppliedPromotion, "code" | "name">, message: string): string | null {
  const name = promo.name.trim();
  return name === "" || name.toUpperCase() === promo.code.toUpperCase() || message.includes(name) ? null : name;
}

/**
 * Spec §3 "stored checkout data", all money in integer cents; the discount is the promotion's own (one place).
 * Written by the basket, read by /checkout (parseCheckoutData).
 */
export interface CheckoutData {
  items: { id: string; name: string; price: number; quantity: number }[];
  /** After discount, in cents */
  totalAmount: number;
  appliedPromo: AppliedPromotion | null;
  freeShipping: boolean;
  shippingCost: number;
  finalTotal: number;
}

export function basketTotals(
  items: CartItem[],
  promo: AppliedPromotion | null,
  shipping: { cents: number; free: boolean },
): Totals {
  const subtotalCents = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return combineTotals({
    subtotalCents,
    discountCents: promo?.discount_cents ?? 0,
    shippingCents: shipping.cents,
    freeShipping: shipping.free || (promo?.free_shipping ?? false),
  });
}

export function buildCheckoutData(items: CartItem[], promo: AppliedPromotion | null, totals: Totals): CheckoutData {
  return {
    items: items.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })),
    totalAmount: totals.subtotalCents - totals.discountCents,
    appliedPromo: promo,
    freeShipping: totals.freeShipping,
    shippingCost: totals.shippingCents,
    finalTotal: totals.totalCents,
  };
}

/** Where the tab keeps the applied promo code (checked again by the basket on arrival). */
export function promoStorageKey(shortName: string): string {
  return `${shortName}_promo`;
}

export function checkoutStorageKey(shortName: string, signedIn: boolean): string {
  return signedIn ? `${shortName}_checkout_data` : `${shortName}_guest_checkout_data`;
}

/** Lines taken out of the basket, each with its place, so « Annuler » puts them back where they were. */
export type RemovedLines = { item: CartItem; index: number }[];

/**
 * The basket with the removed lines back in their places; a line added again meanwhile keeps its current
 * quantity (undoing never doubles it).
 */
export function restoreLines(items: readonly CartItem[], removed: RemovedLines): CartItem[] {
  const restored = [...items];
  for (const { item, index } of [...removed].sort((a, b) => a.index - b.index)) {
    if (restored.some((line) => line.id === item.id)) continue;
    restored.splice(Math.min(index, restored.length), 0, item);
  }
  return restored;
}
