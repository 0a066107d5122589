// Carrier labels made and printed for several orders at once from the back office's list (issue 32, decision 107):
// the limits and the French words both the server and the list use.
import { countOf } from "./french-plural";

/** What the label forms propose before the parcel is weighed: a starting value, never the parcel's weight. */
export const DEFAULT_LABEL_WEIGHT_GRAMS = 1000;

/** Orders per request: one click's wait stays short, and the print one file. */
export const BULK_LABELS_MAX = 50;

export type BulkLabelOutcome = "created" | "existing" | "error";

/** One selected order's answer, in the order of the selection. */
export interface BulkLabelResult {
  reference: string;
  outcome: BulkLabelOutcome;
  /** What happened, in French, for the list of answers. */
  message: string;
  trackingNumber: string | null;
}

export const NONE_SELECTED = "Cochez au moins une commande dans la liste.";
export const TOO_MANY_SELECTED = `${BULK_LABELS_MAX} commandes au plus à la fois : décochez-en quelques-unes.`;
export const NO_LABEL_TO_PRINT =
  "Aucune des commandes cochées n'a d'étiquette créée : créez leurs étiquettes d'abord, puis imprimez-les.";

/** « 2 étiquettes créées, 1 commande en avait déjà une, 1 erreur. » — the other counts when not zero. */
export function bulkLabelsSummary(results: readonly BulkLabelResult[]): string {
  const count = (outcome: BulkLabelOutcome) => results.filter((r) => r.outcome === outcome).length;
  const created = count("created");
  const existing = count("existing");
  const errors = count("error");
  const parts = [
    created > 0 ? countOf(created, "étiquette créée", "étiquettes créées") : "Aucune étiquette créée",
    existing > 0 ? `${countOf(existing, "commande")} en ${existing > 1 ? "avaient" : "avait"} déjà une` : null,
    errors > 0 ? countOf(errors, "erreur") : null,
  ].filter(Boolean);
  return `${parts.join(", ")}.`;
}
