import type { Route } from "./+types/products";
import { Pagination } from "#app/components/ui/pagination";
import { ProductFilters } from "#app/components/admin/products/product-filters";
import { ProductsTable } from "#app/components/admin/products/products-table";
import { PageTitle } from "#app/components/ui/text";
import { countOf } from "#core/french-plural";

export const meta: Route.MetaFunction = () => [
  { name: "robots", content: "noindex" },
  { title: "Produits — Administration" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const [list, information] = await Promise.all([
    context.services.adminCatalog.list(request),
    context.services.productInformation.admin.incomplete(request),
  ]);
  const missingInformation = Object.fromEntries(information.products.map((p) => [p.id, p.missingLabels]));
  return { ...list, missingInformation };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, page, pages, total, query, missingInformation } = loaderData;
  return (
    <>
      <PageTitle>Produits</PageTitle>
      <ProductFilters values={query} />
      <p className="mt-6 text-stone-700" role="status">
        {total === 0
          ? "Aucun produit ne correspond à ces filtres."
          : `${countOf(total, "produit")}, dans l'ordre du catalogue.`}
      </p>
      {products.length > 0 && <ProductsTable products={products} missingInformation={missingInformation} />}
      <Pagination
        page={page}
        pages={pages}
        basePath="/admin/produits"
        query={{
          q: query.q,
          line: query.line,
          category: query.category,
          active: query.active === undefined ? undefined : query.active ? "oui" : "non",
          stock: query.stock,
        }}
      />
    </>
  );
}
