import { describe, expect, it } from "vitest";
import { namedCharacteristics } from "./honey-characteristics";

describe("a honey's characteristics as the page names them", () => {
  it("gives each stored key its French name, in the stored order, and an unknown key as stored", () => {
    expect(
      namedCharacteristics([
        ["crystallisation", "Lente"],
        ["acidite", "Faible"],
        ["parfum", "Boisé"],
      ]),
    ).toEqual([
      ["Cristallisation", "Lente"],
      ["Acidité", "Faible"],
      ["parfum", "Boisé"],
    ]);
  });
});
