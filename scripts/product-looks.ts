// What the product illustrations take from the catalogue (decision 116): a honey's colour and texture from its
// written characteristics (server/modules/catalog/seed-data.ts), a soft backdrop per origin, a bottle's shape per
// perfume line. Pure, so scripts/generate-images.ts draws from it and its test holds it.

/** The honey colours the catalogue writes (`couleur`, lower case), each with the fill drawn for it. */
export const HONEY_COLOURS: Readonly<Record<string, string>> = {
  "blanc ivoire": "#efe4c8",
  "doré clair": "#e8b64a",
  "doré lumineux": "#e2a22c",
  "doré rosé": "#dc9a6e",
  "ambre clair": "#d18b2e",
  "ambre doré": "#c27519",
  "ambre orangé": "#c4651c",
  "ambre moyen": "#ad5f1e",
  ambre: "#a4551a",
  "brun doré": "#8c5a24",
  "brun ambré": "#7a3e15",
  "ambre foncé, presque brun": "#673012",
};

/**
 * The fill of a honey: the colour its characteristics write, else `fallback` (a flavoured honey the catalogue
 * describes without a `couleur`: the drawing's own, from its ingredient). A written colour the table does not know
 * stops the generator rather than being drawn as something else.
 */
export function honeyColour(couleur: string | undefined, fallback: string): string {
  if (couleur === undefined) return fallback;
  const fill = HONEY_COLOURS[couleur.trim().toLowerCase()];
  if (!fill) throw new Error(`couleur de miel inconnue de scripts/product-looks.ts : « ${couleur} »`);
  return fill;
}

/**
 * How the honey sits in its jar: `liquid` (« fluide »: clear, a level surface), `creamy` (« crémeuse »: opaque,
 * matt, whipped on top), `thick` (« épaisse », « dense », « onctueuse »: a deep, slow body); null when the catalogue
 * writes no texture (the plain glass look, nothing implied).
 */
export type HoneyTexture = "liquid" | "creamy" | "thick";

export function honeyTexture(texture: string | undefined): HoneyTexture | null {
  if (!texture) return null;
  const t = texture.toLowerCase();
  if (t.includes("crémeuse") || t.includes("à tartiner")) return "creamy";
  if (t.includes("fluide")) return "liquid";
  if (t.includes("épaisse") || t.includes("dense") || t.includes("onctueuse")) return "thick";
  return null;
}

/** A quiet backdrop per country of origin, like a seamless paper in a studio: no circle, no pattern. */
export const ORIGIN_TONES: Readonly<Record<string, string>> = {
  Yémen: "#efe3d3",
  Oman: "#efe0da",
  Pakistan: "#e7e6da",
  "Arabie saoudite": "#f1e8d8",
  Kirghizstan: "#e3e8ea",
  "Nouvelle-Zélande": "#e0e6de",
  Iran: "#f0e2e2",
  France: "#ece8e1",
};
const DEFAULT_TONE = "#ede9e3";

export function originTone(country: string | undefined): string {
  return (country && ORIGIN_TONES[country]) || DEFAULT_TONE;
}

/** The label's origin line: the country in capitals, « YÉMEN ». */
export function originLabel(country: string | undefined): string {
  return (country ?? "").toLocaleUpperCase("fr");
}

/** Mr.H's bottles are cut straight (blocks, columns, facets); Mme.H's are curved (spheres, domes, drops). */
export const LINE_SHAPES = {
  "Mr.H": ["block", "tall", "obelisk", "hex", "flask", "crystal"],
  "Mme.H": ["round", "dome", "drop"],
} as const;

export type PerfumeLine = keyof typeof LINE_SHAPES;
export type BottleShape = (typeof LINE_SHAPES)[PerfumeLine][number];

export function isLineShape(line: PerfumeLine, shape: BottleShape): boolean {
  return (LINE_SHAPES[line] as readonly BottleShape[]).includes(shape);
}
