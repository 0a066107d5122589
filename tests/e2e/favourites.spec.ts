import { expect, expectAccessible, onDesktopOnly, registeredCustomer, test } from "./fixtures";

// Decision 114: a visitor's favourites, kept in the browser, join the account at sign-in and are listed on
// /profil/favoris at today's price; the heart is a toggle button named after its product.
onDesktopOnly("the journey's steps and answers are the same at both widths");

test("favourites added as a visitor are kept across sign-in and listed with their current price", async ({
  page,
  request,
}, info) => {
  // A long journey (an account, three pages, a sign-in, the list): on a loaded machine it outlasts the default minute.
  test.slow();
  const email = `favoris.${info.project.name}.${Date.now()}@example.fr`;
  // The account exists and is verified (its session stays in `request`, not in this browser).
  await registeredCustomer(request, email, "Inès Favre");

  await page.goto("/miels-collection");
  const sidr = page.getByRole("button", { name: "Ajouter Miel de Sidr Malaki aux favoris" });
  await expect(sidr).toHaveAttribute("aria-pressed", "false");
  const box = await sidr.boundingBox();
  await sidr.click();
  const pressed = page.getByRole("button", { name: "Retirer Miel de Sidr Malaki des favoris" });
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  // Pressing it moves nothing.
  expect(await pressed.boundingBox()).toEqual(box);
  await expectAccessible(page);

  await page.goto("/parfum/parfum_homme_1");
  await page.getByRole("button", { name: "Ajouter Mr.H — Erba aux favoris" }).click();
  await expect(page.getByRole("button", { name: "Retirer Mr.H — Erba des favoris" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Kept by this browser: still pressed on the next page.
  await page.goto("/miels-collection");
  await expect(page.getByRole("button", { name: "Retirer Miel de Sidr Malaki des favoris" })).toBeVisible();

  await page.goto("/connexion?redirect=/profil/favoris");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("miel-sidr-2025");
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page).toHaveURL(/\/profil\/favoris$/, { timeout: 8000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mes favoris");
  const list = page.getByRole("main").getByRole("listitem");
  await expect(list).toHaveCount(2);
  await expect(list.filter({ hasText: "Miel de Sidr Malaki" })).toContainText("à partir de 11,99 €");
  await expect(list.filter({ hasText: "Mr.H — Erba" })).toContainText("29,99 €");
  await expectAccessible(page);

  // The account holds them: another browser signed in to it sees them.
  const account = (await (await request.get("/api/favourites")).json()) as { product_ids: string[] };
  expect(account.product_ids.sort()).toEqual(["parfum_homme_1", "sidr_malaki_yemen"]);

  // Removed from the list: gone from the account and from the hearts.
  await page.getByRole("button", { name: "Retirer Mr.H — Erba des favoris" }).click();
  await expect(list).toHaveCount(1);
  expect((await (await request.get("/api/favourites")).json()) as unknown).toEqual({
    product_ids: ["sidr_malaki_yemen"],
  });
  await page.goto("/parfum/parfum_homme_1");
  await expect(page.getByRole("button", { name: "Ajouter Mr.H — Erba aux favoris" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  // The profile links to them.
  await page.goto("/profil");
  await page.getByRole("link", { name: "Voir mes favoris" }).click();
  await expect(page).toHaveURL(/\/profil\/favoris$/);
});
