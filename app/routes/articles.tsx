import type { ReactNode } from "react";
import type { Route } from "./+types/articles";
import { PerfumeLink } from "#app/components/perfume/perfume-link";
import { ProductRating } from "#app/components/rating-stars";
import { ButtonAnchor, ButtonLink } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import { seoMeta } from "#app/lib/meta";
import { CountryFlag } from "#app/components/product-picture";
import { TitledSection } from "#app/components/ui/titled-section";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Nos miels rares et nos parfums",
    description: "Le rituel de chaque miel rare et les notes de chaque parfum Mr.H et Mme.H, en un coup d'œil.",
    path: "/articles",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return context.services.catalog.articles();
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <section className="relative overflow-hidden bg-miel-100" aria-labelledby="articles-titre">
        <img
          src="/images/hero.svg"
          alt=""
          width={1600}
          height={900}
          className="absolute inset-0 h-full w-full object-cover"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-20">
          <h1 id="articles-titre" className="max-w-xl font-serif text-4xl font-bold text-miel-900">
            Miels rares et parfums : nos histoires
          </h1>
          <p className="mt-4 flex flex-wrap gap-3">
            <ButtonAnchor href="#articles-miels">Les miels</ButtonAnchor>
            <a
              href="#articles-parfums"
              className="rounded-full border border-miel-900 bg-white/80 px-5 py-3 font-semibold text-miel-900"
            >
              Les parfums
            </a>
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4">
        <TitledSection id="articles-miels" title="Les miels rares" className="py-12">
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {loaderData.honeys.map((h) => (
              <li key={h.id}>
                <article className={cardClass("lg", "h-full")}>
                  <CardKicker badge={h.badge}>
                    <CountryFlag src={h.flagImage} /> {h.country}
                  </CardKicker>
                  <h3 className="mt-1 font-serif text-xl font-bold">{h.title}</h3>
                  <p className="text-sm font-semibold text-stone-800">{h.name}</p>
                  <ProductRating rating={h.rating} className="mt-1 text-sm" />
                  <p className="mt-3 text-stone-800">{h.description}</p>
                  {h.ritual && (
                    <p className="mt-2 text-stone-800">
                      <span className="font-semibold">Le rituel : </span>
                      {h.ritual}
                    </p>
                  )}
                  <p className="mt-2 text-sm text-stone-700">{h.notes.join(" · ")}</p>
                </article>
              </li>
            ))}
          </ul>
          <ButtonLink to="/miels-collection" className="mt-6">
            Voir tous les miels
          </ButtonLink>
        </TitledSection>
        <TitledSection id="articles-parfums" title="Les parfums" className="py-12">
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.perfumes.map((p) => (
              <li key={p.id}>
                <article className={cardClass("lg", "h-full")}>
                  <CardKicker badge={p.badge}>Collection {p.collection}</CardKicker>
                  <h3 className="mt-1 font-serif text-xl font-bold">
                    <PerfumeLink id={p.id} name={p.name} />
                  </h3>
                  <ProductRating rating={p.rating} className="mt-1 text-sm" />
                  <p className="mt-3 text-stone-800">{p.description}</p>
                  <p className="mt-2 text-sm text-stone-700">
                    <span className="font-semibold">Notes olfactives : </span>
                    {p.notes.join(", ")}
                  </p>
                </article>
              </li>
            ))}
          </ul>
          <ButtonLink to="/parfums-homme" className="mt-6">
            Voir la collection Mr.H
          </ButtonLink>
        </TitledSection>
      </div>
    </main>
  );
}

/** A card's first line (the honey's country, the perfume's collection), with the product's badge when it has one. */
function CardKicker({ badge, children }: { badge: string | null; children: ReactNode }) {
  return (
    <p className="text-sm text-stone-700">
      {children}
      {badge && (
        <span className="ml-2 rounded-full bg-miel-100 px-2 py-0.5 text-xs font-semibold text-miel-900">{badge}</span>
      )}
    </p>
  );
}
