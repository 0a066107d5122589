import { Fragment } from "react";
import { Link } from "react-router";

/** The way down to this page from « Accueil » through `parent`, each step a link, the page itself last. */
export function Breadcrumb({ parent, current }: { parent: { name: string; to: string }; current: string }) {
  const trail = [{ name: "Accueil", to: "/" }, parent];
  return (
    <nav aria-label="Fil d'Ariane">
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        {trail.map((step) => (
          <Fragment key={step.to}>
            <li>
              <Link to={step.to} className="underline">
                {step.name}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-semibold">
          {current}
        </li>
      </ol>
    </nav>
  );
}
