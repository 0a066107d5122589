import { describe, expect, it } from "vitest";
import full from "libphonenumber-js/metadata.min.json";
import metadata from "./phone-metadata.json";
import { normalisePhone, PHONE_COUNTRY_CODES, phoneMetadataSubset } from "./phone";

describe("phone numbers per delivery country, kept in E.164", () => {
  it.each([
    ["France", "06 12 34 56 78", "+33612345678"],
    ["France", "06.12.34.56.78", "+33612345678"],
    ["France", "06-12-34-56-78", "+33612345678"],
    ["France", "+33 6 12 34 56 78", "+33612345678"],
    ["France", "0033 6 12 34 56 78", "+33612345678"],
    ["France", "01 42 68 53 00", "+33142685300"],
    ["Belgique", "0470 12 34 56", "+32470123456"],
    ["Belgique", "+32 470 12 34 56", "+32470123456"],
    ["Belgique", "02/123.45.67", "+3221234567"],
    ["Suisse", "079 123 45 67", "+41791234567"],
    ["Suisse", "+41 79 123 45 67", "+41791234567"],
    ["Suisse", "0041-79-123-45-67", "+41791234567"],
    ["Luxembourg", "621 123 456", "+352621123456"],
    ["Luxembourg", "+352 621 123 456", "+352621123456"],
    // An international number of another delivery country: a Belgian address may give a French mobile.
    ["Belgique", "+33 6 12 34 56 78", "+33612345678"],
  ] as const)("%s « %s » → %s", (country, given, kept) => {
    expect(normalisePhone(given, country)).toBe(kept);
  });

  it.each([
    ["France", "06 12 34 56"],
    ["France", "06 12 34 56 78 9"],
    ["France", "00 00 00 00 00"],
    ["France", "06 12 34 56 7a"],
    ["France", "tél. 06 12 34 56 78"],
    ["Belgique", "06 12 34 56 78"],
    ["Suisse", "079 123 45"],
    ["Luxembourg", "+352 1"],
    ["France", "+1 212 555 0100"],
    ["France", ""],
  ] as const)("%s « %s » is refused", (country, given) => {
    expect(normalisePhone(given, country)).toBeNull();
  });
});

describe("the narrowed metadata", () => {
  it("is the installed libphonenumber-js's for the delivery countries (else: npx tsx scripts/phone-metadata.ts)", () => {
    expect(metadata).toEqual(phoneMetadataSubset(full, Object.values(PHONE_COUNTRY_CODES)));
    expect(Object.keys(metadata.countries)).toEqual(["FR", "BE", "CH", "LU"]);
  });
});
