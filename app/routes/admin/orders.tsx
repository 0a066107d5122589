import { data } from "react-router";
import type { Route } from "./+types/orders";
import { adminMeta } from "#app/lib/meta";
import { FilterResults } from "#app/components/admin/filter-form";
import { AccountingExport } from "#app/components/admin/orders/accounting-export";
import { BulkLabels } from "#app/components/admin/orders/bulk-labels";
import { OrderFilters, orderFilterQuery } from "#app/components/admin/orders/order-filters";
import { isOnlyToPrepare, PackingSlipsPrint } from "#app/components/admin/orders/packing-slips";
import { OrdersTable } from "#app/components/admin/orders/orders-table";
import { PageTitle } from "#app/components/ui/text";
import { countOf } from "#core/french-plural";

export const meta: Route.MetaFunction = () => adminMeta("Commandes", { forms: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  return context.services.adminOrders.list(request);
}

/** « Créer les étiquettes » of the orders checked in the list (decision 107), posted with or without JavaScript. */
export async function action({ context, request }: Route.ActionArgs) {
  await context.services.admin.require(request);
  const result = await context.services.adminOrders.createLabels(request);
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, page, pages, total, query } = loaderData;
  return (
    <>
      <PageTitle>Commandes</PageTitle>
      <OrderFilters values={query} />
      <PackingSlipsPrint noneToPrepare={total === 0 && isOnlyToPrepare(query)} />
      <BulkLabels answer={actionData} />
      <AccountingExport />
      <FilterResults
        total={total}
        none="Aucune commande ne correspond à ces filtres."
        count={`${countOf(total, "commande")}, la plus récente d'abord.`}
        pagination={{ page, pages, basePath: "/admin/commandes", query: orderFilterQuery(query) }}
      >
        {orders.length > 0 && (
          <OrdersTable orders={orders} selected={actionData?.results?.map((r) => r.reference) ?? []} />
        )}
      </FilterResults>
    </>
  );
}
