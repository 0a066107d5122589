import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectDeliveryEstimate, test } from "./fixtures";

// `/parfum/:id` (decision 085): reached from the line pages, the catalogue and the basket; each fact of the
// cosmetics regulation shown, or said to be unknown — never invented.
const UNKNOWN = "Information en cours de vérification";
const badge = (page: Page) => page.getByRole("banner").getByTestId("cart-count");
const fact = (page: Page, label: string) =>
  page.getByRole("region", { name: "Composition et précautions" }).locator("div", { has: page.getByText(label) });

test("from Mme.H a perfume's name opens its page: line, notes, unknown facts said so, no stars, basket", async ({
  page,
  baseURL,
}) => {
  await page.goto("/parfums-femme");
  await page.getByRole("link", { name: /Iris Poudré/ }).click();
  await expect(page).toHaveURL(/\/parfum\/parfum_femme_5$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Iris Poudré/);
  await expect(page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link")).toHaveText([
    "Accueil",
    "Collection Mme.H",
  ]);
  await expect(page.getByRole("list", { name: "Notes olfactives" }).getByRole("listitem")).toHaveText([
    "Iris",
    "Violette",
    "Poire",
    "Musc",
  ]);
  // The catalogue does not say which note is head, heart or base: no pyramid is drawn from the list's order.
  await expect(page.getByTestId("note-pyramid")).toHaveCount(0);
  // France's estimated delivery, written by the server (decision 100).
  await expectDeliveryEstimate(page.getByRole("main").getByText(/^Livraison estimée/), "en France");
  await expect(page.getByTestId("perfume-price")).toHaveText("29,99\u00a0€");
  await expect(page.getByText(`Contenance : ${UNKNOWN.toLowerCase()}`)).toBeVisible();
  await expect(page.getByRole("main").getByTestId("unit-price")).toHaveCount(0);
  for (const label of ["Concentration", "Ingrédients (INCI)", "Allergènes", "Durée d'utilisation après ouverture"]) {
    await expect(fact(page, label).getByRole("definition")).toHaveText(UNKNOWN);
  }
  await expect(page.getByRole("main").getByRole("img", { name: /^Note/ })).toHaveCount(0);

  await expect(page).toHaveTitle(/Iris Poudré — Maison H$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/parfum/parfum_femme_5`);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const product = ld.find((block) => block["@type"] === "Product")!;
  expect(product).toMatchObject({
    sku: "parfum_femme_5",
    brand: { "@type": "Brand", name: "Maison H" },
    offers: { "@type": "Offer", price: "29.99", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
  });
  expect(product.name).toMatch(/Iris Poudré/);
  expect(String(product.image)).toMatch(/^http/);
  expect(product).not.toHaveProperty("aggregateRating");
  expect(product).not.toHaveProperty("review");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Augmenter la quantité" }).click();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(badge(page)).toHaveText("2");
  await page.goto("/panier");
  await page.getByRole("link", { name: /Iris Poudré/ }).click();
  await expect(page).toHaveURL(/\/parfum\/parfum_femme_5$/);
});

test("the catalogue's search, the home page's perfume lines and the articles lead to the perfume's page", async ({
  page,
}) => {
  await page.goto("/catalogue?q=iris");
  await page.getByRole("link", { name: /Iris Poudré/ }).click();
  await expect(page).toHaveURL(/\/parfum\/parfum_femme_5$/);
  await page.goto("/");
  await page.locator("#parfums-homme").getByRole("link", { name: /Erba/ }).click();
  await expect(page).toHaveURL(/\/parfum\/parfum_homme_1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Erba/);
  await page.goto("/articles");
  await page.getByRole("link", { name: /Nuit de Mascate/ }).click();
  await expect(page).toHaveURL(/\/parfum\/parfum_homme_13$/);
});

test("an unknown perfume, or a honey's id, answers the 404 page", async ({ page, consoleErrors }) => {
  for (const id of ["parfum_inconnu", "sidr_malaki_yemen"]) {
    const response = await page.goto(`/parfum/${id}`);
    expect(response?.status()).toBe(404);
    // The browser reports the document's own 404 status; nothing else may appear.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 404")]);
    consoleErrors.length = 0;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  }
});

// Each project edits its own perfume: the desktop and mobile runs share the shop's database.
const EDITED: Record<string, { id: string; name: RegExp; line: string }> = {
  desktop: { id: "parfum_homme_6", name: /Bois de Santal/, line: "Collection Mr.H" },
  mobile: { id: "parfum_femme_4", name: /Vanille Ambrée/, line: "Collection Mme.H" },
};

test("a volume typed in the back office gives the page its volume and price per litre", async ({
  adminPage: admin,
  page,
}, info) => {
  const perfume = EDITED[info.project.name]!;
  await admin.goto(`/admin/produits/${perfume.id}`);
  await admin.getByLabel("Volume (ml) de Flacon").fill("50");
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Produit enregistré." })).toBeVisible();

  await page.goto(`/parfum/${perfume.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(perfume.name);
  await expect(page.getByText("Contenance : 50\u00a0ml")).toBeVisible();
  await expect(page.getByRole("main").getByTestId("unit-price")).toHaveText(" · soit 599,80\u00a0€/L");
  await expect(fact(page, "Contenance").getByRole("definition")).toHaveText("50\u00a0ml");
  await expectAccessible(page);
});

test("facts entered in the back office: concentration, pyramid, INCI with its allergens named, PAO", async ({
  adminPage: admin,
  page,
}, info) => {
  const perfume = EDITED[info.project.name]!;
  const saved = await admin.request.put(`/api/admin/products/${perfume.id}/information`, {
    data: {
      legal_name: null,
      ingredients: [
        { name: "Alcohol Denat.", allergen: false },
        { name: "Parfum (Fragrance)", allergen: false },
        { name: "Aqua (Water)", allergen: false },
        { name: "Linalool", allergen: true },
        { name: "Coumarin", allergen: true },
      ],
      origins: null,
      storage: null,
      operator: "Maison H, 12 rue des Abeilles, 69001 Lyon",
      concentration: "Eau de parfum",
      pyramid: { head: ["Poivre rose"], heart: [], base: ["Santal", "Musc"] },
      precautions: "Inflammable. Ne pas appliquer sur une peau irritée.",
      pao_months: 12,
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/parfum/${perfume.id}`);
  await expect(page.getByText(`${perfume.line} · Eau de parfum`)).toBeVisible();
  const pyramid = page.getByTestId("note-pyramid");
  await expect(pyramid.getByRole("term")).toHaveText(["Notes de tête", "Notes de fond"]);
  await expect(pyramid.getByRole("definition")).toHaveText(["Poivre rose", "Santal, Musc"]);
  await expect(fact(page, "Ingrédients (INCI)").getByRole("definition")).toHaveText(
    "Alcohol Denat., Parfum (Fragrance), Aqua (Water), Linalool, Coumarin",
  );
  await expect(fact(page, "Ingrédients (INCI)").locator("strong")).toHaveText(["Linalool", "Coumarin"]);
  await expect(fact(page, "Allergènes").getByRole("definition")).toHaveText("Linalool, Coumarin");
  await expect(fact(page, "Durée d'utilisation après ouverture").getByRole("definition")).toHaveText(
    "12M — à utiliser dans les 12 mois suivant l'ouverture",
  );
  await expect(fact(page, "Personne responsable").getByRole("definition")).toHaveText(
    "Maison H, 12 rue des Abeilles, 69001 Lyon",
  );
  await expectAccessible(page);
});
