// The product edit form's conversions (issue 14): what the form holds as text, what changed since the page was
// loaded, checked by the same rules as the server (core/product-rules.ts), and the call that saves it.
import { centsToEuros, formatAmount } from "#core/money";
import {
  editableMeasureOf,
  parseCountInput,
  parseEurosInput,
  type ProductChanges,
  productChangeErrors,
  variantField,
  type VariantChange,
} from "#core/product-rules";
import type { AdminProduct } from "./loader-data";
import type { InferRequestType } from "hono/client";
import { api, call, segment } from "./api-client";

export interface VariantFormValues {
  price: string;
  stock: string;
  threshold: string;
  active: boolean;
  /** A perfume's ml or a Shilajit pot's grams (decision 039); empty: unknown. */
  measure: string;
  /** One unit's packed weight in grams (decision 109); empty: unknown. */
  shippingWeight: string;
}

export interface ProductFormValues {
  name: string;
  title: string;
  description: string;
  detailedDescription: string;
  /** One note a line. */
  notes: string;
  badge: string;
  active: boolean;
  /** Basis points as text: "550". */
  vatRateBp: string;
  variants: VariantFormValues[];
}

export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    title: product.title ?? "",
    description: product.description,
    detailedDescription: product.detailedDescription ?? "",
    notes: product.notes.join("\n"),
    badge: product.badge ?? "",
    active: product.active,
    vatRateBp: String(product.vatRateBp),
    variants: product.variants.map((v) => ({
      price: formatAmount(v.priceCents),
      stock: v.stock === null ? "" : String(v.stock),
      threshold: String(v.lowStockThreshold),
      active: v.active,
      measure: String(measureValue(product, v) ?? ""),
      shippingWeight: v.shippingWeightGrams === null ? "" : String(v.shippingWeightGrams),
    })),
  };
}

/** The form's values as the edit form posts them (FormData field names). */
export function readForm(data: FormData, variantCount: number): ProductFormValues {
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    name: text("name"),
    title: text("title"),
    description: text("description"),
    detailedDescription: text("detailedDescription"),
    notes: text("notes"),
    badge: text("badge"),
    active: data.get("active") === "on",
    vatRateBp: text("vatRateBp"),
    variants: Array.from({ length: variantCount }, (_, i) => ({
      price: text(`price-${i}`),
      stock: text(`stock-${i}`),
      threshold: text(`threshold-${i}`),
      active: data.get(`active-${i}`) === "on",
      measure: text(`measure-${i}`),
      shippingWeight: text(`shippingWeight-${i}`),
    })),
  };
}

/** The changes the form makes to the product (only what differs), or the French errors by field. */
export function changesOf(
  product: AdminProduct,
  values: ProductFormValues,
): { changes: ProductChanges; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const changes: ProductChanges = {};
  const notes = values.notes
    .split("\n")
    .map((n) => n.trim())
    .filter(Boolean);
  if (values.name !== product.name) changes.name = values.name.trim();
  if (values.title !== (product.title ?? "")) changes.title = values.title.trim() || null;
  if (values.description !== product.description) changes.description = values.description.trim();
  if (product.detailedDescription !== null && values.detailedDescription !== product.detailedDescription)
    changes.detailedDescription = values.detailedDescription;
  if (notes.join("\n") !== product.notes.join("\n")) changes.notes = notes;
  if (values.badge !== (product.badge ?? "")) changes.badge = values.badge || null;
  if (values.active !== product.active) changes.active = values.active;
  if (values.vatRateBp !== String(product.vatRateBp)) changes.vatRateBp = Number(values.vatRateBp);
  const variants: VariantChange[] = [];
  product.variants.forEach((v, i) => {
    const form = values.variants[i]!;
    const change: VariantChange = { id: v.id };
    const price = parseEurosInput(form.price);
    if (price === null) errors[variantField(v.id, "price")] = "Prix : un montant en euros, par exemple 12,50.";
    else if (price !== v.priceCents) change.priceCents = price;
    const stock = parseCountInput(form.stock);
    if (stock === undefined)
      errors[variantField(v.id, "stock")] = "Stock : un nombre entier d'unités, 0 ou plus (vide : illimité).";
    else if (stock !== v.stock) Object.assign(change, { stock, stockBefore: v.stock });
    const threshold = parseCountInput(form.threshold);
    if (threshold === undefined || threshold === null)
      errors[variantField(v.id, "lowStockThreshold")] = "Seuil de stock bas : un nombre entier, 0 ou plus.";
    else if (threshold !== v.lowStockThreshold) change.lowStockThreshold = threshold;
    if (form.active !== v.active) change.active = form.active;
    measureChange(product, v, form.measure, change, errors);
    const packed = parseCountInput(form.shippingWeight);
    if (packed === undefined || packed === 0)
      errors[variantField(v.id, "shippingWeight")] = "Poids emballé : un nombre entier de grammes, ou vide si inconnu.";
    else if (packed !== v.shippingWeightGrams) change.shippingWeightGrams = packed;
    if (Object.keys(change).length > 1) variants.push(change);
  });
  if (variants.length > 0) changes.variants = variants;
  return { changes, errors: { ...productChangeErrors(changes), ...errors } };
}

/** The variant's editable measure as stored, or null (none known, or the kind has none). */
function measureValue(product: AdminProduct, variant: AdminProduct["variants"][number]): number | null {
  const editable = editableMeasureOf(product.kind);
  return editable ? variant[editable.field] : null;
}

/** The measure's change, when the kind has one and the text differs: empty is null (unknown). */
function measureChange(
  product: AdminProduct,
  variant: AdminProduct["variants"][number],
  text: string,
  change: VariantChange,
  errors: Record<string, string>,
) {
  const editable = editableMeasureOf(product.kind);
  if (!editable) return;
  const value = parseCountInput(text);
  if (value === undefined || value === 0)
    errors[variantField(variant.id, "measure")] = `${editable.label} : un nombre entier, ou vide si inconnu.`;
  else if (value !== variant[editable.field]) change[editable.field] = value;
}

const FAILED = "L'enregistrement n'a pas abouti : réessayez.";

const route = api.admin.products[":id"];
type Body = InferRequestType<(typeof route)["$put"]>["json"];

/** `lowStockThreshold` → `low_stock_threshold`: the API's names. */
const snakeCase = (fields: object) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  );

/** The changes as the API takes them: its field names, prices in euros. */
function bodyOf(product: AdminProduct, changes: ProductChanges): Body {
  const variants = changes.variants?.map(({ priceCents, ...rest }) =>
    snakeCase({ ...rest, price: priceCents === undefined ? undefined : centsToEuros(priceCents) }),
  );
  return { ...snakeCase(changes), variants, expected_updated_at: product.updatedAt } as Body;
}

export const adminProductsClient = {
  save: (product: AdminProduct, changes: ProductChanges) =>
    call(route.$put({ param: { id: segment(product.id) }, json: bodyOf(product, changes) }), FAILED),
};
