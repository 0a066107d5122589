import { describe, expect, it } from "vitest";
import { normalisePostalCode } from "./checkout";
import { validateShippingAddress } from "./delivery-address";
import { PHONE_MESSAGES } from "./phone";
import { deliveryAddress } from "./testing/delivery-address";

const address = deliveryAddress();

/** The address delivered in `country`, with that postal code and phone number: what the checkout makes of it. */
const validatedIn = (country: string, postalCode: string, phone = address.phone) =>
  validateShippingAddress({ ...address, country, postalCode, phone });

describe("postal codes per delivery country", () => {
  it.each([
    ["France", "75001", "75001"],
    ["France", " 69 001 ", "69001"],
    ["France", "7500", null],
    ["France", "750011", null],
    ["France", "7500A", null],
    ["Belgique", "1000", "1000"],
    ["Belgique", "0999", null],
    ["Belgique", "10000", null],
    ["Suisse", "1200", "1200"],
    ["Suisse", "120", null],
    ["Luxembourg", "1616", "1616"],
    ["Luxembourg", "L-1616", "1616"],
    ["Luxembourg", "l 1616", "1616"],
    ["Luxembourg", "75001", null],
  ] as const)("%s « %s » → %s", (country, given, kept) => {
    expect(normalisePostalCode(given, country)).toBe(kept);
  });

  it("refuses a French code of four digits with a French message, and keeps the cleaned code otherwise", () => {
    expect(validateShippingAddress({ ...address, postalCode: "7500" })).toEqual({
      ok: false,
      errors: { postalCode: "Code postal invalide : 5 chiffres en France (ex : 75001)" },
    });
    const belgian = validatedIn("Belgique", "1000", "+32 470 12 34 56");
    expect(belgian.ok && belgian.address).toMatchObject({ country: "Belgique", postalCode: "1000" });
    const luxembourg = validatedIn("Luxembourg", "L-1616", "621 123 456");
    expect(luxembourg.ok && luxembourg.address.postalCode).toBe("1616");
    expect(validatedIn("Suisse", "69001")).toMatchObject({
      ok: false,
      errors: { postalCode: expect.stringContaining("4 chiffres en Suisse") },
    });
  });

  it("says « Code postal requis » for an empty code, whatever the country", () => {
    expect(validateShippingAddress({ ...address, postalCode: " " })).toEqual({
      ok: false,
      errors: { postalCode: "Code postal requis" },
    });
  });
});

describe("the phone follows the delivery country", () => {
  it("says which country the number was checked for, in French", () => {
    expect(validatedIn("Belgique", "1000", "06 12 34")).toEqual({
      ok: false,
      errors: { phone: PHONE_MESSAGES.Belgique },
    });
    expect(PHONE_MESSAGES.Belgique).toMatch(/^Numéro de téléphone invalide pour la Belgique/);
    expect(validateShippingAddress({ ...address, phone: "12" })).toEqual({
      ok: false,
      errors: { phone: "Format téléphone invalide (ex: 06 12 34 56 78)" },
    });
  });

  it("keeps the valid number of the address in E.164", () => {
    const swiss = validatedIn("Suisse", "1200", "079.123.45.67");
    expect(swiss.ok && swiss.address.phone).toBe("+41791234567");
  });
});
