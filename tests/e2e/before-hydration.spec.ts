import type { Page, Route } from "@playwright/test";
import { expect, fillDelivery, openHydrated, seedBasket, test, waitForHydration } from "./fixtures";

// Hydration starts after the first paint (decision 055): what a shopper does before it must not be lost (decisions
// 064 and 065). Routing a request turns the HTTP cache off, so each document asks for its scripts again.

/** Holds the shop's scripts from now until `release`, so the page stays as the server sent it. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/assets/*.js", (route) => (holding ? held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await waitForHydration(page);
    },
  };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

test("fields typed before the page hydrated are sent with what was typed", async ({ context }) => {
  const page = await context.newPage(); // not `hydrating`: this test acts before hydration on purpose
  const scripts = await holdScripts(page);

  await page.goto("/connexion", { waitUntil: "commit" });
  const email = page.getByLabel("Adresse e-mail");
  await email.pressSequentially("personne.inconnue@example.fr");
  await page.getByLabel("Mot de passe", { exact: true }).pressSequentially("miel-sidr-2025");
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expect(email).toHaveValue("personne.inconnue@example.fr");

  // Both fields reach the server: an unknown account, not an empty form.
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page.getByText("Email ou mot de passe incorrect.")).toBeVisible();
  await expect(email).toHaveValue("personne.inconnue@example.fr");
});

test("« Ajouter au panier » tapped before the page hydrated adds the jar once hydrated, once", async ({ context }) => {
  const page = await context.newPage();
  const scripts = await holdScripts(page);

  await page.goto("/miel/sidr_malaki_yemen", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Ajouter au panier" }).first().click();
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("maisonh_cart") ?? "[]") as unknown[]);
  expect(stored).toHaveLength(1);
});

test("a format picked and « Ajouter au panier » tapped before hydration add that format", async ({ context }) => {
  const page = await context.newPage();
  const scripts = await holdScripts(page);

  await page.goto("/miel/sidr_malaki_yemen", { waitUntil: "commit" });
  await page.getByText("250 g", { exact: true }).first().click();
  await page.getByRole("button", { name: "Ajouter au panier" }).first().click();
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem("maisonh_cart") ?? "[]") as { id: string; quantity: number }[],
  );
  expect(stored).toEqual([expect.objectContaining({ id: "sidr_malaki_yemen_250g", quantity: 1 })]);
  await expect(page.getByRole("radio", { name: /250\sg/ })).toBeChecked();
});

test("a format picked before hydration shows its own lot at once, and still once hydrated", async ({ context }) => {
  const page = await context.newPage();
  const scripts = await holdScripts(page);

  await page.goto("/miel/sidr_malaki_yemen", { waitUntil: "commit" });
  const lot = page.getByRole("heading", { name: /^Lot actuel/ });
  await expect(lot).toHaveText("Lot actuel : L25-SIDR-MALAKI-YEMEN-50G");
  await page.getByText("250 g", { exact: true }).first().click();
  await expect(lot).toHaveText("Lot actuel : L25-SIDR-MALAKI-YEMEN-250G");
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expect(lot).toHaveText("Lot actuel : L25-SIDR-MALAKI-YEMEN-250G");
});

test("a card form sent before the page hydrated is paid once hydrated, its card never in the address", async ({
  context,
}, info) => {
  const page = await context.newPage();
  await seedBasket(
    page,
    JSON.stringify([
      { id: "parfum_homme_1", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_1.svg" },
    ]),
  );
  await openHydrated(page, "/panier");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await fillDelivery(page, `avant.hydratation.${info.project.name}.${Date.now()}@example.fr`);

  // The simulated card page, a new document, stays as the server sent it while the card is typed and sent.
  const scripts = await holdScripts(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });
  await page.getByRole("button", { name: /^Finaliser l'achat - / }).click();
  await expect(page).toHaveURL(/\/paiement-simule\/cs_sim_/);
  await page.getByLabel("Numéro de carte").pressSequentially("4242 4242 4242 4242");
  await page.getByLabel("Expiration").pressSequentially("12/30");
  await page.getByLabel("CVC").pressSequentially("123");
  await page.getByLabel("CVC").press("Enter");
  expect(await hydrated(page)).toBe(false);

  await scripts.release();
  await expect(page).toHaveURL(/\/paiement\/succes\?session_id=cs_sim_/);
  await expect(page.getByText("Confirmé")).toBeVisible();
  // The browser never sent the form itself (a GET of the card page again, with any named field in its address).
  expect(documents.filter((address) => address.includes("/paiement-simule/"))).toHaveLength(1);
});
