import { describe, expect, it } from "vitest";
import { distanceText, pickupPointText } from "./pickup-point";

describe("a pickup point's words", () => {
  it("says the distance in metres below a kilometre, then in kilometres with a French decimal", () => {
    expect(distanceText(350)).toBe("à 350 m");
    expect(distanceText(999)).toBe("à 999 m");
    expect(distanceText(1_000)).toBe("à 1 km");
    expect(distanceText(1_230)).toBe("à 1,2 km");
    expect(distanceText(12_460)).toBe("à 12,5 km");
  });

  it("names the point with its address and carrier on one line", () => {
    const point = { id: "P1", carrier: "Mondial Relay", name: "Tabac du Square", street: "3 rue Keller" };
    expect(pickupPointText({ ...point, postalCode: "75011", city: "Paris" })).toBe(
      "Tabac du Square, 3 rue Keller, 75011 Paris (Mondial Relay)",
    );
  });
});
