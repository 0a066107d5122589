// Telephone numbers of the delivery form, checked per delivery country by libphonenumber-js and kept in E.164
// (+33612345678). Its smallest metadata narrowed to the delivery countries (phone-metadata.json, written by
// scripts/phone-metadata.ts): the lengths and leading digits of their numbers, enough to validate — decision 087.
import { type CountryCode, type MetadataJson, parsePhoneNumberFromString } from "libphonenumber-js/core";
import metadata from "./phone-metadata.json";
import { type ShippingCountry, SHIPPING_COUNTRY_CODES } from "./pricing";

export const PHONE_COUNTRY_CODES: Record<ShippingCountry, CountryCode> = SHIPPING_COUNTRY_CODES;

/** Digits with spaces, dots, dashes, slashes or brackets between them, after an optional « + » (or « 00 »). */
const PHONE_CHARACTERS = /^\+?[\d\s.\-/()]+$/;

/** The message when a number is not one of `country`'s (the spec's own wording for France). */
export const PHONE_MESSAGES: Record<ShippingCountry, string> = {
  France: "Format téléphone invalide (ex: 06 12 34 56 78)",
  Belgique: "Numéro de téléphone invalide pour la Belgique (ex : 0470 12 34 56 ou +32 470 12 34 56)",
  Suisse: "Numéro de téléphone invalide pour la Suisse (ex : 079 123 45 67 ou +41 79 123 45 67)",
  Luxembourg: "Numéro de téléphone invalide pour le Luxembourg (ex : 621 123 456 ou +352 621 123 456)",
};

/**
 * The number in E.164 (`+32470123456`), or null when it is no valid number: written the national way of the
 * delivery `country`, or with an international prefix (« + » or « 00 ») of any delivery country — a Belgian
 * address may give a French mobile. Spaces, dots and dashes are ignored.
 */
export function normalisePhone(value: string, country: ShippingCountry): string | null {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text) || text.length > 30) return null;
  // A calling code of no delivery country is unknown to the narrowed metadata: such a number is never valid.
  const parsed = parsePhoneNumberFromString(
    text.replace(/^00/, "+"),
    PHONE_COUNTRY_CODES[country],
    metadata as unknown as MetadataJson,
  );
  return parsed?.isValid() ? parsed.number : null;
}

/** libphonenumber-js's metadata with only `countries` and their calling codes (scripts/phone-metadata.ts). */
export function phoneMetadataSubset(full: MetadataJson, countries: readonly string[]): MetadataJson {
  const callingCodes = Object.entries(full.country_calling_codes)
    .map(([code, names]) => [code, names.filter((name) => countries.includes(name))] as const)
    .filter(([, names]) => names.length > 0);
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(countries.map((name) => [name, full.countries[name as CountryCode]])),
  } as MetadataJson;
}
