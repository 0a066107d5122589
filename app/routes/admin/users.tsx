import { Form } from "react-router";
import type { Route } from "./+types/users";
import { adminMeta } from "#app/lib/meta";
import { Pagination } from "#app/components/ui/pagination";
import { StatTiles } from "#app/components/admin/stat-tiles";
import { UsersTable } from "#app/components/admin/users-table";
import { Button } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";
import { pageParam, searchParam } from "#app/lib/admin-query";
import { countOf } from "#core/french-plural";

export const meta: Route.MetaFunction = () => adminMeta("Clients");

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const url = new URL(request.url);
  const q = searchParam(url, "q");
  const directory = await context.services.adminUsers.directory(request, { page: pageParam(url), q });
  return {
    q,
    counts: directory.counts,
    page: directory.page,
    pages: directory.pages,
    total: directory.total,
    users: directory.users.map((u) => ({
      id: u.id,
      name: u.fullName,
      email: u.email,
      verified: u.isVerified,
      orders: u.orderCount,
      spentCents: u.totalSpentCents,
      createdAt: u.createdAt.toISOString(),
      role: u.role,
    })),
  };
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { counts, q, users, page, pages, total } = loaderData;
  return (
    <>
      <PageTitle>Clients</PageTitle>
      <StatTiles
        tiles={[
          { label: "Comptes", value: counts.accounts },
          { label: "Vérifiés", value: counts.verified },
          { label: "Avec commandes", value: counts.withOrders, detail: "au moins une commande payée" },
          { label: "Nouveaux ce mois-ci", value: counts.createdSince },
        ]}
      />
      <Form method="get" action="/admin/users" role="search" className="mt-8 flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 grow flex-col gap-1 sm:max-w-md">
          <label htmlFor="recherche-client" className="font-semibold">
            Rechercher par e-mail ou nom
          </label>
          <input
            id="recherche-client"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={120}
            className="min-h-11 rounded-lg border border-stone-500 bg-white px-3"
          />
        </div>
        <Button type="submit" size="sm">
          Rechercher
        </Button>
      </Form>
      <p className="mt-4 text-stone-800" role="status">
        {q ? `${countOf(total, "compte")} pour « ${q} ».` : `${countOf(total, "compte")}, les plus récents d'abord.`}
      </p>
      {users.length === 0 ? (
        <p className="mt-4">{q ? "Aucun compte ne correspond à cette recherche." : "Aucun compte pour l'instant."}</p>
      ) : (
        <UsersTable users={users} caption={`Comptes — page ${page} sur ${pages}`} />
      )}
      <Pagination page={page} pages={pages} basePath="/admin/users" query={{ q: q || undefined }} />
    </>
  );
}
