// The basket page's rules, pure: the pack hint and the checkout data handed to /checkout.
import type { CartItem } from "#core/cart";
import { combineTotals, type Totals } from "#core/pricing";

export type PackHint = { code: "PACK50"; text: string } | { code: "PACK3PARFUMS"; text: string } | null;

const PERFUME_ID = /^parfum_(homme|femme)_\d+$/;

/** A single perfume (not a package such as `parfum_homme`), whether or not the stored line kept its category. */
export function isPerfumeLine(item: Pick<CartItem, "id" | "category">): boolean {
  return item.category === "parfum" || PERFUME_ID.test(item.id);
}

/**
 * Spec §9: 59,98 € up to below 89,97 € suggests PACK50; 89,97 € or more suggests PACK3PARFUMS — counted on the
 * perfumes only, and only when there are enough of them for the pack (the codes apply to perfumes alone).
 */
export function packHint(items: readonly Pick<CartItem, "id" | "category" | "price" | "quantity">[]): PackHint {
  const perfumes = items.filter(isPerfumeLine);
  const count = perfumes.reduce((sum, item) => sum + item.quantity, 0);
  const perfumeCents = perfumes.reduce((sum, item) => sum + item.price * item.quantity, 0);
  if (count >= 3 && perfumeCents >= 8997) return { code: "PACK3PARFUMS", text: "3 parfums pour 70 €" };
  if (count >= 2 && perfumeCents >= 5998) return { code: "PACK50", text: "2 parfums pour 50 €" };
  return null;
}

export interface AppliedPromo {
  code: string;
  name: string;
  discountCents: number;
  freeShipping: boolean;
  message: string;
}

export interface CheckoutData {
  items: { id: string; name: string; price: number; quantity: number }[];
  /** After discount, in cents */
  totalAmount: number;
  appliedPromo: {
    code: string;
    discount_amount: number;
    free_shipping: boolean;
    promotion_details: { name: string };
  } | null;
  discountAmount: number;
  freeShipping: boolean;
  shippingCost: number;
  finalTotal: number;
}

export function basketTotals(
  items: CartItem[],
  promo: AppliedPromo | null,
  shipping: { cents: number; free: boolean },
): Totals {
  const subtotalCents = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return combineTotals({
    subtotalCents,
    discountCents: promo?.discountCents ?? 0,
    shippingCents: shipping.cents,
    freeShipping: shipping.free || (promo?.freeShipping ?? false),
  });
}

/** Spec §3 "stored checkout data", all money in integer cents. */
export function buildCheckoutData(items: CartItem[], promo: AppliedPromo | null, totals: Totals): CheckoutData {
  return {
    items: items.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })),
    totalAmount: totals.subtotalCents - totals.discountCents,
    appliedPromo: promo
      ? {
          code: promo.code,
          discount_amount: promo.discountCents,
          free_shipping: promo.freeShipping,
          promotion_details: { name: promo.name },
        }
      : null,
    discountAmount: totals.discountCents,
    freeShipping: totals.freeShipping,
    shippingCost: totals.shippingCents,
    finalTotal: totals.totalCents,
  };
}

export function checkoutStorageKey(shortName: string, signedIn: boolean): string {
  return signedIn ? `${shortName}_checkout_data` : `${shortName}_guest_checkout_data`;
}
