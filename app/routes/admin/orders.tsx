import type { Route } from "./+types/orders";
import { Pagination } from "#app/components/ui/pagination";
import { AccountingExport } from "#app/components/admin/orders/accounting-export";
import { OrderFilters } from "#app/components/admin/orders/order-filters";
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
      <AccountingExport />
      <p className="mt-6 text-stone-700" role="status">
        {total === 0
          ? "Aucune commande ne correspond à ces filtres."
          : `${countOf(total, "commande")}, la plus récente d'abord.`}
      </p>
      {orders.length > 0 && <OrdersTable orders={orders} />}
      <Pagination
        page={page}
        pages={pages}
        basePath="/admin/commandes"
        query={{
          q: query.q,
          status: query.status,
          payment_method: query.paymentMethod,
          from: query.from,
          to: query.to,
        }}
      />
    </>
  );
}
