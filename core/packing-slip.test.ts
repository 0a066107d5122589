import { describe, expect, it } from "vitest";
import { LOT_UNKNOWN, lotsText, splitLineName } from "./packing-slip";

describe("a packing slip's line", () => {
  it("splits the product from its format as the checkout wrote the name", () => {
    expect(splitLineName("Miel de Sidr Malaki — 250\u00a0g")).toEqual({
      product: "Miel de Sidr Malaki",
      format: "250\u00a0g",
    });
    expect(splitLineName("Mr.H Oud")).toEqual({ product: "Mr.H Oud", format: "—" });
  });

  it("names the lots the units came from, and never invents the ones the shop does not know", () => {
    expect(lotsText(2, [])).toBe(LOT_UNKNOWN);
    expect(lotsText(2, [{ code: "L25-A", quantity: 2 }])).toBe("L25-A");
    expect(
      lotsText(5, [
        { code: "L24-OLD", quantity: 3 },
        { code: "L25-A", quantity: 2 },
      ]),
    ).toBe("L24-OLD × 3\nL25-A × 2");
    expect(lotsText(3, [{ code: "L25-A", quantity: 1 }])).toBe(`L25-A × 1\n${LOT_UNKNOWN} × 2`);
  });
});
