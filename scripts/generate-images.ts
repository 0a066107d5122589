// Draws the shop's own SVG illustrations under public/images/. Run: npm run images
// Deterministic: the same catalogue always gives the same files.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { honeyGalleryPaths, imageSlug, PRODUCT_IMAGE_SIZE, productImagePath } from "../core/catalog";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const { width: W, height: H } = PRODUCT_IMAGE_SIZE;

interface HoneyLook {
  label: string;
  title: string;
  honey: string;
  deep: string;
  bg: string;
  lid: string;
}

const honeys: Record<string, HoneyLook> = {
  sidr_malaki_yemen: {
    label: "SIDR",
    title: "Miel de Sidr Malaki",
    honey: "#c7731a",
    deep: "#7a3d0c",
    bg: "#fbe7c6",
    lid: "#3b2412",
  },
  jujubier_oman: {
    label: "JUJUBIER",
    title: "Miel de jujubier d'Oman",
    honey: "#d88a22",
    deep: "#8f4f10",
    bg: "#fcebd0",
    lid: "#5a3514",
  },
  soumur_oman: {
    label: "SOUMUR",
    title: "Miel de Soumur",
    honey: "#b8621a",
    deep: "#6e3410",
    bg: "#f8e2c8",
    lid: "#2f2a24",
  },
  fleur_oman: {
    label: "FLEURS",
    title: "Miel de fleurs d'Oman",
    honey: "#e9b23f",
    deep: "#a06a14",
    bg: "#fdf2d4",
    lid: "#6b8e4e",
  },
  frankincense_oman: {
    label: "ENCENS",
    title: "Miel à l'encens d'Oman",
    honey: "#a8551c",
    deep: "#5c2a0c",
    bg: "#f1e0cf",
    lid: "#b08d57",
  },
  jujubier_pashtaw: {
    label: "PASHTAW",
    title: "Miel de jujubier Pashtaw",
    honey: "#cf7f25",
    deep: "#87480f",
    bg: "#f9e6cc",
    lid: "#2d4a3e",
  },
  jujubier_panjabi: {
    label: "PANJABI",
    title: "Miel de jujubier du Pendjab",
    honey: "#d9952f",
    deep: "#93571a",
    bg: "#fbeed6",
    lid: "#7a2e2e",
  },
  has_saoudien: {
    label: "HAS",
    title: "Miel de Has d'Arabie",
    honey: "#b86a24",
    deep: "#6b3a12",
    bg: "#f5e3cd",
    lid: "#1f3b57",
  },
  tahl_saoudien: {
    label: "TALH",
    title: "Miel de Talh d'Arabie",
    honey: "#9c4f1b",
    deep: "#55260b",
    bg: "#f0dcc8",
    lid: "#c9a227",
  },
  nigelle_saoudien: {
    label: "NIGELLE",
    title: "Miel à la nigelle",
    honey: "#7a3f17",
    deep: "#3f1e08",
    bg: "#ecdccb",
    lid: "#222222",
  },
  blanc_kirghizstan: {
    label: "BLANC",
    title: "Miel blanc du Kirghizstan",
    honey: "#f4ead0",
    deep: "#d6c59b",
    bg: "#eef3f6",
    lid: "#8aa4b8",
  },
  manuka_nz: {
    label: "MANUKA",
    title: "Miel de Manuka UMF 10+",
    honey: "#8a5a2b",
    deep: "#4f3015",
    bg: "#e9e4d6",
    lid: "#1d1d1d",
  },
  miel_rose: {
    label: "ROSE",
    title: "Miel à la rose",
    honey: "#e59aa6",
    deep: "#b45b6c",
    bg: "#fbe6ea",
    lid: "#8c3b4f",
  },
  spiruline: {
    label: "SPIRULINE",
    title: "Miel à la spiruline",
    honey: "#4f8a5b",
    deep: "#24513a",
    bg: "#e3f0e3",
    lid: "#2c4a37",
  },
  fruité_orange: {
    label: "ORANGE",
    title: "Miel fruité à l'orange",
    honey: "#f08a24",
    deep: "#b5520c",
    bg: "#fff0dc",
    lid: "#e0661b",
  },
  fruité_rouge: {
    label: "FRUITS ROUGES",
    title: "Miel aux fruits rouges",
    honey: "#c0303f",
    deep: "#7a1422",
    bg: "#fbe3e4",
    lid: "#8e1b2b",
  },
  pistache: {
    label: "PISTACHE",
    title: "Miel à la pistache",
    honey: "#9bb956",
    deep: "#5d7a2a",
    bg: "#eef5df",
    lid: "#6b8a35",
  },
  cafe: { label: "CAFÉ", title: "Miel au café", honey: "#6b4226", deep: "#3a2214", bg: "#efe4da", lid: "#2a1a10" },
  creme_brulee: {
    label: "CRÈME BRÛLÉE",
    title: "Miel crème brûlée",
    honey: "#efd29a",
    deep: "#c99a4e",
    bg: "#fdf5e6",
    lid: "#a0652a",
  },
  coco_amande: {
    label: "COCO AMANDE",
    title: "Miel coco-amande",
    honey: "#f3e6cf",
    deep: "#cdb58d",
    bg: "#f7f2ea",
    lid: "#8b6b4a",
  },
  table_fleurs: {
    label: "TOUTES FLEURS",
    title: "Miel de table toutes fleurs",
    honey: "#eab545",
    deep: "#b07d1c",
    bg: "#fff5dc",
    lid: "#d9a21b",
  },
  table_sidr: {
    label: "TABLE SIDR",
    title: "Miel de table au Sidr",
    honey: "#d99a3a",
    deep: "#9a6218",
    bg: "#fbefd8",
    lid: "#7b4a1d",
  },
};

interface BottleLook {
  title: string;
  line: "Mr.H" | "Mme.H";
  glass: string;
  juice: string;
  cap: string;
  bg: string;
  shape: "square" | "tall" | "round" | "hex" | "flask";
}

type BottleArgs = [title: string, glass: string, juice: string, cap: string, bg: string, shape: BottleLook["shape"]];
const bottleOf =
  (line: BottleLook["line"]) =>
  (...[title, glass, juice, cap, bg, shape]: BottleArgs): BottleLook => ({ title, line, glass, juice, cap, bg, shape });
const mr = bottleOf("Mr.H");
const mme = bottleOf("Mme.H");

const bottles: Record<string, BottleLook> = {
  parfum_homme_1: mr("Flacon Mr.H Erba", "#dfe8d8", "#6f8f4a", "#2c3a24", "#e6eee0", "square"),
  parfum_homme_2: mr("Flacon Mr.H Oud Royal", "#e8dccb", "#5a2e14", "#1b1b1b", "#eadfd2", "tall"),
  parfum_homme_3: mr("Flacon Mr.H Cuir Noir", "#d9d9d9", "#2a2523", "#0f0f0f", "#e4e2e0", "square"),
  parfum_homme_4: mr("Flacon Mr.H Vétiver Fumé", "#dde3dc", "#4c5a3c", "#39402f", "#e3e7df", "flask"),
  parfum_homme_5: mr("Flacon Mr.H Ambre Impérial", "#f0e2c8", "#b7711f", "#6d4513", "#f4e8d4", "hex"),
  parfum_homme_6: mr("Flacon Mr.H Bois de Santal", "#eadfd0", "#8c5a32", "#4a3220", "#efe6da", "round"),
  parfum_homme_7: mr("Flacon Mr.H × Baccarat Cristal Ambré", "#f7f3ea", "#d99a3e", "#c9a227", "#f3eee4", "hex"),
  parfum_homme_8: mr("Flacon Mr.H Néroli Marin", "#d7e6ef", "#3d7ea6", "#1f3b57", "#dfeaf1", "tall"),
  parfum_homme_9: mr("Flacon Mr.H Tabac Blond", "#eee0c6", "#a8742e", "#3b2a1a", "#f1e7d6", "square"),
  parfum_homme_10: mr("Flacon Mr.H Épices d'Orient", "#f0d9c8", "#9c3d1c", "#4a1a0c", "#f2e2d6", "flask"),
  parfum_homme_11: mr("Flacon Mr.H Lavande Sauvage", "#e2ddee", "#6a5a9c", "#2e2748", "#e8e5f1", "round"),
  parfum_homme_12: mr("Flacon Mr.H Poivre Noir", "#dadada", "#3c3c3c", "#8a6a2a", "#e5e3df", "tall"),
  parfum_homme_13: mr("Flacon Mr.H Nuit de Mascate", "#d8dcea", "#1f2a55", "#0c1230", "#dfe2ee", "hex"),
  parfum_femme_1: mme("Flacon Mme.H Rose noir", "#efd9df", "#3a1520", "#b03a5b", "#f7e4ea", "round"),
  parfum_femme_2: mme("Flacon Mme.H Fleur d'Oranger", "#fbeede", "#f2a65a", "#e2c18c", "#fff3e6", "flask"),
  parfum_femme_3: mme("Flacon Mme.H Jasmin Nacré", "#f5f0f2", "#f0d6de", "#d4af37", "#fbf4f6", "tall"),
  parfum_femme_4: mme("Flacon Mme.H Vanille Ambrée", "#f7ead6", "#d9a35a", "#a8772e", "#fcf1e2", "square"),
  parfum_femme_5: mme("Flacon Mme.H Iris Poudré", "#ece4f3", "#a58cc9", "#6d548f", "#f3eef8", "hex"),
};

function svg(title: string, body: string, w: number = W, h: number = H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${escape(title)}</title>${body}</svg>\n`;
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function hexagon(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return points.join(" ");
}

function backdrop(id: string, bg: string, accent: string): string {
  return `<defs><radialGradient id="bg-${id}" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#bg-${id})"/><ellipse cx="300" cy="520" rx="190" ry="26" fill="${accent}" opacity=".18"/>`;
}

/** A glass jar of honey with a lid and a label. */
function jar(look: HoneyLook, x = 300, scale = 1, id = "j"): string {
  const t = `translate(${x - 300 * scale} ${(1 - scale) * 520}) scale(${scale})`;
  const fontSize = look.label.length > 10 ? 22 : look.label.length > 7 ? 26 : 32;
  return `<g transform="${t}"><defs><linearGradient id="h-${id}" x1="0" x2="1"><stop offset="0" stop-color="${look.deep}"/><stop offset=".45" stop-color="${look.honey}"/><stop offset="1" stop-color="${look.deep}"/></linearGradient></defs>
<rect x="170" y="190" width="260" height="330" rx="46" fill="#ffffff" opacity=".55" stroke="${look.deep}" stroke-opacity=".35" stroke-width="4"/>
<rect x="182" y="230" width="236" height="278" rx="38" fill="url(#h-${id})"/>
<rect x="196" y="246" width="22" height="220" rx="11" fill="#fff" opacity=".35"/>
<rect x="158" y="140" width="284" height="62" rx="14" fill="${look.lid}"/>
<rect x="158" y="186" width="284" height="12" fill="#000" opacity=".15"/>
<rect x="204" y="300" width="192" height="130" rx="14" fill="#fffaf0" stroke="${look.deep}" stroke-width="3"/>
<polygon points="${hexagon(300, 338, 20)}" fill="${look.honey}" stroke="${look.deep}" stroke-width="3"/>
<text x="300" y="${404 - (32 - fontSize) / 2}" font-family="Georgia, serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="#3b2412">${escape(look.label)}</text></g>`;
}

function honeyJar(id: string, look: HoneyLook): string {
  return svg(look.title, backdrop(imageSlug(id), look.bg, look.deep) + jar(look));
}

function honeycomb(id: string, look: HoneyLook): string {
  const cells: string[] = [];
  const r = 46;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const cx = col * r * Math.sqrt(3) + (row % 2 ? (r * Math.sqrt(3)) / 2 : 0) - 20;
      const cy = row * r * 1.5 + 40;
      const filled = (row * 7 + col * 3) % 5 !== 0;
      cells.push(
        `<polygon points="${hexagon(cx, cy, r - 4)}" fill="${filled ? look.honey : "#fff6dc"}" stroke="${look.deep}" stroke-width="6"/>`,
      );
    }
  }
  const drips = [120, 260, 410, 510]
    .map(
      (x, i) =>
        `<path d="M${x} 560 q 12 ${30 + i * 8} 0 ${40 + i * 8} q -12 -10 0 -${40 + i * 8}z" fill="${look.honey}"/>`,
    )
    .join("");
  return svg(
    `${look.title} — rayon de miel`,
    `<rect width="${W}" height="${H}" fill="${look.bg}"/>${cells.join("")}<rect y="540" width="${W}" height="60" fill="${look.deep}" opacity=".2"/>${drips}`,
  );
}

function dipper(id: string, look: HoneyLook): string {
  const slug = imageSlug(id);
  return svg(
    `${look.title} — cuillère à miel`,
    `${backdrop(`${slug}-c`, look.bg, look.deep)}
<ellipse cx="300" cy="470" rx="170" ry="60" fill="${look.deep}"/><ellipse cx="300" cy="455" rx="160" ry="46" fill="${look.honey}"/>
<ellipse cx="260" cy="445" rx="50" ry="10" fill="#fff" opacity=".3"/>
<rect x="282" y="60" width="22" height="250" rx="11" fill="#9a6a3a" transform="rotate(18 293 185)"/>
<g transform="rotate(18 300 300)"><rect x="262" y="280" width="76" height="110" rx="30" fill="#b07a45"/>
<rect x="262" y="300" width="76" height="10" fill="#7a4f28"/><rect x="262" y="330" width="76" height="10" fill="#7a4f28"/><rect x="262" y="360" width="76" height="10" fill="#7a4f28"/>
<path d="M280 390 q 20 30 12 60 q 10 -30 26 -60z" fill="${look.honey}"/></g>`,
  );
}

function bottleShape(shape: BottleLook["shape"]): { body: string; neckY: number } {
  switch (shape) {
    case "tall":
      return { body: `<rect x="215" y="200" width="170" height="320" rx="22"/>`, neckY: 200 };
    case "round":
      return { body: `<circle cx="300" cy="380" r="145"/>`, neckY: 240 };
    case "hex":
      return { body: `<polygon points="${hexagon(300, 375, 160)}"/>`, neckY: 220 };
    case "flask":
      return { body: `<path d="M240 230 h120 l70 120 v150 q0 24 -24 24 h-212 q-24 0 -24 -24 v-150z"/>`, neckY: 230 };
    default:
      return { body: `<rect x="175" y="230" width="250" height="290" rx="30"/>`, neckY: 230 };
  }
}

function bottle(look: BottleLook, id: string): string {
  const { body, neckY } = bottleShape(look.shape);
  const clip = `b-${id}`;
  return `<defs><clipPath id="${clip}">${body}</clipPath><linearGradient id="g-${id}" x1="0" x2="1"><stop offset="0" stop-color="${look.juice}" stop-opacity=".95"/><stop offset=".5" stop-color="${look.juice}" stop-opacity=".7"/><stop offset="1" stop-color="${look.juice}"/></linearGradient></defs>
<g fill="${look.glass}" stroke="${look.cap}" stroke-opacity=".5" stroke-width="5">${body}</g>
<g clip-path="url(#${clip})"><rect x="100" y="${neckY + 45}" width="400" height="400" fill="url(#g-${id})"/><rect x="195" y="${neckY}" width="26" height="300" fill="#fff" opacity=".35"/></g>
<rect x="272" y="${neckY - 40}" width="56" height="44" fill="${look.glass}" stroke="${look.cap}" stroke-opacity=".5" stroke-width="4"/>
<rect x="250" y="${neckY - 120}" width="100" height="84" rx="${look.line === "Mme.H" ? 42 : 8}" fill="${look.cap}"/>
<rect x="230" y="360" width="140" height="60" rx="8" fill="#fffdf8" opacity=".92"/>
<text x="300" y="400" font-family="Georgia, serif" font-size="28" font-weight="700" text-anchor="middle" fill="${look.cap}">${look.line}</text>`;
}

function perfume(id: string, look: BottleLook): string {
  return svg(look.title, backdrop(imageSlug(id), look.bg, look.cap) + bottle(look, imageSlug(id)));
}

const resin = {
  label: "SHILAJIT",
  title: "Pot de Shilajit",
  honey: "#2b2019",
  deep: "#120c08",
  bg: "#ece6df",
  lid: "#1a1410",
};

function shilajit(title: string, pots: number, id: string): string {
  const positions = pots === 1 ? [300] : pots === 2 ? [205, 395] : [150, 300, 450];
  const scale = pots === 1 ? 1 : pots === 2 ? 0.7 : 0.52;
  const body = positions.map((x, i) => jar(resin, x, scale, `${id}-${i}`)).join("");
  return svg(title, backdrop(id, resin.bg, resin.deep) + body);
}

function collectionBox(): string {
  const looks = [honeys.sidr_malaki_yemen!, honeys.manuka_nz!, honeys.blanc_kirghizstan!];
  const jars = looks.map((look, i) => jar(look, 160 + i * 140, 0.45, `box-${i}`)).join("");
  return svg(
    "Coffret Collection des miels rares",
    `${backdrop("collection", "#f3e2c4", "#4a2c0c")}<rect x="60" y="250" width="480" height="300" rx="18" fill="#4a2c0c"/><rect x="60" y="250" width="480" height="40" fill="#6b4318"/>
<g transform="translate(0 -70)">${jars}</g><rect x="60" y="420" width="480" height="130" rx="18" fill="#5c3712"/>
<text x="300" y="495" font-family="Georgia, serif" font-size="34" font-weight="700" text-anchor="middle" fill="#f8d98a">Collection</text>`,
  );
}

function hero(): string {
  const combs = Array.from({ length: 14 }, (_, i) => {
    const cx = 1120 + (i % 4) * 78 + (Math.floor(i / 4) % 2 ? 39 : 0);
    const cy = 140 + Math.floor(i / 4) * 68;
    return `<polygon points="${hexagon(cx, cy, 42)}" fill="#f0b43a" opacity="${0.35 + (i % 3) * 0.2}" stroke="#b87412" stroke-width="4"/>`;
  }).join("");
  const bee = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="-14" cy="-16" rx="16" ry="11" fill="#fff" opacity=".8"/><ellipse cx="8" cy="-18" rx="16" ry="11" fill="#fff" opacity=".8"/><ellipse rx="24" ry="16" fill="#f0b43a"/><rect x="-8" y="-16" width="7" height="32" fill="#2a1a10"/><rect x="6" y="-15" width="7" height="30" fill="#2a1a10"/></g>`;
  return svg(
    "Collines dorées, rayons de miel, abeilles et flacon de parfum",
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4d6"/><stop offset="1" stop-color="#f6c86a"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#sky)"/><circle cx="1250" cy="260" r="150" fill="#ffe29a" opacity=".7"/>
<path d="M0 640 C 300 540 520 600 800 560 S 1300 500 1600 580 V900 H0z" fill="#e0961a" opacity=".55"/>
<path d="M0 720 C 260 650 600 700 900 660 S 1400 640 1600 690 V900 H0z" fill="#b87412" opacity=".6"/>
<path d="M0 800 C 400 760 800 800 1600 770 V900 H0z" fill="#8f5513" opacity=".7"/>${combs}
<g transform="translate(1330 420)"><rect x="-40" y="-70" width="80" height="50" rx="6" fill="#1c1917"/><rect x="-18" y="-24" width="36" height="26" fill="#e8dccb"/><rect x="-90" y="0" width="180" height="220" rx="22" fill="#f4e8d4" stroke="#4a2c0c" stroke-width="5"/><rect x="-80" y="60" width="160" height="150" rx="16" fill="#c7731a" opacity=".8"/></g>
${bee(980, 420, 1.2)}${bee(1480, 180, 0.9)}${bee(860, 260, 0.8)}`,
    1600,
    900,
  );
}

function logo(size: number): string {
  return svg(
    "Maison H",
    `<polygon points="${hexagon(size / 2, size / 2, size / 2 - 1)}" fill="#4a2c0c"/><text x="${size / 2}" y="${size * 0.7}" font-family="Georgia, serif" font-size="${size * 0.56}" font-weight="700" text-anchor="middle" fill="#f0b43a">H</text>`,
    size,
    size,
  );
}

const written: string[] = [];
function write(publicPath: string, content: string) {
  const file = path.join(root, publicPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push(publicPath);
}

for (const [id, look] of Object.entries(honeys)) {
  const [main, comb, spoon] = honeyGalleryPaths(id);
  write(main!, honeyJar(id, look));
  write(comb!, honeycomb(id, look));
  write(spoon!, dipper(id, look));
}
for (const [id, look] of Object.entries(bottles)) write(productImagePath(id), perfume(id, look));

write(productImagePath("shilajit_product"), shilajit("Shilajit, résine pure", 1, "shilajit_product"));
write(productImagePath("shilajit_1"), shilajit("Shilajit — 1 pot", 1, "shilajit_1"));
write(productImagePath("shilajit_2"), shilajit("Shilajit — pack de 2 pots", 2, "shilajit_2"));
write(productImagePath("shilajit_3"), shilajit("Shilajit — pack de 3 pots", 3, "shilajit_3"));

write(productImagePath("parfum_homme"), perfume("parfum_homme", bottles.parfum_homme_1!));
write(productImagePath("parfum_femme"), perfume("parfum_femme", bottles.parfum_femme_1!));
write(
  productImagePath("miel_sumur"),
  honeyJar("miel_sumur", { ...honeys.soumur_oman!, label: "SUMUR", title: "Miel de Sumur" }),
);
write(
  productImagePath("miel_russie"),
  honeyJar("miel_russie", {
    label: "TILLEUL",
    title: "Miel de tilleul de l'Altaï",
    honey: "#ecc85a",
    deep: "#a8841c",
    bg: "#f6f1dc",
    lid: "#3d5a3a",
  }),
);
write(
  productImagePath("miel_manuka"),
  honeyJar("miel_manuka", { ...honeys.manuka_nz!, title: "Miel de Manuka UMF 10+" }),
);
write(productImagePath("collection_miels"), collectionBox());

write("/images/hero.svg", hero());
write("/images/logo.svg", logo(64));
write("/favicon.svg", logo(32));

console.log(`${written.length} illustrations écrites sous ${root}`);
