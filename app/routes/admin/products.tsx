import type { Route } from "./+types/products";
import { adminMeta } from "#app/lib/meta";
import { FilterResults } from "#app/components/admin/filter-form";
import { ProductFilters, productFilterQuery } from "#app/components/admin/products/product-filters";
import { ProductsTable } from "#app/components/admin/products/products-table";
import { PageTitle } from "#app/components/ui/text";
import { countOf } from "#core/french-plural";

export const meta: Route.MetaFunction = () => adminMeta("Produits");

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
      <FilterResults
        total={total}
        none="Aucun produit ne correspond à ces filtres."
        count={`${countOf(total, "produit")}, dans l'ordre du catalogue.`}
        pagination={{ page, pages, basePath: "/admin/produits", query: productFilterQuery(query) }}
      >
        {products.length > 0 && <ProductsTable products={products} missingInformation={missingInformation} />}
      </FilterResults>
    </>
  );
}
