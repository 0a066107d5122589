import { isRouteErrorResponse, useLocation } from "react-router";
import { ButtonLink } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";

/** Whether a route error is the back office's refusal (401 without a session, 403 otherwise). */
export const isAdminRefusal = (error: unknown) =>
  isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);

/** The back office's refusal page: why, and the way in (sign in, the second factor) or back to the shop. */
export function AdminRefusal({ error }: { error: unknown }) {
  const location = useLocation();
  const reason =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data !== null
      ? (error.data as { reason?: string }).reason
      : undefined;
  const back = location.pathname + location.search;
  const [text, to, label] =
    reason === "visitor" || (isRouteErrorResponse(error) && error.status === 401)
      ? [
          "Cette page est réservée à l'équipe. Connectez-vous avec un compte administrateur pour y accéder.",
          `/connexion?redirect=${encodeURIComponent(back)}`,
          "Se connecter",
        ]
      : reason === "pending"
        ? [
            "Validez d'abord la double authentification de votre compte administrateur.",
            "/admin/verification",
            "Valider la double authentification",
          ]
        : [
            "Cette page est réservée à l'équipe de la boutique : votre compte n'y a pas accès.",
            "/",
            "Retour à l'accueil",
          ];
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <PageTitle>Accès refusé</PageTitle>
      <p className="mt-4 text-stone-800">{text}</p>
      <ButtonLink to={to} reloadDocument className="mt-8">
        {label}
      </ButtonLink>
    </div>
  );
}
