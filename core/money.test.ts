import { describe, expect, it } from "vitest";
import {
  centsToEuros,
  eurosToCents,
  formatAmount,
  formatEuros,
  formatDiscount,
  formatEurosInText,
  percentOf,
  roundCents,
} from "./money";

describe("money", () => {
  it("formats cents the French way", () => {
    expect(formatEuros(2999)).toBe("29,99\u00a0€");
    expect(formatEuros(0)).toBe("0,00\u00a0€");
    expect(formatEuros(123456)).toBe("1\u202f234,56\u00a0€");
    // A negative amount with the true minus (U+2212), never a hyphen (decision 122).
    expect(formatEuros(-998)).toBe("\u22129,98\u00a0€");
    expect(formatEuros(-123456)).toBe("\u22121\u202f234,56\u00a0€");
    expect(formatAmount(3000)).toBe("30,00");
  });

  it("writes amounts in running text without decimals when they are whole euros", () => {
    expect(formatEurosInText(700)).toBe("7\u00a0€");
    expect(formatEurosInText(10_000)).toBe("100\u00a0€");
    expect(formatEurosInText(2999)).toBe("29,99\u00a0€");
    expect(formatEurosInText(2950)).toBe("29,50\u00a0€");
    expect(() => formatEurosInText(7.5)).toThrow(RangeError);
  });

  it("writes a discount with the minus sign and the non-breaking space", () => {
    expect(formatDiscount(998)).toBe("\u22129,98\u00a0€");
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => formatEuros(29.99)).toThrow(RangeError);
  });

  it("rounds half away from zero", () => {
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(2.49)).toBe(2);
    expect(percentOf(2999, 15)).toBe(450); // 449.85
    expect(percentOf(1000, 12.5)).toBe(125);
  });

  it("converts between cents and the euros of the spec's JSON fields, exactly", () => {
    expect(centsToEuros(2999)).toBe(29.99);
    expect(eurosToCents(29.99)).toBe(2999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(101);
    for (let cents = 0; cents < 100_000; cents += 7) expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    expect(() => centsToEuros(0.5)).toThrow(RangeError);
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
  });
});
