import { isRouteErrorResponse, useLocation } from "react-router";
import { ButtonAnchor, ButtonLink } from "./ui/button";
import { PageTitle } from "./ui/text";

/** The spec's error boundary: "Erreur de Chargement" with reload and back-home buttons; a French 404 for unknown pages. */
export function ErrorPage({ error }: { error: unknown }) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageTitle>Erreur de Chargement</PageTitle>
      <p className="mt-4 text-stone-700">
        Un problème est survenu lors du chargement de cette page. Veuillez réessayer dans un instant.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonAnchor href={location.pathname + location.search}>Recharger la page</ButtonAnchor>
        <ButtonLink to="/" variant="secondary">
          Retour à l'accueil
        </ButtonLink>
      </div>
    </main>
  );
}

export function NotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-6xl font-bold text-miel-600" aria-hidden="true">
        404
      </p>
      <PageTitle className="mt-4">Page introuvable</PageTitle>
      <p className="mt-4 text-stone-700">
        La page que vous cherchez n'existe pas ou a été déplacée. Nos miels et nos parfums vous attendent à l'accueil.
      </p>
      <ButtonLink to="/" className="mt-8">
        Retour à l'accueil
      </ButtonLink>
    </main>
  );
}
