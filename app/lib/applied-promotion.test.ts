import { describe, expect, it } from "vitest";
import { appliedPromotionFrom, readStoredPromotion } from "./applied-promotion";

const pack50 = { code: "PACK50", name: "Pack 2 parfums", discount_cents: 998, free_shipping: false };

describe("appliedPromotionFrom (the server's answer to POST /api/promotions/validate)", () => {
  it("keeps the code as the server spells it and the discount in cents", () => {
    const answer = {
      valid: true,
      discount_cents: 998,
      free_shipping: false,
      promotion_details: { code: "PACK50", name: "Pack 2 parfums", description: "", type: "bundle" },
    };
    expect(appliedPromotionFrom(answer)).toEqual(pack50);
  });

  it("applies nothing for a refused code", () => {
    expect(
      appliedPromotionFrom({ valid: false, discount_cents: 0, free_shipping: false, promotion_details: null }),
    ).toBeNull();
  });
});

describe("readStoredPromotion (browser storage)", () => {
  it("reads back what it stored", () => {
    expect(readStoredPromotion(JSON.parse(JSON.stringify(pack50)))).toEqual(pack50);
  });

  it("converts the shape stored before decision 098, whose discount_amount was already in cents", () => {
    expect(
      readStoredPromotion({
        code: "PACK50",
        discount_amount: 998,
        free_shipping: false,
        promotion_details: { name: "Pack 2 parfums" },
      }),
    ).toEqual(pack50);
    expect(readStoredPromotion({ code: "PROMO5", discount_amount: 500, free_shipping: true })).toEqual({
      code: "PROMO5",
      name: "PROMO5",
      discount_cents: 500,
      free_shipping: true,
    });
  });

  it("drops what is not a promotion in cents", () => {
    for (const bad of [
      null,
      "PROMO5",
      { code: "", discount_cents: 500 },
      { code: "PROMO5" },
      { code: "PROMO5", discount_cents: 5.5 },
      { code: "PROMO5", discount_amount: -1 },
      // A new entry is read by its own field only, never by an old one beside it.
      { code: "PROMO5", discount_cents: "500", discount_amount: 500 },
    ]) {
      expect(readStoredPromotion(bad)).toBeNull();
    }
  });
});
