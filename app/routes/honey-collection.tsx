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

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    matches,
    title:
      loaderData && loaderData.page > 1 ? `Miels rares du monde — page ${loaderData.page}` : "Miels rares du monde",
    description:
      "22 miels rares de 8 pays : Sidr du Yémen, jujubier et encens d'Oman, Manuka UMF 10+, miels fruités et de table, en 50 g, 90 g et 250 g.",
    path: collectionHref(loaderData?.selected ?? "all", loaderData?.page ?? 1),
    jsonLd: [
      breadcrumbLd(matches, [
        { name: "Accueil", path: "/" },
        { name: "Miels", path: "/miels-collection" },
      ]),
    ],
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return context.services.catalog.honeyCollection(params.get("categorie") ?? "all", parsePage(params.get("page")));
}

function collectionHref(category: string, page = 1) {
  const params = new URLSearchParams();
  if (category !== "all") params.set("categorie", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/miels-collection?${search}` : "/miels-collection";
}

export default function HoneyCollection({ loaderData }: Route.ComponentProps) {
  const { selected, counts, honeys, page, pages } = loaderData;
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
        Plus de 17 variétés de 8 pays, en pots de 50 g, 90 g et 250 g. Choisissez une origine :
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
                  to={collectionHref(category)}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                    active
                      ? "border-miel-900 bg-miel-900 text-white"
                      : "border-miel-200 bg-white text-miel-900 hover:bg-miel-100"
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
      {honeys.length === 0 ? (
        <p className="mt-10 text-lg text-stone-800">Aucun miel trouvé dans cette catégorie.</p>
      ) : (
        <ul className={`mt-8 ${productGridClass(honeys.length, 3)}`}>
          {honeys.map((honey, index) => (
            <li key={honey.id}>
              <HoneyCard honey={honey} eager={index < 3} wide={honeys.length === 1} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={pages}
        basePath="/miels-collection"
        query={{ categorie: selected === "all" ? undefined : selected }}
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
