import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailVerifications, sessions, users } from "#server/modules/accounts/schema";
import { orders } from "#server/modules/orders/schema";
import { setupTestShop } from "#server/testing/test-shop";
import { purgeStaleAccounts, UNVERIFIED_ACCOUNTS_KEPT_DAYS } from "./personal-data";

const shop = setupTestShop();
const DAY = 86_400_000;
const now = new Date("2026-11-24T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

async function account(options: { verified: boolean; createdAt: Date }) {
  const id = randomUUID();
  await shop.db.insert(users).values({
    id,
    email: `compte-${id.slice(0, 8)}@exemple.fr`,
    passwordHash: "sans-mot-de-passe",
    isVerified: options.verified,
    createdAt: options.createdAt,
  });
  return id;
}

describe("the retention purge", () => {
  it("deletes unverified accounts past their days without orders, keeps the others", async () => {
    const old = await account({ verified: false, createdAt: daysAgo(UNVERIFIED_ACCOUNTS_KEPT_DAYS + 1) });
    const recent = await account({ verified: false, createdAt: daysAgo(UNVERIFIED_ACCOUNTS_KEPT_DAYS - 1) });
    const verified = await account({ verified: true, createdAt: daysAgo(400) });
    const withOrder = await account({ verified: false, createdAt: daysAgo(90) });
    await shop.db.insert(orders).values({
      id: randomUUID(),
      reference: "MH-PURGE001",
      userId: withOrder,
      paymentMethod: "card",
      provider: "simulated",
      subtotalCents: 2999,
      totalCents: 2999,
      expiresAt: daysAgo(89),
    });
    await shop.db
      .insert(emailVerifications)
      .values({ tokenHash: "v".repeat(64), userId: old, expiresAt: daysAgo(UNVERIFIED_ACCOUNTS_KEPT_DAYS) });

    expect(await purgeStaleAccounts(shop.db, now)).toEqual({ accounts: 1 });

    const left = await shop.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [old, recent, verified, withOrder]));
    expect(left.map((u) => u.id).sort()).toEqual([recent, verified, withOrder].sort());
    expect(await shop.db.select().from(emailVerifications).where(eq(emailVerifications.userId, old))).toEqual([]);
  });

  it("forgets expired sessions and verification links, keeps the current ones", async () => {
    const id = await account({ verified: true, createdAt: daysAgo(100) });
    await shop.db.insert(sessions).values([
      { tokenHash: "a".repeat(64), userId: id, expiresAt: daysAgo(1) },
      { tokenHash: "b".repeat(64), userId: id, expiresAt: new Date(now.getTime() + DAY) },
    ]);
    await shop.db.insert(emailVerifications).values([
      { tokenHash: "c".repeat(64), userId: id, expiresAt: daysAgo(2) },
      { tokenHash: "d".repeat(64), userId: id, expiresAt: new Date(now.getTime() + DAY) },
    ]);
    await purgeStaleAccounts(shop.db, now);
    const kept = await shop.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(kept.map((s) => s.tokenHash)).toEqual(["b".repeat(64)]);
    const links = await shop.db.select().from(emailVerifications).where(eq(emailVerifications.userId, id));
    expect(links.map((l) => l.tokenHash)).toEqual(["d".repeat(64)]);
  });
});
