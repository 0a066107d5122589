import { describe, expect, it } from "vitest";
import { computeTotals, type PricedLine } from "#core/pricing";
import {
  deliveryCost,
  deliveryTo,
  DIRECT_PURCHASE_DELIVERY,
  freeDeliveryFrom,
  parcelWeight,
  quoteMethods,
  quoteShipping,
} from "./quote";
import { DEFAULT_SHIPPING_RATES, shippingRatesSetting, type ShippingRates } from "./rates";

const rates: ShippingRates = shippingRatesSetting.parse(DEFAULT_SHIPPING_RATES);

const honey = (cents: number): PricedLine => ({ id: "h", category: "miel", unitPriceCents: cents, quantity: 1 });
const home = (country: "France" | "Belgique" | "Suisse" | "Luxembourg", parcelGrams = 800) => ({
  method: "home" as const,
  country,
  parcelGrams,
});

describe("shipping rates", () => {
  it("reads SHIPPING_RATES per method, country and weight band, in cents, the default being the shop's tariff", () => {
    expect(rates.home?.France).toEqual({
      bands: [
        { upToGrams: 2000, cents: 299 },
        { upToGrams: 5000, cents: 590 },
        { upToGrams: null, cents: 990 },
      ],
      freeFromCents: 4500,
    });
    expect(rates.home?.Suisse).toEqual({
      bands: [
        { upToGrams: 2000, cents: 1290 },
        { upToGrams: null, cents: 1990 },
      ],
      freeFromCents: null,
    });
    expect(rates.pickup?.France?.bands.at(-1)).toEqual({ upToGrams: 20000, cents: 490 });
    expect(rates.express?.France?.freeFromCents).toBeNull();
    expect(rates.pickup?.Belgique).toBeUndefined();
  });

  it("still reads the one-rate form of before as home delivery at any weight", () => {
    expect(shippingRatesSetting.parse("France:390:,Belgique:0:0,Suisse:1:2,Luxembourg:3:4")).toEqual({
      home: {
        France: { bands: [{ upToGrams: null, cents: 390 }], freeFromCents: null },
        Belgique: { bands: [{ upToGrams: null, cents: 0 }], freeFromCents: 0 },
        Suisse: { bands: [{ upToGrams: null, cents: 1 }], freeFromCents: 2 },
        Luxembourg: { bands: [{ upToGrams: null, cents: 3 }], freeFromCents: 4 },
      },
    });
  });

  it.each([
    ["a country without a home rate", "France:299:4500,express/Belgique:990:,Suisse:1:,Luxembourg:1:"],
    ["an unknown country", "France:299:4500,Espagne:500:"],
    ["euros with a comma", "France:2,99"],
    ["an unknown method", "France:1:,Belgique:1:,Suisse:1:,Luxembourg:1:,drone/France:1:"],
    ["bands out of order", "France:299@5000|199@2000:,Belgique:1:,Suisse:1:,Luxembourg:1:"],
    ["a band without maximum before another", "France:299|590@5000:,Belgique:1:,Suisse:1:,Luxembourg:1:"],
  ])("refuses %s", (_name, value) => {
    expect(shippingRatesSetting.safeParse(value).success).toBe(false);
  });
});

describe("delivery cost", () => {
  it.each([
    ["France below 45 €", home("France"), 4499, false, 299, false],
    ["France from 45 €", home("France"), 4500, false, 0, true],
    ["France, a 3 kg parcel", home("France", 3000), 1000, false, 590, false],
    ["France, a 12 kg parcel", home("France", 12000), 1000, false, 990, false],
    ["free by code at home", home("France"), 1000, true, 0, true],
    ["Belgique below its threshold", home("Belgique"), 5000, false, 690, false],
    ["Suisse never free by amount", home("Suisse"), 50000, false, 1290, false],
    ["pickup point", { method: "pickup", country: "France", parcelGrams: 800 }, 1000, false, 249, false],
    ["pickup point free by code", { method: "pickup", country: "France", parcelGrams: 800 }, 1000, true, 0, true],
    [
      "express, a code does not make it free",
      { method: "express", country: "France", parcelGrams: 800 },
      1000,
      true,
      990,
      false,
    ],
    [
      "express, never free by amount",
      { method: "express", country: "France", parcelGrams: 800 },
      90000,
      false,
      990,
      false,
    ],
  ] as const)("%s", (_name, route, amount, code, cost, free) => {
    expect(deliveryCost(rates, route, amount, code)).toMatchObject({
      available: true,
      shippingCents: cost,
      freeShipping: free,
    });
  });

  it("does not offer a method where it has no rate, nor a parcel heavier than its last band", () => {
    expect(deliveryCost(rates, { method: "express", country: "Suisse", parcelGrams: 500 }, 1000, false).available).toBe(
      false,
    );
    expect(
      deliveryCost(rates, { method: "pickup", country: "France", parcelGrams: 20001 }, 1000, false).available,
    ).toBe(false);
    expect(
      deliveryCost(rates, { method: "pickup", country: "France", parcelGrams: 20000 }, 1000, false).available,
    ).toBe(true);
  });

  it("knows each country's free home delivery threshold", () => {
    expect(freeDeliveryFrom(rates, "France")).toBe(4500);
    expect(freeDeliveryFrom(rates, "Suisse")).toBeNull();
  });

  it("quotes the order's delivery on the amount after discount", () => {
    // 50 € of honey with 10 € off: 40 € is below the 45 € threshold, delivery is paid.
    const tenOff = {
      type: "fixed_amount" as const,
      value: 1000,
      bundleSize: null,
      minimumAmountCents: 0,
      maximumAmountCents: null,
      freeShipping: false,
      categoryRestriction: null,
    };
    expect(computeTotals({ lines: [honey(5000)], terms: tenOff, delivery: deliveryTo(rates, home("France")) })).toEqual(
      {
        subtotalCents: 5000,
        discountCents: 1000,
        shippingCents: 299,
        freeShipping: false,
        totalCents: 4299,
      },
    );
    expect(
      computeTotals({ lines: [honey(5000)], terms: null, delivery: deliveryTo(rates, home("Suisse")) }).totalCents,
    ).toBe(6290);
  });

  it("delivers a direct purchase at no charge", () => {
    expect(computeTotals({ lines: [honey(5000)], terms: null, delivery: DIRECT_PURCHASE_DELIVERY })).toMatchObject({
      shippingCents: 0,
      totalCents: 5000,
    });
  });
});

describe("parcel weight", () => {
  it("adds each line's shipping weight times its quantity, and the packaging once", () => {
    expect(
      parcelWeight(
        [
          { unitShippingGrams: 400, quantity: 3 },
          { unitShippingGrams: 90, quantity: 1 },
        ],
        300,
      ),
    ).toBe(1590);
    expect(parcelWeight([], 300)).toBe(300);
  });
});

describe("shipping quote", () => {
  it("says what is missing for free delivery, or that it is free", () => {
    expect(quoteShipping(rates, home("France"), 3000)).toEqual({
      method: "home",
      available: true,
      shippingCents: 299,
      freeShipping: false,
      freeFromCents: 4500,
      message: "Plus que 15,00\u00a0€ pour profiter de la livraison offerte",
    });
    expect(quoteShipping(rates, home("France"), 4500).message).toBe("Livraison offerte");
  });

  it("names the country when delivery is never free there", () => {
    expect(quoteShipping(rates, home("Suisse"), 90_000).message).toBe("Livraison vers la Suisse : 12,90\u00a0€");
  });

  it("quotes every method, home first, saying which are not offered", () => {
    const france = quoteMethods(rates, { country: "France", parcelGrams: 800 }, 3000);
    expect(france.map((q) => [q.method, q.available, q.shippingCents])).toEqual([
      ["home", true, 299],
      ["pickup", true, 249],
      ["express", true, 990],
    ]);
    const belgium = quoteMethods(rates, { country: "Belgique", parcelGrams: 800 }, 3000);
    expect(belgium.map((q) => [q.method, q.available])).toEqual([
      ["home", true],
      ["pickup", false],
      ["express", false],
    ]);
    expect(belgium[2]!.message).toBe("Ce mode de livraison n'est pas proposé pour ce colis vers la Belgique.");
  });
});
