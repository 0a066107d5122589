// The delivery form of spec §5: its fields, rules and French messages, once for the checkout page and the server.
import type { ShippingCountry } from "./pricing";

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

/** Longest value kept for any field: a real address fits, a pasted novel does not. */
export const ADDRESS_FIELD_MAX = 200;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Postal codes of the delivery countries: France 5 digits, Belgium, Switzerland and Luxembourg 4. */
export const POSTAL_CODES: Record<ShippingCountry, { pattern: RegExp; message: string }> = {
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
