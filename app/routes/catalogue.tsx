import { Form, Link } from "react-router";
import type { Route } from "./+types/catalogue";
import {
  ProductTile,
  productGridClass,
  TILE_LINK,
  TILE_META,
  TILE_NAME,
  TILE_PRICE,
} from "#app/components/product-tile";
import { honeyHoverImage } from "#app/components/honey/honey-card";
import { FromPrice } from "#app/components/from-price";
import { ProductRating } from "#app/components/rating-stars";
import { parseCatalogueQuery } from "#core/catalogue-query";
import { parsePage } from "#core/pagination";
import { Pagination } from "#app/components/ui/pagination";
import { breadcrumbLd, seoMeta } from "#app/lib/meta";
import { countOf } from "#core/french-plural";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    matches,
    title: "Catalogue complet",
    description: `Tous nos miels rares, les parfums Mr.H et Mme.H et le Shilajit : recherchez et triez par prix${
      loaderData?.byRating ? " ou par note" : ""
    }.`,
    path: "/catalogue",
    jsonLd: [breadcrumbLd(matches, { name: "Catalogue", path: "/catalogue" })],
  });

const SECTIONS = [
  { key: "miels", title: "Miels" },
  { key: "mr", title: "Collection Mr.H" },
  { key: "mme", title: "Collection Mme.H" },
  { key: "autres", title: "Autres" },
] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { q, sort } = parseCatalogueQuery(params);
  return context.services.catalog.catalogue(q, sort, parsePage(params.get("page")));
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { q, sort, total, results, page, pages } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-serif text-4xl font-bold text-miel-900">Catalogue</h1>
      <Form
        method="get"
        className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4"
        role="search"
      >
        <label className="flex min-w-56 flex-1 flex-col font-medium">
          Rechercher
          <input
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Sidr, vanille, Manuka…"
            className="mt-1 min-h-11 rounded-lg border border-stone-400 px-3"
          />
        </label>
        <label className="flex flex-col font-medium">
          Trier par
          <select
            name="tri"
            defaultValue={sort}
            className="mt-1 min-h-11 rounded-lg border border-stone-400 bg-white px-3"
          >
            <option value="pertinence">Pertinence</option>
            <option value="prix-croissant">Prix croissant</option>
            <option value="prix-decroissant">Prix décroissant</option>
            <option value="nouveautes">Nouveautés</option>
            {loaderData.byRating && <option value="note">Meilleures notes</option>}
          </select>
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-full bg-miel-900 px-6 font-semibold text-white hover:bg-miel-700"
        >
          Filtrer
        </button>
      </Form>
      <p className="mt-4 text-stone-800" role="status">
        {total === 0
          ? `Aucun produit ne correspond à « ${q} ». Essayez un autre mot ou parcourez nos collections.`
          : `${countOf(total, "produit")}${q ? ` pour « ${q} »` : ""}`}
      </p>
      {sort === "pertinence" ? (
        SECTIONS.map((section) => {
          const items = results.filter((r) => r.section === section.key);
          if (items.length === 0) return null;
          return (
            <section key={section.key} aria-labelledby={`section-${section.key}`} className="mt-10">
              <h2 id={`section-${section.key}`} className="font-serif text-2xl font-bold text-miel-900">
                {section.title}
              </h2>
              <ProductGrid items={items} />
            </section>
          );
        })
      ) : (
        <ProductGrid items={results} />
      )}
      <Pagination
        page={page}
        pages={pages}
        basePath="/catalogue"
        query={{ q: q || undefined, tri: sort === "pertinence" ? undefined : sort }}
      />
    </main>
  );
}

function ProductGrid({ items }: { items: Route.ComponentProps["loaderData"]["results"] }) {
  return (
    <ul className={`mt-4 ${productGridClass(Math.max(items.length, 4))}`}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ProductTile
            image={item.image}
            photo={item.photo}
            hover={item.section === "miels" ? honeyHoverImage(item) : item.secondPhoto && { photo: item.secondPhoto }}
            badge={item.badge}
            eager={index < 4}
            favourite={{ productId: item.id, name: item.name }}
          >
            <Link to={item.href} className={`flex flex-1 flex-col ${TILE_LINK}`}>
              <span className={TILE_NAME}>{item.name}</span>
              <ProductRating rating={item.rating} as="span" className={TILE_META} />
              <span className={TILE_PRICE}>
                <FromPrice cents={item.fromPriceCents} unitPrice={item.fromUnitPrice} />
              </span>
            </Link>
          </ProductTile>
        </li>
      ))}
    </ul>
  );
}
