import { Link } from "react-router";
import { formatEurosInText } from "#core/money";
import { LOYALTY_REWARD, WELCOME_OFFER_TERMS } from "#core/rewards";
import { cardClass } from "#app/components/ui/card";

/** Only what an account gives today (the profile's sections, the codes of core/rewards). */
export const ACCOUNT_BENEFITS = [
  "Suivi de vos commandes et de leur livraison",
  WELCOME_OFFER_TERMS,
  `${formatEurosInText(LOYALTY_REWARD.voucherCents)} offerts tous les ${formatEurosInText(LOYALTY_REWARD.stepCents)} d'achats`,
  "Vos factures et vos données personnelles, à tout moment",
  "Vos favoris, retrouvés sur chacun de vos appareils",
];

/** Why open an account, beside the sign-in form (the loyalty step from core/rewards). */
export function AccountBenefits({ headingId }: { headingId: string }) {
  return (
    <aside className={cardClass("lg")} aria-labelledby={headingId}>
      <h2 id={headingId} className="font-serif text-2xl font-bold text-miel-900">
        Les avantages du compte
      </h2>
      <ul className="mt-4 space-y-3">
        {ACCOUNT_BENEFITS.map((b) => (
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
