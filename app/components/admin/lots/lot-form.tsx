import { Form } from "react-router";
import { LOT_LIMITS } from "#core/lots";
import type { LotView } from "#app/lib/loader-data";
import { SelectField, TextAreaField, TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";

export interface LotFormProduct {
  id: string;
  name: string;
  kind: string;
  variants: { id: string; label: string }[];
}

/** A honey's formats each get their lots; the Shilajit one lot for all its offers (`product|variant`). */
export function productOptions(products: LotFormProduct[]) {
  return [
    { value: "", label: "Choisissez le produit et le format" },
    ...products.flatMap((p) =>
      p.kind === "honey"
        ? p.variants.map((v) => ({ value: `${p.id}|${v.id}`, label: `${p.name} — ${v.label}` }))
        : [{ value: `${p.id}|`, label: `${p.name} (toutes les offres, compté en pots)` }],
    ),
  ];
}

type LotInputName =
  | "code"
  | "harvestDate"
  | "bestBefore"
  | "region"
  | "producer"
  | "quantityReceived"
  | "moisturePercent"
  | "hmfMgKg"
  | "diastase";

interface LotInput {
  id: string;
  name: LotInputName;
  label: string;
  /** A function when the hint tells the lot being edited. */
  hint?: string | ((lot: LotView) => string);
  type?: "date";
  inputMode?: "numeric" | "decimal";
  maxLength?: number;
  /** The laboratory's figures are optional and typed in French ("17,4"). */
  measure?: true;
}

const CODE: LotInput = {
  id: "lot-code",
  name: "code",
  label: "Code du lot",
  hint: "Lettres, chiffres et tirets ; imprimé sur le pot.",
  maxLength: 40,
};

/** The inputs after the product, in the order of the form's grid. */
const INPUTS: readonly LotInput[] = [
  { id: "lot-recolte", name: "harvestDate", type: "date", label: "Date de récolte" },
  { id: "lot-ddm", name: "bestBefore", type: "date", label: "À consommer de préférence avant le" },
  { id: "lot-region", name: "region", label: "Région de récolte", maxLength: LOT_LIMITS.text },
  { id: "lot-producteur", name: "producer", label: "Producteur", maxLength: LOT_LIMITS.text },
  {
    id: "lot-quantite",
    name: "quantityReceived",
    inputMode: "numeric",
    label: "Quantité reçue (pots)",
    hint: (lot) => `${lot.remaining} restants sur ${lot.quantityReceived}.`,
  },
  {
    id: "lot-humidite",
    name: "moisturePercent",
    inputMode: "decimal",
    label: "Humidité (%)",
    hint: "Ex. 17,4",
    measure: true,
  },
  { id: "lot-hmf", name: "hmfMgKg", inputMode: "decimal", label: "HMF (mg/kg)", hint: "Ex. 8,5", measure: true },
  {
    id: "lot-diastase",
    name: "diastase",
    inputMode: "decimal",
    label: "Indice diastasique (Schade)",
    hint: "Ex. 18,5",
    measure: true,
  },
];

const decimal = (value: string | number | null | undefined) => (value == null ? "" : String(value).replace(".", ","));

export type LotFormErrors = Partial<Record<string, string>>;

/** The lot's fields, posted to the page's action (works without JavaScript); errors beside their fields. */
export function LotForm({
  products,
  lot,
  errors = {},
  intent,
  submitLabel,
  defaultProduct,
}: {
  products: LotFormProduct[];
  lot?: LotView;
  errors?: LotFormErrors;
  intent: "create" | "update";
  submitLabel: string;
  defaultProduct?: string;
}) {
  const product = lot ? `${lot.productId}|${lot.variantId ?? ""}` : (defaultProduct ?? "");
  return (
    <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <LotTextField input={CODE} lot={lot} errors={errors} />
      <SelectField
        id="lot-produit"
        name="product"
        label="Produit et format"
        options={productOptions(products)}
        defaultValue={product}
        error={errors.productId ?? errors.variantId}
        required
      />
      {INPUTS.map((input) => (
        <LotTextField key={input.name} input={input} lot={lot} errors={errors} />
      ))}
      <TextAreaField
        id="lot-pollen"
        name="pollenSummary"
        label="Analyse pollinique (résumé)"
        defaultValue={lot?.pollenSummary}
        error={errors.pollenSummary}
        maxLength={LOT_LIMITS.pollen}
        rows={3}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}

function LotTextField({ input, lot, errors }: { input: LotInput; lot?: LotView; errors: LotFormErrors }) {
  const value = lot?.[input.name];
  const hint = typeof input.hint === "function" ? lot && input.hint(lot) : input.hint;
  return (
    <TextField
      id={input.id}
      name={input.name}
      type={input.type}
      inputMode={input.inputMode}
      label={input.label}
      hint={hint}
      defaultValue={input.measure ? decimal(value) : (value ?? undefined)}
      error={errors[input.name]}
      required={!input.measure}
      maxLength={input.maxLength}
      autoComplete={input.name === "code" ? "off" : undefined}
    />
  );
}
