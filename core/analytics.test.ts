import { describe, expect, it } from "vitest";
import { changePercent, changeText, periodOf } from "./analytics";

describe("analytics vocabulary", () => {
  it("says how a figure moved from the previous period", () => {
    expect(changePercent(112, 100)).toBe(12);
    expect(changePercent(95, 100)).toBe(-5);
    expect(changePercent(5, 0)).toBeNull();
    expect(changeText(112, 100)).toBe("+12 % vs période précédente (100)");
    expect(changeText(95, 100)).toBe("−5 % vs période précédente (100)");
    expect(changeText(100, 100)).toBe("= vs période précédente (100)");
    expect(changeText(3, 0)).toBe("Nouveau (période précédente : 0)");
    expect(changeText(0, 0)).toBe("Comme la période précédente (0)");
    // A negative revenue before (refunds above sales) still reads the right way.
    expect(changeText(50, -100)).toBe("+150 % vs période précédente (-100)");
  });

  it("reads the period of an address, 30 days otherwise", () => {
    expect(periodOf("1d")).toBe("1d");
    expect(periodOf("90d")).toBe("90d");
    expect(periodOf("365d")).toBe("30d");
    expect(periodOf("toString")).toBe("30d");
    expect(periodOf(null)).toBe("30d");
  });
});
