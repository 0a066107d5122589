import { isRouteErrorResponse, Link, useLocation } from "react-router";

/** The spec's error boundary: "Erreur de Chargement" with reload and back-home buttons; a French 404 for unknown pages. */
export function ErrorPage({ error }: { error: unknown }) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-miel-900">Erreur de Chargement</h1>
      <p className="mt-4 text-stone-700">
        Un problème est survenu lors du chargement de cette page. Veuillez réessayer dans un instant.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={location.pathname + location.search}
          className="rounded-full bg-miel-900 px-6 py-3 font-semibold text-white hover:bg-miel-700"
        >
          Recharger la page
        </a>
        <Link
          to="/"
          className="rounded-full border border-miel-900 px-6 py-3 font-semibold text-miel-900 hover:bg-miel-100"
        >
          Retour à l'accueil
        </Link>
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
      <h1 className="mt-4 font-serif text-3xl font-bold text-miel-900">Page introuvable</h1>
      <p className="mt-4 text-stone-700">
        La page que vous cherchez n'existe pas ou a été déplacée. Nos miels et nos parfums vous attendent à l'accueil.
      </p>
      <Link to="/" className="mt-8 rounded-full bg-miel-900 px-6 py-3 font-semibold text-white hover:bg-miel-700">
        Retour à l'accueil
      </Link>
    </main>
  );
}
