import { describe, expect, it } from "vitest";
import { normaliseCode } from "./codes";

describe("normaliseCode", () => {
  it.each([
    ["  bienvenue10 ", "BIENVENUE10"],
    ["\tPack-3\n", "PACK-3"],
    ["l25-sidr_01", "L25-SIDR_01"],
    ["btc", "BTC"],
    ["DÉJÀ", "DÉJÀ"],
    ["   ", ""],
  ])("%j → %j", (given, kept) => {
    expect(normaliseCode(given)).toBe(kept);
  });

  it("keeps the spaces inside a code: the rules refuse them, the normaliser does not hide them", () => {
    expect(normaliseCode(" ab cd ")).toBe("AB CD");
  });
});
