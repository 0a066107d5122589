import { describe, expect, it } from "vitest";
import type { CartItem } from "../../core/cart";
import { basketTotals, buildCheckoutData, checkoutStorageKey, packHint } from "./basket";

const perfume = (id: string, quantity = 1): CartItem => ({ id, name: id, price: 2999, quantity, image: "/x.svg" });

describe("packHint", () => {
  it("follows the spec's bounds", () => {
    expect(packHint(5997)).toBeNull();
    expect(packHint(5998)?.code).toBe("PACK50");
    expect(packHint(8996)?.code).toBe("PACK50");
    expect(packHint(8997)?.code).toBe("PACK3PARFUMS");
  });
});

describe("basket totals and checkout data", () => {
  it("subtracts the server's discount and adds shipping unless free", () => {
    const items = [perfume("a"), perfume("b")];
    const promo = { code: "PACK50", name: "Pack 2 parfums", discountCents: 998, freeShipping: false, message: "" };
    const totals = basketTotals(items, promo, { cents: 0, free: true });
    expect(totals).toMatchObject({ subtotalCents: 5998, discountCents: 998, shippingCents: 0, totalCents: 5000 });
    expect(basketTotals([perfume("a")], null, { cents: 299, free: false }).totalCents).toBe(3298);
    expect(buildCheckoutData(items, promo, totals)).toEqual({
      items: [
        { id: "a", name: "a", price: 2999, quantity: 1 },
        { id: "b", name: "b", price: 2999, quantity: 1 },
      ],
      totalAmount: 5000,
      appliedPromo: {
        code: "PACK50",
        discount_amount: 998,
        free_shipping: false,
        promotion_details: { name: "Pack 2 parfums" },
      },
      discountAmount: 998,
      freeShipping: true,
      shippingCost: 0,
      finalTotal: 5000,
    });
  });

  it("keeps guests' and customers' checkout data apart", () => {
    expect(checkoutStorageKey("maisonh", false)).toBe("maisonh_guest_checkout_data");
    expect(checkoutStorageKey("maisonh", true)).toBe("maisonh_checkout_data");
  });
});
