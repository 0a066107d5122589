// Loyalty (decision 088): 10 € vouchers for every 100 € spent net of refunds. The account's totals and steps are the
// accounts module's, the vouchers' codes the promotions module's; both change in the payment's or the refund's
// transaction, and the database keeps them once (one credit per order, one voucher per step and account).
import { centsToEuros, formatEurosInText } from "#core/money";
import { LOYALTY_REWARD, loyaltyProgress } from "#core/rewards";
import type { Db } from "#server/db/client";
import {
  creditOrder,
  debitOrder,
  forgetReward,
  recordReward,
  rewardsAbove,
  rewardsOf,
} from "#server/modules/accounts/rewards";
import type { User } from "#server/modules/accounts/service";
import { humanCode } from "#server/modules/accounts/tokens";
import { createPersonalCode, usesOfCodes, withdrawUnusedCode } from "#server/modules/promotions/service";

/**
 * Adds a paid order to the account's total and order count and grants the 10 € vouchers of every
 * 100 € threshold crossed. Idempotent per order; call it inside the payment's transaction.
 */
export async function creditPaidOrder(
  tx: Db,
  input: { userId: string; orderId: string; amountCents: number; now?: Date },
): Promise<{ credited: boolean; newRewards: string[] }> {
  const account = await creditOrder(tx, input);
  if (!account) return { credited: false, newRewards: [] };
  const now = input.now ?? new Date();
  const newRewards: string[] = [];
  const { stepCents, voucherCents, validDays } = LOYALTY_REWARD;
  const expiresAt = new Date(now.getTime() + validDays * 86_400_000);
  for (let threshold = stepCents; threshold <= account.totalSpentCents; threshold += stepCents) {
    const code = humanCode("FIDELITE");
    const reward = { thresholdCents: threshold, discountCents: voucherCents, code, earnedAt: now, expiresAt };
    if (!(await recordReward(tx, { userId: input.userId, ...reward }))) continue;
    await createPersonalCode(tx, {
      code,
      name: "Bon fidélité",
      description: `${formatEurosInText(voucherCents)} offerts pour ${formatEurosInText(threshold)} d'achats`,
      valueCents: voucherCents,
      ownerUserId: input.userId,
      validUntil: expiresAt,
    });
    newRewards.push(code);
  }
  return { credited: true, newRewards };
}

/** A loyalty voucher a refund took back (decision 088). */
export interface WithdrawnVoucher {
  code: string;
  thresholdCents: number;
  discountCents: number;
}

/**
 * A refund of a paid order takes its amount back out of the account's total spent (never below zero, never more
 * than the order credited); a full refund also takes the order out of the count. The vouchers of the steps the
 * total fell under are withdrawn when unused (their step may be earned again); a used or held one stays the
 * customer's, and its step grants nothing again (decision 088).
 */
export async function debitRefund(
  tx: Db,
  input: { userId: string; orderId: string; amountCents: number; fullRefund: boolean; reason: string },
): Promise<{ debitedCents: number; withdrawn: WithdrawnVoucher[] }> {
  const debit = await debitOrder(tx, input);
  if (!debit) return { debitedCents: 0, withdrawn: [] };
  if (debit.totalSpentCents === null) return { debitedCents: debit.debitedCents, withdrawn: [] };
  const withdrawn: WithdrawnVoucher[] = [];
  for (const reward of await rewardsAbove(tx, input.userId, debit.totalSpentCents)) {
    if (!(await withdrawUnusedCode(tx, { code: reward.code, reason: input.reason }))) continue;
    await forgetReward(tx, reward.id);
    withdrawn.push({ code: reward.code, thresholdCents: reward.thresholdCents, discountCents: reward.discountCents });
  }
  return { debitedCents: debit.debitedCents, withdrawn };
}

/** The profile's reward list: earned vouchers (used or not) then the next threshold to reach. */
export async function listRewards(db: Db, user: User) {
  const owned = await rewardsOf(db, user.id);
  const uses = await usesOfCodes(
    db,
    owned.map((reward) => reward.code),
  );
  // A reward whose code is gone is not listed (as the inner join did before).
  const rows = owned
    .filter((reward) => uses.has(reward.code))
    .map((reward) => ({ reward, currentUses: uses.get(reward.code)! }));
  const earned = rows.map(({ reward, currentUses }) => ({
    id: reward.id,
    discount_amount: centsToEuros(reward.discountCents),
    threshold_amount: centsToEuros(reward.thresholdCents),
    code: reward.code,
    is_earned: true,
    is_used: currentUses > 0,
    expires_at: reward.expiresAt.toISOString(),
  }));
  const next = loyaltyProgress(
    user.totalSpentCents,
    owned.map((reward) => reward.thresholdCents),
  ).stepCents;
  return [
    ...earned,
    {
      id: null,
      discount_amount: centsToEuros(LOYALTY_REWARD.voucherCents),
      threshold_amount: centsToEuros(next),
      code: null,
      is_earned: false,
      is_used: false,
      expires_at: null,
    },
  ];
}
