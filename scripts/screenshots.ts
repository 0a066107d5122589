// The screens a customer meets first, photographed at a phone's and a desktop's width from a running shop, to look at
// a design change before and after (issue 34): `SHOT_URL=http://127.0.0.1:3000 SHOT_DIR=shots npm run screenshots`.
// Each screen is a whole page (PNG), named `<screen>-<width>.png`. The basket and the checkout hold a honey and a
// perfume put in the browser's basket, as a visitor's would be.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const base = process.env.SHOT_URL ?? "http://127.0.0.1:3000";
const dir = process.env.SHOT_DIR ?? "shots";
const widths = (process.env.SHOT_WIDTHS ?? "390,1366").split(",").map(Number);
const only = process.env.SHOT_ONLY?.split(",");

const SCREENS: { name: string; path: string }[] = [
  { name: "01-accueil", path: "/" },
  { name: "02-miels", path: "/miels-collection" },
  { name: "03-miel", path: "/miel/sidr_malaki_yemen" },
  { name: "04-parfums-homme", path: "/parfums-homme" },
  { name: "05-parfum", path: "/parfum/parfum_homme_2" },
  { name: "06-shilajit", path: "/autres-collection" },
  { name: "07-catalogue", path: "/catalogue?q=miel" },
  { name: "08-panier", path: "/panier" },
  { name: "09-checkout", path: "/checkout" },
  { name: "10-connexion", path: "/connexion" },
];

const BASKET = JSON.stringify([
  {
    id: "sidr_malaki_yemen_250g",
    name: "Miel de Sidr Malaki — 250 g",
    price: 4499,
    quantity: 1,
    image: "/images/products/sidr_malaki_yemen.svg",
  },
  { id: "parfum_homme_2", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_2.svg" },
]);

mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 640 ? 844 : 900 },
      deviceScaleFactor: 1,
      ...(width < 640 ? { isMobile: true, hasTouch: true } : {}),
    });
    await context.addInitScript((basket) => {
      if (!localStorage.getItem("maisonh_cart")) localStorage.setItem("maisonh_cart", basket);
    }, BASKET);
    const page = await context.newPage();
    for (const screen of SCREENS.filter((s) => !only || only.includes(s.name))) {
      if (screen.name === "09-checkout") {
        // The checkout is reached from the basket, which hands it the lines (as a customer's click does).
        await page.goto(`${base}/panier`, { waitUntil: "networkidle" });
        await page.getByRole("button", { name: "Procéder au paiement" }).click();
        await page.waitForURL(/\/checkout$/);
        await page.waitForLoadState("networkidle");
      } else {
        await page.goto(`${base}${screen.path}`, { waitUntil: "networkidle" });
      }
      await page.evaluate(() => document.fonts.ready);
      const file = join(dir, `${screen.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
