// The account's offers (spec: welcome promo and rewards), once for the server that grants them and the pages that
// announce them.
import { formatEurosInText } from "./money";

/** The personal code of a verified account: a fixed amount off the first order, from a minimum basket. */
export const WELCOME_OFFER = { valueCents: 700, minimumCents: 2_999 } as const;

/** `7 € offerts sur votre première commande` */
export const WELCOME_OFFER_HEADLINE = `${formatEurosInText(WELCOME_OFFER.valueCents)} offerts sur votre première commande`;

/** `7 € offerts sur votre première commande dès 29,99 €` */
export const WELCOME_OFFER_TERMS = `${WELCOME_OFFER_HEADLINE} dès ${formatEurosInText(WELCOME_OFFER.minimumCents)}`;

/** A voucher for every step of total spending, valid for a number of days from the order that earned it. */
export const LOYALTY_REWARD = { stepCents: 10_000, voucherCents: 1_000, validDays: 180 } as const;
