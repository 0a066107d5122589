import type { Route } from "./+types/orders";
import { FilterResults } from "#app/components/admin/filter-form";
import { AccountingExport } from "#app/components/admin/orders/accounting-export";
import { OrderFilters, orderFilterQuery } from "#app/components/admin/orders/order-filters";
import { isOnlyToPrepare, PackingSlipsPrint } from "#app/components/admin/orders/packing-slips";
import { OrdersTable } from "#app/components/admin/orders/orders-table";
import { PageTitle } from "#app/components/ui/text";
import { countOf } from "#core/french-plural";

export const meta: Route.MetaFunction = () => [
  { name: "robots", content: "noindex" },
  { title: "Commandes — Administration" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  return context.services.adminOrders.list(request);
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders, page, pages, total, query } = loaderData;
  return (
    <>
      <PageTitle>Commandes</PageTitle>
      <OrderFilters values={query} />
      <PackingSlipsPrint noneToPrepare={total === 0 && isOnlyToPrepare(query)} />
      <AccountingExport />
      <FilterResults
        total={total}
        none="Aucune commande ne correspond à ces filtres."
        count={`${countOf(total, "commande")}, la plus récente d'abord.`}
        pagination={{ page, pages, basePath: "/admin/commandes", query: orderFilterQuery(query) }}
      >
        {orders.length > 0 && <OrdersTable orders={orders} />}
      </FilterResults>
    </>
  );
}
