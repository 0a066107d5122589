import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";
import { AdminFrame } from "#app/components/admin/admin-frame";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

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
  const refused = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminFrame shopName="Administration" navigation={!refused}>
      <PageTitle>{refused ? "Accès refusé" : notFound ? "Introuvable" : "Erreur de Chargement"}</PageTitle>
      <p className="mt-4">
        {refused
          ? "Cette page est réservée aux administrateurs ayant validé la double authentification."
          : notFound
            ? "Cette fiche n'existe pas ou plus."
            : "Un problème est survenu lors du chargement de cette page. Veuillez réessayer dans un instant."}
      </p>
    </AdminFrame>
  );
}
