// Telephone numbers of the delivery form, checked per delivery country by libphonenumber-js (its smallest metadata:
// lengths and leading digits of each country's numbers, enough to validate) and kept in E.164 (+33612345678).
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { ShippingCountry } from "./pricing";

const COUNTRY_CODES: Record<ShippingCountry, CountryCode> = {
  France: "FR",
  Belgique: "BE",
  Suisse: "CH",
  Luxembourg: "LU",
};

/** Digits with spaces, dots, dashes, slashes or brackets between them, after an optional « + » (or « 00 »). */
const PHONE_CHARACTERS = /^\+?[\d\s.\-/()]+$/;

/** The message when a number is not one of `country`'s (the spec's own wording for France). */
export const PHONE_MESSAGES: Record<ShippingCountry, string> = {
  France: "Format téléphone invalide (ex: 06 12 34 56 78)",
  Belgique: "Numéro de téléphone invalide pour la Belgique (ex : 0470 12 34 56 ou +32 470 12 34 56)",
  Suisse: "Numéro de téléphone invalide pour la Suisse (ex : 079 123 45 67 ou +41 79 123 45 67)",
  Luxembourg: "Numéro de téléphone invalide pour le Luxembourg (ex : 621 123 456 ou +352 621 123 456)",
};

const DELIVERY_CODES = new Set<string>(Object.values(COUNTRY_CODES));

/**
 * The number in E.164 (`+32470123456`), or null when it is no valid number: written the national way of the
 * delivery `country`, or with an international prefix (« + » or « 00 ») of any delivery country — a Belgian
 * address may give a French mobile. Spaces, dots and dashes are ignored.
 */
export function normalisePhone(value: string, country: ShippingCountry): string | null {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text) || text.length > 30) return null;
  const parsed = parsePhoneNumberFromString(text.replace(/^00/, "+"), COUNTRY_CODES[country]);
  if (!parsed?.isValid() || !parsed.country || !DELIVERY_CODES.has(parsed.country)) return null;
  return parsed.number;
}
