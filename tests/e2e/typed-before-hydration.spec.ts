import type { Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Hydration starts after the first paint (decision 055): what a shopper types before it must still be sent.
test("fields typed before the page hydrated are sent with what was typed", async ({ context }) => {
  const page = await context.newPage(); // not `hydrating`: this test acts before hydration on purpose
  const held: Route[] = [];
  let holding = true;
  await page.route("**/assets/*.js", (route) => (holding ? held.push(route) : route.continue()));

  await page.goto("/connexion", { waitUntil: "commit" });
  const email = page.getByLabel("Adresse e-mail");
  await email.pressSequentially("personne.inconnue@example.fr");
  await page.getByLabel("Mot de passe", { exact: true }).pressSequentially("miel-sidr-2025");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await waitForHydration(page);
  await expect(email).toHaveValue("personne.inconnue@example.fr");

  // Both fields reach the server: an unknown account, not an empty form.
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page.getByText("Email ou mot de passe incorrect.")).toBeVisible();
  await expect(email).toHaveValue("personne.inconnue@example.fr");
});
