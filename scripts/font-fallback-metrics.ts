// Measures the metric-matched fallbacks of app/app.css (decision 045): in Chromium, the brand face and the system
// face it falls back to are set on the same French text; size-adjust is the ratio of their widths, and the
// ascent, descent and line gap are the brand face's own, divided by it. Prints the descriptors to paste.
// Needs the Liberation fonts (metric twins of Times New Roman and Arial): `apt-get install fonts-liberation`.
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const sample =
  "Miels rares et parfums d'exception. Plus de 17 variétés de miels de huit pays, et les parfums Mr.H et Mme.H. " +
  "Livraison offerte dès 59 €, à partir de 29,99 € : Sidr Malaki du Yémen, miel de Manuka, Shilajit de " +
  "l'Himalaya, ajouter au panier, votre commande, être, français, où, œuvre. Collection Mr.H Découvrir nos miels";

const faces = [
  { name: "Playfair Display Fallback", file: "playfair-display", system: "Liberation Serif", weights: [400, 700] },
  { name: "Inter Fallback", file: "inter", system: "Liberation Sans", weights: [400, 700] },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  for (const face of faces) {
    const file = `node_modules/@fontsource-variable/${face.file}/files/${face.file}-latin-wght-normal.woff2`;
    const base64 = readFileSync(file).toString("base64");
    for (const weight of face.weights) {
      const m = await page.evaluate(
        async ({ base64, weight, system, sample }) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const brand = new FontFace("Brand", bytes, { weight: "100 900" });
          await brand.load();
          document.fonts.add(brand);
          const ctx = document.createElement("canvas").getContext("2d")!;
          ctx.font = `${weight} 1000px Brand`;
          const text = ctx.measureText(sample);
          ctx.font = `${weight} 1000px "${system}"`;
          const fallback = ctx.measureText(sample).width;
          return {
            ratio: text.width / fallback,
            ascent: text.fontBoundingBoxAscent / 1000,
            descent: text.fontBoundingBoxDescent / 1000,
          };
        },
        { base64, weight, system: face.system, sample },
      );
      const pct = (x: number) => `${(x * 100).toFixed(2).replace(/\.?0+$/, "")}%`;
      console.log(`/* ${face.name}, ${weight} (${face.system}) */`);
      console.log(`  size-adjust: ${pct(m.ratio)};`);
      console.log(`  ascent-override: ${pct(m.ascent / m.ratio)};`);
      console.log(`  descent-override: ${pct(m.descent / m.ratio)};`);
      console.log(`  line-gap-override: 0%;`);
    }
  }
} finally {
  await browser.close();
}
