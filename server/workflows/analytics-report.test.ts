import { describe, expect, it } from "vitest";
import { orderLines } from "#server/modules/orders/schema";
import { insertAccount, insertOrderRow, insertRefundRow } from "#server/testing/back-office-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { analyticsReport, bucketKeys, periodWindows } from "./analytics-report";
import { recordEvent } from "./record-event";

const shop = setupTestShop();
// Wednesday 25 November 2026, 11:00 in Paris.
const NOW = new Date("2026-11-25T10:00:00Z");
const at = (iso: string) => new Date(iso);

type Line = [variantId: string, category: string, quantity: number, cents: number];

async function paidOrder(
  fields: Parameters<typeof insertOrderRow>[1] & { paidAt: Date; totalCents: number },
  lines: Line[] = [],
) {
  const order = await insertOrderRow(shop.db, { status: "paid", ...fields });
  for (const [i, [variantId, category, quantity, cents]] of lines.entries()) {
    await shop.db.insert(orderLines).values({
      orderId: order.id,
      position: i,
      variantId,
      name: `Article ${variantId}`,
      image: "/images/x.svg",
      category,
      unitPriceCents: Math.round(cents / quantity),
      quantity,
      lineTotalCents: cents,
    });
  }
  return order;
}

/** Orders, refunds, accounts and events on known days around NOW; what each period must count is in the tests. */
async function knownShop() {
  const a = "a@exemple.fr";
  const b = "b@exemple.fr";
  // Previous week: a's first order; refunded in part this week.
  const c = await paidOrder({ email: a, totalCents: 2000, paidAt: at("2026-11-12T10:00:00Z") });
  await insertRefundRow(shop.db, c.id, 500, at("2026-11-19T10:00:00Z"));
  // This week.
  await paidOrder(
    {
      email: a,
      totalCents: 5000,
      promoCode: "PROMO5",
      promoName: "Promo 5 €",
      discountCents: 500,
      paidAt: at("2026-11-24T12:00:00Z"),
    },
    [
      ["sidr_malaki_yemen_250g", "miel", 2, 4000],
      ["parfum_homme_1", "parfum", 1, 1000],
    ],
  );
  const bFirst = await paidOrder(
    { email: b, paymentMethod: "crypto", totalCents: 3000, paidAt: at("2026-11-20T10:00:00Z") },
    [["parfum_homme_1", "parfum", 1, 3000]],
  );
  await insertRefundRow(shop.db, bFirst.id, 1000, at("2026-11-22T10:00:00Z"));
  const e = await paidOrder(
    {
      email: "c@exemple.fr",
      totalCents: 4000,
      promoCode: "HRO15",
      discountCents: 1500,
      status: "refunded",
      refundedCents: 4000,
      paidAt: at("2026-11-21T10:00:00Z"),
    },
    [["shilajit_1", "autres", 1, 4000]],
  );
  await insertRefundRow(shop.db, e.id, 4000, at("2026-11-21T15:00:00Z"));
  await paidOrder({ email: b, totalCents: 1000, paidAt: at("2026-11-25T08:00:00Z") }, [
    ["parfum_homme_1", "parfum", 1, 1000],
  ]);
  // Left out everywhere: a test order (simulated provider) with its code, lines and refund; an unpaid order.
  const test = await paidOrder(
    {
      email: a,
      totalCents: 9999,
      testMode: true,
      promoCode: "PROMO5",
      discountCents: 500,
      paidAt: at("2026-11-23T10:00:00Z"),
    },
    [["sidr_malaki_yemen_250g", "miel", 5, 9999]],
  );
  await insertRefundRow(shop.db, test.id, 700, at("2026-11-24T10:00:00Z"));
  await insertOrderRow(shop.db, { email: "d@exemple.fr", totalCents: 7000, createdAt: at("2026-11-24T10:00:00Z") });
  // Early September: only in 90 days.
  await paidOrder({ email: "e@exemple.fr", totalCents: 1000, paidAt: at("2026-09-01T10:00:00Z") });
  // Accounts: one customer this week, one the week before; administrators are not new customers.
  await insertAccount(shop.db, { createdAt: at("2026-11-24T09:00:00Z") });
  await insertAccount(shop.db, { createdAt: at("2026-11-24T09:00:00Z"), role: "admin" });
  await insertAccount(shop.db, { createdAt: at("2026-11-15T09:00:00Z") });
  // Funnel: two visitors this week (one goes as far as the checkout), one the week before, a robot.
  const visit = (
    address: string,
    kind: "product_view" | "add_to_cart" | "checkout_started",
    now: Date,
    ua = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
  ) =>
    recordEvent(shop.db, { event: { kind, path: "/miel/x" }, address, userAgent: ua, site: "http://localhost", now });
  await visit("198.51.100.1", "product_view", at("2026-11-24T09:00:00Z"));
  await visit("198.51.100.1", "product_view", at("2026-11-24T09:05:00Z"));
  await visit("198.51.100.1", "add_to_cart", at("2026-11-24T09:06:00Z"));
  await visit("198.51.100.1", "checkout_started", at("2026-11-24T09:08:00Z"));
  await visit("198.51.100.2", "product_view", at("2026-11-24T11:00:00Z"));
  await visit("198.51.100.3", "product_view", at("2026-11-24T11:00:00Z"), "Googlebot/2.1");
  await visit("198.51.100.4", "product_view", at("2026-11-15T11:00:00Z"));
}

describe("analytics report", () => {
  it("7 days: revenue paid minus refunded, orders, basket, customers, codes, methods, products and funnel, vs the 7 days before", async () => {
    await knownShop();
    const report = await analyticsReport(shop.db, { period: "7d", now: NOW });
    expect(report.window).toEqual({ from: at("2026-11-18T10:00:00Z"), to: NOW });
    expect(report.current).toMatchObject({
      paidOrders: 4,
      paidCents: 13000,
      refunds: 3,
      refundedCents: 5500,
      revenueCents: 7500,
      averageBasketCents: 3250,
      byMethod: { card: { orders: 3, cents: 10000 }, crypto: { orders: 1, cents: 3000 } },
      customers: 3,
      returningCustomers: 2,
      newAccounts: 1,
      funnel: { product_view: 2, add_to_cart: 1, checkout_started: 1, paid: 4 },
    });
    expect(report.previous).toMatchObject({
      paidOrders: 1,
      paidCents: 2000,
      refunds: 0,
      revenueCents: 2000,
      averageBasketCents: 2000,
      customers: 1,
      returningCustomers: 0,
      newAccounts: 1,
      funnel: { product_view: 1, add_to_cart: 0, checkout_started: 0, paid: 1 },
    });
    expect(report.promoCodes).toEqual([
      { code: "HRO15", name: "", uses: 1, savedCents: 1500 },
      { code: "PROMO5", name: "Promo 5 €", uses: 1, savedCents: 500 },
    ]);
    expect(report.topProducts.map((p) => [p.variantId, p.units, p.cents])).toEqual([
      ["parfum_homme_1", 3, 5000],
      ["sidr_malaki_yemen_250g", 2, 4000],
      ["shilajit_1", 1, 4000],
    ]);
    expect(report.topCategories.map((p) => [p.category, p.units, p.cents])).toEqual([
      ["parfum", 3, 5000],
      ["autres", 1, 4000],
      ["miel", 2, 4000],
    ]);
    expect(report.bucket).toBe("day");
    expect(report.series.map((s) => s.key)).toEqual([
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
    const day = (key: string) => report.series.find((s) => s.key === key);
    expect(day("2026-11-19")).toMatchObject({ paidCents: 0, refundedCents: 500, revenueCents: -500 });
    expect(day("2026-11-21")).toMatchObject({ orders: 1, paidCents: 4000, refundedCents: 4000, revenueCents: 0 });
    expect(day("2026-11-23")).toMatchObject({ orders: 0, paidCents: 0, refundedCents: 0 });
    expect(report.series.reduce((sum, s) => sum + s.revenueCents, 0)).toBe(7500);
  });

  it("24 hours: by the hour, Paris time, vs the 24 hours before", async () => {
    await knownShop();
    const report = await analyticsReport(shop.db, { period: "1d", now: NOW });
    expect(report.bucket).toBe("hour");
    expect(report.series).toHaveLength(24);
    expect(report.series[0]!.key).toBe("2026-11-24T11");
    // Paid at 12:00 UTC: 13 h in Paris.
    expect(report.series.find((s) => s.paidCents > 0)).toMatchObject({ key: "2026-11-24T13", paidCents: 5000 });
    expect(report.current).toMatchObject({ paidOrders: 2, paidCents: 6000, refunds: 0, returningCustomers: 2 });
    expect(report.current.funnel).toEqual({ product_view: 1, add_to_cart: 0, checkout_started: 0, paid: 2 });
    // The day before: no paid order, the test order's refund not counted.
    expect(report.previous).toMatchObject({ paidOrders: 0, refunds: 0, revenueCents: 0 });
    expect(report.previous.funnel).toEqual({ product_view: 1, add_to_cart: 1, checkout_started: 1, paid: 0 });
  });

  it("30 and 90 days", async () => {
    await knownShop();
    const month = await analyticsReport(shop.db, { period: "30d", now: NOW });
    const { paidOrders, paidCents, refundedCents, returningCustomers, customers } = month.current;
    expect([paidOrders, paidCents, refundedCents, returningCustomers, customers]).toEqual([5, 15000, 5500, 2, 3]);
    expect(month.previous).toMatchObject({ paidOrders: 0, paidCents: 0 });
    expect(month.series).toHaveLength(31);
    const quarter = await analyticsReport(shop.db, { period: "90d", now: NOW });
    expect(quarter.current).toMatchObject({ paidOrders: 6, paidCents: 16000, customers: 4, newAccounts: 2 });
    expect(quarter.current.funnel.product_view).toBe(3);
  });

  it("demonstration mode: the test orders are counted, with their lines, codes and refunds, and the report says so", async () => {
    await knownShop();
    const real = await analyticsReport(shop.db, { period: "7d", now: NOW });
    expect(real.includesTestOrders).toBe(false);
    const demo = await analyticsReport(shop.db, { period: "7d", now: NOW, includeTestOrders: true });
    expect(demo.includesTestOrders).toBe(true);
    expect(demo.current).toMatchObject({
      paidOrders: 5,
      paidCents: 13000 + 9999,
      refunds: 4,
      refundedCents: 5500 + 700,
      revenueCents: 7500 + 9999 - 700,
    });
    expect(demo.promoCodes.find((p) => p.code === "PROMO5")).toMatchObject({ uses: 2, savedCents: 1000 });
    expect(demo.topProducts.find((p) => p.variantId === "sidr_malaki_yemen_250g")).toMatchObject({ units: 7 });
    expect(demo.series.find((s) => s.key === "2026-11-23")).toMatchObject({ orders: 1, paidCents: 9999 });
    expect(demo.series.reduce((sum, s) => sum + s.revenueCents, 0)).toBe(demo.current.revenueCents);
  });

  it("an empty shop gives zeros, not errors", async () => {
    const report = await analyticsReport(shop.db, { period: "7d", now: NOW });
    expect(report.current).toMatchObject({
      paidOrders: 0,
      revenueCents: 0,
      averageBasketCents: 0,
      returningCustomers: 0,
    });
    expect(report.topProducts).toEqual([]);
    expect(report.series.every((s) => s.revenueCents === 0)).toBe(true);
  });

  it("windows roll back from now; buckets cover the days the clocks change", () => {
    const { current, previous } = periodWindows("7d", NOW);
    expect(previous.to).toEqual(current.from);
    expect(current.to.getTime() - previous.from.getTime()).toBe(14 * 86_400_000);
    // Sunday 29 March 2026: 23 hours in Paris.
    const spring = bucketKeys({ from: at("2026-03-28T23:00:00Z"), to: at("2026-03-29T22:00:00Z") }, "hour");
    expect(spring).toHaveLength(23);
    expect(spring).not.toContain("2026-03-29T02");
    expect(bucketKeys({ from: at("2026-03-28T23:00:00Z"), to: at("2026-03-30T10:00:00Z") }, "day")).toEqual([
      "2026-03-29",
      "2026-03-30",
    ]);
  });
});
