import { describe, expect, it } from "vitest";
import { formatAmount, formatEuros, percentOf, roundCents } from "./money";

describe("money", () => {
  it("formats cents the French way", () => {
    expect(formatEuros(2999)).toBe("29,99\u00a0€");
    expect(formatEuros(0)).toBe("0,00\u00a0€");
    expect(formatEuros(123456)).toBe("1\u202f234,56\u00a0€");
    expect(formatAmount(3000)).toBe("30,00");
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
});
