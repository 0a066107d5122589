import type { ReactNode } from "react";
import { PROMO_TYPES } from "#core/pricing";
import { PROMO_TYPE_LABELS, type PromoErrors } from "#core/promo-rules";
import { SelectField, TextField } from "#app/components/form-field";
import type { PromoForm } from "#app/lib/promo-admin";

export const fieldId = (field: string) => `promo-${field}`;

const VALUE_LABEL = {
  percentage: "Pourcentage de réduction (%)",
  fixed_amount: "Montant de la réduction (€)",
  bundle: "Prix du lot (€)",
  free_shipping: "",
} as const;

function Checkbox({
  field,
  label,
  checked,
  disabled,
  onChange,
}: {
  field: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={fieldId(field)} className="flex min-h-11 items-center gap-3 font-medium">
      <input
        id={fieldId(field)}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 accent-miel-900"
      />
      {label}
    </label>
  );
}

/** The fields of the create and edit modal, each with its French error. */
export function PromoFormFields({
  form,
  errors,
  editing,
  categories,
  set,
}: {
  form: PromoForm;
  errors: PromoErrors;
  editing: boolean;
  categories: readonly { value: string; label: string }[];
  set: <K extends keyof PromoForm>(field: K, value: PromoForm[K]) => void;
}) {
  const text = (field: keyof PromoForm & keyof PromoErrors) => ({
    id: fieldId(field),
    value: form[field] as string,
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(field, e.target.value as never),
  });
  const amount = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;
  const count = { type: "number", inputMode: "numeric", step: 1 } as const;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        {...text("code")}
        label="Code"
        hint={editing ? "Le code ne se modifie pas." : "3 à 32 caractères : lettres, chiffres, « - », « _ »."}
        onChange={(e) => set("code", e.target.value.toUpperCase())}
        readOnly={editing}
        autoComplete="off"
        spellCheck={false}
        className="sm:col-span-2"
      />
      <TextField {...text("name")} label="Nom (facultatif)" autoComplete="off" />
      <SelectField
        id={fieldId("type")}
        label="Type"
        value={form.type}
        error={errors.type}
        options={PROMO_TYPES.map((type) => ({ value: type, label: PROMO_TYPE_LABELS[type] }))}
        onChange={(e) => set("type", e.target.value as PromoForm["type"])}
      />
      <TextField
        {...text("description")}
        label="Description (facultative)"
        autoComplete="off"
        className="sm:col-span-2"
      />
      {form.type !== "free_shipping" && <TextField {...text("value")} {...amount} label={VALUE_LABEL[form.type]} />}
      {form.type === "bundle" && (
        <TextField {...text("bundleSize")} {...count} min={2} max={10} label="Articles par lot" />
      )}
      <TextField {...text("minimumAmount")} {...amount} label="Montant minimum de commande (€)" hint="Vide : 0 €." />
      <TextField {...text("maximumAmount")} {...amount} label="Réduction maximale (€)" hint="Vide : sans plafond." />
      <TextField {...text("maximumUses")} {...count} min={1} label="Utilisations maximales" hint="Vide : illimitées." />
      <SelectField
        id={fieldId("categoryRestriction")}
        label="Catégorie"
        value={form.categoryRestriction}
        error={errors.categoryRestriction}
        options={[{ value: "", label: "Toutes les catégories" }, ...categories]}
        onChange={(e) => set("categoryRestriction", e.target.value)}
      />
      <TextField {...text("validUntil")} type="date" label="Valable jusqu'au" hint="Vide : sans fin." />
      <div className="flex flex-col justify-end gap-1">
        <Checkbox
          field="freeShipping"
          label="Livraison offerte"
          checked={form.freeShipping || form.type === "free_shipping"}
          disabled={form.type === "free_shipping"}
          onChange={(v) => set("freeShipping", v)}
        />
        <Checkbox field="active" label="Actif" checked={form.active} onChange={(v) => set("active", v)} />
      </div>
    </div>
  );
}
