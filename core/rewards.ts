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

export interface LoyaltyProgress {
  /** The spending at which the next voucher is granted: the first step above the spending not already rewarded. */
  stepCents: number;
  /** What is left to spend to reach it. */
  leftCents: number;
  /** How far into the last stretch before it, 0 to 100. */
  percent: number;
}

/**
 * The truth about the next voucher (decision 088): spending is counted net of refunds, and a step whose voucher
 * the customer already holds (kept after a refund because it was used) grants nothing again — the next one is
 * promised instead, never the step already rewarded.
 */
export function loyaltyProgress(spentCents: number, rewardedStepsCents: readonly number[]): LoyaltyProgress {
  const { stepCents } = LOYALTY_REWARD;
  const rewarded = new Set(rewardedStepsCents);
  let next = (Math.floor(Math.max(0, spentCents) / stepCents) + 1) * stepCents;
  while (rewarded.has(next)) next += stepCents;
  const leftCents = next - spentCents;
  const percent = Math.max(0, Math.min(100, Math.floor(((stepCents - leftCents) / stepCents) * 100)));
  return { stepCents: next, leftCents, percent };
}
