import { ANALYSIS_HINTS } from "#core/lot-analysis-hints";
import { analysisRows } from "#core/lots";
import type { PublicLotView } from "#app/lib/loader-data";

/** The lot's page: the laboratory's figures as a description list (French numbers, each with what the law asks). */
export function LotFigures({ lot }: { lot: PublicLotView }) {
  const rows = analysisRows(lot);
  if (rows.length === 0 && !lot.pollenSummary) return null;
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="font-semibold text-stone-900">{row.label}</dt>
          <dd className="text-stone-800">
            {row.value}
            <span className="block text-sm text-stone-700">{ANALYSIS_HINTS[row.key]}</span>
          </dd>
        </div>
      ))}
      {lot.pollenSummary && (
        <div className="contents">
          <dt className="font-semibold text-stone-900">
            {lot.productKind === "honey" ? "Analyse pollinique" : "Analyse"}
          </dt>
          <dd className="text-stone-800">{lot.pollenSummary}</dd>
        </div>
      )}
    </dl>
  );
}
