// The promotion applied to the basket, one shape from the server's answer to the payment (decision 098): the basket
// shows it, hands it to the checkout in browser storage (checkout data, crypto cart data), and the checkout sends its
// code alone — the server prices the lines and checks the code again. Money in integer cents.
import type { PromoValidation } from "./promotions-client";

export interface AppliedPromotion {
  code: string;
  /** The promotion's title (the basket shows it when it says more than the code). */
  name: string;
  discount_cents: number;
  free_shipping: boolean;
}

const isCents = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The server's answer as the basket keeps it, or null when the code does not apply. */
export function appliedPromotionFrom(
  answer: Pick<PromoValidation, "valid" | "discount_cents" | "free_shipping" | "promotion_details">,
): AppliedPromotion | null {
  const details = answer.promotion_details;
  if (!answer.valid || !details) return null;
  return {
    code: details.code,
    name: details.name,
    discount_cents: answer.discount_cents,
    free_shipping: answer.free_shipping,
  };
}

/**
 * A promotion read back from browser storage, or null when there is none or it is unreadable. Entries written before
 * decision 098 (`{ code, discount_amount, free_shipping, promotion_details: { name } }`, the amount already in cents)
 * are converted, so a customer who had reached the checkout keeps the code.
 */
export function readStoredPromotion(value: unknown): AppliedPromotion | null {
  if (!isObject(value) || typeof value.code !== "string" || value.code === "") return null;
  const discount = "discount_cents" in value ? value.discount_cents : value.discount_amount;
  if (!isCents(discount)) return null;
  const details = value.promotion_details;
  const name =
    typeof value.name === "string"
      ? value.name
      : isObject(details) && typeof details.name === "string"
        ? details.name
        : value.code;
  return { code: value.code, name, discount_cents: discount, free_shipping: value.free_shipping === true };
}
