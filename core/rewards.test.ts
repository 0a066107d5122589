import { describe, expect, it } from "vitest";
import { LOYALTY_REWARD, WELCOME_OFFER, WELCOME_OFFER_HEADLINE, WELCOME_OFFER_TERMS } from "./rewards";

describe("the account's offers", () => {
  it("words the welcome offer from its amounts, as the pages and mails wrote it", () => {
    expect(WELCOME_OFFER).toEqual({ valueCents: 700, minimumCents: 2999 });
    expect(WELCOME_OFFER_HEADLINE).toBe("7\u00a0€ offerts sur votre première commande");
    expect(WELCOME_OFFER_TERMS).toBe("7\u00a0€ offerts sur votre première commande dès 29,99\u00a0€");
  });

  it("gives 10 € for every 100 € spent, valid 180 days (spec)", () => {
    expect(LOYALTY_REWARD).toEqual({ stepCents: 10_000, voucherCents: 1_000, validDays: 180 });
  });
});
