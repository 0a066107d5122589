// The French communes of a postal code, from La Poste's official base as the `codes-postaux` package ships it
// (data.gouv.fr, MIT): read on the server only, loaded on the first question (≈ 4 Mo of JSON, ≈ 40 000 rows).
import type { find } from "codes-postaux";

let finder: Promise<{ find: typeof find }> | null = null;
const load = () => (finder ??= import("codes-postaux"));

/** Paris, Lyon and Marseille's districts are written to the city: « 69001 Lyon », not « Lyon 1er Arrondissement ». */
const cityName = (commune: string) => commune.replace(/ \d+(?:er|e) Arrondissement$/, "");

/** The communes served by a French postal code, each once, in French order; [] for a code La Poste does not use. */
export async function citiesOfPostalCode(code: string): Promise<string[]> {
  const { find } = await load();
  const names = new Set(find(code).map((commune) => cityName(commune.nomCommune)));
  return [...names].sort((a, b) => a.localeCompare(b, "fr"));
}
