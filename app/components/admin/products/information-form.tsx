import { useState } from "react";
import { CONCENTRATIONS, type ProductInformation, TO_COMPLETE } from "#core/product-information";
import { SelectField, TextAreaField, TextField } from "#app/components/form-field";
import { Panel } from "#app/components/admin/panel";
import { FormOutcome } from "#app/components/ui/form-outcome";
import { Button } from "#app/components/ui/button";
import { useHydrated } from "#app/hooks/use-hydrated";
import {
  formValuesOfInformation,
  type InformationFormValues,
  informationFormErrors,
  productInformationClient,
} from "#app/lib/product-information-client";
import { useProductSave } from "./use-product-save";

export interface InformationFormData {
  information: ProductInformation;
  /** The mandatory facts missing, in French. */
  missingLabels: string[];
  shopOperator: string | null;
  realPayments: boolean;
}

const small = "min-h-11 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base";
const CONCENTRATION_OPTIONS = [
  { value: "", label: TO_COMPLETE },
  ...CONCENTRATIONS.map((c) => ({ value: c, label: c })),
];

/** The ingredients in order, each with its allergen box (shown in bold to customers). */
function IngredientRows({
  rows,
  onChange,
}: {
  rows: InformationFormValues["ingredients"];
  onChange: (rows: InformationFormValues["ingredients"]) => void;
}) {
  const set = (index: number, patch: Partial<(typeof rows)[number]>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">Ingrédients, dans l&apos;ordre (allergènes cochés)</legend>
      {rows.length === 0 && <p className="text-stone-700">{TO_COMPLETE}</p>}
      {rows.map((row, index) => (
        <div key={index} className="flex flex-wrap items-center gap-3">
          <input
            aria-label={`Ingrédient ${index + 1}`}
            value={row.name}
            onChange={(e) => set(index, { name: e.target.value })}
            className={`${small} min-w-0 flex-1`}
          />
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={row.allergen}
              onChange={(e) => set(index, { allergen: e.target.checked })}
              className="size-5"
            />
            Allergène
          </label>
          <button
            type="button"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            className="min-h-11 px-2 text-sm underline"
            aria-label={`Retirer l'ingrédient ${index + 1}`}
          >
            Retirer
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => onChange([...rows, { name: "", allergen: false }])}
        className="min-h-11 font-semibold text-miel-900 underline"
      >
        Ajouter un ingrédient
      </button>
    </fieldset>
  );
}

/** The countries of harvest; for a blend, each one's share (the shares sum to 100). */
function OriginRows({
  rows,
  error,
  onChange,
}: {
  rows: InformationFormValues["origins"];
  error?: string;
  onChange: (rows: InformationFormValues["origins"]) => void;
}) {
  const set = (index: number, patch: Partial<(typeof rows)[number]>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "origines-erreur" : undefined}>
      <legend className="font-medium">Pays d&apos;origine (mélange : la part de chacun, 100 % au total)</legend>
      {rows.length === 0 && <p className="text-stone-700">{TO_COMPLETE}</p>}
      {rows.map((row, index) => (
        <div key={index} className="flex flex-wrap items-center gap-3">
          <input
            aria-label={`Pays ${index + 1}`}
            value={row.country}
            onChange={(e) => set(index, { country: e.target.value })}
            className={`${small} min-w-0 flex-1`}
          />
          <label className="flex items-center gap-2">
            <span className="sr-only">Part du pays {index + 1} en %</span>
            <input
              inputMode="numeric"
              value={row.share}
              onChange={(e) => set(index, { share: e.target.value })}
              className={`${small} w-20`}
            />
            %
          </label>
          <button
            type="button"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            className="min-h-11 px-2 text-sm underline"
            aria-label={`Retirer le pays ${index + 1}`}
          >
            Retirer
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => onChange([...rows, { country: "", share: "" }])}
        className="min-h-11 font-semibold text-miel-900 underline"
      >
        Ajouter un pays
      </button>
      {error && (
        <p id="origines-erreur" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A product's regulatory information (decision 084): every fact, « à compléter » while unknown. */
export function InformationForm({
  productId,
  kind,
  data,
}: {
  productId: string;
  kind: string;
  data: InformationFormData;
}) {
  const hydrated = useHydrated();
  const [values, setValues] = useState(() => formValuesOfInformation(data.information));
  const { errors, refusal, message, pending, check, save } = useProductSave();
  const perfume = kind === "perfume";
  const text = (name: keyof InformationFormValues) => ({
    name,
    value: values[name] as string,
    placeholder: TO_COMPLETE,
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  const submit = async () => {
    const found = informationFormErrors(values);
    if (!check(found, Object.values(found)[0])) return;
    await save(
      () => productInformationClient.save(productId, values),
      (err) => (typeof err.body.field === "string" ? { [err.body.field]: err.message } : null),
    );
  };

  return (
    <Panel id="informations-reglementaires" title="Informations réglementaires">
      {data.missingLabels.length > 0 ? (
        <p className="mt-2 rounded-lg bg-amber-100 px-3 py-2 text-stone-900" data-testid="information-missing">
          <strong>À compléter :</strong> {data.missingLabels.join(", ")}.{" "}
          {data.realPayments
            ? "Le produit ne peut pas être vendu tant qu'elles manquent."
            : "Avec les paiements réels, le produit ne pourra pas être vendu tant qu'elles manquent."}
        </p>
      ) : (
        <p className="mt-2 font-semibold text-green-900">Toutes les informations obligatoires sont renseignées.</p>
      )}
      <form
        noValidate
        aria-label="Informations réglementaires"
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {perfume ? (
          <SelectField
            id="concentration"
            label="Concentration"
            options={CONCENTRATION_OPTIONS}
            value={values.concentration}
            onChange={(e) => setValues({ ...values, concentration: e.target.value })}
          />
        ) : (
          <TextField id="denomination" label="Dénomination légale" {...text("legalName")} />
        )}
        <IngredientRows rows={values.ingredients} onChange={(ingredients) => setValues({ ...values, ingredients })} />
        {!perfume && (
          <OriginRows
            rows={values.origins}
            error={errors.origins}
            onChange={(origins) => setValues({ ...values, origins })}
          />
        )}
        {perfume ? (
          <div className="grid gap-4 md:grid-cols-3">
            <TextAreaField id="tete" label="Notes de tête (une par ligne)" rows={3} {...text("head")} />
            <TextAreaField id="coeur" label="Notes de cœur" rows={3} {...text("heart")} />
            <TextAreaField id="fond" label="Notes de fond" rows={3} {...text("base")} />
            <TextAreaField id="precautions" label="Précautions" rows={2} {...text("precautions")} />
            <TextField id="pao" label="Durée après ouverture (mois)" inputMode="numeric" {...text("paoMonths")} />
          </div>
        ) : (
          <TextAreaField id="conservation" label="Conservation" rows={2} {...text("storage")} />
        )}
        <TextAreaField
          id="exploitant"
          label={perfume ? "Personne responsable (nom et adresse)" : "Exploitant (nom et adresse)"}
          rows={2}
          hint={
            data.shopOperator
              ? `Vide : la société, ${data.shopOperator}.`
              : "Vide : la société, dont la raison sociale ou l'adresse manque encore (Identité, /admin/identite)."
          }
          {...text("operator")}
        />
        <Button type="submit" disabled={!hydrated || pending}>
          {pending ? "Mise à jour…" : "Mettre à jour les informations réglementaires"}
        </Button>
      </form>
      <FormOutcome refusal={refusal} message={message} />
    </Panel>
  );
}
