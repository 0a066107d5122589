import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { promoCodes, promoRedemptions } from "#server/modules/promotions/schema";
import { createPersonalCode } from "#server/modules/promotions/service";
import { insertAccount, insertOrderRow } from "#server/testing/back-office-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { customerDirectory, customerFile } from "./customer-directory";
import { creditPaidOrder } from "./loyalty";

const shop = setupTestShop();
// Tuesday 24 November 2026, 11:00 in Paris: the month began on 31 October at 23:00 UTC.
const NOW = new Date("2026-11-24T10:00:00Z");

describe("the customers' tiles and list", () => {
  it("counts the accounts, the verified ones, those with a paid order and those created this month (Paris)", async () => {
    await insertAccount(shop.db, { isVerified: true, orderCount: 2, createdAt: new Date("2026-03-02T10:00:00Z") });
    await insertAccount(shop.db, { isVerified: true, createdAt: new Date("2026-10-31T22:59:59Z") });
    await insertAccount(shop.db, { isVerified: false, createdAt: new Date("2026-10-31T23:00:00Z") });
    await insertAccount(shop.db, { isVerified: true, orderCount: 1, createdAt: new Date("2026-11-20T08:00:00Z") });
    await insertAccount(shop.db, { role: "admin", isVerified: true, createdAt: new Date("2026-11-24T09:00:00Z") });
    const directory = await customerDirectory(shop.db, { page: 1, perPage: 2, now: NOW });
    expect(directory.counts).toEqual({ accounts: 5, verified: 4, withOrders: 2, createdSince: 3 });
    expect(directory).toMatchObject({ total: 5, page: 1, pages: 3 });
    expect(directory.users.map((u) => u.role)).toEqual(["admin", "customer"]);
    // The tiles count every account whatever the search; the list follows it.
    const searched = await customerDirectory(shop.db, { page: 1, perPage: 2, q: "personne", now: NOW });
    expect(searched.counts.accounts).toBe(5);
    expect(searched).toMatchObject({ users: [], total: 0, pages: 1 });
  });
});

describe("a customer's page", () => {
  it("gathers the account's orders (and those placed as a guest with its e-mail), rewards and personal codes with their use", async () => {
    const claire = await insertAccount(shop.db, {
      email: "claire@exemple.fr",
      fullName: "Claire Martin",
      isVerified: true,
      welcomePromoCode: "BIENVENUE-TEST0001",
    });
    await createPersonalCode(shop.db, {
      code: "BIENVENUE-TEST0001",
      name: "Bienvenue",
      description: "7 € dès 29,99 €",
      valueCents: 700,
      minimumAmountCents: 2999,
      ownerUserId: claire.id,
    });
    const first = await insertOrderRow(shop.db, {
      userId: claire.id,
      email: claire.email,
      status: "paid",
      paidAt: new Date("2026-11-02T10:00:00Z"),
      createdAt: new Date("2026-11-02T09:55:00Z"),
      totalCents: 11_000,
      promoCode: "BIENVENUE-TEST0001",
    });
    await shop.db.insert(promoRedemptions).values({
      code: "BIENVENUE-TEST0001",
      orderId: first.id,
      customerEmail: claire.email,
      customerUserId: claire.id,
      status: "confirmed",
      discountCents: 700,
    });
    await shop.db.update(promoCodes).set({ currentUses: 1 }).where(eq(promoCodes.code, "BIENVENUE-TEST0001"));
    await creditPaidOrder(shop.db, { userId: claire.id, orderId: first.id, amountCents: 11_000 });
    const guest = await insertOrderRow(shop.db, {
      email: claire.email,
      status: "expired",
      createdAt: new Date("2026-10-01T09:00:00Z"),
    });
    await insertOrderRow(shop.db, { email: "autre@exemple.fr", status: "paid", paidAt: new Date() });
    await insertOrderRow(shop.db, { userId: (await insertAccount(shop.db)).id, email: claire.email });

    const file = await customerFile(shop.db, claire.id);
    expect(file).not.toBeNull();
    expect(file!.user).toMatchObject({ email: "claire@exemple.fr", totalSpentCents: 11_000, orderCount: 1 });
    expect(file!.orders.map((o) => [o.reference, o.status, o.asGuest])).toEqual([
      [first.reference, "paid", false],
      [guest.reference, "expired", true],
    ]);
    // One loyalty voucher for the first 100 €, then the next step.
    expect(file!.rewards.map((r) => [r.threshold_amount, r.is_earned, r.is_used])).toEqual([
      [100, true, false],
      [200, false, false],
    ]);
    const voucher = file!.rewards[0]!.code!;
    expect(file!.codes.map((c) => [c.code, c.currentUses, c.usedBy])).toEqual([
      ["BIENVENUE-TEST0001", 1, [first.reference]],
      [voucher, 0, []],
    ]);
    expect(await customerFile(shop.db, "inconnu")).toBeNull();
  });
});
