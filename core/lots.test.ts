import { describe, expect, it } from "vitest";
import {
  analysisRows,
  lotDate,
  lotDraftErrors,
  lotMonth,
  type LotDraft,
  parseDecimalInput,
  recallMessage,
} from "./lots";

const draft: LotDraft = {
  code: "L25-SIDR-250G",
  productId: "sidr_malaki_yemen",
  variantId: "sidr_malaki_yemen_250g",
  harvestDate: "2025-06-15",
  bestBefore: "2027-06-15",
  region: "Hadramaout, Yémen",
  producer: "Rucher Al-Amoudi",
  quantityReceived: 120,
  moisturePercent: 17.4,
  hmfMgKg: 6.5,
  diastase: 19,
  pollenSummary: "",
};

describe("lot rules", () => {
  it("accepts a complete lot and names each broken rule in French", () => {
    expect(lotDraftErrors(draft)).toEqual({});
    expect(
      lotDraftErrors({
        ...draft,
        code: "l25 sidr",
        harvestDate: "2025-02-30",
        bestBefore: "2024-13-01",
        region: "Y",
        quantityReceived: 1.5,
        moisturePercent: Number.NaN,
        hmfMgKg: -1,
        diastase: 101,
        pollenSummary: "x".repeat(601),
      }),
    ).toMatchObject({
      code: expect.stringContaining("Code de lot"),
      harvestDate: expect.stringContaining("Date de récolte"),
      bestBefore: expect.stringContaining("durabilité minimale"),
      region: expect.stringContaining("Région"),
      quantityReceived: expect.stringContaining("entier"),
      moisturePercent: expect.stringContaining("Humidité"),
      hmfMgKg: expect.stringContaining("HMF"),
      diastase: expect.stringContaining("diastasique"),
      pollenSummary: expect.stringContaining("600"),
    });
    expect(lotDraftErrors({ ...draft, bestBefore: draft.harvestDate }).bestBefore).toContain("suivre la récolte");
  });

  it("reads French decimals and refuses anything else", () => {
    expect(parseDecimalInput("17,4")).toBe(17.4);
    expect(parseDecimalInput(" 8.25 ")).toBe(8.25);
    expect(parseDecimalInput("")).toBeNull();
    expect(parseDecimalInput("1e3")).toBeNaN();
    expect(parseDecimalInput("12,345")).toBeNaN();
  });

  it("writes the analysis and the dates in French", () => {
    expect(analysisRows(draft).map((r) => `${r.label} ${r.value}`)).toEqual([
      "Humidité 17,4\u00a0%",
      "HMF 6,5 mg/kg",
      "Indice diastasique 19 (Schade)",
    ]);
    expect(analysisRows({ moisturePercent: 8.4, hmfMgKg: null, diastase: null })).toHaveLength(1);
    expect(lotDate("2027-06-30")).toBe("30 juin 2027");
    expect(lotMonth("2025-06-15")).toBe("juin 2025");
    expect(recallMessage({ sent: 2, alreadyTold: 1 })).toBe("2 mails de rappel envoyés ; 1 client déjà prévenu.");
    expect(recallMessage({ sent: 0, alreadyTold: 0 })).toBe("Aucun nouveau mail de rappel envoyé.");
  });
});
