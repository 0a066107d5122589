import { describe, expect, it } from "vitest";
import { setupTestShop } from "#server/testing/test-shop";
import { clearLimit, giveBack, limitKey, pruneRateLimits, takeSlot } from "./limits";
import { rateLimits } from "./schema";

const shop = setupTestShop({ seed: false });

const limit = { name: "essai", max: 3, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

describe("takeSlot", () => {
  it("gives max slots per window, then none until the window ends", async () => {
    const { db } = shop;
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await takeSlot(db, limit, "a", at(i)));
    expect(taken.map((slot) => slot !== null)).toEqual([true, true, true, false, false]);
    expect(taken[0]!.expiresAt).toEqual(at(60));
    expect(await takeSlot(db, limit, "a", at(59))).toBeNull();
    const next = await takeSlot(db, limit, "a", at(60));
    expect(next?.expiresAt).toEqual(at(120));
    expect(await takeSlot(db, limit, "b", at(0))).not.toBeNull();
  });

  it("takes a slot given back, but a slot of an ended window gives nothing to the new one", async () => {
    const { db } = shop;
    const first = (await takeSlot(db, limit, "c", at(0)))!;
    await takeSlot(db, limit, "c", at(1));
    await takeSlot(db, limit, "c", at(2));
    expect(await takeSlot(db, limit, "c", at(3))).toBeNull();
    await giveBack(db, first);
    expect(await takeSlot(db, limit, "c", at(4))).not.toBeNull();
    expect(await takeSlot(db, limit, "c", at(5))).toBeNull();

    for (let i = 0; i < 3; i++) expect(await takeSlot(db, limit, "c", at(61 + i))).not.toBeNull();
    await giveBack(db, first);
    expect(await takeSlot(db, limit, "c", at(65))).toBeNull();
    await clearLimit(db, "c");
    expect(await takeSlot(db, limit, "c", at(66))).not.toBeNull();
  });

  it("keys e-mails by their hash and IPv6 clients by their /64", () => {
    expect(limitKey(limit, { email: "claire@example.fr" })).toMatch(/^essai:[0-9a-f]{64}$/);
    expect(limitKey(limit, { address: "2001:db8:1:2::1" })).toBe(limitKey(limit, { address: "2001:db8:1:2::ffff" }));
    expect(limitKey(limit, { address: "203.0.113.1" })).toBe("essai:203.0.113.1");
  });

  it("prunes the counters whose window ended", async () => {
    const { db } = shop;
    await takeSlot(db, limit, "vieux", at(0));
    await takeSlot(db, limit, "recent", at(100));
    await pruneRateLimits(db, at(120));
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain("recent");
    expect(keys).not.toContain("vieux");
  });
});
