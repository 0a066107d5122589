import { Link } from "react-router";
import { cardClass } from "#app/components/ui/card";

/** Why open an account, beside the sign-in form. */
export function AccountBenefits({ headingId, benefits }: { headingId: string; benefits: readonly string[] }) {
  return (
    <aside className={cardClass("lg")} aria-labelledby={headingId}>
      <h2 id={headingId} className="font-serif text-2xl font-bold text-miel-900">
        Les avantages du compte
      </h2>
      <ul className="mt-4 space-y-3">
        {benefits.map((b) => (
          <li key={b} className="flex gap-2">
            <span aria-hidden="true" className="text-miel-600">
              ✓
            </span>
            {b}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-stone-700">
        Vous pouvez aussi commander sans compte depuis votre{" "}
        <Link to="/panier" className="underline">
          panier
        </Link>
        .
      </p>
    </aside>
  );
}
