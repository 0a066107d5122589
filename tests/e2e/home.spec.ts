import { expect, expectAccessible, test } from "./fixtures";

interface ApiProduct {
  id: string;
  name: string;
  kind: string;
}

test("the home page shows the seeded catalogue, server-rendered", async ({ page, request }) => {
  const res = await request.get("/api/catalog/products");
  const { products } = (await res.json()) as { products: ApiProduct[] };
  const honeys = products.filter((p) => p.kind === "honey").slice(0, 4);
  const wellness = products.filter((p) => p.kind === "wellness");
  expect(honeys).toHaveLength(4);

  // The HTML itself carries the products: no JavaScript needed to see them.
  const html = await (await request.get("/")).text();
  expect(html).toContain('<html lang="fr"');
  for (const honey of honeys) expect(html).toContain(honey.name);

  await page.goto("/");
  await expect(page).toHaveTitle(/Maison H/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Miels rares et parfums d'exception");
  const main = page.getByRole("main");
  for (const product of [...honeys, ...wellness]) {
    await expect(main.getByRole("heading", { name: product.name, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("heading", { name: "Collection Mr.H" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Collection Mme.H" })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Maison H`)).toBeVisible();
  for (const img of await page.locator("main img").all()) {
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
  }
  await expectAccessible(page);
});

test("the hero buttons scroll to the honeys and the perfumes", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Découvrir nos parfums" }).click();
  await expect(page).toHaveURL(/#parfums$/);
  await expect(page.locator("#parfums")).toBeInViewport();
  await page.getByRole("link", { name: "Découvrir nos miels" }).click();
  await expect(page).toHaveURL(/#miels$/);
  await expect(page.locator("#miels")).toBeInViewport();
});

test("an unknown page answers a French 404 that leads back home", async ({ page, consoleErrors }) => {
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  // The browser reports the document's own 404 status; nothing else may appear.
  expect(consoleErrors).toEqual([expect.stringContaining("status of 404")]);
  consoleErrors.length = 0;
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("main").getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Miels rares et parfums d'exception");
});

test("the top bar offers the basket and Connexion, and a menu on small screens", async ({ page, isMobile }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Panier" })).toBeVisible();
  if (isMobile) {
    await header.getByLabel("Menu", { exact: true }).click();
    const menu = header.getByRole("navigation", { name: "Menu mobile" });
    for (const label of ["Catalogue", "Parfums Homme", "Parfums Femme", "Miels", "Autres", "Connexion"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Miels", exact: true }).click();
    await expect(page).toHaveURL(/\/miels-collection$/);
    // The menu closes once a link is chosen: it does not stay over the next page.
    await expect(menu).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  } else {
    const nav = header.getByRole("navigation", { name: "Navigation principale" });
    for (const label of ["Miels", "Parfums", "Autres", "Catalogue", "Avis Clients"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(header.getByRole("link", { name: "Connexion" })).toBeVisible();
  }
});

test("served assets are fingerprinted, compressed and cached for a year", async ({ request }) => {
  const html = await (await request.get("/miel/sidr_malaki_yemen")).text();
  // The modules the boot script asks for once the page has painted (decision 055).
  const scripts = JSON.parse(/<script [^>]*data-boot="">[\s\S]*?\}\)\((\[[^\]]*\])/.exec(html)![1]!) as string[];
  expect(scripts.length).toBeGreaterThan(3);
  // React, React DOM, React Router and the JSX runtime in one file (decision 048).
  expect(scripts.filter((s) => /\/(react|chunk|jsx-runtime)-/.test(s))).toEqual([
    expect.stringMatching(/^\/assets\/react-/),
  ]);
  for (const script of scripts) {
    expect(script).toMatch(/^\/assets\/.+-[A-Za-z0-9_-]{8}\.js$/);
    const res = await request.get(script, { headers: { "accept-encoding": "br" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Small files too: a page loads about twenty of them.
    expect(res.headers()["content-encoding"], script).toBe("br");
  }
});
