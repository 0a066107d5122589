import { describe, expect, it } from "vitest";
import { LOYALTY_REWARD, loyaltyProgress, WELCOME_OFFER, WELCOME_OFFER_HEADLINE, WELCOME_OFFER_TERMS } from "./rewards";

describe("the account's offers", () => {
  it("words the welcome offer from its amounts, as the pages and mails wrote it", () => {
    expect(WELCOME_OFFER).toEqual({ valueCents: 700, minimumCents: 2999 });
    expect(WELCOME_OFFER_HEADLINE).toBe("7\u00a0€ offerts sur votre première commande");
    expect(WELCOME_OFFER_TERMS).toBe("7\u00a0€ offerts sur votre première commande dès 29,99\u00a0€");
  });

  it("gives 10 € for every 100 € spent, valid 180 days (spec)", () => {
    expect(LOYALTY_REWARD).toEqual({ stepCents: 10_000, voucherCents: 1_000, validDays: 180 });
  });

  it("promises the first step not yet rewarded above the net spending", () => {
    expect(loyaltyProgress(0, [])).toEqual({ stepCents: 10_000, leftCents: 10_000, percent: 0 });
    expect(loyaltyProgress(7_550, [])).toEqual({ stepCents: 10_000, leftCents: 2_450, percent: 75 });
    expect(loyaltyProgress(10_000, [10_000])).toEqual({ stepCents: 20_000, leftCents: 10_000, percent: 0 });
    expect(loyaltyProgress(17_550, [10_000])).toEqual({ stepCents: 20_000, leftCents: 2_450, percent: 75 });
  });

  it("never promises a step whose voucher was kept after a refund (used before it)", () => {
    // 100 € spent, the voucher used, then 24,50 € refunded: 75,50 € net, the 100 € step already rewarded.
    expect(loyaltyProgress(7_550, [10_000])).toEqual({ stepCents: 20_000, leftCents: 12_450, percent: 0 });
    expect(loyaltyProgress(0, [10_000, 20_000])).toEqual({ stepCents: 30_000, leftCents: 30_000, percent: 0 });
  });
});
