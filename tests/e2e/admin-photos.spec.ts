import sharp from "sharp";
import { expect, expectAccessible, onDesktopOnly, test } from "./fixtures";

onDesktopOnly("a back-office journey: its uploads do not depend on the screen");

// The two browser projects share one server: each works on its own honeys.
const HONEYS: Record<string, { js: string; noJs: string }> = {
  desktop: { js: "jujubier_panjabi", noJs: "has_saoudien" },
  mobile: { js: "blanc_kirghizstan", noJs: "coco_amande" },
};

/** A real small photo, made here: a honey-coloured gradient with a disc. */
async function photo(format: "jpeg" | "png", width = 900, height = 675) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#f5c542"/><stop offset="1" stop-color="#7a4a12"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#fff9eb"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

test("an administrator uploads, orders and deletes a honey's photos, and the honey's page shows them", async ({
  adminPage: page,
  consoleErrors,
}, info) => {
  const honey = HONEYS[info.project.name]!.js;
  // The storefront before: the illustration.
  await page.goto(`/miel/${honey}`);
  await expect(page.locator("main picture")).toHaveCount(0);

  await page.goto(`/admin/produits/${honey}/photos`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Photos — ");
  await expect(page.getByText("Aucune photo pour l'instant")).toBeVisible();
  await expectAccessible(page);

  const upload = async (name: string, mimeType: string, buffer: Buffer, alt: string) => {
    await page.getByLabel("Photo", { exact: true }).setInputFiles({ name, mimeType, buffer });
    await page.getByLabel("Texte alternatif").fill(alt);
    await page.getByRole("button", { name: "Ajouter la photo" }).click();
  };

  // A text file under a photo's name: refused by its content, in French.
  await upload("miel.jpg", "image/jpeg", Buffer.from("Ceci n'est pas une image.\n".repeat(20)), "Faux");
  await expect(page.getByRole("alert")).toHaveText("Format non pris en charge : JPEG, PNG ou WebP uniquement.");
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("400")]);

  const items = page.getByRole("listitem").filter({ has: page.getByRole("group") });
  await upload("pot.jpg", "image/jpeg", await photo("jpeg"), "Pot de miel ouvert");
  await expect(items).toHaveCount(1);
  await expect(page.getByRole("status")).toHaveText("Photo ajoutée.");
  await upload("rayon.png", "image/png", await photo("png", 640, 640), "Rayon de miel doré");
  await expect(items).toHaveCount(2);
  await expect(page.getByRole("status")).toHaveText("Photo ajoutée.");
  await expect(items.first()).toContainText("Pot de miel ouvert");
  await expectAccessible(page);

  // The second becomes the first.
  await page
    .getByRole("group", { name: "Photo 2 : Rayon de miel doré" })
    .getByRole("button", { name: "Monter" })
    .click();
  await expect(page.getByRole("status")).toHaveText("Ordre des photos enregistré.");
  await expect(items.first()).toContainText("Rayon de miel doré");

  // The honey's page: the first photo, in AVIF and WebP at each stored width, sized, loaded first.
  await page.goto(`/miel/${honey}`);
  const main = page.getByRole("img", { name: "Rayon de miel doré" });
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).toHaveAttribute("width", "640");
  const avif = page.locator('main picture source[type="image/avif"]').first();
  await expect(avif).toHaveAttribute(
    "srcset",
    /^\/media\/photos\/[a-f0-9]{24}-320\.avif 320w, \/media\/photos\/[a-f0-9]{24}-640\.avif 640w$/,
  );
  const file = await page.request.get((await avif.getAttribute("srcset"))!.split(" ")[0]!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/avif");
  expect(file.headers()["cache-control"]).toContain("immutable");
  // Shared links and search engines get the first photo too, as an absolute address.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^http:\/\/127\.0\.0\.1:\d+\/media\/photos\/[a-f0-9]{24}-640\.webp$/,
  );
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toMatch(
    /"image":"http:\/\/127\.0\.0\.1:\d+\/media\/photos\/[a-f0-9]{24}-640\.webp"/,
  );
  await page.getByRole("button", { name: "Afficher la vue 2" }).click();
  await expect(page.getByRole("img", { name: "Pot de miel ouvert" })).toBeVisible();
  await expectAccessible(page);

  // Deleting asks first; the storefront shows the remaining photo.
  await page.goto(`/admin/produits/${honey}/photos`);
  await page
    .getByRole("group", { name: /^Photo 1/ })
    .getByRole("button", { name: "Supprimer" })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Supprimer la photo" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByRole("status")).toHaveText("Photo supprimée.");
  await expect(items).toHaveCount(1);
  await page.goto(`/miel/${honey}`);
  await expect(page.getByRole("img", { name: "Pot de miel ouvert" })).toBeVisible();
  await page.goto("/miels-collection");
  const card = page.locator("main li").filter({ has: page.locator(`a[href="/miel/${honey}"]`) });
  await expect(card.locator('picture img[src^="/media/photos/"]')).toHaveCount(1);
});

test("without JavaScript the page's forms upload and move photos", async ({ browser, adminCookies }, info) => {
  const honey = HONEYS[info.project.name]!.noJs;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: info.project.use.baseURL });
  await context.addCookies(adminCookies);
  const page = await context.newPage();
  await page.goto(`/admin/produits/${honey}/photos`);
  for (const alt of ["Pot de miel de fleurs", "Cuillère de miel"]) {
    await page.getByLabel("Photo", { exact: true }).setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: await photo("jpeg", 400, 300),
    });
    await page.getByLabel("Texte alternatif").fill(alt);
    await page.getByRole("button", { name: "Ajouter la photo" }).click();
    await expect(page.getByRole("status")).toHaveText("Photo ajoutée.");
  }
  await page
    .getByRole("group", { name: /^Photo 1/ })
    .getByRole("button", { name: "Descendre" })
    .click();
  await expect(page.getByRole("status")).toHaveText("Ordre des photos enregistré.");
  await expect(page.getByRole("group", { name: /^Photo 1/ })).toHaveAccessibleName("Photo 1 : Cuillère de miel");
  await context.close();
});
