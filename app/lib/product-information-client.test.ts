import { describe, expect, it } from "vitest";
import { EMPTY_INFORMATION } from "#core/product-information";
import { formValuesOfInformation, informationBody, informationFormErrors } from "./product-information-client";

const empty = formValuesOfInformation(EMPTY_INFORMATION);

describe("the regulatory information form", () => {
  it("sends empty texts and rows as unknown, and a perfume's notes one per line", () => {
    const body = informationBody({
      ...empty,
      ingredients: [
        { name: " miel ", allergen: false },
        { name: "", allergen: true },
      ],
      origins: [{ country: "France", share: "" }],
      head: "Bergamote\n\n Poivre ",
      paoMonths: "12",
    });
    expect(body).toMatchObject({
      legal_name: "",
      ingredients: [{ name: "miel", allergen: false }],
      origins: [{ country: "France", share_percent: null }],
      concentration: null,
      pyramid: { head: ["Bergamote", "Poivre"], heart: [], base: [] },
      pao_months: 12,
    });
  });

  it("refuses in French before sending: shares not summing to 100, numbers that are not whole", () => {
    const shares = (a: string, b: string) => ({
      ...empty,
      origins: [
        { country: "France", share: a },
        { country: "Espagne", share: b },
      ],
    });
    expect(informationFormErrors(shares("70", "20"))).toEqual({
      origins: "Les parts des pays doivent totaliser 100 % (ici 90 %).",
    });
    expect(informationFormErrors(shares("70", "30"))).toEqual({});
    expect(informationFormErrors(shares("70,5", "29,5")).origins).toBe(
      "Chaque part est un nombre entier de 1 à 100 %.",
    );
    expect(informationFormErrors({ ...empty, paoMonths: "douze" }).paoMonths).toBe(
      "Durée après ouverture : un nombre entier de mois.",
    );
  });
});
