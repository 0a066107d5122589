import { useState, type MouseEvent } from "react";
import { Form, useNavigation } from "react-router";
import { BULK_LABELS_MAX, type BulkLabelResult, DEFAULT_LABEL_WEIGHT_GRAMS, NONE_SELECTED } from "#core/bulk-labels";
import { TextField } from "#app/components/form-field";
import { ErrorMessage } from "#app/components/ui/alert-box";
import { Button } from "#app/components/ui/button";
import { CardSection } from "#app/components/ui/card";
import { ApiCallError } from "#app/lib/api-client";
import { downloadLabels, LABELS_PDF_PATH } from "#app/lib/bulk-labels-client";

/** The form the list's checkboxes belong to (their `form` attribute): they sit in the table, not inside it. */
export const BULK_LABELS_FORM = "etiquettes-en-lot";

/** A parcel's weight field in grams, as the labels accept it (1 g – 30 kg). */
export const PARCEL_WEIGHT_INPUT = {
  type: "number",
  inputMode: "numeric",
  min: 1,
  max: 30_000,
  step: 1,
  required: true,
} as const;

/** What « Créer les étiquettes » answered (the route's action data). */
export type BulkLabelsAnswer =
  { ok: true; message: string; results: BulkLabelResult[] } | { ok: false; message: string };

function Results({ answer }: { answer: BulkLabelsAnswer }) {
  if (!answer.ok) return <ErrorMessage className="mt-3">{answer.message}</ErrorMessage>;
  return (
    <div role="status" className="mt-3">
      <p className="font-semibold">{answer.message}</p>
      <ul className="mt-2 grid gap-1 text-sm">
        {answer.results.map((r) => (
          <li key={r.reference} className={r.outcome === "error" ? "text-red-800" : "text-stone-900"}>
            <span className="font-mono font-semibold">{r.reference}</span> —{" "}
            {r.outcome === "error" ? `Erreur : ${r.message}` : r.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The checked orders' references, in the list's order. */
const checkedReferences = (form: HTMLFormElement) =>
  new FormData(form).getAll("reference").filter((value): value is string => typeof value === "string");

/**
 * « Créer les étiquettes » and « Imprimer les étiquettes » for the orders checked in the list (decision 107). Without
 * JavaScript, creating posts to the page and printing opens the PDF; with it, the PDF downloads in place.
 */
export function BulkLabels({ answer }: { answer: BulkLabelsAnswer | undefined }) {
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [printing, setPrinting] = useState(false);
  const [printed, setPrinted] = useState<{ ok: boolean; message: string } | null>(null);

  const print = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const references = event.currentTarget.form ? checkedReferences(event.currentTarget.form) : [];
    if (references.length === 0) return setPrinted({ ok: false, message: NONE_SELECTED });
    setPrinting(true);
    setPrinted(null);
    try {
      setPrinted({ ok: true, ...(await downloadLabels(references)) });
    } catch (err) {
      const message =
        err instanceof ApiCallError ? err.message : "Connexion impossible : vérifiez le réseau et réessayez.";
      setPrinted({ ok: false, message });
    } finally {
      setPrinting(false);
    }
  };

  return (
    <CardSection id="etiquettes-lot" title="Étiquettes du transporteur" className="mt-6">
      <p className="text-sm text-stone-800">
        Cochez dans la liste les commandes payées à expédier, puis créez leurs étiquettes ({BULK_LABELS_MAX} au plus à
        la fois) ou imprimez celles déjà créées en un seul PDF, dans l'ordre de la liste.
      </p>
      <Form id={BULK_LABELS_FORM} method="post" className="mt-4 flex flex-wrap items-end gap-4">
        <TextField
          id="poids-colis-lot"
          name="weight_grams"
          label="Poids de chaque colis (g, facultatif)"
          {...PARCEL_WEIGHT_INPUT}
          required={false}
          placeholder="estimé"
          hint={`Vide : le poids estimé de chaque commande (articles et emballage ; ${DEFAULT_LABEL_WEIGHT_GRAMS} g sans estimation). Pour un poids pesé, créez l'étiquette depuis la page de la commande.`}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={creating}>
            Créer les étiquettes
          </Button>
          <Button
            type="submit"
            variant="secondary"
            formMethod="get"
            formAction={LABELS_PDF_PATH}
            formNoValidate
            disabled={printing}
            onClick={(event) => void print(event)}
          >
            Imprimer les étiquettes
          </Button>
        </div>
      </Form>
      {answer && <Results answer={answer} />}
      {printed &&
        (printed.ok ? (
          <p role="status" className="mt-3 font-semibold text-green-900">
            {printed.message}
          </p>
        ) : (
          <ErrorMessage className="mt-3">{printed.message}</ErrorMessage>
        ))}
    </CardSection>
  );
}
