import { useId } from "react";
import { CardSection } from "#app/components/ui/card";
import { benefitOf, conditionsOf, type PromoCodeView } from "#app/lib/promo-admin";

const KIND = { bienvenue: "Bienvenue", fidelite: "Fidélité" } as const;

/** The customers' welcome and loyalty codes, apart and read-only: they belong to their accounts. */
export function PersonalCodes({ codes, total }: { codes: PromoCodeView[]; total: number }) {
  const id = useId();
  return (
    <CardSection id={`${id}-titre`} title="Codes personnels des clients" className="mt-8">
      <p className="mt-1 text-sm text-stone-700">
        Codes de bienvenue et de fidélité, rattachés chacun au compte d'un client : en lecture seule.
        {total > codes.length && ` Les ${codes.length} plus récents sur ${total}.`}
      </p>
      {codes.length === 0 ? (
        <p className="mt-3">Aucun code personnel pour l'instant.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {codes.map((code) => (
            <li key={code.code} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-mono font-semibold break-all">{code.code}</span>
              <span className="text-sm">
                {code.personal_kind ? KIND[code.personal_kind] : "Personnel"} · {benefitOf(code)}
                {conditionsOf(code).length > 0 && ` · ${conditionsOf(code).join(" · ")}`} ·{" "}
                {code.current_uses > 0 ? "utilisé" : code.active ? "non utilisé" : "inactif"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
