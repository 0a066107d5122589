import { Form, useNavigation } from "react-router";
import { formatEuros } from "#core/money";
import { UNOPENED_STATEMENT, WITHDRAWAL_STATEMENT } from "#core/withdrawal";
import { ErrorMessage } from "#app/components/ui/alert-box";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";

export interface DeclarableLine {
  lineId: number;
  name: string;
  quantity: number;
  refundedQuantity: number;
  unitPriceCents: number;
}

/**
 * The model withdrawal form filled online (annex to R221-1): the lines concerned (all checked at first), the
 * hygiene confirmation, one button. A plain post to the page's action: it works without JavaScript.
 */
export function WithdrawalDeclarationForm({
  lines,
  accessKey,
  lastDay,
  error,
}: {
  lines: DeclarableLine[];
  accessKey: string | null;
  lastDay: string | null;
  error: string | null;
}) {
  const busy = useNavigation().state === "submitting";
  const left = lines.filter((l) => l.quantity - l.refundedQuantity > 0);
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
      <input type="hidden" name="lignes-total" value={left.length} />
      <fieldset>
        <legend className="font-semibold">Articles concernés (décochez ceux que vous gardez)</legend>
        <ul className="mt-2 space-y-1">
          {left.map((line) => (
            <li key={line.lineId}>
              <label className="flex min-h-11 items-center gap-3">
                <input type="checkbox" name="ligne" value={line.lineId} defaultChecked className="size-5 shrink-0" />
                <span>
                  {line.name} — {line.quantity - line.refundedQuantity} × {formatEuros(line.unitPriceCents)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <label className="flex items-start gap-3">
        <input type="checkbox" name="intacts" required className="mt-1 size-5 shrink-0" />
        <span>
          {UNOPENED_STATEMENT}{" "}
          <span className="text-stone-700">
            (Un parfum ouvert ou un aliment descellé ne peut être retourné, pour des raisons d'hygiène et de santé.)
          </span>
        </span>
      </label>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button type="submit" disabled={busy}>
        {busy ? "Envoi…" : "Envoyer ma déclaration de rétractation"}
      </Button>
    </Form>
  );
}
