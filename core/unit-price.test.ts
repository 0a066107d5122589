import { describe, expect, it } from "vitest";
import { formatUnitPrice, measuredPriceText, measureOf, unitPriceCents, unitPriceText } from "./unit-price";

describe("unit price (arrêté du 3 décembre 1987)", () => {
  it("gives the price per kilo of each honey format", () => {
    expect(unitPriceCents(1199, 50, "g")).toBe(23980);
    expect(unitPriceCents(1999, 90, "g")).toBe(22211); // 22 211,11… → down
    expect(unitPriceCents(4499, 250, "g")).toBe(17996);
    expect(unitPriceCents(999, 90, "g")).toBe(11100);
    expect(unitPriceCents(1299, 90, "g")).toBe(14433); // 14 433,33…
    expect(unitPriceCents(2499, 90, "g")).toBe(27767); // 27 766,66… → up
  });

  it("rounds half away from zero, the shop's one rule (core/money roundCents)", () => {
    expect(unitPriceCents(1, 2000, "g")).toBe(1); // 0,5 → 1
    expect(unitPriceCents(3, 2000, "ml")).toBe(2); // 1,5 → 2
    expect(unitPriceCents(1, 3000, "g")).toBe(0); // 0,33 → 0
  });

  it("formats it the French way, per kilo or per litre", () => {
    expect(formatUnitPrice(23980, "g")).toBe("239,80\u00a0€/kg");
    expect(formatUnitPrice(59980, "ml")).toBe("599,80\u00a0€/L");
    expect(unitPriceText(2999, 50, "ml")).toBe("599,80\u00a0€/L");
    expect(unitPriceText(2999, null, "ml")).toBeNull();
  });

  it("refuses a quantity that is not a positive whole number, or a price not in cents", () => {
    expect(() => unitPriceCents(1000, 0, "g")).toThrow(RangeError);
    expect(() => unitPriceCents(1000, -5, "g")).toThrow(RangeError);
    expect(() => unitPriceCents(1000, 2.5, "g")).toThrow(RangeError);
    expect(() => unitPriceCents(10.5, 50, "g")).toThrow(RangeError);
  });
});

describe("the measure of a variant (decision 039)", () => {
  it("takes a perfume's volume and a pack's units times one pot's weight", () => {
    expect(measureOf({ weightGrams: null, volumeMl: 50 })).toEqual({ quantity: 50, unit: "ml" });
    expect(measureOf({ weightGrams: 50, volumeMl: null, quantity: 3 })).toEqual({ quantity: 150, unit: "g" });
    expect(measureOf({ weightGrams: 250, volumeMl: null, quantity: 1 })).toEqual({ quantity: 250, unit: "g" });
    expect(measureOf({ weightGrams: null, volumeMl: null })).toBeNull();
  });

  it("gives a perfume's price per litre and a Shilajit pack's price per kilo, or nothing when unknown", () => {
    expect(measuredPriceText(2999, measureOf({ weightGrams: null, volumeMl: 25 }))).toBe("1\u202f199,60\u00a0€/L");
    expect(measuredPriceText(3499, measureOf({ weightGrams: null, volumeMl: 100 }))).toBe("349,90\u00a0€/L");
    expect(measuredPriceText(6000, measureOf({ weightGrams: 30, volumeMl: null, quantity: 3 }))).toBe(
      "666,67\u00a0€/kg",
    );
    expect(measuredPriceText(2999, measureOf({ weightGrams: null, volumeMl: null }))).toBeNull();
  });
});
