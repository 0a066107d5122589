import { describe, expect, it } from "vitest";
import { setupTestShop } from "#server/testing/test-shop";
import { recordEvent } from "#server/workflows/record-event";
import { EVENTS_KEPT_DAYS, daySalt, dayOf, funnelVisitors, pruneAnalytics } from "./events";
import { analyticsEvents, analyticsSalts } from "./schema";

const shop = setupTestShop();

const visitor = { address: "198.51.100.20", userAgent: "Mozilla/5.0 Firefox/132.0", site: "http://localhost:3000" };
const view = { kind: "product_view" as const, productId: "jujubier_oman", path: "/miel/jujubier_oman" };
// 23:30 and 00:30 in Paris (winter, UTC+1): two days.
const LATE = new Date("2026-11-24T22:30:00Z");
const NEXT_DAY = new Date("2026-11-24T23:30:00Z");

describe("analytics events", () => {
  it("days are Paris's", () => {
    expect(dayOf(LATE)).toBe("2026-11-24");
    expect(dayOf(NEXT_DAY)).toBe("2026-11-25");
  });

  it("rotates the salt every day: the same visitor gets another hash, and the past day's salt is deleted", async () => {
    await recordEvent(shop.db, { event: view, ...visitor, now: LATE });
    await recordEvent(shop.db, { event: view, ...visitor, now: new Date(LATE.getTime() + 60_000) });
    const firstSalt = await shop.db.select().from(analyticsSalts);
    expect(firstSalt.map((s) => s.day)).toEqual(["2026-11-24"]);
    await recordEvent(shop.db, { event: view, ...visitor, now: NEXT_DAY });
    const [a, b, c] = await shop.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
    expect(a!.visitorHash).toBe(b!.visitorHash);
    expect(c!.visitorHash).not.toBe(a!.visitorHash);
    expect([a!.day, c!.day]).toEqual(["2026-11-24", "2026-11-25"]);
    const salts = await shop.db.select().from(analyticsSalts);
    expect(salts.map((s) => s.day)).toEqual(["2026-11-25"]);
    expect(salts[0]!.salt).not.toBe(firstSalt[0]!.salt);
  });

  it("gives every instance the same salt of the day, even asked at once", async () => {
    const salts = await Promise.all(Array.from({ length: 8 }, () => daySalt(shop.db, LATE)));
    expect(new Set(salts.map((s) => s.salt)).size).toBe(1);
    expect(await shop.db.$count(analyticsSalts)).toBe(1);
  });

  it("counts distinct visitors per day at each step of the funnel", async () => {
    const other = { ...visitor, address: "198.51.100.21" };
    for (const now of [LATE, new Date(LATE.getTime() + 1000)])
      await recordEvent(shop.db, { event: view, ...visitor, now });
    await recordEvent(shop.db, { event: view, ...other, now: LATE });
    await recordEvent(shop.db, { event: { kind: "add_to_cart", path: "/miel/x" }, ...visitor, now: LATE });
    // The same person the next day is another visitor-day.
    await recordEvent(shop.db, { event: view, ...visitor, now: NEXT_DAY });
    const counts = await funnelVisitors(shop.db, {
      from: new Date(LATE.getTime() - 1000),
      to: new Date(NEXT_DAY.getTime() + 1000),
    });
    expect(counts).toEqual({ product_view: 3, add_to_cart: 1, checkout_started: 0 });
    expect(await funnelVisitors(shop.db, { from: NEXT_DAY, to: new Date(NEXT_DAY.getTime() + 1) })).toEqual({
      product_view: 1,
      add_to_cart: 0,
      checkout_started: 0,
    });
  });

  it("the purge deletes events past the retention and the salts of past days", async () => {
    const old = new Date(NEXT_DAY.getTime() - (EVENTS_KEPT_DAYS + 1) * 86_400_000);
    await recordEvent(shop.db, { event: view, ...visitor, now: old });
    await recordEvent(shop.db, { event: view, ...visitor, now: LATE });
    await pruneAnalytics(shop.db, NEXT_DAY);
    const left = await shop.db.select().from(analyticsEvents);
    expect(left.map((e) => e.day)).toEqual(["2026-11-24"]);
    expect(await shop.db.$count(analyticsSalts)).toBe(0);
  });
});
