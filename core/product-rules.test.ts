import { describe, expect, it } from "vitest";
import { editableMeasureOf, parseCountInput, parseEurosInput, productChangeErrors, stockState } from "./product-rules";

describe("product rules", () => {
  it("reads a price typed in euros as cents, to the cent", () => {
    expect(parseEurosInput("12,50")).toBe(1250);
    expect(parseEurosInput("12.5")).toBe(1250);
    expect(parseEurosInput(" 1 234,05 € ")).toBe(123_405);
    expect(parseEurosInput("0,01")).toBe(1);
    for (const bad of ["", "12,345", "-3", "douze", "1e3", "12,5,0"]) expect(parseEurosInput(bad), bad).toBeNull();
  });

  it("reads a stock: empty is unlimited, a whole number otherwise", () => {
    expect(parseCountInput("")).toBeNull();
    expect(parseCountInput(" 7 ")).toBe(7);
    for (const bad of ["-1", "1,5", "beaucoup"]) expect(parseCountInput(bad), bad).toBeUndefined();
  });

  it("names the stock state against the variant's own threshold", () => {
    expect(stockState(null, 5)).toBe("unlimited");
    expect(stockState(0, 5)).toBe("sold-out");
    expect(stockState(5, 5)).toBe("low");
    expect(stockState(6, 5)).toBe("in-stock");
    expect(stockState(8, 10)).toBe("low");
    expect(stockState(1, 0)).toBe("in-stock");
  });

  it("gives every broken rule by field, in French", () => {
    expect(productChangeErrors({ name: "Miel", variants: [{ id: "v", priceCents: 1, stock: null }] })).toEqual({});
    expect(
      productChangeErrors({
        name: "",
        badge: "Promo",
        variants: [{ id: "v", priceCents: 0, stock: -1, lowStockThreshold: 1.5 }],
      }),
    ).toEqual({
      name: "Nom : obligatoire.",
      badge: expect.stringContaining("Badge inconnu"),
      "variants.v.price": expect.stringContaining("supérieur à 0"),
      "variants.v.stock": expect.stringContaining("0 ou plus"),
      "variants.v.lowStockThreshold": expect.stringContaining("0 ou plus"),
    });
  });
});

describe("a variant's measure (decision 039)", () => {
  it("takes a whole number of ml or grams from 1 to 10 000, or null for unknown", () => {
    expect(
      productChangeErrors({
        variants: [
          { id: "p", volumeMl: 50 },
          { id: "s", weightGrams: null },
        ],
      }),
    ).toEqual({});
    expect(productChangeErrors({ variants: [{ id: "p", volumeMl: 0 }] })).toEqual({
      "variants.p.measure": "Volume : un nombre entier de millilitres, de 1 à 10000 (vide : inconnu).",
    });
    expect(productChangeErrors({ variants: [{ id: "s", weightGrams: 2.5 }] })).toHaveProperty(["variants.s.measure"]);
    expect(productChangeErrors({ variants: [{ id: "s", weightGrams: 10_001 }] })).toHaveProperty([
      "variants.s.measure",
    ]);
  });

  it("is a perfume's volume or a Shilajit pot's weight, nothing for honeys and packages", () => {
    expect(editableMeasureOf("perfume")?.field).toBe("volumeMl");
    expect(editableMeasureOf("wellness")?.field).toBe("weightGrams");
    expect(editableMeasureOf("honey")).toBeNull();
    expect(editableMeasureOf("package")).toBeNull();
  });
});
