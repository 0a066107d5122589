// Draws the shop's own SVG illustrations under public/ (product pictures, hero, logo, favicon).
// Run: npm run images  (or: npx -y tsx scripts/generate-images.ts)
// Pure and deterministic: the same tables always give the same files. Every run overwrites
// every file; any failure (or an oversized picture) ends the process with a non-zero code.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { honeyGalleryPaths, imageSlug, PRODUCT_IMAGE_SIZE, productImagePath } from "../core/catalog";
import { catalogSeed } from "../server/modules/catalog/seed-data";
import {
  type BottleShape,
  honeyColour,
  type HoneyTexture,
  honeyTexture,
  isLineShape,
  originLabel,
  originTone,
} from "./product-looks";

const PUBLIC = path.resolve(import.meta.dirname, "..", "public");
const { width: W, height: H } = PRODUCT_IMAGE_SIZE;
const PRODUCT_MAX_BYTES = 4096;
const HERO_MAX_BYTES = 12288;
const SERIF = `font-family="Georgia, serif"`;

// ---------------------------------------------------------------- helpers

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const r1 = (n: number) => Math.round(n * 10) / 10;

function svg(title: string, body: string, w: number = W, h: number = H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${esc(title)}</title>${body}</svg>\n`;
}

/** Linear blend of two #rrggbb colours, t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
/** Perceived brightness of a #rrggbb colour, 0 (black) to 1 (white). */
const luma = (c: string) =>
  (0.299 * parseInt(c.slice(1, 3), 16) + 0.587 * parseInt(c.slice(3, 5), 16) + 0.114 * parseInt(c.slice(5, 7), 16)) /
  255;
const darken = (c: string, t: number) => mix(c, "#000000", t);

/** Small deterministic PRNG seeded by a string (FNV-1a + xorshift mix). */
function rng(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** Points of a pointy-top hexagon. */
function hexPoints(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${r1(cx + r * Math.cos(a))},${r1(cy + r * Math.sin(a))}`;
  }).join(" ");
}

const lin = (id: string, stops: [number, string, number?][], dir = `x2="1"`) =>
  `<linearGradient id="${id}" ${dir}>${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("")}</linearGradient>`;

/** A studio's seamless paper in one soft tone (decision 116): lighter above, a quiet floor; no circle, no pattern. */
function backdrop(tone: string): string {
  return `<defs>${lin(
    "bg",
    [
      [0, lighten(tone, 0.4)],
      [0.78, tone],
      [1, darken(tone, 0.05)],
    ],
    `y2="1"`,
  )}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;
}

const shadow = (cx: number, cy: number, rx: number, c: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r1(rx * 0.13)}" fill="${c}" opacity=".22"/>`;

function fitFont(text: string, width: number, max: number): number {
  return Math.min(max, Math.floor(width / (text.length * 0.7)));
}

// ---------------------------------------------------------------- garnishes (small motifs per product)

type Garnish =
  | "leaf"
  | "flower"
  | "puff"
  | "citrus"
  | "berry"
  | "bean"
  | "nut"
  | "petal"
  | "seed"
  | "tear"
  | "algae"
  | "pod"
  | "almond";

function garnish(kind: Garnish, x: number, y: number, rot: number, tint: string): string {
  const t = `transform="translate(${x} ${y}) rotate(${rot})"`;
  switch (kind) {
    case "leaf":
      return `<g ${t}><path d="M0 0C12-20 40-22 52-10C40 6 16 10 0 0z" fill="#6d8a3c"/><path d="M0 0C-6-22 10-44 26-48C30-30 18-8 0 0z" fill="#87a24c"/><path d="M2 0L46-10M2-2L22-40" stroke="#4e6a28" stroke-width="2"/></g>`;
    case "flower":
      return `<g ${t}><g fill="${tint}">${[0, 72, 144, 216, 288].map((a) => `<ellipse rx="10" ry="16" cy="-14" transform="rotate(${a})"/>`).join("")}</g><circle r="7" fill="#e9b52e"/></g>`;
    case "puff":
      return `<g ${t}><path d="M0 0q-20 10-40 4" stroke="#6d8a3c" stroke-width="3" fill="none"/><circle r="14" fill="#f2c52a" stroke="#e3a514" stroke-width="7" stroke-dasharray="2 3"/><circle cx="-40" cy="4" r="9" fill="#f2c52a" stroke="#e3a514" stroke-width="5" stroke-dasharray="2 2.6"/></g>`;
    case "citrus":
      return `<g ${t}><circle r="30" fill="#f08a1c"/><circle r="25" fill="#ffc45e"/><circle r="12" fill="none" stroke="#fff1cf" stroke-width="22" stroke-dasharray="2 7.4"/><circle r="3" fill="#fff1cf"/></g>`;
    case "berry":
      return `<g ${t}><circle r="13" fill="#b3122e"/><circle cx="22" cy="4" r="11" fill="#8e0f27"/><circle cx="8" cy="-18" r="10" fill="#c8243d"/><circle cx="-4" cy="-4" r="3" fill="#fff" opacity=".6"/><path d="M8-28l4-10 6 8" stroke="#4e6a28" stroke-width="3" fill="none"/></g>`;
    case "bean":
      return `<g ${t}><g fill="#4a2a16"><ellipse rx="15" ry="11"/><ellipse cx="30" cy="8" rx="13" ry="10" transform="rotate(40 30 8)"/></g><path d="M-13 0q13-5 26 0M20 2q10 3 19 12" stroke="#24130a" stroke-width="2.5" fill="none"/></g>`;
    case "nut":
      return `<g ${t}><ellipse rx="22" ry="14" fill="#e4d2a8"/><ellipse cx="2" rx="15" ry="10" fill="#8fae3e"/><ellipse cx="-3" cy="-3" rx="6" ry="3" fill="#b6cf6a"/><ellipse cx="34" cy="12" rx="16" ry="11" fill="#9cb94a"/></g>`;
    case "petal":
      return `<g ${t} fill="${tint}"><path d="M0 0C-18-14-10-36 4-30C16-34 22-12 0 0z"/><path d="M34 10C20-6 32-24 44-16C58-16 56 6 34 10z" opacity=".8"/></g>`;
    case "seed":
      return `<g ${t} fill="#1d1410">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<ellipse cx="${(i * 13) % 40}" cy="${(i * 7) % 18}" rx="4" ry="2.4" transform="rotate(${i * 50} ${(i * 13) % 40} ${(i * 7) % 18})"/>`).join("")}</g>`;
    case "tear":
      return `<g ${t} fill="#f1d9a0" stroke="#d2a964" stroke-width="2"><path d="M0 0c-12 0-14-14-6-22 6-6 16-2 16 8 0 8-4 14-10 14z"/><path d="M24 8c-8 0-10-10-4-14s12 0 11 6c0 5-3 8-7 8z"/></g>`;
    case "algae":
      return `<g ${t} fill="none" stroke="#2f6b3a" stroke-width="4" stroke-linecap="round"><path d="M0 0a6 6 0 1 1 6 6a12 12 0 1 1 12-12a18 18 0 1 1-18 18"/></g>`;
    case "pod":
      return `<g ${t}><path d="M0 0C30-10 60-8 90 6" stroke="#3a2414" stroke-width="6" fill="none" stroke-linecap="round"/><g fill="#fbf4e0"><ellipse cx="30" cy="-26" rx="7" ry="12"/><ellipse cx="42" cy="-20" rx="7" ry="12" transform="rotate(72 42-20)"/><ellipse cx="20" cy="-18" rx="7" ry="12" transform="rotate(-72 20-18)"/></g><circle cx="31" cy="-18" r="5" fill="#e9c44a"/></g>`;
    case "almond":
      return `<g ${t}><path d="M0 0c-8-16 4-34 16-34 6 14 0 30-16 34z" fill="#b27a44"/><circle cx="44" cy="-4" r="24" fill="#5a3a22"/><circle cx="44" cy="-4" r="18" fill="#fbf6ec"/></g>`;
  }
}

// ---------------------------------------------------------------- honeys

type JarShape = "classic" | "squat" | "tall" | "hex";

interface HoneyLook {
  name: string;
  label: string;
  honey: string;
  bg: string;
  lid: string;
  jar: JarShape;
  garnish: Garnish;
  /** Colour of the garnish when it has one (flowers, petals). */
  tint?: string;
  /** From the catalogue's characteristics (`withCatalogue`); null: none written. */
  texture?: HoneyTexture | null;
  /** The country of origin, on the label and in the backdrop's tone. */
  country?: string;
}

const h = (
  name: string,
  label: string,
  honey: string,
  bg: string,
  lid: string,
  jar: JarShape,
  garnish: Garnish,
  tint = "#ffffff",
): HoneyLook => ({ name, label, honey, bg, lid, jar, garnish, tint });

const HONEYS: Record<string, HoneyLook> = {
  sidr_malaki_yemen: h("Miel de Sidr Malaki", "SIDR MALAKI", "#a9520c", "#f4dfc2", "#3a2212", "classic", "leaf"),
  jujubier_oman: h("Miel de Jujubier d'Oman", "JUJUBIER", "#c26c17", "#f8e6cb", "#6b4a2a", "hex", "leaf"),
  soumur_oman: h("Miel de Soumur", "SOUMUR", "#9a4c10", "#f1ddc6", "#2b2b2b", "squat", "puff"),
  fleur_oman: h("Miel de Fleurs d'Oman", "FLEURS", "#e0a030", "#fcefd0", "#6f8746", "tall", "flower", "#f7f1ff"),
  frankincense_oman: h("Miel de Frankincense", "ENCENS", "#98541f", "#ede0cf", "#b79257", "classic", "tear"),
  jujubier_pashtaw: h("Miel de Jujubier Pashtaw", "PASHTAW", "#b9621a", "#f6e1c8", "#2f4a3c", "squat", "leaf"),
  jujubier_panjabi: h("Miel de Jujubier du Pendjab", "PANJABI", "#cf8526", "#fae9cf", "#7a2e2e", "tall", "leaf"),
  has_saoudien: h("Miel de Has", "HAS", "#b0652a", "#f2dfca", "#1f3b57", "hex", "flower", "#c7b6e6"),
  tahl_saoudien: h("Miel de Tahl", "TAHL", "#8c4418", "#eed9c4", "#c9a227", "classic", "puff"),
  nigelle_saoudien: h("Miel de Nigelle", "NIGELLE", "#5e2e12", "#e9d9c8", "#1e1e1e", "squat", "seed"),
  blanc_kirghizstan: h(
    "Miel Blanc du Kirghizstan",
    "MIEL BLANC",
    "#f3ebd6",
    "#e4edf2",
    "#7d97ab",
    "tall",
    "flower",
    "#ffffff",
  ),
  manuka_nz: h("Miel de Manuka UMF 10+", "MANUKA", "#7c5230", "#e6e0d2", "#1b1b1b", "classic", "flower", "#f6dce2"),
  miel_rose: h("Miel à la Rose de Damas", "ROSE", "#de8798", "#fae3e8", "#8c3b4f", "hex", "petal", "#d9566f"),
  spiruline: h("Miel à la Spiruline", "SPIRULINE", "#5a8a3c", "#e0eed9", "#2c4a37", "classic", "algae"),
  fruité_orange: h("Miel Fruité à l'Orange", "ORANGE", "#ef821c", "#ffeed8", "#e0661b", "squat", "citrus"),
  fruité_rouge: h("Miel Fruité aux Fruits Rouges", "FRUITS ROUGES", "#b4243a", "#fbe1e3", "#7d1626", "squat", "berry"),
  pistache: h("Miel à la Pistache", "PISTACHE", "#a3b757", "#edf3dc", "#6b8a35", "tall", "nut"),
  cafe: h("Miel au Café", "CAFÉ", "#5a3520", "#ecdfd2", "#2a1a10", "hex", "bean"),
  creme_brulee: h("Miel Crème Brûlée", "CRÈME BRÛLÉE", "#eac384", "#fcf2e0", "#9a5e24", "classic", "pod"),
  coco_amande: h("Miel Coco-Amande", "COCO AMANDE", "#efe0c4", "#f5eee2", "#8b6b4a", "tall", "almond"),
  table_fleurs: h(
    "Miel de Table Toutes Fleurs",
    "TOUTES FLEURS",
    "#e6ae36",
    "#fff2d4",
    "#d39a1b",
    "classic",
    "flower",
    "#ffffff",
  ),
  table_sidr: h("Miel de Table au Sidr", "TABLE SIDR", "#d39232", "#faebd2", "#7b4a1d", "squat", "leaf"),
};

type SeedHoney = (typeof catalogSeed.honeys)[number];

/**
 * A honey's drawing with what the catalogue writes of it (decision 116): the colour and texture of its
 * characteristics (`honeyColour`, `honeyTexture`; none written: the drawing's own colour, no texture) and its country.
 */
export function withCatalogue(look: HoneyLook, seed: SeedHoney | undefined): HoneyLook {
  const facts = seed?.detail?.characteristics ?? {};
  return {
    ...look,
    honey: honeyColour(facts.couleur, look.honey),
    texture: honeyTexture(facts.texture),
    country: seed?.country,
  };
}

/** Every honey of the catalogue, drawn: its look from `HONEYS` completed by its catalogue entry. */
export function honeyLooks(): Map<string, HoneyLook> {
  const seeds = new Map(catalogSeed.honeys.map((honey) => [honey.id, honey]));
  return new Map(Object.entries(HONEYS).map(([id, look]) => [id, withCatalogue(look, seeds.get(id))]));
}

const JARS: Record<JarShape, { w: number; h: number; lid: number; r: number }> = {
  classic: { w: 240, h: 270, lid: 62, r: 44 },
  squat: { w: 284, h: 226, lid: 56, r: 60 },
  tall: { w: 204, h: 312, lid: 58, r: 34 },
  hex: { w: 250, h: 272, lid: 62, r: 12 },
};

/**
 * The honey inside a jar of width `w` from (x0, y0), as its texture shows (decision 116): `liquid` clear with a level
 * surface, `thick` deep with a slow, folded surface, `creamy` opaque and matt with a fine grain and a whipped crest;
 * no texture written: the plain glossy body.
 */
function honeyBody(look: HoneyLook, p: string, x0: number, y0: number, w: number, jh: number, r: number): string {
  const dark = darken(look.honey, 0.45);
  const pale = lighten(look.honey, 0.35);
  const body = (top: number) =>
    `<rect x="${x0 + 10}" y="${top}" width="${w - 20}" height="${y0 + jh - 10 - top}" rx="${r - 8}" fill="url(#${p}h)"/>`;
  const glossy: [number, string][] = [
    [0, dark],
    [0.3, look.honey],
    [0.55, pale],
    [0.8, look.honey],
    [1, dark],
  ];
  const soft: [number, string][] = [
    [0, darken(look.honey, 0.14)],
    [0.5, lighten(look.honey, 0.12)],
    [1, darken(look.honey, 0.16)],
  ];
  const defs = (stops: [number, string][]) => `<defs>${lin(`${p}h`, stops)}</defs>`;
  const top = y0 + 36;
  switch (look.texture) {
    case "liquid":
      return `${defs(glossy)}${body(top + 14)}<ellipse cx="300" cy="${top + 14}" rx="${w / 2 - 14}" ry="6" fill="${pale}"/><path d="M${x0 + 40} ${top + 14}h${w - 80}" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`;
    case "thick": {
      const step = (w - 28) / 4;
      const folds = Array.from({ length: 4 }, (_, i) => `q${r1(step / 2)} ${i % 2 ? 9 : -9} ${r1(step)} 0`).join("");
      return `${defs(glossy)}${body(top + 4)}<path d="M${x0 + 14} ${top + 6}${folds}v14H${x0 + 14}z" fill="${mix(look.honey, pale, 0.5)}"/>`;
    }
    case "creamy": {
      const rand = rng(look.name);
      const grain = Array.from(
        { length: 12 },
        () =>
          `<circle cx="${Math.round(x0 + 30 + rand() * (w - 60))}" cy="${Math.round(top + 30 + rand() * (jh - 90))}" r="2"/>`,
      ).join("");
      return `${defs(soft)}${body(top)}<path d="M${x0 + 14} ${top + 4}q${r1(w / 2 - 44)}-12 ${r1(w / 2 - 24)}-22q12-12 16 4q16 14 ${r1(w / 2 - 20)} 18z" fill="${lighten(look.honey, 0.3)}"/><g fill="#fff" opacity=".35">${grain}</g>`;
    }
    default:
      return `${defs(glossy)}${body(top - 2)}<ellipse cx="300" cy="${top}" rx="${w / 2 - 14}" ry="7" fill="${pale}"/>`;
  }
}

/**
 * A glass jar with a ribbed lid and a label — the house, the honey's name, its country — base centred on (300, 500);
 * `p` prefixes the gradient ids.
 */
function jar(look: HoneyLook, p = "j"): string {
  const { w, h: jh, lid, r } = JARS[look.jar];
  const x0 = 300 - w / 2;
  const y0 = 500 - jh;
  const dark = darken(look.honey, 0.45);
  const facets =
    look.jar === "hex"
      ? `<path d="M${x0 + w / 4} ${y0 + 6}V494M${x0 + (3 * w) / 4} ${y0 + 6}V494" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`
      : "";
  const lw = w * 0.74;
  const lh = Math.min(124, jh * 0.44);
  const ly = y0 + jh * 0.52 - lh / 2;
  const fs = fitFont(look.label, lw - 24, 28);
  const origin = originLabel(look.country);
  // Spaced capitals, narrowed for a long country (« NOUVELLE-ZÉLANDE ») so it stays on the label.
  const ols = origin.length > 10 ? 1 : 3;
  const ofs = Math.min(12, Math.floor(((lw - 28) / Math.max(origin.length, 1) - ols) / 0.68));
  const ink = "#3b2412";
  return `<defs>${lin(
    `${p}l`,
    [
      [0, lighten(look.lid, 0.3)],
      [0.5, look.lid],
      [1, darken(look.lid, 0.35)],
    ],
    `y2="1"`,
  )}</defs>
${shadow(300, 502, w * 0.72, dark)}${honeyBody(look, p, x0, y0, w, jh, r)}
<rect x="${x0}" y="${y0}" width="${w}" height="${jh}" rx="${r}" fill="#fff" fill-opacity=".22" stroke="${dark}" stroke-opacity=".3" stroke-width="4"/>${facets}
<rect x="${x0 + 18}" y="${y0 + 30}" width="16" height="${jh - 70}" rx="8" fill="#fff" opacity=".45"/><rect x="${x0 + w - 30}" y="${y0 + 44}" width="6" height="${jh - 110}" rx="3" fill="#fff" opacity=".35"/>
<rect x="${x0 + 14}" y="${y0 - 14}" width="${w - 28}" height="18" fill="#fff" fill-opacity=".5" stroke="${dark}" stroke-opacity=".3" stroke-width="3"/>
<rect x="${x0 + 4}" y="${y0 - 12 - lid}" width="${w - 8}" height="${lid}" rx="10" fill="url(#${p}l)"/><path d="M${x0 + 12} ${y0 - 12 - lid / 2}H${x0 + w - 12}" stroke="#000" stroke-opacity=".16" stroke-width="${lid - 16}" stroke-dasharray="3 7"/>
<rect x="${300 - lw / 2}" y="${ly}" width="${lw}" height="${lh}" rx="4" fill="#fffaf0" stroke="${ink}" stroke-opacity=".5" stroke-width="1.5"/><rect x="${300 - lw / 2 + 6}" y="${ly + 6}" width="${lw - 12}" height="${lh - 12}" rx="2" fill="none" stroke="${look.lid}" stroke-opacity=".6"/>
<g ${SERIF} text-anchor="middle" fill="${ink}"><text x="300" y="${r1(ly + 26)}" font-size="11" letter-spacing="3">MAISON H</text><text x="300" y="${r1(ly + lh * 0.58)}" font-size="${fs}" font-weight="700">${esc(look.label)}</text>${origin ? `<text x="300" y="${r1(ly + lh - 18)}" font-size="${ofs}" letter-spacing="${ols}" fill="${dark}">${esc(origin)}</text>` : ""}</g>`;
}

/** A honey's main picture: its jar on its origin's backdrop, one small garnish beside it. */
export function honeyJar(look: HoneyLook): string {
  return svg(
    look.name,
    `${backdrop(originTone(look.country))}<g transform="matrix(1.12 0 0 1.12 -36 -44)">${jar(look)}${garnish(look.garnish, 470, 506, 14, look.tint ?? "#fff")}</g>`,
  );
}

/** A slab of honeycomb on a wooden board, dripping into a small pool. */
function honeycomb(id: string, look: HoneyLook): string {
  const rand = rng(id);
  const dark = darken(look.honey, 0.45);
  const wax = mix(look.honey, "#fff3c4", 0.55);
  const r = 26;
  const cw = r * Math.sqrt(3);
  const tilt = Math.round(rand() * 14 - 7);
  const slab =
    "M120 190C180 150 300 168 400 150C470 140 500 190 488 260C478 330 500 390 440 420C360 450 250 430 170 440C110 446 96 380 104 320C110 260 80 220 120 190z";
  const caps: string[] = [];
  for (let i = 0; i < 9; i++) {
    const row = 5 + Math.floor(rand() * 6);
    const col = 3 + Math.floor(rand() * 8);
    caps.push(`<polygon points="${hexPoints(col * cw + (row % 2 ? cw / 2 : 0), row * 1.5 * r, r - 4)}"/>`);
  }
  const cell = `<polygon id="c" points="${hexPoints(0, 0, r - 4)}" fill="url(#cg)"/>`;
  const uses = [
    [cw, 0],
    [cw / 2, 1.5 * r],
    [0, 3 * r],
    [cw, 3 * r],
  ]
    .map(([x, y]) => `<use href="#c" x="${r1(x!)}" y="${y}"/>`)
    .join("");
  const drips = [180, 300, 410]
    .map((x, i) => {
      const len = 34 + ((i * 17) % 24);
      const y = 432 - i * 4;
      return `<path d="M${x - 10} ${y}q10 ${len} 0 ${len + 12}q-10-${len} 0-${len + 12}z"/><circle cx="${x - 10}" cy="${y + len + 10}" r="7"/>`;
    })
    .join("");
  return svg(
    `${look.name} — rayon de miel`,
    `${backdrop(originTone(look.country))}<defs><radialGradient id="cg" cx=".4" cy=".35"><stop offset="0" stop-color="${lighten(look.honey, 0.45)}"/><stop offset="1" stop-color="${look.honey}"/></radialGradient>
<pattern id="p" width="${r1(cw)}" height="${3 * r}" patternUnits="userSpaceOnUse"><rect width="${r1(cw)}" height="${3 * r}" fill="${wax}"/>${cell}${uses}</pattern>${lin(
      "sh",
      [
        [0, "#fff", 0.35],
        [0.5, "#fff", 0],
        [1, "#000", 0.25],
      ],
      `x2=".3" y2="1"`,
    )}</defs>
<ellipse cx="300" cy="478" rx="250" ry="64" fill="#8a5a30"/><ellipse cx="300" cy="468" rx="250" ry="64" fill="#c08f58"/><ellipse cx="300" cy="468" rx="210" ry="46" fill="none" stroke="#a87744" stroke-width="3"/>
<path d="M150 470c20-24 110-30 170-22s130 6 140 24-60 34-160 30-170-12-150-32z" fill="${look.honey}"/><ellipse cx="260" cy="466" rx="60" ry="8" fill="#fff" opacity=".3"/>
<g transform="rotate(${tilt} 300 300)"><path d="${slab}" fill="url(#p)" stroke="${mix(wax, dark, 0.35)}" stroke-width="14" stroke-linejoin="round"/><g fill="${lighten(wax, 0.35)}" stroke="${mix(wax, dark, 0.2)}" stroke-width="2">${caps.join("")}</g><path d="${slab}" fill="url(#sh)"/><g fill="${look.honey}">${drips}</g></g>
${bee(470, 110, 1, -14)}`,
  );
}

/** A cartoon bee, centred on (x, y). */
function bee(x: number, y: number, s: number, rot = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><ellipse cx="-8" cy="-20" rx="14" ry="20" fill="#fff" opacity=".75" transform="rotate(-25 -8 -20)"/><ellipse cx="10" cy="-20" rx="12" ry="18" fill="#fff" opacity=".6" transform="rotate(20 10 -20)"/><ellipse rx="28" ry="19" fill="#f2b632"/><path d="M-10-18v36M4-19v38" stroke="#2a1a10" stroke-width="8"/><circle cx="-27" cy="0" r="10" fill="#2a1a10"/><path d="M28 0h10" stroke="#2a1a10" stroke-width="3"/></g>`;
}

const BOWLS = ["#f3ede3", "#3b4a5a", "#c8704c", "#2f3d34", "#e4cfae", "#6e2f2a"];

/** A wooden honey dipper above a ceramic bowl, a thread of honey running down. */
function dipper(id: string, look: HoneyLook): string {
  const rand = rng(`${id}-bowl`);
  const bowl = BOWLS[Math.floor(rand() * BOWLS.length)]!;
  const dark = darken(look.honey, 0.45);
  const pale = lighten(look.honey, 0.4);
  const wood = "#b98552";
  const grooves = [180, 200, 220].map((y) => `<path d="M287 ${y}h86" stroke="#7b522c" stroke-width="6"/>`).join("");
  return svg(
    `${look.name} — cuillère à miel`,
    `${backdrop(originTone(look.country))}<defs>${lin("b", [
      [0, darken(bowl, 0.25)],
      [0.4, bowl],
      [1, darken(bowl, 0.35)],
    ])}${lin("hn", [
      [0, dark],
      [0.5, look.honey],
      [1, dark],
    ])}</defs>
${shadow(300, 500, 190, dark)}<path d="M140 380A160 120 0 0 0 460 380z" fill="url(#b)"/><rect x="250" y="488" width="100" height="12" rx="4" fill="${darken(bowl, 0.3)}"/>
<ellipse cx="300" cy="380" rx="160" ry="38" fill="${lighten(bowl, 0.2)}"/><ellipse cx="300" cy="382" rx="144" ry="30" fill="url(#hn)"/><ellipse cx="300" cy="382" rx="90" ry="16" fill="none" stroke="${pale}" stroke-width="3" opacity=".7"/><ellipse cx="300" cy="382" rx="40" ry="7" fill="none" stroke="${pale}" stroke-width="3"/>
<path d="M292 240Q298 320 299 382h10Q310 320 312 240z" fill="${look.honey}" opacity=".92"/><path d="M298 246Q301 320 302 380" stroke="${pale}" stroke-width="2" fill="none"/>
<g transform="rotate(35 330 200)"><rect x="320" y="-40" width="20" height="220" rx="10" fill="${wood}"/><circle cx="330" cy="-28" r="5" fill="#7b522c"/><rect x="285" y="158" width="90" height="92" rx="36" fill="${wood}"/>${grooves}
<path d="M285 208h90v10q0 32-45 34q-45-2-45-34z" fill="${look.honey}" opacity=".95"/><path d="M298 222q8 14 24 16" stroke="#fff" stroke-opacity=".5" stroke-width="4" fill="none"/></g>
${garnish(look.garnish, 110, 470, -8, look.tint ?? "#fff")}${garnish(look.garnish, 486, 474, 14, look.tint ?? "#fff")}<ellipse cx="470" cy="530" rx="14" ry="5" fill="${look.honey}"/><ellipse cx="150" cy="540" rx="9" ry="3.5" fill="${look.honey}"/>`,
  );
}

// ---------------------------------------------------------------- perfumes

type CapShape = "cube" | "cyl" | "flat" | "sphere" | "facet" | "flower";

interface BottleLook {
  name: string;
  line: "Mr.H" | "Mme.H";
  /** Short name engraved on the plaque. */
  short: string;
  glass: string;
  juice: string;
  cap: string;
  metal: string;
  bg: string;
  shape: BottleShape;
  capShape: CapShape;
}

const bottle =
  (line: BottleLook["line"]) =>
  (
    short: string,
    glass: string,
    juice: string,
    cap: string,
    metal: string,
    bg: string,
    shape: BottleShape,
    capShape: CapShape,
  ): BottleLook => ({
    name: line === "Mr.H" && short === "Cristal Ambré" ? "Mr.H × Baccarat – Cristal Ambré" : `${line} - ${short}`,
    line,
    short,
    glass,
    juice,
    cap,
    metal,
    bg,
    shape,
    capShape,
  });
const mr = bottle("Mr.H");
const mme = bottle("Mme.H");

export const PERFUMES: Record<string, BottleLook> = {
  parfum_homme_1: mr("Erba", "#2f4a2a", "#4f7a35", "#1c1c1c", "#c2a566", "#e1e9d9", "block", "cube"),
  parfum_homme_2: mr("Oud Royal", "#3b2414", "#6a3a17", "#c9a34f", "#c9a34f", "#ebe0d1", "obelisk", "cyl"),
  parfum_homme_3: mr("Cuir Noir", "#161414", "#2a2320", "#8a5a2b", "#a67c45", "#e4e0db", "block", "flat"),
  parfum_homme_4: mr("Vétiver Fumé", "#3d4a3a", "#5b6b48", "#2a2a2a", "#a3a393", "#e2e6de", "tall", "cyl"),
  parfum_homme_5: mr("Ambre Impérial", "#6e3c12", "#a8621e", "#2b1a0c", "#c98f3e", "#efe2cf", "hex", "cube"),
  parfum_homme_6: mr("Bois de Santal", "#5a3a22", "#8a5a32", "#3a2616", "#b08a5a", "#ede3d6", "tall", "flat"),
  parfum_homme_7: mr("Cristal Ambré", "#f6f0e4", "#d99a3e", "#d4af37", "#d4af37", "#efe9dd", "crystal", "facet"),
  parfum_homme_8: mr("Néroli Marin", "#1f3b63", "#2f5f94", "#c0c6cc", "#c0c6cc", "#dde6ef", "flask", "cyl"),
  parfum_homme_9: mr("Tabac Blond", "#6b4a22", "#a8742e", "#1a1a1a", "#c4a060", "#efe5d4", "flask", "cube"),
  parfum_homme_10: mr("Épices d'Orient", "#5a1a10", "#8e2e18", "#b8843a", "#c08a3a", "#f0e0d4", "hex", "sphere"),
  parfum_homme_11: mr("Lavande Sauvage", "#2e2a55", "#4b4488", "#1a1a2a", "#a9a9c0", "#e5e4ef", "tall", "sphere"),
  parfum_homme_12: mr("Poivre Noir", "#0f0f0f", "#222222", "#8d9399", "#9aa0a6", "#e3e3e1", "obelisk", "flat"),
  parfum_homme_13: mr("Nuit de Mascate", "#0e1838", "#1f2f66", "#d4af37", "#d4af37", "#dce0eb", "crystal", "sphere"),
  parfum_femme_1: mme("Rose noir", "#1c1015", "#3a1522", "#c4536f", "#dba2a9", "#f5e2e7", "drop", "flower"),
  parfum_femme_2: mme("Fleur d'Oranger", "#f0aebf", "#e3859f", "#d4af37", "#d9b87c", "#fbe8ee", "dome", "sphere"),
  parfum_femme_3: mme("Jasmin Nacré", "#f6d8d1", "#f0bdb2", "#fbf3ee", "#d8b89a", "#fcf0ec", "round", "flower"),
  parfum_femme_4: mme("Vanille Ambrée", "#f2d488", "#d9a440", "#b8892e", "#d4af37", "#fbf1dc", "dome", "facet"),
  parfum_femme_5: mme("Iris Poudré", "#d8c6ec", "#b096d4", "#8a6fb3", "#c7b8dc", "#f1edf8", "drop", "sphere"),
};

/** Body outline and the y of its top (where the neck sits), base on y = 500. */
const BODIES: Record<BottleShape, [string, number]> = {
  block: ["M190 262h220a16 16 0 0 1 16 16v206a16 16 0 0 1-16 16H190a16 16 0 0 1-16-16V278a16 16 0 0 1 16-16z", 262],
  tall: ["M236 196h128a12 12 0 0 1 12 12v280a12 12 0 0 1-12 12H236a12 12 0 0 1-12-12V208a12 12 0 0 1 12-12z", 196],
  round: ["M300 234a134 134 0 1 1-.1 0zM220 480h160v20H220z", 234],
  hex: [`M${hexPoints(300, 362, 142).replace(/ /g, "L")}z`, 220],
  flask: ["M252 226h96l72 96v164q0 14-14 14H194q-14 0-14-14V322z", 226],
  obelisk: ["M240 214h120l40 286H200z", 214],
  crystal: ["M236 232h128l56 62v144l-56 62H236l-56-62V294z", 232],
  dome: ["M186 500V372c0-120 228-120 228 0v128z", 282],
  drop: ["M300 214c60 70 118 130 118 196a118 96 0 0 1-236 0c0-66 58-126 118-196z", 214],
};

function cap(shape: CapShape, top: number, c: string): string {
  const y = top - 26;
  switch (shape) {
    case "cube":
      return `<rect x="252" y="${y - 92}" width="96" height="92" rx="6" fill="url(#cp)"/>`;
    case "cyl":
      return `<rect x="268" y="${y - 118}" width="64" height="118" rx="8" fill="url(#cp)"/>`;
    case "flat":
      return `<rect x="232" y="${y - 46}" width="136" height="46" rx="8" fill="url(#cp)"/>`;
    case "sphere":
      return `<circle cx="300" cy="${y - 44}" r="46" fill="url(#cp)"/><ellipse cx="284" cy="${y - 62}" rx="14" ry="9" fill="#fff" opacity=".35"/>`;
    case "facet":
      return `<path d="M300 ${y - 130}l52 64-52 66-52-66z" fill="url(#cp)"/><path d="M248 ${y - 66}h104M300 ${y - 130}l-20 64 20 66 20-66z" stroke="${lighten(c, 0.55)}" stroke-width="2" fill="none"/>`;
    case "flower":
      return `<g fill="url(#cp)">${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="300" cy="${y - 76}" rx="20" ry="34" transform="rotate(${a} 300 ${y - 46})"/>`).join("")}</g><circle cx="300" cy="${y - 46}" r="16" fill="${darken(c, 0.3)}"/>`;
  }
}

/** A perfume bottle, base centred on (300, 500). */
function perfumeBottle(look: BottleLook): string {
  const [body, top] = BODIES[look.shape];
  const light = luma(look.glass) > 0.6;
  const plaque = light ? "#fffaf3" : darken(look.glass, 0.45);
  const ink = light ? darken(look.metal, 0.35) : look.metal;
  const sparkle =
    look.shape === "crystal"
      ? `<path d="M236 232l24 62-24 144M364 232l-24 62 24 144M180 294h240M180 438h240M260 294h80v144h-80z" stroke="#fff" stroke-width="2" fill="none" opacity=".7"/><path d="M446 196l6 18 18 6-18 6-6 18-6-18-18-6 18-6zM150 360l4 12 12 4-12 4-4 12-4-12-12-4 12-4z" fill="${look.metal}"/>`
      : "";
  const short = look.short.toUpperCase();
  const fs = Math.min(14, Math.floor((128 - short.length) / (short.length * 0.72)));
  return `<defs><clipPath id="bc"><path d="${body}"/></clipPath>${lin("jc", [
    [0, darken(look.juice, 0.3)],
    [0.35, look.juice],
    [0.6, lighten(look.juice, 0.25)],
    [1, darken(look.juice, 0.35)],
  ])}${lin("cp", [
    [0, darken(look.cap, 0.3)],
    [0.35, lighten(look.cap, 0.35)],
    [0.6, look.cap],
    [1, darken(look.cap, 0.4)],
  ])}</defs>
${shadow(300, 502, 170, darken(look.bg, 0.6))}<rect x="282" y="${top - 30}" width="36" height="34" fill="${look.glass}" opacity=".8"/><rect x="270" y="${top - 34}" width="60" height="14" rx="3" fill="${look.metal}"/>${cap(look.capShape, top, look.cap)}
<path d="${body}" fill="${look.glass}" fill-opacity="${light ? 0.55 : 0.9}" stroke="${darken(look.glass, 0.3)}" stroke-opacity=".6" stroke-width="4"/>
<g clip-path="url(#bc)"><rect x="150" y="${top + 44}" width="300" height="${500 - top}" fill="url(#jc)" opacity="${light ? 0.85 : 0.55}"/><rect x="150" y="${top + 40}" width="300" height="5" fill="#fff" opacity=".35"/><rect x="150" y="478" width="300" height="30" fill="#fff" opacity=".22"/><rect x="214" y="${top}" width="20" height="300" fill="#fff" opacity=".3" transform="rotate(8 224 ${top})"/><rect x="248" y="${top}" width="6" height="300" fill="#fff" opacity=".2" transform="rotate(8 251 ${top})"/></g>${sparkle}
<rect x="228" y="350" width="144" height="62" rx="6" fill="${plaque}" stroke="${look.metal}" stroke-width="2.5"/><text x="300" y="380" ${SERIF} font-size="24" font-style="italic" font-weight="700" text-anchor="middle" fill="${ink}">${look.line}</text><text x="300" y="400" ${SERIF} font-size="${fs}" letter-spacing="1" text-anchor="middle" fill="${ink}">${esc(short)}</text>`;
}

/** Arched niche behind the bottle, like a boutique shelf. */
function niche(look: BottleLook): string {
  const tone = look.line === "Mr.H" ? darken(look.bg, 0.12) : lighten(look.bg, 0.5);
  return `<path d="M170 530V200a130 130 0 0 1 260 0v330z" fill="${tone}" opacity=".7"/><rect x="120" y="500" width="360" height="34" rx="6" fill="${darken(look.bg, 0.18)}"/><rect x="120" y="500" width="360" height="6" fill="#fff" opacity=".35"/>`;
}

export function perfume(look: BottleLook, title = look.name): string {
  return svg(title, `${backdrop(look.bg)}${niche(look)}${perfumeBottle(look)}`);
}

/** A direct-purchase perfume: the bottle in front of its gift box. */
function perfumePackage(look: BottleLook, box: string, ribbon: string): string {
  return svg(
    `${look.name} — coffret`,
    `${backdrop(look.bg)}${shadow(320, 520, 240, "#000")}<rect x="300" y="150" width="230" height="370" rx="6" fill="${box}"/><rect x="300" y="150" width="230" height="18" fill="#fff" opacity=".12"/><rect x="486" y="150" width="22" height="370" fill="${ribbon}"/><text x="425" y="335" ${SERIF} font-size="30" font-style="italic" text-anchor="middle" fill="${ribbon}" transform="rotate(-90 425 335)">Maison H</text>
<g transform="translate(-70 22) scale(.96)">${perfumeBottle(look)}</g>`,
  );
}

// ---------------------------------------------------------------- shilajit

/** A small dark glass pot of resin, base centred on (0, 0); open shows the resin inside. */
function pot(open: boolean): string {
  const lid = open
    ? `<ellipse cy="-150" rx="92" ry="20" fill="#3a2a1e"/><ellipse cy="-148" rx="80" ry="14" fill="#0d0806"/><path d="M-50-152q30-10 70-4" stroke="#8a7060" stroke-width="4" fill="none" opacity=".7"/>`
    : `<rect x="-98" y="-196" width="196" height="50" rx="10" fill="url(#pl)"/><path d="M-90-171h180" stroke="#000" stroke-opacity=".3" stroke-width="34" stroke-dasharray="3 6"/>`;
  return `<rect x="-90" y="-152" width="180" height="152" rx="24" fill="url(#pg)"/><rect x="-90" y="-112" width="180" height="66" fill="#c9a34f"/><path d="M-90-106h180M-90-52h180" stroke="#f3dc98" stroke-width="2"/><text y="-72" ${SERIF} font-size="19" font-weight="700" letter-spacing="2" text-anchor="middle" fill="#2a1a10">SHILAJIT</text><text y="-56" ${SERIF} font-size="9" letter-spacing="2" text-anchor="middle" fill="#2a1a10">MAISON H · RÉSINE PURE</text><rect x="-74" y="-142" width="12" height="130" rx="6" fill="#fff" opacity=".18"/>${lid}`;
}

const SHILAJIT_DEFS = `<defs><radialGradient id="bg" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="#f7f2ea"/><stop offset="1" stop-color="#ddd3c6"/></radialGradient>${lin(
  "pg",
  [
    [0, "#150d08"],
    [0.4, "#4a3222"],
    [1, "#120a06"],
  ],
)}${lin(
  "pl",
  [
    [0, "#3a3632"],
    [0.5, "#161412"],
    [1, "#050505"],
  ],
  `y2="1"`,
)}</defs><rect width="600" height="600" fill="url(#bg)"/><path d="M0 420L90 300l50 50 90-140 70 90 60-70 100 130 60-60 80 90v130H0z" fill="#b8ab9c" opacity=".45"/><path d="M200 238l30-28 22 28-20-6zM360 254l22-26 20 26-20-8z" fill="#fff" opacity=".7"/><rect y="470" width="600" height="130" fill="#cfc2b2"/>`;

function shilajit(title: string, pots: number, open = false): string {
  const layout: Record<number, [number, number, number][]> = {
    1: [[open ? 250 : 300, 520, 1.45]],
    2: [
      [185, 515, 1.12],
      [415, 515, 1.12],
    ],
    3: [
      [175, 470, 0.95],
      [425, 470, 0.95],
      [300, 540, 1.05],
    ],
  };
  const items = (layout[pots] ?? [])
    .map(
      ([x, y, s]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${110 * s}" ry="${14 * s}" fill="#000" opacity=".2"/><g transform="translate(${x} ${y}) scale(${s})">${pot(open)}</g>`,
    )
    .join("");
  const extra = open
    ? `<g transform="translate(470 540) rotate(-8)"><ellipse rx="78" ry="18" fill="#0b0908"/><rect x="-78" y="-34" width="156" height="34" fill="url(#pl)"/><ellipse cy="-34" rx="78" ry="18" fill="#3a3632"/></g><path d="M80 566l170-12" stroke="#c9a34f" stroke-width="7" stroke-linecap="round"/><ellipse cx="246" cy="554" rx="16" ry="8" fill="#0d0806" transform="rotate(-4 246 554)"/>`
    : pots > 1
      ? `<polygon points="${hexPoints(520, 90, 46)}" fill="#2a1a10"/><text x="520" y="102" ${SERIF} font-size="32" font-weight="700" text-anchor="middle" fill="#d9b35a">×${pots}</text>`
      : "";
  return svg(title, `${SHILAJIT_DEFS}${items}${extra}`);
}

// ---------------------------------------------------------------- collection box, hero, logo

/** A small, plain jar for the gift box, base centred on (cx, 400). */
function miniJar(look: HoneyLook, label: string, cx: number, k: string): string {
  const dark = darken(look.honey, 0.45);
  return `<defs>${lin(k, [
    [0, dark],
    [0.5, lighten(look.honey, 0.3)],
    [1, dark],
  ])}</defs><rect x="${cx - 62}" y="255" width="124" height="145" rx="22" fill="url(#${k})" stroke="#fff" stroke-opacity=".5" stroke-width="4"/><rect x="${cx - 66}" y="222" width="132" height="36" rx="6" fill="${look.lid}"/><rect x="${cx - 50}" y="262" width="8" height="110" rx="4" fill="#fff" opacity=".4"/><rect x="${cx - 46}" y="290" width="92" height="56" rx="6" fill="#fffaf0"/><polygon points="${hexPoints(cx, 306, 7)}" fill="${look.honey}"/><text x="${cx}" y="334" ${SERIF} font-size="${fitFont(label, 80, 17)}" font-weight="700" text-anchor="middle" fill="#3b2412">${label}</text>`;
}

function collectionBox(): string {
  const jars = (["sidr_malaki_yemen", "manuka_nz", "blanc_kirghizstan"] as const)
    .map((id, i) => miniJar(HONEYS[id]!, ["SIDR", "MANUKA", "BLANC"][i]!, 160 + i * 140, `k${i}`))
    .join("");
  return svg(
    "Collection des miels rares — coffret de trois pots",
    `${backdrop("#f2e6d3")}${shadow(300, 520, 250, "#4a2c0c")}<path d="M70 250l60-70h340l60 70z" fill="#7a4a1c"/><rect x="70" y="250" width="460" height="270" rx="8" fill="#4a2c0c"/>${jars}
<rect x="60" y="392" width="480" height="136" rx="10" fill="#5c3712"/><rect x="60" y="392" width="480" height="8" fill="#fff" opacity=".15"/><rect x="60" y="430" width="480" height="14" fill="#c9a34f" opacity=".9"/><polygon points="${hexPoints(300, 460, 40)}" fill="#2a1a10" stroke="#d9b35a" stroke-width="3"/><text x="300" y="474" ${SERIF} font-size="38" font-weight="700" text-anchor="middle" fill="#e8c46a">H</text>
<text x="150" y="500" ${SERIF} font-size="22" font-style="italic" text-anchor="middle" fill="#f3d99a">Collection</text><text x="450" y="500" ${SERIF} font-size="22" font-style="italic" text-anchor="middle" fill="#f3d99a">miels rares</text>`,
  );
}

function hero(): string {
  const rand = rng("hero");
  const combs = [
    [1180, 150, 1],
    [1258, 150, 0.7],
    [1219, 218, 0.9],
    [1297, 218, 0.45],
    [1141, 218, 0.3],
    [1336, 150, 0.25],
    [1258, 286, 0.6],
    [1180, 286, 0.2],
    [1375, 286, 0.15],
  ]
    .map(([x, y, o]) => `<polygon points="${hexPoints(x!, y!, 42)}" fill="#f0b43a" fill-opacity="${o}"/>`)
    .join("");
  const flowers = Array.from({ length: 26 }, () => {
    const x = Math.round(700 + rand() * 880);
    const y = Math.round(700 + rand() * 150);
    return `<circle cx="${x}" cy="${y}" r="${Math.round(3 + rand() * 4)}" fill="${rand() > 0.5 ? "#fff7e0" : "#f7d36b"}"/>`;
  }).join("");
  return svg(
    "Collines dorées au soleil, rayons de miel, abeilles et flacon de parfum Maison H",
    `<defs>${lin(
      "sky",
      [
        [0, "#fff8e8"],
        [0.6, "#fde4a8"],
        [1, "#f5c35c"],
      ],
      `y2="1"`,
    )}<radialGradient id="sun"><stop offset="0" stop-color="#fffbe9"/><stop offset=".45" stop-color="#ffe6a0" stop-opacity=".8"/><stop offset="1" stop-color="#ffd36b" stop-opacity="0"/></radialGradient>
${lin(
  "h1",
  [
    [0, "#efb54a"],
    [1, "#d98f1e"],
  ],
  `y2="1"`,
)}${lin(
      "h2",
      [
        [0, "#d98f1e"],
        [1, "#a9610f"],
      ],
      `y2="1"`,
    )}${lin(
      "h3",
      [
        [0, "#9a5410"],
        [1, "#5e300a"],
      ],
      `y2="1"`,
    )}${lin("gl", [
      [0, "#3a1f08"],
      [0.45, "#7a4414"],
      [1, "#2a1606"],
    ])}${lin("gd", [
      [0, "#b8872a"],
      [0.5, "#f3d488"],
      [1, "#a8741c"],
    ])}</defs>
<rect width="1600" height="900" fill="url(#sky)"/><circle cx="1240" cy="330" r="330" fill="url(#sun)"/><g stroke="#c9851a" stroke-width="3" stroke-opacity=".55">${combs}</g>
<path d="M0 650C220 560 430 600 640 610S1030 520 1250 540 1520 600 1600 580V900H0z" fill="url(#h1)" opacity=".75"/><path d="M0 730C300 660 560 720 860 690S1340 620 1600 680V900H0z" fill="url(#h2)"/>${flowers}<path d="M0 820C360 780 760 830 1100 800S1450 770 1600 790V900H0z" fill="url(#h3)"/>
<g transform="translate(1340 780)"><ellipse cy="6" rx="150" ry="14" fill="#3a1f08" opacity=".35"/><rect x="-26" y="-330" width="52" height="36" fill="#d7a54a"/><rect x="-58" y="-420" width="116" height="96" rx="8" fill="url(#gd)"/><rect x="-38" y="-300" width="76" height="16" rx="3" fill="#f3d488"/><path d="M-120-284h240l24 40v230q0 14-14 14h-260q-14 0-14-14v-230z" fill="url(#gl)" opacity=".92"/><path d="M-92-250v220" stroke="#fff" stroke-width="14" stroke-opacity=".22" stroke-linecap="round"/><rect x="-64" y="-190" width="128" height="66" rx="6" fill="none" stroke="#e8c46a" stroke-width="3"/><text y="-148" ${SERIF} font-size="30" font-style="italic" font-weight="700" text-anchor="middle" fill="#f3d488">Maison H</text></g>
<g transform="translate(1080 790)"><rect x="-78" y="-190" width="156" height="190" rx="30" fill="#c76a0e" stroke="#fff" stroke-opacity=".5" stroke-width="5"/><rect x="-88" y="-236" width="176" height="48" rx="8" fill="#4a2c0c"/><rect x="-56" y="-130" width="112" height="64" rx="8" fill="#fff7e4"/><polygon points="${hexPoints(0, -98, 16)}" fill="#e0962a"/><rect x="-64" y="-170" width="10" height="140" rx="5" fill="#fff" opacity=".35"/></g>
<path d="M820 420C900 330 980 460 1060 380S1190 300 1230 360" fill="none" stroke="#8a5512" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" opacity=".6"/><path d="M1390 520C1460 460 1520 520 1500 440" fill="none" stroke="#8a5512" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" opacity=".6"/>
${bee(800, 430, 1.1, -8)}${bee(1240, 350, 0.8, 10)}${bee(1500, 430, 0.9, -20)}${bee(980, 220, 0.6, 6)}`,
    1600,
    900,
  );
}

/** The "H" monogram in a hexagon, drawn (no font) on a 64×64 grid. */
function monogram(): string {
  return `<defs>${lin(
    "mg",
    [
      [0, "#f6dc8c"],
      [0.5, "#d9a538"],
      [1, "#a8741c"],
    ],
    `y2="1"`,
  )}</defs><polygon points="${hexPoints(32, 32, 31)}" fill="#2a1a0e"/><polygon points="${hexPoints(32, 32, 27)}" fill="none" stroke="url(#mg)" stroke-width="2"/><path d="M18 18h12v3h-2v9h8v-9h-2v-3h12v3h-2v22h2v3H34v-3h2v-10h-8v10h2v3H18v-3h2V21h-2z" fill="url(#mg)"/>`;
}

// ---------------------------------------------------------------- writing

const written: { file: string; bytes: number }[] = [];

function write(publicPath: string, content: string, maxBytes = PRODUCT_MAX_BYTES): void {
  const bytes = Buffer.byteLength(content);
  if (bytes > maxBytes) throw new Error(`${publicPath}: ${bytes} octets, au-delà de ${maxBytes}`);
  if (/<script|xlink:href|href="(?!#)/i.test(content)) throw new Error(`${publicPath}: référence externe interdite`);
  const file = path.join(PUBLIC, publicPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push({ file: publicPath, bytes });
}

function main(): void {
  for (const [id, look] of Object.entries(PERFUMES)) {
    if (!isLineShape(look.line, look.shape))
      throw new Error(`${id} : un flacon ${look.shape} n'est pas de la ligne ${look.line}`);
  }
  const looks = honeyLooks();
  for (const [id, look] of looks) {
    const [main, comb, spoon] = honeyGalleryPaths(id);
    if (!main || !comb || !spoon) throw new Error(`galerie incomplète pour ${id}`);
    write(main, honeyJar(look));
    write(comb, honeycomb(imageSlug(id), look));
    write(spoon, dipper(imageSlug(id), look));
  }
  for (const [id, look] of Object.entries(PERFUMES)) write(productImagePath(id), perfume(look));

  write(productImagePath("shilajit_product"), shilajit("Shilajit — pot de résine pure ouvert", 1, true));
  write(productImagePath("shilajit_1"), shilajit("Shilajit — 1 pot", 1));
  write(productImagePath("shilajit_2"), shilajit("Shilajit — lot de 2 pots", 2));
  write(productImagePath("shilajit_3"), shilajit("Shilajit — lot de 3 pots", 3));

  write(productImagePath("parfum_homme"), perfumePackage(PERFUMES.parfum_homme_1!, "#1f2e1c", "#c2a566"));
  write(productImagePath("parfum_femme"), perfumePackage(PERFUMES.parfum_femme_1!, "#141012", "#d9889b"));
  write(
    productImagePath("miel_sumur"),
    honeyJar({ ...looks.get("soumur_oman")!, name: "Miel de Sumur", label: "SUMUR", jar: "classic" }),
  );
  write(
    productImagePath("miel_russie"),
    honeyJar(h("Miel de tilleul de l'Altaï", "TILLEUL", "#efcf72", "#f4f1da", "#3d5a3a", "tall", "leaf")),
  );
  write(
    productImagePath("miel_manuka"),
    honeyJar({ ...looks.get("manuka_nz")!, honey: "#b48a5a", lid: "#2a2420", jar: "squat" }),
  );
  write(productImagePath("collection_miels"), collectionBox());

  write("/images/hero.svg", hero(), HERO_MAX_BYTES);
  write("/images/logo.svg", svg("Maison H", monogram(), 64, 64));
  write("/favicon.svg", svg("Maison H", `<g transform="scale(.5)">${monogram()}</g>`, 32, 32));

  const products = written.filter((w) => w.file.startsWith("/images/products/")).length;
  const total = written.reduce((sum, w) => sum + w.bytes, 0);
  console.log(
    `${written.length} fichiers SVG écrits sous ${PUBLIC} (${products} images produit, ${(total / 1024).toFixed(1)} Ko au total)`,
  );
}

// Run as a script (`npm run images`), not when a test imports the drawings.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
