import { Link } from "react-router";
import { LotCode } from "#app/components/lots/lot-code";
import { HomeSection, MORE_LINK_CLASS } from "./home-section";

/** A lot as the home loader gives it: the laboratory's figures already written in French, only those measured. */
export interface TracedLot {
  code: string;
  productName: string;
  region: string;
  harvest: string;
  figures: { key: string; label: string; value: string }[];
}

/** Traceability: the lots the featured honeys are sold from now and what their analysis measured, each to its page. */
export function LotsSection({ lots }: { lots: TracedLot[] }) {
  if (lots.length === 0) return null;
  return (
    <HomeSection
      id="lots"
      band
      eyebrow="Traçabilité"
      title="Chaque lot, son analyse"
      lead="Chaque pot porte le numéro de son lot : sa région, sa récolte et les mesures du laboratoire sont publiées. Voici les lots de nos miels en ce moment."
    >
      <ul className="mt-10 grid divide-y divide-stone-200 border-y border-stone-200 md:grid-cols-3 md:divide-x md:divide-y-0">
        {lots.map((lot) => (
          <li key={lot.code} className="py-6 md:px-6 md:first:pl-0 md:last:pr-0">
            <article aria-labelledby={`lot-${lot.code}`}>
              <p className="font-mono text-sm tracking-wide text-miel-700">
                Lot <LotCode code={lot.code} />
              </p>
              <h3 id={`lot-${lot.code}`} className="mt-1 font-serif text-xl font-bold text-miel-900">
                {lot.productName}
              </h3>
              <p className="mt-1 text-sm text-stone-700">
                {lot.region} · récolte du {lot.harvest}
              </p>
              {lot.figures.length > 0 ? (
                <dl className="mt-4 space-y-1 text-sm">
                  {lot.figures.map((f) => (
                    <div
                      key={f.key}
                      className="flex justify-between gap-4 border-b border-dotted border-stone-300 py-1"
                    >
                      <dt className="text-stone-700">{f.label}</dt>
                      <dd className="font-semibold text-stone-900 tabular-nums">{f.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-4 text-sm text-stone-700">Mesures du laboratoire : non publiées pour ce lot.</p>
              )}
              <Link to={`/lot/${encodeURIComponent(lot.code)}`} className={`${MORE_LINK_CLASS} mt-3 text-sm`}>
                Voir le lot<span className="sr-only"> {lot.code}</span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
