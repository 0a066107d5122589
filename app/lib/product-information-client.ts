// The back office's regulatory information form (decision 084): the form's rows → the API's body, and the call.
import { isConcentration, originsError, type ProductInformation } from "#core/product-information";
import { api, call, type Ok, segment } from "./api-client";

const route = api.admin.products[":id"].information;

export type InformationAnswer = Ok<typeof route.$get>;

export interface IngredientRow {
  name: string;
  allergen: boolean;
}
export interface OriginRow {
  country: string;
  /** As typed: empty when no share is given. */
  share: string;
}

export interface InformationFormValues {
  legalName: string;
  ingredients: IngredientRow[];
  origins: OriginRow[];
  storage: string;
  operator: string;
  concentration: string;
  head: string;
  heart: string;
  base: string;
  precautions: string;
  paoMonths: string;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function formValuesOfInformation(information: ProductInformation): InformationFormValues {
  return {
    legalName: information.legalName ?? "",
    ingredients: information.ingredients ?? [],
    origins: (information.origins ?? []).map((o) => ({
      country: o.country,
      share: o.sharePercent === null ? "" : String(o.sharePercent),
    })),
    storage: information.storage ?? "",
    operator: information.operator ?? "",
    concentration: information.concentration ?? "",
    head: (information.pyramid?.head ?? []).join("\n"),
    heart: (information.pyramid?.heart ?? []).join("\n"),
    base: (information.pyramid?.base ?? []).join("\n"),
    precautions: information.precautions ?? "",
    paoMonths: information.paoMonths === null ? "" : String(information.paoMonths),
  };
}

/** A whole number typed in French (spaces allowed); NaN when it is not one, null when empty. */
function wholeNumber(text: string): number | null {
  const compact = text.replace(/\s/g, "");
  if (compact === "") return null;
  return /^\d{1,4}$/.test(compact) ? Number(compact) : Number.NaN;
}

/** What the browser can tell before sending: numbers that are not whole numbers. */
export function informationFormErrors(values: InformationFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (Number.isNaN(wholeNumber(values.paoMonths)))
    errors.paoMonths = "Durée après ouverture : un nombre entier de mois.";
  const origins = informationBody(values).origins.map((o) => ({ country: o.country, sharePercent: o.share_percent }));
  const refused = origins.some((o) => Number.isNaN(o.sharePercent))
    ? "Chaque part est un nombre entier de 1 à 100 %."
    : originsError(origins);
  if (refused) errors.origins = refused;
  return errors;
}

/** The form's values as the API's body; empty texts and rows are « unknown ». */
export function informationBody(values: InformationFormValues) {
  const ingredients = values.ingredients
    .map((i) => ({ name: i.name.trim(), allergen: i.allergen }))
    .filter((i) => i.name !== "");
  const origins = values.origins
    .filter((o) => o.country.trim() !== "" || o.share.trim() !== "")
    .map((o) => ({ country: o.country.trim(), share_percent: wholeNumber(o.share) }));
  const pyramid = { head: lines(values.head), heart: lines(values.heart), base: lines(values.base) };
  return {
    legal_name: values.legalName,
    ingredients,
    origins,
    storage: values.storage,
    operator: values.operator,
    concentration: isConcentration(values.concentration) ? values.concentration : null,
    pyramid,
    precautions: values.precautions,
    pao_months: wholeNumber(values.paoMonths),
  };
}

export const productInformationClient = {
  save: (productId: string, values: InformationFormValues) =>
    call(
      route.$put({ param: { id: segment(productId) }, json: informationBody(values) }),
      "L'enregistrement n'a pas abouti : réessayez.",
    ),
};
