import type { ProductInformation } from "#core/product-information";
import { EMPTY_INFORMATION } from "#core/product-information";
import type { HoneySeed } from "./seed-types";

/**
 * The honeys that are honey and nothing else, read in the spec's characteristics (a « 100 % miel … » composition, or
 * Frankincense's « miel à dominante de fleurs … », a floral designation) and in the catalogue's words for the ones
 * without a written detail (« Monofloral de jujubier », « Miel toutes fleurs », « Miel de jujubier »). Every other
 * honey (rose petals, spirulina, flavoured and fruity preparations) is a honey preparation whose recipe the spec does
 * not give: its facts stay unknown (decision 084).
 */
const PURE_HONEY_NAMES: Record<string, string> = {
  jujubier_panjabi: "Miel de jujubier",
  table_fleurs: "Miel toutes fleurs",
  table_sidr: "Miel de jujubier",
};

/** Honeys with a written detail whose composition says they are pure honey. */
function isPureComposition(composition: string | undefined): composition is string {
  return composition !== undefined && /^(100 % miel|Miel à dominante de fleurs)/u.test(composition);
}

/**
 * A honey's regulatory facts as the spec gives them. Pure honeys: legal name from the composition (« 100 % miel de
 * Sidr (…) » → « Miel de Sidr (…) »), the one ingredient « miel », the honey's country, the storage conditions of
 * its « conservation » characteristic (its months are the lots' business: the minimum durability is each lot's).
 * Every honey's country of harvest is the catalogue's (the fruity ones say « Miel de fleurs français »). Anything else
 * is null: unknown, never guessed.
 */
export function honeyInformation(honey: HoneySeed): ProductInformation {
  const characteristics = honey.detail?.characteristics ?? {};
  const composition = characteristics.composition;
  const origins = [{ country: honey.country, sharePercent: null }];
  if (isPureComposition(composition)) {
    return {
      ...EMPTY_INFORMATION,
      legalName: capitalise(composition.replace(/^100 % /u, "")),
      ingredients: [{ name: "miel", allergen: false }],
      origins,
      storage: storageOf(characteristics.conservation),
    };
  }
  const pureName = honey.detail === null ? PURE_HONEY_NAMES[honey.id] : undefined;
  if (pureName)
    return { ...EMPTY_INFORMATION, legalName: pureName, ingredients: [{ name: "miel", allergen: false }], origins };
  return { ...EMPTY_INFORMATION, origins };
}

/** « 36 mois à l'abri de la lumière et de l'humidité » → « À conserver à l'abri de la lumière et de l'humidité ». */
function storageOf(conservation: string | undefined): string | null {
  if (!conservation) return null;
  const conditions = conservation.replace(/^\d+\s+mois\s+/u, "").trim();
  return conditions ? `À conserver ${conditions}` : null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
