import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectDeliveryEstimate, test } from "./fixtures";

const badge = (page: Page) => page.getByRole("banner").getByTestId("cart-count");
const added = (page: Page) => page.getByRole("status").filter({ hasText: "Ajouté au panier" });

test("home → honeys → Oman → detail → 250g × 2 → basket shows 2", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Voir tous les miels" }).click();
  await expect(page).toHaveURL(/\/miels-collection$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos miels rares");
  await expect(page.getByRole("link", { name: /^Tous/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: /^Découvrir le / })).toHaveCount(22);
  // The sentence under the title counts the catalogue (it once said « Plus de 17 variétés de 8 pays » for good).
  await expect(page.getByText(/^22 variétés de 8 pays, en pots de 50 g, 90 g et 250 g\./)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: /^Oman/ }).click();
  await expect(page).toHaveURL(/\?categorie=oman$/);
  await expect(page.getByRole("link", { name: /^Oman/ })).toHaveAttribute("aria-current", "page");
  const omanChip = (await page.getByRole("link", { name: /^Oman/ }).textContent()) ?? "";
  const omanCount = Number(/(\d+)/.exec(omanChip)?.[1]);
  expect(omanCount).toBe(4);
  await expect(page.getByRole("link", { name: /^Découvrir le / })).toHaveCount(omanCount);
  await expect(page.getByRole("main").getByText("Oman", { exact: false }).first()).toBeVisible();

  await page.getByRole("link", { name: "Découvrir le Miel de Jujubier d'Oman" }).click();
  await expect(page).toHaveURL(/\/miel\/jujubier_oman$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Miel de Jujubier d'Oman");
  await expect(page.getByTestId("honey-total")).toHaveText("7,99\u00a0€");
  await page.getByRole("group", { name: "Format" }).getByText("250 g", { exact: true }).click();
  await page.getByRole("button", { name: "Augmenter la quantité" }).click();
  await expect(page.getByTestId("honey-total")).toHaveText("69,98\u00a0€");
  await expect(added(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(badge(page)).toHaveText("2");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("maisonh_cart") ?? "[]") as unknown[]);
  expect(stored).toEqual([expect.objectContaining({ id: "jujubier_oman_250g", quantity: 2, price: 3499 })]);
  // The confirmation is announced (a polite status, focus left on the button), names the line and leads to the basket.
  await expect(added(page)).toContainText("Miel de Jujubier d'Oman — 250 g — quantité 2");
  await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeFocused();
  await expectAccessible(page);
  await added(page).getByRole("button", { name: "Fermer" }).click();
  await expect(added(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await added(page).getByRole("link", { name: "Voir le panier" }).click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(added(page)).toHaveCount(0);
});

test("the honey page: gallery, independent sections, French review dates, redirect of unknown ids", async ({
  page,
}) => {
  await page.goto("/miel/sidr_malaki_yemen");
  const main = page.getByRole("main");
  // France's estimated delivery, written by the server (decision 100).
  await expectDeliveryEstimate(main.getByText(/^Livraison estimée/), "en France");
  await page.getByRole("button", { name: "Afficher la vue 2" }).click();
  await expect(main.getByRole("img", { name: /vue 2 sur 3/ })).toBeVisible();
  const description = page.locator("details", { hasText: "Description détaillée" });
  const characteristics = page.locator("details", { hasText: "Caractéristiques techniques" });
  await expect(description).toHaveAttribute("open", "");
  // Its section rendered by React (decision 121): the styles below are read from the nodes that stay.
  await page.locator('[data-deferred="details"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-deferred="details"][data-rendered]')).toHaveCount(1);
  // The long description keeps its sub-headings and its list, drawn as such (not as plain lines of text).
  const subHeading = description.getByRole("heading", { level: 3, name: "Notre sélection" });
  const paragraph = description.getByText(/littéralement « Sidr royal »/);
  const size = (l: typeof paragraph) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(await size(subHeading)).toBeGreaterThan(await size(paragraph));
  const list = description.getByRole("list").filter({ hasText: "Miel cru, ni chauffé ni pasteurisé" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  // Polled: on a loaded phone run the list was once read as React put its own in place (a detached node has no style).
  await expect.poll(() => list.evaluate((el) => getComputedStyle(el).listStyleType)).toBe("disc");
  expect(await description.locator("strong", { hasText: "Sidr Malaki" }).count()).toBe(1);
  await characteristics.locator("summary").click();
  await expect(characteristics).toHaveAttribute("open", "");
  await expect(description).toHaveAttribute("open", "");
  await description.locator("summary").click();
  await expect(description).not.toHaveAttribute("open", "");
  await expect(characteristics).toHaveAttribute("open", "");
  // The shop's own reviews of the demonstration, labelled as such (decision 086).
  await page.locator("summary", { hasText: /Avis d'exemple \(\d+\)/ }).click();
  await expect(main.getByText("Avis d'exemple — mode démonstration")).toBeVisible();
  await expect(main.locator("time").first()).toHaveText(
    /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) 20\d\d$/,
  );
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((t) => (JSON.parse(t) as { "@type": string })["@type"])).toEqual(["Product", "BreadcrumbList"]);
  expect(ld.join()).not.toMatch(/aggregateRating|"review"/);

  await page.goto("/miel/nexiste_pas");
  await expect(page).toHaveURL(/\/miels-collection$/);
});

test("cards with and without a badge line up their names", async ({ page }) => {
  await page.goto("/miels-collection");
  const card = (name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
  const offset = async (name: string) => {
    const [top, heading] = [await card(name).boundingBox(), await card(name).getByRole("heading").boundingBox()];
    return heading!.y - top!.y;
  };
  await expect(card("Miel de Sidr Malaki").getByTestId("product-badge")).toHaveText("Édition Limitée");
  await expect(card("Miel de Fleurs d'Oman").getByTestId("product-badge")).toHaveCount(0);
  expect(await offset("Miel de Fleurs d'Oman")).toBe(await offset("Miel de Sidr Malaki"));
});

test("an empty category says so", async ({ page }) => {
  await page.goto("/miels-collection?categorie=inconnue");
  await expect(page.getByText("Aucun miel trouvé dans cette catégorie.")).toBeVisible();
});

test("the shop's range fits on one page; a page number past the end or malformed shows the nearest page", async ({
  page,
}) => {
  await page.goto("/miels-collection?page=9");
  const honeys = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(honeys.length).toBeGreaterThan(20);
  await page.goto("/miels-collection");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(honeys);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  await page.goto("/catalogue?q=miel&page=deux");
  await expect(page.getByRole("status")).toContainText("produits pour « miel »");
  await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
});

test("perfumes: Mr.H lists 13, Mme.H 5, and adding two makes 2", async ({ page }) => {
  await page.goto("/parfums-homme");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Collection Mr.H");
  await expect(page.getByText("PACK3PARFUMS")).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(13);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Ajouter au panier" }).nth(0).click();
  await expect(badge(page)).toHaveText("1");
  await page.getByRole("button", { name: "Ajouter au panier" }).nth(1).click();
  await expect(badge(page)).toHaveText("2");
  // Reached by a link once the page runs: the line's data comes by React Router's fetch (`/parfums-femme.data`).
  await page.goto("/miels-collection");
  await page.getByRole("link", { name: "Découvrir la collection Mme.H" }).click();
  await expect(page).toHaveURL(/\/parfums-femme$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Collection Mme.H");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(5);
  await expect(badge(page)).toHaveText("2");
  await expectAccessible(page);
});

test("Shilajit: the Format dégressif dialog closes on Escape and adds the picked offer", async ({ page }) => {
  await page.goto("/autres-collection");
  await expect(page.getByRole("main").getByText("30,00\u00a0€").first()).toBeVisible();
  // Its head, written by the loader on the server: prices in words, the product's picture, Product and breadcrumb.
  await expect(page).toHaveTitle("Collection Autres — Shilajit — Maison H");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Le Shilajit, résine de l'Himalaya, à \d+(,\d\d)?\u00a0€ \(/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /shilajit/i);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((t) => (JSON.parse(t) as { "@type": string })["@type"])).toEqual(["Product", "BreadcrumbList"]);
  await expectDeliveryEstimate(page.getByRole("main").getByText(/^Livraison estimée/), "en France");
  const open = page.getByRole("button", { name: "Choisir mon format" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Format dégressif" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await dialog.getByRole("button", { name: /Pack de 3/ }).click();
  await expect(dialog).toBeHidden();
  await expect(badge(page)).toHaveText("1");
  await expect(added(page)).toContainText("Shilajit — Pack de 3");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("maisonh_cart") ?? "[]") as unknown[]);
  expect(stored).toEqual([expect.objectContaining({ id: "shilajit_3", price: 6000, originalPrice: 9000 })]);
});

test("the catalogue searches and sorts without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/catalogue");
  await page.getByLabel("Rechercher").fill("manuka");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/q=manuka/);
  await expect(page.getByRole("link", { name: /Miel de Manuka/ })).toBeVisible();
  await page.goto("/catalogue?tri=prix-croissant");
  await expect(page.getByRole("main").getByRole("link").first()).toContainText("1,99");
  await page.goto("/catalogue?q=chocolat-introuvable");
  await expect(page.getByRole("status")).toContainText("Aucun produit ne correspond");
  await context.close();
});

test("the catalogue lists every collection and is accessible", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/catalogue");
  for (const title of ["Miels", "Collection Mr.H", "Collection Mme.H", "Autres"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expectAccessible(page);
});
