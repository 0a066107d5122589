// What the law asks of each figure of a honey's analysis, shown beside it on the lot's page only (kept apart from
// core/lots.ts so that the product pages, which show the figures alone, do not carry these words).
import type { AnalysisFigure } from "./lots";

export const ANALYSIS_HINTS: Record<AnalysisFigure, string> = {
  moisture: "20 % au plus pour un miel (directive 2001/110/CE)",
  hmf: "40 mg/kg au plus : un miel ni chauffé ni vieilli",
  diastase: "8 au moins : enzymes préservées",
};
