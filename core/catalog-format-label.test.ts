import { describe, expect, it } from "vitest";
import { formatLabel, HONEY_FORMATS } from "./catalog";

describe("formatLabel", () => {
  it("writes every honey format with a no-break space before the unit", () => {
    expect(HONEY_FORMATS.map(formatLabel)).toEqual(["50\u00a0g", "90\u00a0g", "250\u00a0g"]);
  });

  it("leaves a label that is already French, or not a weight, as it is", () => {
    expect(formatLabel("250\u00a0g")).toBe("250\u00a0g");
    expect(formatLabel("250 g")).toBe("250\u00a0g");
    expect(formatLabel("Flacon")).toBe("Flacon");
    expect(formatLabel("Lot de 2 pots")).toBe("Lot de 2 pots");
  });
});
