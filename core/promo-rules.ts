// The promo manager's rules for a code (spec §2 Promo admin, §5 Promo creation), once for the form that shows them
// field by field and the server that enforces them. Amounts in the spec's units: euros and percent.
import { normaliseCode } from "./codes";
import { PROMO_TYPES, type PromoType } from "./pricing";

export const PROMO_TYPE_LABELS: Record<PromoType, string> = {
  percentage: "Pourcentage",
  fixed_amount: "Montant fixe",
  free_shipping: "Livraison offerte",
  bundle: "Lot (prix fixe pour plusieurs articles)",
};

/** The catalogue's promotion categories (the basket lines' `category`), with their labels. */
export const PROMO_CATEGORY_LABELS: Record<string, string> = {
  miel: "Miels",
  parfum: "Parfums",
  autres: "Autres (Shilajit)",
  coffret: "Coffrets",
};

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]+$/;
export const PROMO_CODE_LENGTH = { min: 3, max: 32 } as const;
/** Upper bound of an amount in euros (a typo of three more zeros is refused rather than stored). */
export const PROMO_MAX_EUROS = 10_000;
export const PROMO_BUNDLE_SIZE = { min: 2, max: 10 } as const;

/** A code as the manager's form and the API describe it. */
export interface PromoDraft {
  code: string;
  name: string;
  description: string;
  type: PromoType;
  /** percentage: percent; fixed_amount: euros off; bundle: price of one bundle in euros; free_shipping: 0 */
  value: number;
  bundleSize: number | null;
  minimumAmount: number;
  maximumAmount: number | null;
  maximumUses: number | null;
  freeShipping: boolean;
  active: boolean;
  categoryRestriction: string | null;
  /** `YYYY-MM-DD` (valid through that day, Paris time) or an ISO date-time; null: no end */
  validUntil: string | null;
}

/** A new code's fields before the administrator fills them (spec §5: numbers 0, limits empty). */
export const NEW_PROMO_DRAFT: PromoDraft = {
  code: "",
  name: "",
  description: "",
  type: "percentage",
  value: 0,
  bundleSize: null,
  minimumAmount: 0,
  maximumAmount: null,
  maximumUses: null,
  freeShipping: false,
  active: true,
  categoryRestriction: null,
  validUntil: null,
};

export type PromoField = keyof PromoDraft;
export type PromoErrors = Partial<Record<PromoField, string>>;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes east of UTC of Paris at `at` (60 in winter, 120 in summer). */
function parisOffsetMinutes(at: Date): number {
  const name =
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", timeZoneName: "shortOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/**
 * The last instant a code is valid: the end of a `YYYY-MM-DD` day in Paris, or an ISO date-time as given.
 * Null when the text is not a real date.
 */
export function validUntilInstant(text: string): Date | null {
  const day = DATE_ONLY.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const midnightUtc = Date.UTC(year, month - 1, date + 1);
    const check = new Date(Date.UTC(year, month - 1, date));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
      return null;
    }
    // Next midnight in Paris, less one millisecond.
    return new Date(midnightUtc - parisOffsetMinutes(new Date(midnightUtc)) * 60_000 - 1);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** `YYYY-MM-DD` of an instant in Paris: the date field's value for a stored end of validity. */
export function parisDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(at);
}

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) > 1e-6;

function amountError(value: number, label: string, { positive }: { positive: boolean }): string | undefined {
  if (!Number.isFinite(value)) return `${label} doit être un nombre.`;
  if (positive ? value <= 0 : value < 0) {
    return positive ? `${label} doit être supérieur à 0 €.` : `${label} ne peut pas être négatif.`;
  }
  if (value > PROMO_MAX_EUROS) return `${label} ne peut pas dépasser ${PROMO_MAX_EUROS.toLocaleString("fr-FR")} €.`;
  if (hasCents(value)) return `${label} s'écrit au centime près (deux décimales au plus).`;
  return undefined;
}

function valueError(draft: PromoDraft): string | undefined {
  switch (draft.type) {
    case "percentage":
      if (!Number.isFinite(draft.value) || draft.value < 1 || draft.value > 100) {
        return "Le pourcentage doit être compris entre 1 et 100.";
      }
      return hasCents(draft.value) ? "Le pourcentage s'écrit avec deux décimales au plus." : undefined;
    case "fixed_amount":
      return amountError(draft.value, "Le montant de la réduction", { positive: true });
    case "bundle":
      return amountError(draft.value, "Le prix du lot", { positive: true });
    case "free_shipping":
      return undefined;
  }
}

export interface PromoRuleContext {
  now: Date;
  /** The catalogue's categories a code may be restricted to. */
  categories: readonly string[];
  /**
   * The fields the administrator sends (an edit): the date must be in the future only when it is set or changed,
   * so that an expired code's description can still be corrected. Every field when absent (a new code).
   */
  changed?: ReadonlySet<PromoField>;
}

/** Every broken rule of a draft, by field, in French; empty when the code may be saved. */
export function promoDraftErrors(draft: PromoDraft, context: PromoRuleContext): PromoErrors {
  const errors: PromoErrors = {};
  const code = normaliseCode(draft.code);
  if (code.length < PROMO_CODE_LENGTH.min || code.length > PROMO_CODE_LENGTH.max) {
    errors.code = `Le code doit faire entre ${PROMO_CODE_LENGTH.min} et ${PROMO_CODE_LENGTH.max} caractères.`;
  } else if (!PROMO_CODE_PATTERN.test(code)) {
    errors.code = "Le code ne peut contenir que des lettres sans accent, des chiffres, « - » et « _ ».";
  }
  if (draft.name.trim().length > 80) errors.name = "Le nom ne peut pas dépasser 80 caractères.";
  if (draft.description.trim().length > 500) errors.description = "La description ne peut pas dépasser 500 caractères.";
  if (!(PROMO_TYPES as readonly string[]).includes(draft.type)) {
    errors.type = "Type inconnu : choisissez pourcentage, montant fixe, livraison offerte ou lot.";
  } else {
    const value = valueError(draft);
    if (value) errors.value = value;
  }
  if (draft.type === "bundle") {
    const size = draft.bundleSize;
    if (size === null || !Number.isInteger(size) || size < PROMO_BUNDLE_SIZE.min || size > PROMO_BUNDLE_SIZE.max) {
      errors.bundleSize = `Un lot compte de ${PROMO_BUNDLE_SIZE.min} à ${PROMO_BUNDLE_SIZE.max} articles.`;
    }
    if (!draft.categoryRestriction) errors.categoryRestriction = "Un lot porte sur une catégorie : choisissez-la.";
  }
  const minimum = amountError(draft.minimumAmount, "Le montant minimum de commande", { positive: false });
  if (minimum) errors.minimumAmount = minimum;
  if (draft.maximumAmount !== null) {
    const maximum = amountError(draft.maximumAmount, "La réduction maximale", { positive: true });
    if (maximum) errors.maximumAmount = `${maximum.replace(/\.$/, "")}, ou laissez le champ vide.`;
  }
  if (draft.maximumUses !== null && (!Number.isInteger(draft.maximumUses) || draft.maximumUses < 1)) {
    errors.maximumUses = "Le nombre maximal d'utilisations doit être un entier d'au moins 1, ou laissé vide.";
  } else if (draft.maximumUses !== null && draft.maximumUses > 1_000_000) {
    errors.maximumUses = "Le nombre maximal d'utilisations ne peut pas dépasser 1 000 000.";
  }
  if (draft.categoryRestriction !== null && !context.categories.includes(draft.categoryRestriction)) {
    const known = context.categories.map((c) => PROMO_CATEGORY_LABELS[c] ?? c).join(", ");
    errors.categoryRestriction = `Catégorie inconnue : choisissez parmi ${known}, ou aucune.`;
  }
  if (draft.validUntil !== null) {
    const until = validUntilInstant(draft.validUntil);
    if (!until) errors.validUntil = "Date de fin de validité invalide (format AAAA-MM-JJ).";
    else if ((!context.changed || context.changed.has("validUntil")) && until.getTime() <= context.now.getTime()) {
      errors.validUntil = "La date de fin de validité doit être dans le futur, ou laissée vide.";
    }
  }
  return errors;
}

/** The form's order of the fields: the first error shown is the first of these. */
export const PROMO_FIELDS: readonly PromoField[] = [
  "code",
  "name",
  "description",
  "type",
  "value",
  "bundleSize",
  "minimumAmount",
  "maximumAmount",
  "maximumUses",
  "categoryRestriction",
  "validUntil",
  "freeShipping",
  "active",
];
