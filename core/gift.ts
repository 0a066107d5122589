// A gift order (decision 112): the card's message, the wrapping, and the recipient when the parcel goes to someone
// else than the buyer. The same rules for the checkout page and the server.
import type { AddressErrors, ShippingAddress } from "./checkout";

/** Characters (code points) a card holds, counted by the server as by the page. */
export const GIFT_MESSAGE_MAX = 300;

export const GIFT_WRAPPING_NAME = "Emballage cadeau";

/** Who receives the parcel: the delivery fields without the e-mail (the buyer's mail gets the confirmation). */
export type GiftRecipient = Omit<ShippingAddress, "email">;

/** What an order keeps of a gift: the card's message (may be empty), the wrapping asked, the recipient if another. */
export interface GiftSnapshot {
  message: string;
  wrapping: boolean;
  /** Null: delivered to the buyer's address. */
  recipient: GiftRecipient | null;
}

export const GIFT_MESSAGES = {
  nul: "Le message de la carte contient un caractère invalide (caractère nul) : retirez-le.",
  tooLong: (count: number) =>
    `Le message de la carte est limité à ${GIFT_MESSAGE_MAX} caractères (${count} saisis) : raccourcissez-le.`,
  wrappingUnavailable: "L'emballage cadeau n'est pas proposé pour le moment : décochez-le pour commander.",
  recipientPickup:
    "Un cadeau livré à une autre adresse part à domicile ou en express : choisissez l'un de ces modes de livraison.",
} as const;

/** The message's length as the customer counts it: characters, not UTF-16 units. */
export const giftMessageLength = (text: string) => [...text].length;

/** The message as kept (line ends unified, outer blanks trimmed), or the French reason it is refused. */
export function checkGiftMessage(value: unknown): { ok: true; message: string } | { ok: false; error: string } {
  const text = typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
  if (text.includes("\u0000")) return { ok: false, error: GIFT_MESSAGES.nul };
  const length = giftMessageLength(text);
  if (length > GIFT_MESSAGE_MAX) return { ok: false, error: GIFT_MESSAGES.tooLong(length) };
  return { ok: true, message: text };
}

/** The recipient's errors keyed `recipient.<field>`, as the checkout's form names its fields. */
export function recipientErrors(errors: AddressErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [`recipient.${field}`, message]));
}

/** « Prénom Nom », street, complement, postal code and city, country: one entry a printed line. */
export function recipientLines(recipient: GiftRecipient): string[] {
  return [
    `${recipient.firstName} ${recipient.lastName}`.trim(),
    recipient.address,
    recipient.address2,
    `${recipient.postalCode} ${recipient.city}`,
    recipient.country,
  ].filter((line) => line.trim() !== "");
}
