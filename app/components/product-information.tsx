import { Fragment, type ReactNode } from "react";
import { formatDayLong } from "#core/french-date";
import type { InformationIngredient } from "#core/product-information";
import { formatOrigins, UNKNOWN_FOR_CUSTOMERS } from "#core/product-information-words";
import type { InformationView } from "#app/lib/loader-data";

function Unknown() {
  return <span className="text-stone-700 italic">{UNKNOWN_FOR_CUSTOMERS}</span>;
}

/** Ingredients in order, allergens in bold (INCO art. 21), then the allergens named once more. */
function Ingredients({ ingredients }: { ingredients: InformationIngredient[] }) {
  return (
    <span data-testid="ingredients">
      {ingredients.map((ingredient, index) => (
        <Fragment key={`${ingredient.name}-${index}`}>
          {index > 0 && ", "}
          {ingredient.allergen ? <strong>{ingredient.name}</strong> : ingredient.name}
        </Fragment>
      ))}
      .
    </span>
  );
}

type Formats = InformationView["formats"];

/**
 * A fact per format. With `slots` (the purchase's formats in order), every format's value is rendered and the
 * checked radio shows its own (`.format-lot` in app.css, inside a `.format-choice`), before hydration too; without,
 * each format is named.
 */
function PerFormat({
  formats,
  slots,
  value,
}: {
  formats: Formats;
  slots?: readonly string[];
  value: (format: Formats[number]) => string | null;
}) {
  if (!formats.some((f) => value(f) !== null)) return <Unknown />;
  if (slots) {
    return formats.map((format) => (
      <span key={format.variantId} className="format-lot" data-lot-slot={slots.indexOf(format.variantId)}>
        {value(format) ?? UNKNOWN_FOR_CUSTOMERS}
      </span>
    ));
  }
  if (formats.length === 1) return value(formats[0]!);
  return (
    <ul>
      {formats.map((format) => (
        <li key={format.variantId}>
          {format.label} : {value(format) ?? UNKNOWN_FOR_CUSTOMERS}
        </li>
      ))}
    </ul>
  );
}

/**
 * A product's « Informations réglementaires » (decision 084): each fact the law asks for, or an honest « Information
 * en cours de vérification ». The net quantity and minimum durability are the chosen format's when `formatSlots`
 * is given.
 */
export function ProductInformation({
  information,
  formatSlots,
}: {
  information: InformationView;
  formatSlots?: readonly string[];
}) {
  const { formats } = information;
  const ingredients = information.ingredients ?? [];
  const origins = information.origins ?? [];
  const perFormat = (value: (format: Formats[number]) => string | null) => (
    <PerFormat formats={formats} slots={formatSlots} value={value} />
  );
  const facts: [string, ReactNode][] = [
    ["Dénomination légale", information.legalName],
    ["Ingrédients", ingredients.length > 0 ? <Ingredients ingredients={ingredients} /> : null],
    ["Quantité nette", perFormat((f) => f.netQuantity)],
    [
      origins.length > 1 ? "Pays d'origine (mélange)" : "Pays d'origine",
      origins.length > 0 ? formatOrigins(origins) : null,
    ],
    ["Conservation", information.storage],
    ["À consommer de préférence avant le", perFormat((f) => (f.bestBefore ? formatDayLong(f.bestBefore) : null))],
    ["Exploitant", information.operator],
  ];
  return (
    <section
      aria-labelledby="product-information-title"
      className="mt-10 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
      data-testid="product-information"
    >
      <h2 id="product-information-title" className="font-serif text-2xl font-bold text-miel-900">
        Informations réglementaires
      </h2>
      {!information.onSale && (
        <p className="mt-3 rounded-xl bg-amber-100 px-3 py-2 font-semibold text-stone-900" role="note">
          Ce produit n&apos;est pas encore en vente : ses informations obligatoires sont en cours de vérification.
        </p>
      )}
      <dl className="mt-3">
        {facts.map(([label, value]) => (
          <div key={label} className="grid gap-1 border-b border-miel-100 py-2 sm:grid-cols-[19rem_1fr]">
            <dt className="font-semibold">{label}</dt>
            <dd className="min-w-0 break-words">{value ?? <Unknown />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
