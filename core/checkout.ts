// The delivery form of spec §5: its fields, rules and French messages, once for the checkout page and the server.
import { normalisePhone, PHONE_MESSAGES } from "./phone";
import { SHIPPING_COUNTRIES, type ShippingCountry } from "./pricing";

export const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "address2",
  "postalCode",
  "city",
  "country",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  address2: string;
  city: string;
  postalCode: string;
  country: ShippingCountry;
}

export type AddressErrors = Partial<Record<AddressField, string>>;

const REQUIRED: Partial<Record<AddressField, string>> = {
  firstName: "Prénom requis",
  lastName: "Nom requis",
  email: "Email requis",
  phone: "Téléphone requis",
  address: "Adresse requise",
  city: "Ville requise",
  postalCode: "Code postal requis",
};

/** Longest value kept for any field: a real address fits, a pasted novel does not. */
export const ADDRESS_FIELD_MAX = 200;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Postal codes of the delivery countries: France 5 digits, Belgium, Switzerland and Luxembourg 4. */
const POSTAL_CODES: Record<ShippingCountry, { pattern: RegExp; message: string }> = {
  France: { pattern: /^\d{5}$/, message: "Code postal invalide : 5 chiffres en France (ex : 75001)" },
  Belgique: { pattern: /^[1-9]\d{3}$/, message: "Code postal invalide : 4 chiffres en Belgique (ex : 1000)" },
  Suisse: { pattern: /^[1-9]\d{3}$/, message: "Code postal invalide : 4 chiffres en Suisse (ex : 1200)" },
  Luxembourg: { pattern: /^\d{4}$/, message: "Code postal invalide : 4 chiffres au Luxembourg (ex : 1616)" },
};

/**
 * The postal code as kept (spaces removed; Luxembourg's customary « L- » prefix dropped), or null when it is not one
 * of `country`'s.
 */
export function normalisePostalCode(value: string, country: ShippingCountry): string | null {
  let code = value.replace(/\s+/g, "");
  if (country === "Luxembourg") code = code.replace(/^L-?/i, "");
  return POSTAL_CODES[country].pattern.test(code) ? code : null;
}

export const MESSAGES = {
  emailInvalid: "Format email invalide",
  tooLong: `${ADDRESS_FIELD_MAX} caractères au plus`,
} as const;

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

/** Guest e-mail block of the checkout page. */
export function validateGuestEmail(value: string): string | null {
  const v = value.trim();
  if (v === "") return "Email requis";
  return isEmail(v) ? null : MESSAGES.emailInvalid;
}

export const PAYMENT_METHODS = ["card", "crypto"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Order statuses, as the customer reads them. */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending_payment: "En attente de paiement",
  paid: "Payée",
  expired: "Expirée",
  cancelled: "Annulée",
  failed: "Paiement refusé",
  refunded: "Remboursée",
};
