import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DRAWN_FLAGS, flagCountryCode, flagImagePath, REGIONAL_INDICATORS } from "./catalog";

describe("country flags", () => {
  it("reads the country code of a flag emoji", () => {
    expect(flagCountryCode("🇾🇪")).toBe("ye");
    expect(flagCountryCode(" 🇳🇿 ")).toBe("nz");
    expect(flagCountryCode("🇫")).toBeNull();
    expect(flagCountryCode("YE")).toBeNull();
    expect(flagCountryCode("🇾🇪🇴🇲")).toBeNull();
    expect(flagCountryCode(null)).toBeNull();
  });

  it("gives the drawn flag's address, or none for a country the shop has not drawn", () => {
    expect(flagImagePath("🇴🇲")).toBe("/images/flags/om.svg");
    expect(flagImagePath("🇧🇪")).toBeNull();
    expect(flagImagePath("")).toBeNull();
  });

  it("has a file for every drawn flag", () => {
    for (const code of DRAWN_FLAGS) {
      expect(existsSync(path.join(import.meta.dirname, `../public/images/flags/${code}.svg`)), code).toBe(true);
    }
  });

  it("recognises text that still carries an emoji flag", () => {
    expect(REGIONAL_INDICATORS.test("🇾🇪 Yémen")).toBe(true);
    expect(REGIONAL_INDICATORS.test("Yémen")).toBe(false);
  });
});
