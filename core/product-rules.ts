// The back office's rules for a product and its variants (issue 14, decision 028), once for the edit form that
// shows them field by field and the server that enforces them. Money in integer cents.
import { isVatRate, VAT_RATES_BP, vatRateLabel } from "./vat";

/** The badges a product may carry (spec §6 for perfumes, plus those of the written honeys and packages); or none. */
export const PRODUCT_BADGES = [
  "Bestseller",
  "Édition Limitée",
  "Exclusif",
  "Luxe",
  "Nouveau",
  "Premium",
  "Rare",
] as const;

/** The catalogue's lines as the back office filters them. */
export const PRODUCT_LINES = {
  miels: "Miels",
  "mr-h": "Parfums Mr.H",
  "mme-h": "Parfums Mme.H",
  autres: "Autres (Shilajit)",
  coffrets: "Coffrets (achat direct)",
} as const;
export type ProductLine = keyof typeof PRODUCT_LINES;

export const PRODUCT_LIMITS = {
  name: 120,
  title: 200,
  description: 2000,
  detailedDescription: 20_000,
  note: 60,
  notes: 20,
  /** 10 000 €: a typo of three more zeros is refused rather than stored. */
  priceCents: 1_000_000,
  stock: 1_000_000,
  /** A bottle's millilitres or a pot's grams: 10 000 at most (10 L, 10 kg). */
  measure: 10_000,
} as const;

/**
 * The measure a variant of each kind may carry in the back office, for its unit price (decision 039): a perfume's
 * volume in ml, a Shilajit pot's net weight in grams. A honey's weight follows its format and is not edited.
 */
export const EDITABLE_MEASURE = {
  perfume: { field: "volumeMl", unit: "ml", label: "Volume (ml)" },
  wellness: { field: "weightGrams", unit: "g", label: "Poids net d'un pot (g)" },
} as const;

/** The editable measure of a product kind, or null. */
export function editableMeasureOf(kind: string) {
  return kind === "perfume" || kind === "wellness" ? EDITABLE_MEASURE[kind] : null;
}

/** The default threshold of a new variant: at or under 5 units left, it is shown as running low. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export type StockState = "sold-out" | "low" | "unlimited" | "in-stock";

export const STOCK_STATE_LABELS: Record<StockState, string> = {
  "sold-out": "Épuisé",
  low: "Stock bas",
  unlimited: "Illimité",
  "in-stock": "En stock",
};

/** Sold out at 0, running low at or under the variant's own threshold, unlimited without a count. */
export function stockState(stock: number | null, lowStockThreshold: number): StockState {
  if (stock === null) return "unlimited";
  if (stock === 0) return "sold-out";
  return stock <= lowStockThreshold ? "low" : "in-stock";
}

/** `12,50`, `12.5`, `12` or `1 234,00 €` → cents; null when it is not an amount to the cent. */
export function parseEurosInput(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** `""` → null (unlimited), `"12"` → 12; undefined when it is not a whole number of units. */
export function parseCountInput(text: string): number | null | undefined {
  const cleaned = text.trim();
  if (cleaned === "") return null;
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : undefined;
}

/** What an edit changes in one variant: only the fields sent. */
export interface VariantChange {
  id: string;
  priceCents?: number;
  /** null: unlimited. */
  stock?: number | null;
  /** The stock the form showed: the edit is refused if orders took units since (decision 028). */
  stockBefore?: number | null;
  lowStockThreshold?: number;
  active?: boolean;
  /** A perfume's volume in ml; null: unknown (no price per litre shown). */
  volumeMl?: number | null;
  /** One Shilajit pot's net weight in grams; null: unknown. */
  weightGrams?: number | null;
  /** One unit's packed weight for shipping in grams (decision 109); null: unknown, the net content counts. */
  shippingWeightGrams?: number | null;
}

/** What an edit changes in a product: only the fields sent. */
export interface ProductChanges {
  name?: string;
  title?: string | null;
  description?: string;
  /** A honey's detailed description: simple HTML, sanitised (core/sanitize-html.ts). */
  detailedDescription?: string;
  notes?: string[];
  badge?: string | null;
  active?: boolean;
  /** VAT rate in basis points: one of the French rates of core/vat.ts (decision 036). */
  vatRateBp?: number;
  variants?: VariantChange[];
}

/** The error keys of a variant's fields. */
export const variantField = (
  id: string,
  field: "price" | "stock" | "lowStockThreshold" | "measure" | "shippingWeight",
) => `variants.${id}.${field}`;

const measure = (value: number) => Number.isSafeInteger(value) && value >= 1 && value <= PRODUCT_LIMITS.measure;
const count = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= PRODUCT_LIMITS.stock;

/** Every broken rule of an edit, by field, in French; empty when it may be saved. */
export function productChangeErrors(changes: ProductChanges): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (
    field: keyof typeof PRODUCT_LIMITS,
    label: string,
    value: string | null | undefined,
    required = false,
  ) => {
    if (value === undefined || value === null) return;
    if (required && value.trim() === "") errors[field] = `${label} : obligatoire.`;
    else if (value.length > PRODUCT_LIMITS[field])
      errors[field] = `${label} : ${PRODUCT_LIMITS[field]} caractères au plus.`;
  };
  text("name", "Nom", changes.name, true);
  text("title", "Titre", changes.title);
  text("description", "Description", changes.description, true);
  text("detailedDescription", "Description détaillée", changes.detailedDescription);
  if (changes.notes) {
    if (changes.notes.length > PRODUCT_LIMITS.notes) errors.notes = `Notes : ${PRODUCT_LIMITS.notes} au plus.`;
    else if (changes.notes.some((n) => n.trim() === "" || n.length > PRODUCT_LIMITS.note))
      errors.notes = `Notes : chacune de 1 à ${PRODUCT_LIMITS.note} caractères.`;
  }
  if (
    changes.badge !== undefined &&
    changes.badge !== null &&
    !(PRODUCT_BADGES as readonly string[]).includes(changes.badge)
  )
    errors.badge = `Badge inconnu : ${PRODUCT_BADGES.join(", ")} ou aucun.`;
  if (changes.vatRateBp !== undefined && !isVatRate(changes.vatRateBp))
    errors.vatRateBp = `Taux de TVA : ${VAT_RATES_BP.map(vatRateLabel).join(", ")}.`;
  for (const v of changes.variants ?? []) {
    if (v.priceCents !== undefined) {
      if (!Number.isSafeInteger(v.priceCents) || v.priceCents <= 0)
        errors[variantField(v.id, "price")] = "Prix : un montant supérieur à 0 €, au centime près.";
      else if (v.priceCents > PRODUCT_LIMITS.priceCents)
        errors[variantField(v.id, "price")] = "Prix : 10 000 € au plus.";
    }
    if (v.stock !== undefined && v.stock !== null && !count(v.stock))
      errors[variantField(v.id, "stock")] = "Stock : un nombre entier d'unités, 0 ou plus (vide : illimité).";
    if (v.lowStockThreshold !== undefined && !count(v.lowStockThreshold))
      errors[variantField(v.id, "lowStockThreshold")] = "Seuil de stock bas : un nombre entier, 0 ou plus.";
    for (const [value, label] of [
      [v.volumeMl, "Volume : un nombre entier de millilitres"],
      [v.weightGrams, "Poids net : un nombre entier de grammes"],
    ] as const) {
      if (value !== undefined && value !== null && !measure(value))
        errors[variantField(v.id, "measure")] = `${label}, de 1 à ${PRODUCT_LIMITS.measure} (vide : inconnu).`;
    }
    if (v.shippingWeightGrams !== undefined && v.shippingWeightGrams !== null && !measure(v.shippingWeightGrams))
      errors[variantField(v.id, "shippingWeight")] =
        `Poids emballé : un nombre entier de grammes, de 1 à ${PRODUCT_LIMITS.measure} (vide : inconnu).`;
  }
  return errors;
}
