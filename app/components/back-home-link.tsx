import { Link } from "react-router";

/** The collection pages' "back to home" link. */
export function BackHomeLink() {
  return (
    <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-miel-900 underline">
      ← Retour à l'accueil
    </Link>
  );
}
