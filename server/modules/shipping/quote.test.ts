import { describe, expect, it } from "vitest";
import { computeTotals, type PricedLine } from "#core/pricing";
import { deliveryCost, deliveryTo, freeDeliveryFrom, quoteShipping } from "./quote";
import { DEFAULT_SHIPPING_RATES, DIRECT_PURCHASE_RATES, shippingRatesSetting, type ShippingRates } from "./rates";

const rates: ShippingRates = {
  ratesCents: { France: 299, Belgique: 690, Luxembourg: 690, Suisse: 1290 },
  freeFromCents: { France: 4500, Belgique: 8000, Luxembourg: 8000 },
};

const honey = (cents: number): PricedLine => ({ id: "h", category: "miel", unitPriceCents: cents, quantity: 1 });

describe("shipping rates", () => {
  it("reads SHIPPING_RATES per country, in cents, the default being the shop's tariff", () => {
    expect(shippingRatesSetting.parse(DEFAULT_SHIPPING_RATES)).toEqual(rates);
    expect(shippingRatesSetting.parse("France:390:,Belgique:0:0,Suisse:1:2,Luxembourg:3:4")).toEqual({
      ratesCents: { France: 390, Belgique: 0, Suisse: 1, Luxembourg: 3 },
      freeFromCents: { Belgique: 0, Suisse: 2, Luxembourg: 4 },
    });
  });

  it("refuses a country without a rate, an unknown country and euros with a comma", () => {
    expect(shippingRatesSetting.safeParse("France:299:4500").success).toBe(false);
    expect(shippingRatesSetting.safeParse("France:299:4500,Espagne:500:").success).toBe(false);
    expect(shippingRatesSetting.safeParse("France:2,99").success).toBe(false);
  });
});

describe("delivery cost", () => {
  it.each([
    ["France below 45 €", "France", 4499, false, 299, false],
    ["France from 45 €", "France", 4500, false, 0, true],
    ["free by promo", "France", 1000, true, 0, true],
    ["Belgique below its threshold", "Belgique", 5000, false, 690, false],
    ["Suisse never free by amount", "Suisse", 50000, false, 1290, false],
  ] as const)("%s", (_name, country, amount, promo, cost, free) => {
    expect(deliveryCost(rates, country, amount, promo)).toMatchObject({ shippingCents: cost, freeShipping: free });
  });

  it("knows each country's free-delivery threshold", () => {
    expect(freeDeliveryFrom(rates, "France")).toBe(4500);
    expect(freeDeliveryFrom(rates, "Suisse")).toBeNull();
  });

  it("quotes the order's delivery on the amount after discount", () => {
    // 50 € of honey with 10 € off: 40 € is below the 45 € threshold, delivery is paid.
    const tenOff = {
      type: "fixed_amount" as const,
      value: 1000,
      bundleSize: null,
      minimumAmountCents: 0,
      maximumAmountCents: null,
      freeShipping: false,
      categoryRestriction: null,
    };
    expect(computeTotals({ lines: [honey(5000)], terms: tenOff, delivery: deliveryTo(rates, "France") })).toEqual({
      subtotalCents: 5000,
      discountCents: 1000,
      shippingCents: 299,
      freeShipping: false,
      totalCents: 4299,
    });
    expect(computeTotals({ lines: [honey(5000)], terms: null, delivery: deliveryTo(rates, "Suisse") }).totalCents).toBe(
      6290,
    );
  });

  it("delivers a direct purchase at no charge", () => {
    expect(
      computeTotals({ lines: [honey(5000)], terms: null, delivery: deliveryTo(DIRECT_PURCHASE_RATES, "Suisse") }),
    ).toMatchObject({ shippingCents: 0, totalCents: 5000 });
  });
});

describe("shipping quote", () => {
  it("says what is missing for free delivery, or that it is free", () => {
    expect(quoteShipping(rates, "France", 3000)).toEqual({
      shippingCents: 299,
      freeShipping: false,
      freeFromCents: 4500,
      message: "Plus que 15,00\u00a0€ pour profiter de la livraison offerte",
    });
    expect(quoteShipping(rates, "France", 4500).message).toBe("Livraison offerte");
  });

  it("names the country when delivery is never free there", () => {
    expect(quoteShipping(rates, "Suisse", 90_000).message).toBe("Livraison vers la Suisse : 12,90\u00a0€");
  });
});
