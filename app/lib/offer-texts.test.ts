import { describe, expect, it } from "vitest";
import { codeText, freeShippingText, packText, shortCodeText } from "./offer-texts";

describe("offer texts", () => {
  it("writes the figures of their source", () => {
    expect(freeShippingText(4500)).toBe("Livraison offerte dès 45\u00a0€");
    expect(freeShippingText(5990)).toBe("Livraison offerte dès 59,90\u00a0€");
    expect(freeShippingText(null)).toBeNull();
    expect(packText({ code: "PACK50", size: 2, priceCents: 5000 })).toBe("2 parfums pour 50\u00a0€");
    expect(codeText({ code: "PROMO5", discountCents: 500, minimumCents: 2500, freeShipping: true })).toBe(
      "5\u00a0€ de réduction et livraison offerte dès 25\u00a0€ d'achat",
    );
    expect(codeText({ code: "PROMO5", discountCents: 750, minimumCents: 3000, freeShipping: false })).toBe(
      "7,50\u00a0€ de réduction dès 30\u00a0€ d'achat",
    );
    expect(shortCodeText({ code: "PROMO5", discountCents: 500, minimumCents: 2500, freeShipping: true })).toBe(
      "\u22125\u00a0€ et livraison offerte dès 25\u00a0€",
    );
    expect(shortCodeText({ code: "PROMO5", discountCents: 750, minimumCents: 3000, freeShipping: false })).toBe(
      "\u22127,50\u00a0€ dès 30\u00a0€",
    );
  });
});
