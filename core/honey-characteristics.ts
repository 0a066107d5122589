// The names the honey page gives a honey's characteristics, by the key the catalogue stores them under. The page's
// loader sends the names (server/pages/product-information.ts), so the table never reaches the browser's scripts.
const LABELS: Record<string, string> = {
  poids: "Poids",
  texture: "Texture",
  couleur: "Couleur",
  conservation: "Conservation",
  origine: "Origine",
  acidite: "Acidité",
  crystallisation: "Cristallisation",
  composition: "Composition",
  certification: "Certification",
};

/** Each characteristic with its name as the page shows it (a key without a name is shown as stored). */
export function namedCharacteristics(characteristics: readonly [string, string][]): [string, string][] {
  return characteristics.map(([key, value]) => [LABELS[key] ?? key, value]);
}
