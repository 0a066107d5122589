import { PRODUCT_BADGES, PRODUCT_LIMITS, variantField } from "#core/product-rules";
import { VAT_RATES_BP, vatRateLabel } from "#core/vat";
import type { AdminProduct } from "#app/lib/loader-data";
import { SelectField, TextAreaField, TextField } from "#app/components/form-field";
import { FormOutcome } from "#app/components/ui/form-outcome";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import { useHydrated } from "#app/hooks/use-hydrated";
import {
  adminProductsClient,
  changesOf,
  formValuesOf,
  type ProductFormValues,
  readForm,
} from "#app/lib/admin-products";
import { DescriptionEditor } from "./description-editor";
import { variantColumns, VariantsTable } from "./variants-table";
import { useProductSave } from "./use-product-save";

const VAT_OPTIONS = VAT_RATES_BP.map((rate) => ({ value: String(rate), label: vatRateLabel(rate) }));
const BADGE_OPTIONS = [{ value: "", label: "Aucun" }, ...PRODUCT_BADGES.map((b) => ({ value: b, label: b }))];

/** The error keys of the form, in the order of the page: the first one gets the focus. */
function firstErrorId(product: AdminProduct, errors: Record<string, string>): string | null {
  const ids: [string, string][] = [
    ["name", "nom"],
    ["title", "titre"],
    ["description", "description"],
    ["detailedDescription", "description-detaillee"],
    ["notes", "notes"],
    ["badge", "badge"],
    ["vatRateBp", "tva"],
    ...product.variants.flatMap((v, i): [string, string][] =>
      variantColumns(product.kind).map((c) => [
        variantField(v.id, c.key === "threshold" ? "lowStockThreshold" : c.key),
        `${c.id}-${i}`,
      ]),
    ),
  ];
  return ids.find(([key]) => errors[key])?.[1] ?? null;
}

/** The product's fields and its variants, saved in one call (only what changed; refused if stale). */
export function ProductForm({ product }: { product: AdminProduct }) {
  const hydrated = useHydrated();
  const { errors, refusal, message, pending, check, save } = useProductSave();
  const values = formValuesOf(product);
  /** A product field's control: its id, name, label, value as loaded and error. */
  const own = (id: string, name: "name" | "title" | "notes" | "badge" | "vatRateBp", label: string) => ({
    id,
    name,
    label,
    defaultValue: values[name],
    error: errors[name],
  });

  const submit = async (form: HTMLFormElement) => {
    const { changes, errors: found } = changesOf(product, readForm(new FormData(form), product.variants.length));
    const invalid = Object.keys(found).length > 0;
    if (!check(found, invalid ? "Le produit n'est pas enregistré : corrigez les champs signalés." : null)) {
      const id = firstErrorId(product, found);
      if (id) document.getElementById(id)?.focus();
      return;
    }
    await save(
      () => adminProductsClient.save(product, changes),
      (err) => {
        const fieldErrors = err.body.errors;
        return fieldErrors && typeof fieldErrors === "object" ? (fieldErrors as Record<string, string>) : null;
      },
    );
  };

  return (
    <>
      <form
        key={product.updatedAt}
        noValidate
        aria-label="Modifier le produit"
        className={cardClass("md", "mt-6 space-y-4")}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextField {...own("nom", "name", "Nom")} required />
          <TextField {...own("titre", "title", "Titre (facultatif)")} />
        </div>
        {textAreas(product, values, errors)}
        <div className="grid gap-4 md:grid-cols-2">
          <TextAreaField {...own("notes", "notes", "Notes (une par ligne)")} rows={4} />
          <div className="space-y-4">
            <SelectField {...own("badge", "badge", "Badge")} options={BADGE_OPTIONS} />
            <SelectField
              {...own("tva", "vatRateBp", "Taux de TVA (prix TTC inchangés)")}
              options={VAT_OPTIONS}
              hint="Miels et Shilajit : 5,5 % ; parfums : 20 %. S'applique aux commandes suivantes."
            />
            <label className="flex min-h-11 items-center gap-3 font-medium">
              <input type="checkbox" name="active" defaultChecked={values.active} className="size-5" />
              En vente sur la boutique
            </label>
          </div>
        </div>
        <VariantsTable product={product} values={values.variants} errors={errors} />
        {!hydrated && (
          <p className="font-semibold text-stone-800">
            Le formulaire s'active une fois la page chargée : l'enregistrement demande JavaScript.
          </p>
        )}
        <Button type="submit" disabled={!hydrated || pending}>
          {pending ? "Enregistrement…" : "Enregistrer"}
        </Button>
      </form>
      <FormOutcome refusal={refusal} message={message} />
    </>
  );
}

/** The short description, and a honey's detailed one edited as blocks (decision 089). */
function textAreas(product: AdminProduct, values: ProductFormValues, errors: Record<string, string>) {
  return (
    <>
      <TextAreaField
        id="description"
        name="description"
        label="Description courte (fiches et listes)"
        rows={3}
        defaultValue={values.description}
        error={errors.description}
        maxLength={PRODUCT_LIMITS.description}
      />
      {product.detailedDescription !== null && (
        <DescriptionEditor
          id="description-detaillee"
          stored={values.detailedDescription}
          error={errors.detailedDescription}
        />
      )}
    </>
  );
}
