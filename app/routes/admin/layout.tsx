import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";
import { AdminFrame } from "#app/components/admin/admin-frame";
import { AdminRefusal, isAdminRefusal } from "#app/components/admin/admin-refusal";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Accès refusé — Administration" : "Administration" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await context.services.admin.require(request);
  return { email: admin.email, shopName: context.services.config.shopName };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame shopName={loaderData.shopName} email={loaderData.email}>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = isAdminRefusal(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminFrame navigation={!refused}>
      {refused ? (
        <AdminRefusal error={error} />
      ) : (
        <>
          <PageTitle>{notFound ? "Introuvable" : "Erreur de Chargement"}</PageTitle>
          <p className="mt-4">
            {notFound
              ? "Cette fiche n'existe pas ou plus."
              : "Un problème est survenu lors du chargement de cette page. Veuillez réessayer dans un instant."}
          </p>
        </>
      )}
    </AdminFrame>
  );
}
