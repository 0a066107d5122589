import { Form, useNavigation } from "react-router";
import { formatEuros } from "#core/money";
import { UNOPENED_STATEMENT, WITHDRAWAL_STATEMENT } from "#core/withdrawal";
import { ErrorMessage } from "#app/components/ui/alert-box";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import { Checkbox } from "#app/components/ui/checkbox";

export interface DeclarableLine {
  lineId: number;
  name: string;
  unitPriceCents: number;
}

/**
 * The model withdrawal form filled online (annex to R221-1): the lines concerned (all checked at first), the units
 * of each sent back (all at first; fewer when keeping some — one jar of two), the hygiene confirmation, one button.
 * A plain post to the page's action: it works without JavaScript.
 */
export function WithdrawalDeclarationForm({
  lines,
  declarable,
  accessKey,
  lastDay,
  error,
}: {
  lines: DeclarableLine[];
  /** The units of each line a declaration may cover now (bought, less refunded or declared before). */
  declarable: { lineId: number; quantity: number }[];
  accessKey: string | null;
  lastDay: string | null;
  /** The refusal, shown beside the lines or the confirmation when it is about them. */
  error: { text: string; field: string | null } | null;
}) {
  const busy = useNavigation().state === "submitting";
  const left = declarable.flatMap(({ lineId, quantity }) => {
    const line = lines.find((l) => l.lineId === lineId);
    return line ? [{ ...line, units: quantity }] : [];
  });
  return (
    <Form method="post" className={cardClass("md", "mt-6 space-y-5")} aria-labelledby="formulaire-titre">
      <h2 id="formulaire-titre" className="font-serif text-xl font-bold">
        Formulaire de rétractation
      </h2>
      <p className="text-stone-800">
        {WITHDRAWAL_STATEMENT}{" "}
        {lastDay ? `Délai : jusqu'au ${lastDay} inclus.` : "Délai : 14 jours à compter de la livraison."}
      </p>
      {accessKey && <input type="hidden" name="cle" value={accessKey} />}
      <fieldset>
        <legend className="font-semibold">
          Articles concernés (décochez ceux que vous gardez, ou choisissez combien vous en retournez)
        </legend>
        <ul className="mt-2 divide-y divide-stone-200">
          {left.map((line) => (
            <li key={line.lineId} className="flex flex-wrap items-center justify-between gap-x-4 py-1">
              <Checkbox name="ligne" value={line.lineId} defaultChecked>
                {line.name} — {formatEuros(line.unitPriceCents)} l'unité
              </Checkbox>
              {line.units > 1 ? (
                <label className="ml-8 flex items-center gap-2 text-sm">
                  Quantité retournée
                  <select
                    name={`quantite-${line.lineId}`}
                    defaultValue={line.units}
                    aria-label={`Quantité retournée : ${line.name}`}
                    className="min-h-11 rounded-lg border border-stone-400 bg-white px-3"
                  >
                    {Array.from({ length: line.units }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n} sur {line.units}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <span className="ml-8 text-sm text-stone-700">1 unité</span>
              )}
            </li>
          ))}
        </ul>
        {error?.field === "lines" && <ErrorMessage className="mt-2">{error.text}</ErrorMessage>}
      </fieldset>
      <Checkbox name="intacts" required align="start">
        {UNOPENED_STATEMENT}{" "}
        <span className="text-stone-700">
          (Un parfum ouvert ou un aliment descellé ne peut être retourné, pour des raisons d'hygiène et de santé.)
        </span>
      </Checkbox>
      {error?.field === "unopened" && <ErrorMessage className="-mt-3">{error.text}</ErrorMessage>}
      {error && error.field !== "lines" && error.field !== "unopened" && <ErrorMessage>{error.text}</ErrorMessage>}
      <Button type="submit" disabled={busy}>
        {busy ? "Envoi…" : "Envoyer ma déclaration de rétractation"}
      </Button>
    </Form>
  );
}
