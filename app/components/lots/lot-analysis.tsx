import { Link } from "react-router";
import { analysisRows, lotDate, lotMonth } from "#core/lots";
import type { PublicLotView } from "#app/lib/loader-data";
import { AnalysisLink } from "./analysis-link";
import { LotCode } from "./lot-code";

/** On a product page: the lot sold now, its origin and analysis, and the link to its page. */
export function CurrentLot({
  lot,
  heading: Heading = "h2",
  headingId = "lot-actuel",
}: {
  lot: PublicLotView;
  heading?: "h2" | "h3";
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-stone-200 bg-miel-50 p-4">
      <Heading id={headingId} className="font-serif text-lg font-bold text-miel-900">
        Lot actuel : <LotCode code={lot.code} className="text-base" />
      </Heading>
      <p className="mt-1 text-stone-800">
        Récolte de {lotMonth(lot.harvestDate)} · {lot.region} · {lot.producer}
      </p>
      <p className="text-stone-800">À consommer de préférence avant le {lotDate(lot.bestBefore)}</p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {analysisRows(lot).map((row) => (
          <div key={row.key}>
            <dt className="inline font-semibold text-stone-900">{row.label}</dt>{" "}
            <dd className="inline text-stone-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        <Link to={`/lot/${lot.code}`} className="font-semibold text-miel-900 underline">
          Traçabilité et analyse du lot
        </Link>
        <AnalysisLink lot={lot} />
      </p>
    </section>
  );
}

/**
 * On the honey page: the lot of each format, only the chosen format's shown. The checked radio itself picks it
 * (`.format-lot` in app.css, by the formats' positions: `data-slot` of the radio, `data-lot-slot` here), so a
 * format chosen before hydration — or without JavaScript — shows its own lot at once.
 */
export function FormatLots({ formats, lots }: { formats: { id: string }[]; lots: Record<string, PublicLotView> }) {
  return formats.map((format, slot) => {
    const lot = lots[format.id];
    return lot ? (
      <div key={format.id} className="format-lot" data-lot-slot={slot}>
        <CurrentLot lot={lot} headingId={`lot-actuel-${slot}`} />
      </div>
    ) : null;
  });
}
