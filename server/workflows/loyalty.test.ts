import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rewards, users } from "#server/modules/accounts/schema";
import { promoCodes } from "#server/modules/promotions/schema";
import { createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";
import { creditPaidOrder, debitRefund, listRewards } from "./loyalty";

const shop = setupTestShop();
const account = async (id: string) => (await shop.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("loyalty vouchers", () => {
  it("grants 10 € per 100 € spent, once per order: 0, 99,99, 100 and 250 €", async () => {
    const { db } = shop;
    const { id } = await createSignedInCustomer(db);

    let list = await listRewards(db, await account(id));
    expect(list).toEqual([expect.objectContaining({ is_earned: false, threshold_amount: 100, discount_amount: 10 })]);

    await db.transaction((tx) => creditPaidOrder(tx, { userId: id, orderId: "c1", amountCents: 9999 }));
    list = await listRewards(db, await account(id));
    expect(list.filter((r) => r.is_earned)).toHaveLength(0);

    await db.transaction((tx) => creditPaidOrder(tx, { userId: id, orderId: "c2", amountCents: 1 }));
    const again = await db.transaction((tx) => creditPaidOrder(tx, { userId: id, orderId: "c2", amountCents: 1 }));
    expect(again).toEqual({ credited: false, newRewards: [] });
    list = await listRewards(db, await account(id));
    expect(list.map((r) => [r.threshold_amount, r.is_earned])).toEqual([
      [100, true],
      [200, false],
    ]);

    await db.transaction((tx) => creditPaidOrder(tx, { userId: id, orderId: "c3", amountCents: 15000 }));
    const final = await account(id);
    expect(final).toMatchObject({ totalSpentCents: 25000, orderCount: 3 });
    list = await listRewards(db, final);
    expect(list.map((r) => [r.threshold_amount, r.is_earned])).toEqual([
      [100, true],
      [200, true],
      [300, false],
    ]);
    const voucher = list[0]!;
    expect(voucher.code).toMatch(/^FIDELITE-/);
    expect(voucher.is_used).toBe(false);
    expect(new Date(voucher.expires_at!).getTime()).toBeGreaterThan(Date.now() + 170 * 86_400_000);
    const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, voucher.code!));
    expect(promo).toMatchObject({
      value: 1000,
      maximumUses: 1,
      ownerUserId: id,
      description: "10\u00a0€ offerts pour 100\u00a0€ d'achats",
    });
  });

  it("credits an order once and rewards a step once under concurrent payments", async () => {
    const { db } = shop;
    const { id } = await createSignedInCustomer(db);
    // The same order paid six times at once, and four other orders each crossing the 100 € step with it.
    const credits = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        db.transaction((tx) => creditPaidOrder(tx, { userId: id, orderId: "meme", amountCents: 6000 })),
      ),
      ...["a", "b", "c", "d"].map((orderId) =>
        db.transaction((tx) => creditPaidOrder(tx, { userId: id, orderId, amountCents: 4500 })),
      ),
    ]);
    expect(credits.slice(0, 6).filter((c) => c.credited)).toHaveLength(1);
    expect(await account(id)).toMatchObject({ totalSpentCents: 24000, orderCount: 5 });
    const steps = await db.select().from(rewards).where(eq(rewards.userId, id));
    expect(steps.map((r) => r.thresholdCents).sort((x, y) => x - y)).toEqual([10000, 20000]);
    expect(credits.flatMap((c) => c.newRewards).sort()).toEqual(steps.map((r) => r.code).sort());
    expect(await db.$count(promoCodes, eq(promoCodes.ownerUserId, id))).toBe(2);
  });

  it("a refund takes the spending back and withdraws the unused voucher of the step it fell under", async () => {
    const { db } = shop;
    const { id } = await createSignedInCustomer(db);
    await db.transaction((tx) => creditPaidOrder(tx, { userId: id, orderId: "r1", amountCents: 12000 }));
    const [voucher] = await db.select().from(rewards).where(eq(rewards.userId, id));
    const reason = "Bon retiré : remboursement de la commande r1";
    const debit = await db.transaction((tx) =>
      debitRefund(tx, { userId: id, orderId: "r1", amountCents: 50000, fullRefund: true, reason }),
    );
    expect(debit).toEqual({
      debitedCents: 12000,
      withdrawn: [{ code: voucher!.code, thresholdCents: 10000, discountCents: 1000 }],
    });
    expect(await account(id)).toMatchObject({ totalSpentCents: 0, orderCount: 0 });
    expect(await db.$count(rewards, eq(rewards.userId, id))).toBe(0);
    const [code] = await db.select().from(promoCodes).where(eq(promoCodes.code, voucher!.code));
    expect(code).toMatchObject({
      active: false,
      description: `10\u00a0€ offerts pour 100\u00a0€ d'achats — ${reason}`,
    });
    // Another account's order, or one never credited, takes nothing.
    expect(
      await db.transaction((tx) =>
        debitRefund(tx, { userId: "autre", orderId: "r1", amountCents: 100, fullRefund: false, reason }),
      ),
    ).toEqual({ debitedCents: 0, withdrawn: [] });
  });
});
