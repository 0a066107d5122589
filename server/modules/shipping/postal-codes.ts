// The French communes of a postal code, from La Poste's official base as the `codes-postaux` package ships it
// (data.gouv.fr, MIT): its data file read on the server only, at the first question, into a map of the names alone
// (≈ 2 Mo kept instead of the package's ≈ 19 Mo index; ≈ 6 200 codes).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

type Row = { codePostal: string; nomCommune: string };

/** Paris, Lyon and Marseille's districts are written to the city: « 69001 Lyon », not « Lyon 1er Arrondissement ». */
const cityName = (commune: string) => commune.replace(/ \d+(?:er|e) Arrondissement$/, "");

async function loadIndex(): Promise<Map<string, string[]>> {
  const file = createRequire(import.meta.url).resolve("codes-postaux/codes-postaux.json");
  const rows = JSON.parse(await readFile(file, "utf8")) as Row[];
  const index = new Map<string, Set<string>>();
  for (const row of rows) {
    const names = index.get(row.codePostal) ?? new Set<string>();
    names.add(cityName(row.nomCommune));
    index.set(row.codePostal, names);
  }
  return new Map([...index].map(([code, names]) => [code, [...names].sort((a, b) => a.localeCompare(b, "fr"))]));
}

let index: Promise<Map<string, string[]>> | null = null;

/** The communes served by a French postal code, each once, in French order; [] for a code La Poste does not use. */
export async function citiesOfPostalCode(code: string): Promise<string[]> {
  index ??= loadIndex().catch((err: unknown) => {
    index = null; // asked again at the next question
    throw err;
  });
  return (await index).get(code) ?? [];
}
