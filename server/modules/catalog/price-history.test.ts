import { describe, expect, it } from "vitest";
import { setupTestShop } from "#server/testing/test-shop";
import { lowestPriceSince, lowestPricesOf30Days, priceHistoryOf, priceTimeline, recordPrice } from "./price-history";
import { listProducts } from "./service";
import { wellnessView } from "./views";

const shop = setupTestShop();
const VARIANT = "fleur_oman_90g";
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
const actor = { id: "a1", email: "gerante@maisonh.fr" };

describe("the price history", () => {
  it("gives the lowest price in force at any moment since a date, the price in force at that date included", async () => {
    const [seeded] = await priceTimeline(shop.db, VARIANT);
    const catalogue = seeded!.priceCents;
    // The seeded entry is dated at seeding (now): put the changes after it.
    const base = seeded!.validFrom.getTime();
    const at = (days: number) => new Date(base + days * 86_400_000);
    await recordPrice(shop.db, VARIANT, catalogue - 300, actor, at(1));
    await recordPrice(shop.db, VARIANT, catalogue + 500, actor, at(10));
    await recordPrice(shop.db, VARIANT, catalogue - 100, null, at(20));

    expect(await lowestPriceSince(shop.db, VARIANT, at(0))).toBe(catalogue - 300);
    // On day 15 the price in force was + 500 (since day 10), then − 100 from day 20.
    expect(await lowestPriceSince(shop.db, VARIANT, at(15))).toBe(catalogue - 100);
    expect(await lowestPriceSince(shop.db, VARIANT, at(5))).toBe(catalogue - 300);
    expect(await lowestPriceSince(shop.db, VARIANT, at(30))).toBe(catalogue - 100);
    expect(await lowestPriceSince(shop.db, VARIANT, day(1))).toBe(catalogue - 300);
    expect(await lowestPriceSince(shop.db, "nexiste_pas", at(0))).toBeNull();

    const newest = await priceHistoryOf(shop.db, [VARIANT, "fleur_oman_50g"], 2);
    expect(newest.filter((e) => e.variantId === VARIANT).map((e) => e.priceCents)).toEqual([
      catalogue - 100,
      catalogue + 500,
    ]);
    expect(newest.filter((e) => e.variantId === "fleur_oman_50g")).toHaveLength(1);
    expect((await priceTimeline(shop.db, VARIANT)).map((e) => e.actorEmail)).toEqual([
      null,
      actor.email,
      actor.email,
      null,
    ]);
  });
});

describe("the reference price of a reduction (Omnibus, decision 034)", () => {
  it("counts exactly the 30 days before: a price in force on day 30 counts, one gone by day 31 does not", async () => {
    const variants = ["fleur_oman_250g", "fleur_oman_50g"] as const;
    const [seeded] = await priceTimeline(shop.db, variants[0]);
    const now = seeded!.validFrom.getTime() + 100 * 86_400_000;
    const hoursBefore = (hours: number) => new Date(now - hours * 3600_000);
    const prices = new Map<string, number>();
    for (const variant of variants) prices.set(variant, (await priceTimeline(shop.db, variant)).at(-1)!.priceCents);
    // Day 31 before now: a reduction that began and ended there.
    await recordPrice(shop.db, variants[0], prices.get(variants[0])! - 400, actor, hoursBefore(31 * 24 - 1));
    await recordPrice(shop.db, variants[0], prices.get(variants[0])!, actor, hoursBefore(30 * 24 + 1));
    // Day 30 before now: the same reduction a day later, in force from just inside the window.
    await recordPrice(shop.db, variants[1], prices.get(variants[1])! - 400, actor, hoursBefore(30 * 24 - 1));
    await recordPrice(shop.db, variants[1], prices.get(variants[1])!, actor, hoursBefore(29 * 24 + 1));

    const lowest = await lowestPricesOf30Days(
      shop.db,
      variants.map((id) => ({ id })),
      new Date(now),
    );
    expect(lowest.get(variants[0])).toBe(prices.get(variants[0]));
    expect(lowest.get(variants[1])).toBe(prices.get(variants[1])! - 400);
  });

  it("shows beside a pack's crossed-out price its lowest price of the 30 days before, not older ones", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    // Pack of 3 (6 000 today): 40 € 45 days ago (too old), 70 € from 35 days ago (in force 30 days ago),
    // lowered to 55 € 20 days ago, raised to 65 € 5 days ago; the seeded 60 € is dated now.
    await recordPrice(shop.db, "shilajit_3", 4000, actor, ago(45));
    await recordPrice(shop.db, "shilajit_3", 7000, actor, ago(35));
    await recordPrice(shop.db, "shilajit_3", 5500, actor, ago(20));
    await recordPrice(shop.db, "shilajit_3", 6500, actor, ago(5));

    const [product] = await listProducts(shop.db, { kind: "wellness" });
    const lowest = await lowestPricesOf30Days(shop.db, product!.variants, now);
    expect(lowest.get("shilajit_3")).toBe(5500);
    const offers = wellnessView(product, true, lowest)!.offers;
    expect(offers.map((o) => [o.id, o.priceCents, o.originalPriceCents, o.lowestPrice30dCents])).toEqual([
      ["shilajit_1", 3000, null, null],
      ["shilajit_2", 5000, 6000, 5000],
      ["shilajit_3", 6000, 9000, 5500],
    ]);
  });
});
