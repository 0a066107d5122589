// A product's regulatory information (food: INCO regulation 1169/2011 art. 9 and the honey directive 2001/110 as
// amended by 2024/1438; perfumes: cosmetics regulation 1223/2009 art. 19) and the one rule of what is mandatory per
// kind and what is missing — shared by the product pages, the back office and the sale block (decision 084). Pure.
import type { ProductKind } from "./catalog";

export { formatOrigins, NOT_ON_SALE_YET, UNKNOWN_FOR_CUSTOMERS } from "./product-information-words";

export interface InformationIngredient {
  name: string;
  /** An allergen of INCO annex II (food) or a regulated fragrance allergen (perfume): shown in bold. */
  allergen: boolean;
}

export interface InformationOrigin {
  country: string;
  /** Share of the blend in percent; null for a single country or when the shares are not known. */
  sharePercent: number | null;
}

export interface PerfumePyramid {
  head: string[];
  heart: string[];
  base: string[];
}

/** Every fact is null when unknown: « à compléter » in the back office, never guessed. */
export interface ProductInformation {
  legalName: string | null;
  /** Food ingredients in descending order of weight, or a perfume's INCI list. */
  ingredients: InformationIngredient[] | null;
  origins: InformationOrigin[] | null;
  storage: string | null;
  /** Food business operator or cosmetics responsible person: name and address. */
  operator: string | null;
  concentration: string | null;
  pyramid: PerfumePyramid | null;
  precautions: string | null;
  /** Period after opening, in months (perfumes). */
  paoMonths: number | null;
}

export const EMPTY_INFORMATION: ProductInformation = {
  legalName: null,
  ingredients: null,
  origins: null,
  storage: null,
  operator: null,
  concentration: null,
  pyramid: null,
  precautions: null,
  paoMonths: null,
};

export const CONCENTRATIONS = ["Eau de parfum", "Eau de toilette", "Extrait de parfum"] as const;
export type Concentration = (typeof CONCENTRATIONS)[number];

export const isConcentration = (text: string): text is Concentration =>
  (CONCENTRATIONS as readonly string[]).includes(text);

/** A fact the rule checks: the model's fields plus the net quantity, which comes from the variants. */
export type InformationFact =
  "legalName" | "ingredients" | "origins" | "storage" | "operator" | "netQuantity" | "concentration" | "paoMonths";

export const FACT_LABELS: Record<InformationFact, string> = {
  legalName: "Dénomination légale",
  ingredients: "Ingrédients",
  origins: "Pays d'origine",
  storage: "Conservation",
  operator: "Exploitant",
  netQuantity: "Quantité nette",
  concentration: "Concentration",
  paoMonths: "Durée d'utilisation après ouverture",
};

/**
 * What must be known before a product is sold with real payments. Honeys: the directive's country of harvest on top
 * of INCO's list; Shilajit: INCO's list; perfumes: the cosmetics regulation's. Direct-purchase packages have no
 * product page of their own and are not covered yet (decision 084).
 */
export const MANDATORY_FACTS: Record<ProductKind, readonly InformationFact[]> = {
  honey: ["legalName", "ingredients", "netQuantity", "origins", "storage", "operator"],
  wellness: ["legalName", "ingredients", "netQuantity", "storage", "operator"],
  perfume: ["concentration", "ingredients", "netQuantity", "paoMonths", "operator"],
  package: [],
};

/** The back office's word for an unknown fact; the shop's pages say UNKNOWN_FOR_CUSTOMERS. */
export const TO_COMPLETE = "à compléter";

export interface InformationContext {
  /** Every active variant of the product states its net weight or volume. */
  netQuantityKnown: boolean;
  /**
   * The operator under whose name the shop sells (its configured legal name and address), used when the product
   * names none; null when the shop's legal identity is not configured.
   */
  shopOperator: string | null;
}

/** The operator shown for a product: its own, else the shop's. */
export function operatorOf(information: ProductInformation, shopOperator: string | null): string | null {
  return information.operator ?? shopOperator;
}

function known(information: ProductInformation, fact: InformationFact, context: InformationContext): boolean {
  switch (fact) {
    case "netQuantity":
      return context.netQuantityKnown;
    case "operator":
      return operatorOf(information, context.shopOperator) !== null;
    case "ingredients":
    case "origins":
      return (information[fact]?.length ?? 0) > 0;
    default:
      return information[fact] !== null;
  }
}

/** The mandatory facts of this kind that are unknown, in the rule's order. */
export function missingFacts(
  kind: ProductKind,
  information: ProductInformation,
  context: InformationContext,
): InformationFact[] {
  return MANDATORY_FACTS[kind].filter((fact) => !known(information, fact, context));
}

/** True when the product is honey and nothing else: the only case a « 100 % miel » composition may be shown. */
export function isPureHoney(information: ProductInformation): boolean {
  const ingredients = information.ingredients ?? [];
  return ingredients.length === 1 && ingredients[0]!.name.trim().toLowerCase() === "miel";
}

/**
 * The origins' rule, in French: each country once; shares either all given (whole percents summing to 100) or all
 * absent. Null when the list is right.
 */
export function originsError(origins: readonly InformationOrigin[]): string | null {
  const names = origins.map((origin) => origin.country.trim().toLowerCase());
  if (names.some((name) => name === "")) return "Chaque origine doit nommer un pays.";
  if (new Set(names).size !== names.length) return "Chaque pays ne doit figurer qu'une fois.";
  const shares = origins.map((origin) => origin.sharePercent);
  if (shares.every((share) => share === null)) return null;
  if (shares.some((share) => share === null)) return "Indiquez la part de chaque pays, ou d'aucun.";
  if (shares.some((share) => !Number.isInteger(share) || share! <= 0 || share! > 100))
    return "Chaque part est un nombre entier de 1 à 100 %.";
  const total = shares.reduce<number>((sum, share) => sum + share!, 0);
  return total === 100 ? null : `Les parts des pays doivent totaliser 100 % (ici ${total} %).`;
}
