import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/honey-collection";
import { HONEY_CATEGORIES, type HoneyCategory } from "#core/catalog";
import { HoneyCard } from "#app/components/honey/honey-card";
import { productGridClass } from "#app/components/product-tile";
import { BackHomeLink } from "#app/components/back-home-link";
import { Pagination } from "#app/components/ui/pagination";
import { breadcrumbLd, seoMeta } from "#app/lib/meta";
import { parsePage } from "#core/pagination";
import { collectionSearch } from "#core/collection-query";
import { countOf } from "#core/french-plural";
import { CollectionControls } from "#app/components/collection-controls";
import { ownOrPageHeaders, storedUnlessIgnored } from "#app/lib/cache";

const CATEGORY_LABELS: Record<"all" | HoneyCategory, string> = {
  all: "Tous",
  yemen: "Yémen",
  oman: "Oman",
  pakistan: "Pakistan",
  saudi: "Arabie saoudite",
  special: "Spéciaux",
  fruity: "Fruités",
  table: "Miels de table",
};

/**
 * « 22 miels de 8 pays »: the catalogue's honeys for sale and the countries they come from, counted (the old shop
 * wrote « Plus de 17 variétés de 8 pays » once for all).
 */
function catalogueCount(data: { counts: { all: number }; countries: number }, noun: string): string {
  return `${countOf(data.counts.all, noun)} de ${countOf(data.countries, "pays", "pays")}`;
}

// A sorted or filtered list is the same honeys in another order or fewer of them: its canonical address is the
// category's own first page, so only the shop's own pages are indexed (decision 114).
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    matches,
    title:
      loaderData && loaderData.page > 1 ? `Miels rares du monde — page ${loaderData.page}` : "Miels rares du monde",
    description: `Miels rares${loaderData ? `, ${catalogueCount(loaderData, "miel")}` : ""} : Sidr du Yémen, jujubier et encens d'Oman, Manuka UMF 10+, miels fruités et de table, en 50 g, 90 g et 250 g.`,
    path: isRefined(loaderData)
      ? collectionHref(loaderData?.selected ?? "all")
      : collectionHref(loaderData?.selected ?? "all", loaderData?.page ?? 1),
    jsonLd: [breadcrumbLd(matches, { name: "Miels", path: "/miels-collection" })],
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const view = await context.services.catalog.honeyCollection(
    params.get("categorie") ?? "all",
    parsePage(params.get("page")),
    params,
  );
  return storedUnlessIgnored(view);
}

export const headers: Route.HeadersFunction = ownOrPageHeaders;

type Data = Route.ComponentProps["loaderData"] | undefined;

const isRefined = (data: Data) =>
  data !== undefined && (data.sort !== "selection" || Object.keys(data.filters).length > 0);

function collectionHref(category: string, page = 1, refinements: Data = undefined) {
  const search = collectionSearch({
    categorie: category,
    tri: refinements?.sort,
    ...refinements?.filters,
    page,
  });
  return `/miels-collection${search}`;
}

export default function HoneyCollection({ loaderData }: Route.ComponentProps) {
  const { selected, counts, honeys, page, pages, sort, filters, facets, notice, found } = loaderData;
  const chips = useRef<HTMLUListElement>(null);
  // On a phone the chips are one row that scrolls sideways: the chosen origin is brought into it when hidden.
  useEffect(() => {
    const row = chips.current;
    const chip = row?.querySelector<HTMLElement>("[aria-current=page]")?.parentElement;
    if (!row || !chip) return;
    const hidden =
      chip.offsetLeft < row.scrollLeft || chip.offsetLeft + chip.offsetWidth > row.scrollLeft + row.clientWidth;
    if (hidden) row.scrollLeft = chip.offsetLeft - 16;
  }, [selected]);
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <BackHomeLink />
      <h1 className="mt-6 font-serif text-4xl font-bold text-miel-900">Nos miels rares</h1>
      <p className="mt-2 max-w-2xl text-stone-800">
        {`${catalogueCount(loaderData, "variété")}, en pots de 50 g, 90 g et 250 g. Choisissez une origine :`}
      </p>
      <nav aria-label="Filtrer par origine" className="mt-6">
        <ul
          ref={chips}
          data-testid="origin-chips"
          className="relative -mx-4 flex gap-2 overflow-x-auto overscroll-x-contain px-4 py-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          {(["all", ...HONEY_CATEGORIES] as const).map((category) => {
            const active = selected === category;
            return (
              <li key={category} className="shrink-0">
                <Link
                  to={collectionHref(category, 1, { ...loaderData, filters: {} })}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                    active
                      ? "border-miel-900 bg-miel-900 text-white"
                      : "border-stone-200 bg-white text-miel-900 hover:bg-miel-100"
                  }`}
                >
                  {CATEGORY_LABELS[category]}
                  <span className={`rounded-full px-2 text-xs ${active ? "bg-white/20" : "bg-miel-100"}`}>
                    <span className="sr-only">(</span>
                    {counts[category]}
                    <span className="sr-only"> miels)</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <CollectionControls
        sort={sort}
        facets={facets}
        filters={filters}
        hidden={{ categorie: selected === "all" ? undefined : selected }}
        notice={notice}
      />
      <p className="mt-4 text-stone-800" role="status">
        {countOf(found, "miel")}
      </p>
      {honeys.length === 0 ? (
        <p className="mt-10 text-lg text-stone-800">
          {Object.keys(filters).length > 0
            ? "Aucun miel ne correspond à ces filtres."
            : "Aucun miel trouvé dans cette catégorie."}
        </p>
      ) : (
        <ul className={`mt-8 ${productGridClass(honeys.length)}`}>
          {honeys.map((honey, index) => (
            <li key={honey.id}>
              <HoneyCard honey={honey} eager={index < 4} wide={honeys.length === 1} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={pages}
        basePath="/miels-collection"
        query={{
          categorie: selected === "all" ? undefined : selected,
          tri: sort === "selection" ? undefined : sort,
          ...filters,
        }}
      />
      <p className="mt-12 flex flex-wrap gap-4">
        <Link to="/parfums-homme" className="font-semibold text-miel-900 underline">
          Découvrir la collection Mr.H
        </Link>
        <Link to="/parfums-femme" className="font-semibold text-miel-900 underline">
          Découvrir la collection Mme.H
        </Link>
      </p>
    </main>
  );
}
