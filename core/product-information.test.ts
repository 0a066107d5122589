import { describe, expect, it } from "vitest";
import {
  EMPTY_INFORMATION,
  formatOrigins,
  isPureHoney,
  missingFacts,
  originsError,
  type ProductInformation,
} from "./product-information";

const PURE: ProductInformation = {
  ...EMPTY_INFORMATION,
  legalName: "Miel de Sidr",
  ingredients: [{ name: "miel", allergen: false }],
  origins: [{ country: "Yémen", sharePercent: null }],
  storage: "À conserver à l'abri de la lumière",
};
const everything = { netQuantityKnown: true, shopOperator: "Maison H SAS, 1 rue de Paris, 75001 Paris" };

describe("missingFacts", () => {
  it("finds nothing missing for a pure honey when the shop names its operator", () => {
    expect(missingFacts("honey", PURE, everything)).toEqual([]);
  });

  it("names every unknown mandatory fact of a honey, in order", () => {
    expect(missingFacts("honey", EMPTY_INFORMATION, { netQuantityKnown: false, shopOperator: null })).toEqual([
      "legalName",
      "ingredients",
      "netQuantity",
      "origins",
      "storage",
      "operator",
    ]);
  });

  it("takes the product's own operator over a missing shop identity, and an empty list as unknown", () => {
    const withOperator = { ...PURE, operator: "Rucher du Sud, 13000 Marseille", ingredients: [] };
    expect(missingFacts("honey", withOperator, { netQuantityKnown: true, shopOperator: null })).toEqual([
      "ingredients",
    ]);
  });

  it("asks a perfume for its concentration, INCI list and period after opening, not for a country", () => {
    expect(missingFacts("perfume", EMPTY_INFORMATION, everything)).toEqual([
      "concentration",
      "ingredients",
      "paoMonths",
    ]);
    expect(missingFacts("wellness", EMPTY_INFORMATION, everything)).toEqual(["legalName", "ingredients", "storage"]);
    expect(missingFacts("package", EMPTY_INFORMATION, everything)).toEqual([]);
  });
});

describe("isPureHoney", () => {
  it("is true only for the single ingredient « miel »", () => {
    expect(isPureHoney(PURE)).toBe(true);
    expect(isPureHoney(EMPTY_INFORMATION)).toBe(false);
    expect(
      isPureHoney({
        ...PURE,
        ingredients: [
          { name: "miel", allergen: false },
          { name: "pistache", allergen: true },
        ],
      }),
    ).toBe(false);
  });
});

describe("origins", () => {
  it("accepts countries without shares, or shares summing to 100", () => {
    expect(originsError([{ country: "Yémen", sharePercent: null }])).toBeNull();
    expect(
      originsError([
        { country: "Yémen", sharePercent: 60 },
        { country: "Oman", sharePercent: 40 },
      ]),
    ).toBeNull();
  });

  it.each([
    [
      "a total other than 100",
      [
        { country: "Yémen", sharePercent: 60 },
        { country: "Oman", sharePercent: 30 },
      ],
      "Les parts des pays doivent totaliser 100 % (ici 90 %).",
    ],
    [
      "mixed shares",
      [
        { country: "Yémen", sharePercent: 60 },
        { country: "Oman", sharePercent: null },
      ],
      "Indiquez la part de chaque pays, ou d'aucun.",
    ],
    [
      "a repeated country",
      [
        { country: "Oman", sharePercent: null },
        { country: "oman", sharePercent: null },
      ],
      "Chaque pays ne doit figurer qu'une fois.",
    ],
    ["an empty country", [{ country: " ", sharePercent: null }], "Chaque origine doit nommer un pays."],
    ["a share not whole", [{ country: "Oman", sharePercent: 100.5 }], "Chaque part est un nombre entier de 1 à 100 %."],
  ])("refuses in French %s", (_case, origins, message) => {
    expect(originsError(origins)).toBe(message);
  });

  it("writes a blend with its shares", () => {
    expect(
      formatOrigins([
        { country: "Yémen", sharePercent: 60 },
        { country: "Oman", sharePercent: 40 },
      ]),
    ).toBe("Yémen (60\u00a0%), Oman (40\u00a0%)");
    expect(formatOrigins([{ country: "France", sharePercent: null }])).toBe("France");
  });
});
