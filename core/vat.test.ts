import { describe, expect, it } from "vitest";
import { discountShares, isVatRate, orderVat, splitTtc, spreadProportionally, vatRateLabel } from "./vat";

describe("splitTtc", () => {
  it("derives the VAT from the TTC price, rounded half up, base + VAT = TTC", () => {
    // 12,99 € at 5,5 %: 12,99 × 0,055 / 1,055 = 0,6772… → 0,68
    expect(splitTtc(1299, 550)).toEqual({ baseCents: 1231, vatCents: 68 });
    // 29,99 € at 20 %: 4,998… → 5,00
    expect(splitTtc(2999, 2000)).toEqual({ baseCents: 2499, vatCents: 500 });
    // 2,11 € at 5,5 %: 0,10999… → 0,11; a half cent rounds up: 3 cents at 20 % hold 0,5 cent of VAT → 1.
    expect(splitTtc(211, 550)).toEqual({ baseCents: 200, vatCents: 11 });
    expect(splitTtc(3, 2000)).toEqual({ baseCents: 2, vatCents: 1 });
    expect(splitTtc(0, 550)).toEqual({ baseCents: 0, vatCents: 0 });
    expect(splitTtc(-2999, 2000)).toEqual({ baseCents: -2499, vatCents: -500 });
  });

  it("always adds up, for every amount and rate", () => {
    for (const rate of [2000, 1000, 550, 210]) {
      for (let ttc = 0; ttc < 5000; ttc += 7) {
        const { baseCents, vatCents } = splitTtc(ttc, rate);
        expect(baseCents + vatCents).toBe(ttc);
        expect(Math.abs(vatCents - (ttc * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
  });
});

describe("spreadProportionally", () => {
  it("gives the cents left to the largest fractions and adds up exactly", () => {
    expect(spreadProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadProportionally(10, [1, 2])).toEqual([3, 7]);
    expect(spreadProportionally(5, [0, 0])).toEqual([5, 0]);
    expect(spreadProportionally(0, [3, 4])).toEqual([0, 0]);
    expect(spreadProportionally(7, [])).toEqual([]);
  });

  it("never gives a part more than its weight when the amount does not exceed the weights", () => {
    const weights = [1, 1, 1, 997];
    const parts = spreadProportionally(1000, weights);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
    parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(weights[i]!));
    expect(discountShares([{ lineTotalCents: 1 }, { lineTotalCents: 2999 }], 3000)).toEqual([1, 2999]);
  });
});

describe("discountShares", () => {
  const lines = (...totals: number[]) => totals.map((lineTotalCents) => ({ lineTotalCents }));

  it("spreads the discount by the lines' totals, the cents left to the largest fractions, a tie to the first line", () => {
    // 750 × 4499/7498 = 450,01… → 450; 750 × 2999/7498 = 299,98… → 300.
    expect(discountShares(lines(4499, 2999), 750)).toEqual([450, 300]);
    expect(discountShares(lines(1000, 1000, 1000), 100)).toEqual([34, 33, 33]);
    expect(discountShares(lines(1999), 500)).toEqual([500]);
    expect(discountShares(lines(1999, 2999), 0)).toEqual([0, 0]);
    expect(discountShares([], 500)).toEqual([]);
  });

  it("adds up to the discount exactly, no line's share above its total", () => {
    for (const totals of [
      [1, 2, 3],
      [4499, 2999, 1199],
      [999, 1, 1, 1],
      [2999, 2999, 2999, 2999, 2999, 2999, 2999],
    ]) {
      const sum = totals.reduce((a, b) => a + b, 0);
      for (let discount = 0; discount <= sum; discount += Math.max(1, Math.floor(sum / 97))) {
        const shares = discountShares(lines(...totals), discount);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
        shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(totals[i]!));
      }
    }
  });
});

describe("orderVat", () => {
  it("splits a mixed basket's lines, discount and shipping by rate, adding up to the total", () => {
    // A honey 44,99 € (5,5 %) and a perfume 29,99 € (20 %), 10 % off (7,50 €), shipping 2,99 €.
    const vat = orderVat({
      lines: [
        { lineTotalCents: 4499, vatRateBp: 550 },
        { lineTotalCents: 2999, vatRateBp: 2000 },
      ],
      discountCents: 750,
      shippingCents: 299,
    });
    // Discount: 750 × 4499/7498 = 450,01… → 450; 750 × 2999/7498 = 299,98… → 299 + 1 = 300.
    expect(vat.lines.map((l) => l.discountCents)).toEqual([450, 300]);
    expect(vat.lines.map((l) => l.netCents)).toEqual([4049, 2699]);
    // Shipping 299 by the goods' value: 299 × 4049/6748 = 179,40… → 179; 299 × 2699/6748 = 119,58… → 120.
    expect(vat.shipping.map((s) => [s.vatRateBp, s.ttcCents])).toEqual([
      [2000, 120],
      [550, 179],
    ]);
    expect(vat.rates.map((r) => r.vatRateBp)).toEqual([2000, 550]);
    const perfume = vat.rates[0]!;
    expect(perfume.ttcCents).toBe(2699 + 120);
    expect(perfume.vatCents).toBe(splitTtc(2699, 2000).vatCents + splitTtc(120, 2000).vatCents);
    expect(vat.totals.ttcCents).toBe(4499 + 2999 - 750 + 299);
    expect(vat.totals.baseCents + vat.totals.vatCents).toBe(vat.totals.ttcCents);
    for (const r of vat.rates) expect(r.baseCents + r.vatCents).toBe(r.ttcCents);
  });

  it("puts the whole shipping at the goods' one rate, and none when free", () => {
    const honey = orderVat({ lines: [{ lineTotalCents: 1199, vatRateBp: 550 }], discountCents: 0, shippingCents: 299 });
    expect(honey.shipping).toEqual([{ vatRateBp: 550, ttcCents: 299, ...splitTtc(299, 550) }]);
    const free = orderVat({ lines: [{ lineTotalCents: 5000, vatRateBp: 550 }], discountCents: 0, shippingCents: 0 });
    expect(free.shipping).toEqual([]);
    expect(free.rates).toHaveLength(1);
  });

  it("shares the shipping by the goods' value before the discount when the discount took everything", () => {
    const vat = orderVat({
      lines: [
        { lineTotalCents: 1000, vatRateBp: 550 },
        { lineTotalCents: 3000, vatRateBp: 2000 },
      ],
      discountCents: 4000,
      shippingCents: 400,
    });
    expect(vat.shipping.map((s) => [s.vatRateBp, s.ttcCents])).toEqual([
      [2000, 300],
      [550, 100],
    ]);
    expect(vat.totals.ttcCents).toBe(400);
  });
});

describe("rates", () => {
  it("knows the French rates and writes them the French way", () => {
    expect(isVatRate(550)).toBe(true);
    expect(isVatRate(700)).toBe(false);
    expect(vatRateLabel(550)).toBe("5,5 %");
    expect(vatRateLabel(2000)).toBe("20 %");
    expect(vatRateLabel(210)).toBe("2,1 %");
  });
});
