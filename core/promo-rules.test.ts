import { describe, expect, it } from "vitest";
import { NEW_PROMO_DRAFT, parisDay, type PromoDraft, promoDraftErrors, validUntilInstant } from "./promo-rules";

const NOW = new Date("2026-11-24T12:00:00Z");
const CATEGORIES = ["miel", "parfum", "autres", "coffret"];
const draft = (change: Partial<PromoDraft> = {}): PromoDraft => ({
  ...NEW_PROMO_DRAFT,
  code: "HIVER",
  value: 10,
  ...change,
});
const errors = (change: Partial<PromoDraft>, changed?: Set<keyof PromoDraft>) =>
  promoDraftErrors(draft(change), { now: NOW, categories: CATEGORIES, changed });

describe("validUntilInstant", () => {
  it("ends a day at midnight in Paris, winter and summer", () => {
    expect(validUntilInstant("2026-12-31")?.toISOString()).toBe("2026-12-31T22:59:59.999Z");
    expect(validUntilInstant("2026-07-14")?.toISOString()).toBe("2026-07-14T21:59:59.999Z");
    // The night the clocks go back: the next midnight is still summer time.
    expect(validUntilInstant("2026-10-24")?.toISOString()).toBe("2026-10-24T21:59:59.999Z");
    expect(parisDay(validUntilInstant("2026-12-31")!)).toBe("2026-12-31");
  });

  it("takes an ISO date-time as it is, and refuses what is not a date", () => {
    expect(validUntilInstant("2027-01-01T10:00:00Z")?.toISOString()).toBe("2027-01-01T10:00:00.000Z");
    for (const bad of ["2026-02-30", "31/12/2026", "demain", "2026-13-01"]) expect(validUntilInstant(bad)).toBeNull();
  });
});

describe("promoDraftErrors", () => {
  it("accepts a good code, lower case included", () => {
    expect(errors({ code: "hiver_2026-b" })).toEqual({});
  });

  it("checks each field", () => {
    expect(errors({ code: "A B" }).code).toMatch(/lettres sans accent/);
    expect(errors({ value: 0.5 }).value).toBe("Le pourcentage doit être compris entre 1 et 100.");
    expect(errors({ value: 12.345 }).value).toBe("Le pourcentage s'écrit avec deux décimales au plus.");
    expect(errors({ type: "fixed_amount", value: 10_001 }).value).toMatch(
      /^Le montant de la réduction ne peut pas dépasser 10\s000 €\.$/,
    );
    expect(errors({ type: "fixed_amount", value: Number.NaN }).value).toBe(
      "Le montant de la réduction doit être un nombre.",
    );
    expect(errors({ type: "free_shipping", value: 0 })).toEqual({});
    expect(errors({ type: "bundle", value: 50, bundleSize: 2 }).categoryRestriction).toBe(
      "Un lot porte sur une catégorie : choisissez-la.",
    );
    expect(errors({ type: "bundle", value: 50, bundleSize: 11, categoryRestriction: "parfum" }).bundleSize).toBe(
      "Un lot compte de 2 à 10 articles.",
    );
    expect(errors({ name: "x".repeat(81) }).name).toBe("Le nom ne peut pas dépasser 80 caractères.");
    expect(errors({ maximumUses: 2_000_000 }).maximumUses).toMatch(/dépasser 1 000 000\./);
  });

  it("asks for a future date only when the date is set or changed", () => {
    const past = { validUntil: "2026-01-01" };
    expect(errors(past).validUntil).toBe("La date de fin de validité doit être dans le futur, ou laissée vide.");
    expect(errors(past, new Set(["description"]))).toEqual({});
    expect(errors(past, new Set(["validUntil"])).validUntil).toBeDefined();
    expect(errors({ validUntil: "2026-11-24" })).toEqual({});
  });
});
