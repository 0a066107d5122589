import { Fragment, type ReactNode } from "react";
import { Card } from "#app/components/ui/card";
import { Fact } from "#app/components/ui/fact";

export interface PerfumeFacts {
  concentration: string | null;
  volumeMl: number | null;
  /** The INCI list in the label's order; null while unknown. */
  ingredients: string[] | null;
  /** The regulated fragrance allergens of that list; null while the list is unknown. */
  allergens: string[] | null;
  precautions: string | null;
  paoMonths: number | null;
  /** The responsible person (regulation 1223/2009 art. 4): name and address. */
  operator: string | null;
}

/** The period-after-opening symbol of the label: an open jar, its months (« 12M ») and what they mean. */
function PaoSymbol({ months }: { months: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" className="shrink-0 text-miel-900">
        <path d="M6 12h20l-2 17H8z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
        <path d="M6 8.5l19-4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span>
        <strong>{months}M</strong> — à utiliser dans les {months} mois suivant l&apos;ouverture
      </span>
    </span>
  );
}

/** The INCI list, its allergens in bold as on the label. */
function IngredientList({ ingredients, allergens }: { ingredients: string[]; allergens: string[] }) {
  return (
    <>
      {ingredients.map((name, index) => (
        <Fragment key={`${name}-${index}`}>
          {index > 0 && ", "}
          {allergens.includes(name) ? <strong>{name}</strong> : name}
        </Fragment>
      ))}
    </>
  );
}

/**
 * What the cosmetics regulation asks the page of a perfume to say (1223/2009 art. 19, allergens of 2023/1545):
 * each fact, or the shop's words for one not known yet — never a guess.
 */
export function PerfumeComposition({ facts, unknownText }: { facts: PerfumeFacts; unknownText: string }) {
  const { ingredients, allergens } = facts;
  const rows: [string, ReactNode][] = [
    ["Concentration", facts.concentration],
    ["Contenance", facts.volumeMl ? `${facts.volumeMl}\u00a0ml` : null],
    ["Ingrédients (INCI)", ingredients && <IngredientList ingredients={ingredients} allergens={allergens ?? []} />],
    ["Allergènes", allergens && (allergens.length > 0 ? allergens.join(", ") : "aucun à déclarer")],
    ["Précautions d'emploi", facts.precautions],
    ["Durée d'utilisation après ouverture", facts.paoMonths && <PaoSymbol months={facts.paoMonths} />],
    ["Personne responsable", facts.operator],
  ];
  return (
    <Card as="section" aria-labelledby="composition" className="mt-10">
      <h2 id="composition" className="font-serif text-2xl font-bold text-miel-900">
        Composition et précautions
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <Fact
            key={label}
            label={label}
            className={label === "Ingrédients (INCI)" ? "sm:col-span-2" : undefined}
            valueClassName={value ? "text-stone-900" : "text-stone-700 italic"}
          >
            {value || unknownText}
          </Fact>
        ))}
      </dl>
      {rows.some(([, value]) => !value) && (
        <p className="mt-6 text-sm text-stone-700">
          Une information n'est pas encore publiée : nous l'ajoutons dès qu'elle est vérifiée, sans jamais la deviner.
          Pour toute question avant votre achat, écrivez-nous (coordonnées en bas de page).
        </p>
      )}
    </Card>
  );
}
