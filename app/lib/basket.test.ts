import { describe, expect, it } from "vitest";
import type { CartItem } from "#core/cart";
import {
  basketTotals,
  buildCheckoutData,
  checkoutStorageKey,
  lineWeight,
  packHint,
  promoTitle,
  restoreLines,
} from "./basket";

const perfume = (id: string, quantity = 1): CartItem => ({ id, name: id, price: 2999, quantity, image: "/x.svg" });

const line = (id: string, price: number, quantity = 1, category?: string): CartItem => ({
  id,
  name: id,
  price,
  quantity,
  image: "/x.svg",
  ...(category ? { category } : {}),
});

const packs = [
  { code: "PACK50", size: 2, priceCents: 5000 },
  { code: "PACK3PARFUMS", size: 3, priceCents: 7000 },
];

describe("packHint", () => {
  it("follows the spec's bounds for perfumes", () => {
    expect(packHint([perfume("parfum_homme_1"), line("parfum_femme_2", 2998, 1, "parfum")], packs)).toBeNull();
    expect(packHint([perfume("parfum_homme_1"), perfume("parfum_femme_2")], packs)?.code).toBe("PACK50");
    expect(packHint([perfume("parfum_homme_1", 2), line("parfum_femme_2", 2998)], packs)?.code).toBe("PACK50");
    expect(packHint([perfume("parfum_homme_1", 3)], packs)?.code).toBe("PACK3PARFUMS");
  });

  it("writes the pack's own figures, and suggests no inactive pack", () => {
    const three = [perfume("parfum_homme_1", 3)];
    expect(packHint(three, [{ code: "PACK3PARFUMS", size: 3, priceCents: 6500 }])).toEqual({
      code: "PACK3PARFUMS",
      text: "3 parfums pour 65\u00a0€",
    });
    expect(packHint(three, [packs[0]!])).toEqual({ code: "PACK50", text: "2 parfums pour 50\u00a0€" });
    expect(packHint(three, [])).toBeNull();
  });

  it("suggests no pack once its code is applied", () => {
    const two = [perfume("parfum_homme_1"), perfume("parfum_femme_2")];
    expect(packHint(two, packs, "PACK50")).toBeNull();
    expect(packHint(two, packs, "pack50")).toBeNull();
    expect(packHint(two, packs, "PROMO5")?.code).toBe("PACK50");
    expect(packHint([perfume("parfum_homme_1", 3)], packs, "PACK3PARFUMS")).toBeNull();
  });

  it("suggests no pack without enough perfumes for it", () => {
    // Honey and Shilajit at 99,98 €: no perfume at all.
    expect(
      packHint([line("sidr_malaki_yemen_250g", 6998, 1, "miel"), line("shilajit_1", 3000, 1, "autres")], packs),
    ).toBeNull();
    // One perfume and a honey above 89,97 €: neither pack applies.
    expect(packHint([perfume("parfum_homme_1"), line("soumur_oman_250g", 7000, 1, "miel")], packs)).toBeNull();
    // Two perfumes and plenty of honey: the two-perfume pack, not the three.
    expect(packHint([perfume("parfum_homme_1", 2), line("soumur_oman_250g", 7000, 1, "miel")], packs)?.code).toBe(
      "PACK50",
    );
    // A direct-purchase package named after the perfumes is not a perfume.
    expect(packHint([line("parfum_homme", 2999, 3, "coffret")], packs)).toBeNull();
  });
});

describe("basket totals and checkout data", () => {
  it("subtracts the server's discount and adds shipping unless free", () => {
    const items = [perfume("a"), perfume("b")];
    const promo = { code: "PACK50", name: "Pack 2 parfums", discount_cents: 998, free_shipping: false };
    const totals = basketTotals(items, promo, { cents: 0, free: true });
    expect(totals).toMatchObject({ subtotalCents: 5998, discountCents: 998, shippingCents: 0, totalCents: 5000 });
    expect(basketTotals([perfume("a")], null, { cents: 299, free: false }).totalCents).toBe(3298);
    expect(buildCheckoutData(items, promo, totals)).toEqual({
      items: [
        { id: "a", name: "a", price: 2999, quantity: 1 },
        { id: "b", name: "b", price: 2999, quantity: 1 },
      ],
      totalAmount: 5000,
      appliedPromo: { code: "PACK50", name: "Pack 2 parfums", discount_cents: 998, free_shipping: false },
      freeShipping: true,
      shippingCost: 0,
      finalTotal: 5000,
    });
  });

  it("keeps guests' and customers' checkout data apart", () => {
    expect(checkoutStorageKey("maisonh", false)).toBe("maisonh_guest_checkout_data");
    expect(checkoutStorageKey("maisonh", true)).toBe("maisonh_checkout_data");
  });
});

describe("what a line and an applied code say, once", () => {
  it("leaves out the weight the name already carries", () => {
    expect(lineWeight({ name: "Miel Sidr Malaki — 250g", weight: "250g" })).toBeNull();
    expect(lineWeight({ name: "Miel Sidr Malaki — 250 g", weight: "250g" })).toBeNull();
    expect(lineWeight({ name: "Miel Sidr Malaki", weight: "250g" })).toBe("250g");
    expect(lineWeight({ name: "Mr.H" })).toBeNull();
  });

  it("titles the code by its name only when the message does not already name it", () => {
    const message = "Code PROMO5 appliqué : 5,00 € de réduction et livraison offerte.";
    expect(promoTitle({ code: "PROMO5", name: "PROMO5" }, message)).toBeNull();
    expect(promoTitle({ code: "PACK50", name: "Pack 2 parfums" }, "Code PACK50 appliqué : 9,98\u00a0€.")).toBe(
      "Pack 2 parfums",
    );
    expect(promoTitle({ code: "ETE", name: "Été" }, "Code ETE appliqué (Été) : 3,00\u00a0€.")).toBeNull();
  });
});

describe("restoreLines (« Annuler » after a removal)", () => {
  const [a, b, c] = [perfume("a"), perfume("b", 2), perfume("c")];

  it("puts each removed line back in its place", () => {
    expect(restoreLines([a, c], [{ item: b, index: 1 }])).toEqual([a, b, c]);
    expect(
      restoreLines(
        [],
        [
          { item: c, index: 2 },
          { item: a, index: 0 },
          { item: b, index: 1 },
        ],
      ),
    ).toEqual([a, b, c]);
  });

  it("keeps a line added again meanwhile as it is, never doubling it", () => {
    expect(restoreLines([perfume("b", 1), a], [{ item: b, index: 0 }])).toEqual([perfume("b", 1), a]);
  });
});
