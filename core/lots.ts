// Lots of honey and Shilajit (EU Regulation 178/2002 art. 18, decision 038): the rules of a lot's fields, once for
// the back office's form and the server, and the French wording of an analysis. Pure.
import { formatDayLong, formatMonthYear } from "./french-date";
import { formatDecimal } from "./french-format";
import { countOf } from "./french-plural";

/** Lot codes: upper-case letters, digits and dashes, so `/lot/{code}` needs no escaping (and a QR stays small). */
export const LOT_CODE = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

export const LOT_LIMITS = {
  /** The laboratory's report: a PDF of at most 5 Mo. */
  pdfBytes: 5 * 1024 * 1024,
  text: 120,
  pollen: 600,
  quantity: 1_000_000,
} as const;

export interface LotDraft {
  code: string;
  productId: string;
  /** The honey format the lot was potted in; null for a product sold in offers of one pot (Shilajit). */
  variantId: string | null;
  harvestDate: string;
  bestBefore: string;
  region: string;
  producer: string;
  quantityReceived: number;
  moisturePercent: number | null;
  hmfMgKg: number | null;
  diastase: number | null;
  pollenSummary: string;
}

export type LotField = keyof LotDraft;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written `AAAA-MM-JJ` (no 30 February). */
const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A French decimal typed in a form ("17,4" or "17.4") → a number; "" → null; anything else → NaN. */
export function parseDecimalInput(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, "");
  if (trimmed === "") return null;
  return /^\d{1,6}([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
}

/** Every broken rule of a lot, by field, in French; empty when the lot can be saved. */
export function lotDraftErrors(draft: LotDraft): Partial<Record<LotField, string>> {
  const errors: Partial<Record<LotField, string>> = {};
  if (!LOT_CODE.test(draft.code)) {
    errors.code = "Code de lot : 3 à 40 caractères, lettres majuscules, chiffres et tirets (ex. L25-SIDR-250G).";
  }
  if (!draft.productId) errors.productId = "Choisissez le produit du lot.";
  if (!isDay(draft.harvestDate)) errors.harvestDate = "Date de récolte attendue (AAAA-MM-JJ).";
  if (!isDay(draft.bestBefore)) errors.bestBefore = "Date de durabilité minimale attendue (AAAA-MM-JJ).";
  else if (isDay(draft.harvestDate) && draft.bestBefore <= draft.harvestDate) {
    errors.bestBefore = "La date de durabilité minimale doit suivre la récolte.";
  }
  for (const field of ["region", "producer"] as const) {
    const value = draft[field].trim();
    if (value.length < 2 || value.length > LOT_LIMITS.text) {
      errors[field] = `${field === "region" ? "Région" : "Producteur"} : 2 à ${LOT_LIMITS.text} caractères.`;
    }
  }
  if (!Number.isInteger(draft.quantityReceived) || draft.quantityReceived < 1) {
    errors.quantityReceived = "Quantité reçue : un nombre entier d'unités, au moins 1.";
  } else if (draft.quantityReceived > LOT_LIMITS.quantity) {
    errors.quantityReceived = "Quantité reçue : 1 000 000 d'unités au plus.";
  }
  const ranges = {
    moisturePercent: [0, 100, "Humidité : un pourcentage entre 0 et 100 (ex. 17,4)."],
    hmfMgKg: [0, 1000, "HMF : des mg/kg entre 0 et 1000 (ex. 8,5)."],
    diastase: [0, 100, "Indice diastasique : un nombre entre 0 et 100 (ex. 18,5)."],
  } as const;
  for (const [field, [min, max, message]] of Object.entries(ranges) as [
    "moisturePercent" | "hmfMgKg" | "diastase",
    (typeof ranges)["hmfMgKg"],
  ][]) {
    const value = draft[field];
    if (value !== null && (!Number.isFinite(value) || value < min || value > max)) errors[field] = message;
  }
  if (draft.pollenSummary.length > LOT_LIMITS.pollen) {
    errors.pollenSummary = `Analyse pollinique : ${LOT_LIMITS.pollen} caractères au plus.`;
  }
  return errors;
}

/** `2027-06-30` → « 30 juin 2027 ». */
export const lotDate = formatDayLong;
/** `2025-06-15` → « juin 2025 ». */
export const lotMonth = formatMonthYear;

/** A figure of a lot's analysis: its key (for what the law asks of it, `core/lot-analysis-hints.ts`), label and value. */
export type AnalysisFigure = "moisture" | "hmf" | "diastase";

/** The analysis in words, figure by figure, French number format; only the figures measured. */
export function analysisRows(lot: {
  moisturePercent: number | null;
  hmfMgKg: number | null;
  diastase: number | null;
}): { key: AnalysisFigure; label: string; value: string }[] {
  const rows: { key: AnalysisFigure; label: string; value: string }[] = [];
  if (lot.moisturePercent !== null) {
    rows.push({ key: "moisture", label: "Humidité", value: `${formatDecimal(lot.moisturePercent, 2)}\u00a0%` });
  }
  if (lot.hmfMgKg !== null) {
    rows.push({ key: "hmf", label: "HMF", value: `${formatDecimal(lot.hmfMgKg, 2)} mg/kg` });
  }
  if (lot.diastase !== null) {
    rows.push({ key: "diastase", label: "Indice diastasique", value: `${formatDecimal(lot.diastase, 2)} (Schade)` });
  }
  return rows;
}

/** The back office's sentence for a recall's outcome. */
export function recallMessage(result: { sent: number; alreadyTold: number }): string {
  const sent =
    result.sent === 0
      ? "Aucun nouveau mail de rappel envoyé"
      : countOf(result.sent, "mail de rappel envoyé", "mails de rappel envoyés");
  return result.alreadyTold > 0
    ? `${sent} ; ${countOf(result.alreadyTold, "client déjà prévenu", "clients déjà prévenus")}.`
    : `${sent}.`;
}
