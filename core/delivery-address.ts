// The delivery form's check (spec §5), apart from core/checkout.ts: it carries the phone numbers' metadata, which only
// the pages that check an address (and the server) load — decision 087.
import {
  ADDRESS_FIELD_MAX,
  ADDRESS_FIELDS,
  type AddressErrors,
  type AddressField,
  isEmail,
  MESSAGES,
  normalisePostalCode,
  POSTAL_CODES,
  type ShippingAddress,
} from "./checkout";
import { normalisePhone, PHONE_MESSAGES } from "./phone";
import { SHIPPING_COUNTRIES, type ShippingCountry } from "./pricing";

const REQUIRED: Partial<Record<AddressField, string>> = {
  firstName: "Prénom requis",
  lastName: "Nom requis",
  email: "Email requis",
  phone: "Téléphone requis",
  address: "Adresse requise",
  city: "Ville requise",
  postalCode: "Code postal requis",
};

/**
 * Trims every value and checks the rules of spec §5. Returns the clean address, or one French message per
 * failing field (address2 is not validated; an unknown country becomes France; the postal code and the phone follow
 * the country, the phone kept in E.164).
 */
export function validateShippingAddress(
  input: Partial<Record<AddressField, unknown>>,
): { ok: true; address: ShippingAddress } | { ok: false; errors: AddressErrors } {
  const value = (field: AddressField) => (typeof input[field] === "string" ? (input[field] as string).trim() : "");
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const v = value(field);
    if (REQUIRED[field] && v === "") errors[field] = REQUIRED[field];
    else if (v.length > ADDRESS_FIELD_MAX) errors[field] = MESSAGES.tooLong;
  }
  if (!errors.email && !isEmail(value("email"))) errors.email = MESSAGES.emailInvalid;
  const given = value("country");
  const country = (SHIPPING_COUNTRIES as readonly string[]).includes(given) ? (given as ShippingCountry) : "France";
  const phone = normalisePhone(value("phone"), country);
  if (!errors.phone && phone === null) errors.phone = PHONE_MESSAGES[country];
  const postalCode = normalisePostalCode(value("postalCode"), country);
  if (!errors.postalCode && postalCode === null) errors.postalCode = POSTAL_CODES[country].message;
  if (Object.keys(errors).length > 0 || postalCode === null || phone === null) return { ok: false, errors };
  return {
    ok: true,
    address: {
      firstName: value("firstName"),
      lastName: value("lastName"),
      email: value("email").toLowerCase(),
      phone,
      address: value("address"),
      address2: value("address2"),
      city: value("city"),
      postalCode,
      country,
    },
  };
}
