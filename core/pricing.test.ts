import { describe, expect, it } from "vitest";
import {
  bundleDiscountCents,
  combineTotals,
  computeDiscount,
  computeTotals,
  discountLabel,
  type DeliveryQuote,
  type PricedLine,
  type PromoTerms,
  totalsRows,
} from "./pricing";

const perfume = (id: string, cents: number, quantity = 1): PricedLine => ({
  id,
  category: "parfum",
  unitPriceCents: cents,
  quantity,
});
const honey = (id: string, cents: number, quantity = 1): PricedLine => ({
  id,
  category: "miel",
  unitPriceCents: cents,
  quantity,
});

const terms = (over: Partial<PromoTerms>): PromoTerms => ({
  type: "fixed_amount",
  value: 0,
  bundleSize: null,
  minimumAmountCents: 0,
  maximumAmountCents: null,
  freeShipping: false,
  categoryRestriction: null,
  ...over,
});

const PROMO5 = terms({ type: "fixed_amount", value: 500, minimumAmountCents: 2500, freeShipping: true });
const PACK50 = terms({ type: "bundle", value: 5000, bundleSize: 2, categoryRestriction: "parfum" });
const PACK3 = terms({ type: "bundle", value: 7000, bundleSize: 3, categoryRestriction: "parfum" });
/** France's delivery as the shipping module quotes it by default: 2,99 €, free from 45 € or by the code. */
const france: DeliveryQuote = (amountCents, freeByPromo) =>
  freeByPromo || amountCents >= 4500
    ? { shippingCents: 0, freeShipping: true }
    : { shippingCents: 299, freeShipping: false };

describe("computeDiscount", () => {
  it.each([
    ["fixed amount", PROMO5, [honey("a", 3000)], 500, true],
    ["fixed amount under the minimum gives nothing", PROMO5, [honey("a", 2499)], 0, false],
    ["fixed amount never exceeds the basket", terms({ value: 5000 }), [honey("a", 1999)], 1999, false],
    ["percentage rounds half away from zero", terms({ type: "percentage", value: 15 }), [honey("a", 2999)], 450, false],
    [
      "percentage capped by maximum_amount",
      terms({ type: "percentage", value: 50, maximumAmountCents: 1000 }),
      [honey("a", 4000)],
      1000,
      false,
    ],
    ["free shipping only", terms({ type: "free_shipping" }), [honey("a", 1000)], 0, true],
    [
      "category restriction counts only its lines",
      terms({ type: "percentage", value: 10, categoryRestriction: "miel" }),
      [honey("a", 1000), perfume("p", 2999)],
      100,
      false,
    ],
    [
      "category restriction with no matching line",
      terms({ type: "fixed_amount", value: 500, categoryRestriction: "miel" }),
      [perfume("p", 2999)],
      0,
      false,
    ],
    ["PACK50 on two perfumes", PACK50, [perfume("p1", 2999), perfume("p2", 2999)], 998, false],
    [
      "PACK50 takes the cheapest two of three",
      PACK50,
      [perfume("p1", 3499), perfume("p2", 2999), perfume("p3", 2999)],
      998,
      false,
    ],
    ["PACK50 twice on four perfumes, honey untouched", PACK50, [perfume("p1", 2999, 4), honey("h", 1199)], 1996, false],
    ["PACK50 needs two perfumes", PACK50, [perfume("p1", 2999), honey("h", 4499)], 0, false],
    [
      "PACK3PARFUMS on three perfumes",
      PACK3,
      [perfume("p1", 2999, 2), perfume("p2", 3499)],
      2999 * 2 + 3499 - 7000,
      false,
    ],
  ])("%s", (_name, promo, lines, discount, freeShipping) => {
    const result = computeDiscount(promo, lines);
    expect(result.discountCents).toBe(discount);
    expect(result.freeShipping).toBe(freeShipping);
  });

  it("a bundle never raises the price", () => {
    expect(bundleDiscountCents([perfume("p", 2000, 2)], 2, 5000)).toBe(0);
  });
});

describe("computeTotals", () => {
  it("subtotal − discount + shipping", () => {
    expect(
      computeTotals({ lines: [perfume("p1", 2999), perfume("p2", 2999)], terms: PACK50, delivery: france }),
    ).toEqual({
      subtotalCents: 5998,
      discountCents: 998,
      shippingCents: 0,
      freeShipping: true,
      totalCents: 5000,
    });
  });

  it("PROMO5 at 30 €: 5 € off and free delivery, below 45 €", () => {
    expect(computeTotals({ lines: [honey("a", 3000)], terms: PROMO5, delivery: france })).toMatchObject({
      discountCents: 500,
      shippingCents: 0,
      totalCents: 2500,
    });
  });

  it("PROMO5 below 25 €: no discount and paid delivery", () => {
    expect(computeTotals({ lines: [honey("a", 2000)], terms: PROMO5, delivery: france })).toMatchObject({
      discountCents: 0,
      shippingCents: 299,
      totalCents: 2299,
    });
  });

  it("one perfume with LIVRAISON0 totals 29,99 €", () => {
    const livraison0 = terms({ type: "free_shipping" });
    expect(computeTotals({ lines: [perfume("p", 2999)], terms: livraison0, delivery: france }).totalCents).toBe(2999);
  });

  it("combines shown amounts with the same rule: discount capped, free delivery costs 0", () => {
    expect(
      combineTotals({ subtotalCents: 1000, discountCents: 1500, shippingCents: 299, freeShipping: false }),
    ).toMatchObject({
      discountCents: 1000,
      totalCents: 299,
    });
    expect(
      combineTotals({ subtotalCents: 5998, discountCents: 998, shippingCents: 299, freeShipping: true }).totalCents,
    ).toBe(5000);
  });

  it("an empty basket costs nothing", () => {
    expect(computeTotals({ lines: [], terms: null, delivery: france }).totalCents).toBe(0);
  });
});

describe("discountLabel: one wording for a promotion's line", () => {
  it("names the code the customer typed, whatever the promotion's title", () => {
    expect(discountLabel("PROMO5")).toBe("Réduction (code PROMO5)");
    expect(discountLabel("PACK50")).toBe("Réduction (code PACK50)");
    expect(discountLabel(null)).toBe("Réduction");
  });

  it("is the label of the order's totals rows", () => {
    const rows = totalsRows({
      subtotalCents: 4499,
      discountCents: 500,
      promoCode: "PROMO5",
      shippingCents: 0,
      totalCents: 3999,
    });
    expect(rows.map((r) => r.label)).toEqual(["Sous-total", "Réduction (code PROMO5)", "Livraison", "Total payé"]);
  });
});
