import { Form } from "react-router";
import { LOT_LIMITS } from "#core/lots";
import type { LotView } from "#server/workflows/lots";
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

/** The laboratory's figures, typed in French ("17,4"). */
const MEASURES = [
  { id: "lot-humidite", name: "moisturePercent", label: "Humidité (%)", hint: "Ex. 17,4" },
  { id: "lot-hmf", name: "hmfMgKg", label: "HMF (mg/kg)", hint: "Ex. 8,5" },
  { id: "lot-diastase", name: "diastase", label: "Indice diastasique (Schade)", hint: "Ex. 18,5" },
] as const;

const decimal = (value: number | null | undefined) => (value == null ? "" : String(value).replace(".", ","));

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
      <TextField
        id="lot-code"
        name="code"
        label="Code du lot"
        hint="Lettres, chiffres et tirets ; imprimé sur le pot."
        defaultValue={lot?.code}
        error={errors.code}
        required
        maxLength={40}
        autoComplete="off"
      />
      <SelectField
        id="lot-produit"
        name="product"
        label="Produit et format"
        options={productOptions(products)}
        defaultValue={product}
        error={errors.productId ?? errors.variantId}
        required
      />
      <TextField
        id="lot-recolte"
        name="harvestDate"
        type="date"
        label="Date de récolte"
        defaultValue={lot?.harvestDate}
        error={errors.harvestDate}
        required
      />
      <TextField
        id="lot-ddm"
        name="bestBefore"
        type="date"
        label="À consommer de préférence avant le"
        defaultValue={lot?.bestBefore}
        error={errors.bestBefore}
        required
      />
      <TextField
        id="lot-region"
        name="region"
        label="Région de récolte"
        defaultValue={lot?.region}
        error={errors.region}
        required
        maxLength={LOT_LIMITS.text}
      />
      <TextField
        id="lot-producteur"
        name="producer"
        label="Producteur"
        defaultValue={lot?.producer}
        error={errors.producer}
        required
        maxLength={LOT_LIMITS.text}
      />
      <TextField
        id="lot-quantite"
        name="quantityReceived"
        inputMode="numeric"
        label="Quantité reçue (pots)"
        hint={lot ? `${lot.remaining} restants sur ${lot.quantityReceived}.` : undefined}
        defaultValue={lot?.quantityReceived}
        error={errors.quantityReceived}
        required
      />
      {MEASURES.map((m) => (
        <TextField
          key={m.name}
          id={m.id}
          name={m.name}
          inputMode="decimal"
          label={m.label}
          hint={m.hint}
          defaultValue={decimal(lot?.[m.name])}
          error={errors[m.name]}
        />
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
