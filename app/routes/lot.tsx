import { data } from "react-router";
import type { Route } from "./+types/lot";
import { lotDate } from "#core/lots";
import { formatLabel } from "#core/catalog";
import { BackHomeLink } from "#app/components/back-home-link";
import { AnalysisLink } from "#app/components/lots/analysis-link";
import { LotCode } from "#app/components/lots/lot-code";
import { LotFigures } from "#app/components/lots/lot-figures";
import { ButtonLink } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import { PageTitle } from "#app/components/ui/text";
import { seoMeta } from "#app/lib/meta";

/** `/lot/{code}`: the page a jar's QR code opens (decision 038); an unknown code is the shop's 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const lot = await context.services.lots.publicLot(params.code);
  if (!lot) throw data(null, { status: 404 });
  return { lot };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  page
    ? seoMeta({
        matches,
        title: `Lot ${page.lot.code} — ${page.lot.productName}`,
        description: `Origine, récolte et analyse du laboratoire du lot ${page.lot.code} de ${page.lot.productName}.`,
        path: `/lot/${page.lot.code}`,
      })
    : [];

const productPath = (lot: Route.ComponentProps["loaderData"]["lot"]) =>
  lot.productKind === "honey" ? `/miel/${encodeURIComponent(lot.productId)}` : "/autres-collection";

export default function LotPage({ loaderData }: Route.ComponentProps) {
  const { lot } = loaderData;
  const facts = [
    { label: "Produit", value: `${lot.productName}${lot.format ? ` — pot de ${formatLabel(lot.format)}` : ""}` },
    { label: "Région de récolte", value: lot.region },
    { label: "Producteur", value: lot.producer },
    { label: "Récolte", value: lotDate(lot.harvestDate) },
    { label: "À consommer de préférence avant le", value: lotDate(lot.bestBefore) },
  ];
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <BackHomeLink />
      <p className="mt-6 text-sm font-semibold tracking-wide text-miel-800 uppercase">Traçabilité</p>
      <PageTitle className="mt-1">
        Lot <LotCode code={lot.code} />
      </PageTitle>
      <p className="mt-3 text-stone-800">
        Chaque pot porte le numéro de son lot : voici d&apos;où il vient et ce qu&apos;en dit le laboratoire.
      </p>

      <section aria-labelledby="origine" className={cardClass("md", "mt-6")}>
        <h2 id="origine" className="font-serif text-xl font-bold text-miel-900">
          Origine
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-semibold text-stone-900">{fact.label}</dt>
              <dd className="text-stone-800">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="analyse" className={cardClass("md", "mt-6")}>
        <h2 id="analyse" className="font-serif text-xl font-bold text-miel-900">
          Analyse du laboratoire
        </h2>
        <LotFigures lot={lot} />
        <p className="mt-4">
          {lot.analysisKey ? (
            <AnalysisLink lot={lot} />
          ) : (
            "Le rapport complet du laboratoire est disponible sur simple demande au service client."
          )}
        </p>
      </section>

      {lot.productActive && (
        <ButtonLink to={productPath(lot)} className="mt-8">
          Voir {lot.productName}
        </ButtonLink>
      )}
    </main>
  );
}
