import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const box = async (locator: Locator) => (await locator.boundingBox())!;

test("the top bar leads to each collection, the perfume lines under « Parfums », and to the home page's Avis Clients", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the menu of a phone is covered in home.spec.ts");
  await page.goto("/miels-collection");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Navigation principale" });
  const links = {
    Miels: "/miels-collection",
    Autres: "/autres-collection",
    Catalogue: "/catalogue",
    "Avis Clients": "/#avis",
  };
  for (const [label, href] of Object.entries(links)) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Miels", exact: true })).toHaveAttribute("aria-current", "page");
  // One « Parfums » entry (a disclosure, no JavaScript needed) holding the two lines.
  const perfumes = nav.locator("summary", { hasText: "Parfums" });
  await perfumes.click();
  await nav.getByRole("link", { name: /^Parfums Homme/ }).click();
  await expect(page).toHaveURL(/\/parfums-homme$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Collection Mr.H");
  await expect(perfumes).toHaveCSS("border-bottom-color", "rgb(74, 44, 12)");
  // Opened, then a click elsewhere closes it.
  await perfumes.click();
  await expect(nav.getByRole("link", { name: /^Parfums Femme/ })).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(nav.getByRole("link", { name: /^Parfums Femme/ })).toBeHidden();
  await nav.getByRole("link", { name: "Avis Clients", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Avis Clients" })).toBeInViewport();
  await nav.getByRole("link", { name: "Autres", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Collection Autres");
  await expectAccessible(page);
});

test("one basket button and one Connexion on the honey page and the collections, at every width", async ({
  page,
  isMobile,
}) => {
  for (const path of ["/miel/sidr_malaki_yemen", "/miels-collection", "/parfums-homme", "/autres-collection"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: /^Panier/ }), path).toHaveCount(1);
    await expect(page.getByRole("link", { name: /^Panier/ }), path).toBeVisible();
    // On a phone the account link is in the menu (closed: out of the accessibility tree), on a wide screen in the bar.
    await expect(page.getByRole("link", { name: "Connexion" }), path).toHaveCount(isMobile ? 0 : 1);
    if (isMobile) {
      await page.getByRole("banner").getByLabel("Menu", { exact: true }).click();
      await expect(page.getByRole("link", { name: "Connexion" }), path).toHaveCount(1);
    }
  }
});

test("the origin chips are one row that scrolls sideways on a phone, the chosen one in view", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's layout");
  await page.goto("/miels-collection?categorie=table");
  const chips = page.getByTestId("origin-chips");
  const tops = await chips
    .getByRole("listitem")
    .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
  expect(new Set(tops).size, "une seule rangée").toBe(1);
  expect(await chips.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const chosen = await box(page.getByRole("link", { name: /^Miels de table/ }));
  expect(chosen.x).toBeGreaterThanOrEqual(0);
  expect(chosen.x + chosen.width).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});

async function width(page: Page, locator: Locator) {
  return (await box(locator)).width / (await box(page.getByRole("main"))).width;
}

test("grids are laid out for what they hold on a wide screen", async ({ page, isMobile }) => {
  test.skip(isMobile, "a wide screen's layout");
  // One honey of Yémen: a wide card, not a third of the row beside two empty ones.
  await page.goto("/miels-collection?categorie=yemen");
  const honey = page.getByRole("main").getByRole("article");
  await expect(honey).toHaveCount(1);
  expect(await width(page, honey)).toBeGreaterThan(0.6);
  const [image, name] = [await box(honey.locator("img").first()), await box(honey.getByRole("heading"))];
  expect(name.x, "le texte à côté de l'image").toBeGreaterThan(image.x + image.width);

  // The home page's one product of the "Autres" collection, and the FAQ over the whole width.
  await page.goto("/");
  const other = page.locator("#autres").getByRole("article");
  await expect(other).toHaveCount(1);
  expect(await width(page, other)).toBeGreaterThan(0.6);
  const faq = page.locator("details", { hasText: "Puis-je retourner un produit ?" });
  const main = await box(page.locator("#questions"));
  const question = await box(faq);
  expect(question.x + question.width).toBeGreaterThan(main.x + main.width * 0.9);
  const footer = await box(page.getByRole("contentinfo"));
  const lastQuestion = await box(page.locator("details", { hasText: "Comment conserver un miel rare ?" }));
  expect(
    footer.y - (lastQuestion.y + lastQuestion.height),
    "pas de bande vide avant le pied de page",
  ).toBeLessThanOrEqual(80);
});

test("on a short page the footer sits at the bottom of the window", { tag: "@phone" }, async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 1600 });
  await page.goto("/mot-de-passe-oublie");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // In view at once, the footer's section is rendered by React as the page loads (decision 121): its box once it is.
  await expect(page.locator('[data-deferred="footer"][data-rendered]')).toHaveCount(1);
  // Read until it holds: on a loaded machine the box was once read while the page still settled (the brand's face
  // arriving after the first paint).
  await expect(async () => {
    const footer = await box(page.getByRole("contentinfo"));
    expect(Math.round(footer.y + footer.height)).toBe(1600);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(1600);
  }).toPass({ timeout: 5_000 });
});
