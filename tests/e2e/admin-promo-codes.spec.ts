import { expect, expectAccessible, payAtCheckout, hydrating, onDesktopOnly, seedBasket, test } from "./fixtures";

onDesktopOnly("a back-office journey: its codes do not depend on the screen");

/** A code of this run and project: the two browser projects share one server. */
const codeName = (prefix: string, project: string) =>
  `${prefix}-${project.slice(0, 3)}-${Date.now().toString(36)}`.toUpperCase();

test("an administrator creates a code in the modal, a guest pays with it, and the statistics show the use", async ({
  adminPage: page,
  browser,
  consoleErrors,
}, info) => {
  await page.goto("/promo-manager");
  await expect(page).toHaveURL(/\/admin\/promo-codes$/);
  await expect(page.getByRole("heading", { name: "Gestionnaire de codes promo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Guide rapide" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Codes personnels des clients" })).toBeVisible();
  await expectAccessible(page);

  // The modal: the rules checked before the call, each message beside its field, the focus on the first.
  const create = page.getByRole("button", { name: "Nouveau code" });
  await create.click();
  const dialog = page.getByRole("dialog", { name: "Nouveau code promo" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Créer le code" }).click();
  await expect(dialog.getByText("Le code doit faire entre 3 et 32 caractères.")).toBeVisible();
  await expect(dialog.getByText("Le pourcentage doit être compris entre 1 et 100.")).toBeVisible();
  await expect(dialog.getByLabel("Code", { exact: true })).toBeFocused();

  const code = codeName("e2e", info.project.name);
  await dialog.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await expect(dialog.getByLabel("Code", { exact: true })).toHaveValue(code);
  await dialog.getByLabel("Nom (facultatif)").fill("Essai du navigateur");
  await dialog.getByLabel("Pourcentage de réduction (%)").fill("20");
  await dialog.getByLabel("Utilisations maximales").fill("0");
  await dialog.getByRole("button", { name: "Créer le code" }).click();
  await expect(
    dialog.getByText("Le nombre maximal d'utilisations doit être un entier d'au moins 1, ou laissé vide."),
  ).toBeVisible();
  await dialog.getByLabel("Utilisations maximales").fill("");
  await dialog.getByRole("button", { name: "Créer le code" }).click();
  await expect(page.getByRole("status")).toHaveText("Code promo créé avec succès !");
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
  const card = page.getByTestId(`code-${code}`);
  await expect(card).toContainText("20 % de réduction");
  await expect(card).toContainText("0 utilisation");

  // The same code again: the server's refusal, 'Erreur: {detail}'; Escape closes and gives the focus back.
  await create.click();
  await dialog.getByLabel("Code", { exact: true }).fill(code);
  await dialog.getByLabel("Pourcentage de réduction (%)").fill("10");
  await dialog.getByRole("button", { name: "Créer le code" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(`Erreur: Le code ${code} existe déjà.`);
  // The browser logs the refused call; nothing else may appear.
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("409")]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  // A guest applies it in the basket and pays by the simulated card.
  const guest = await browser.newContext({ baseURL: info.project.use.baseURL });
  const shopper = hydrating(await guest.newPage());
  await seedBasket(
    shopper,
    JSON.stringify([
      { id: "parfum_homme_3", name: "Mr.H", price: 2999, quantity: 2, image: "/images/products/parfum_homme_3.svg" },
    ]),
  );
  await shopper.goto("/panier");
  await shopper.getByLabel("Code promo").fill(code.toLowerCase());
  await shopper.getByRole("button", { name: "Appliquer" }).click();
  await expect(shopper.getByText(`Code ${code} appliqué`)).toBeVisible();
  await shopper.getByRole("button", { name: "Procéder au paiement" }).click();
  await payAtCheckout(shopper, `promo.${info.project.name}.${Date.now()}@example.fr`);
  await guest.close();

  // The administrator refreshes: the code counts one paid use; the statistics view opens in a new tab.
  await page.getByRole("button", { name: "Actualiser" }).click();
  await expect(card).toContainText("1 utilisation");
  const [stats] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Statistiques (nouvel onglet)" }).click(),
  ]);
  await expect(stats).toHaveURL(/\/admin\/promo-codes\?vue=stats$/);
  await expect(stats.getByRole("heading", { name: "Statistiques des codes promo" })).toBeVisible();
  await expect(stats.getByRole("row", { name: new RegExp(code) })).toContainText("1 utilisation");
  expect(Number(await stats.getByTestId("stat-Utilisations").textContent())).toBeGreaterThanOrEqual(1);
  await expectAccessible(stats);
  await stats.close();

  // Deleting a code that a paid order used switches it off instead, and says so.
  await card.getByRole("button", { name: `Supprimer ${code}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Supprimer ${code}` });
  await expect(confirm).toContainText("Êtes-vous sûr de vouloir supprimer ce code ?");
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Le code ${code} a servi à 1 commande payée : il a été désactivé au lieu d'être supprimé, pour garder l'historique.`,
  );
  await expect(card).toContainText("Inactif");
});

test("an administrator edits, switches off and deletes a code after confirming; a failed load offers a retry", async ({
  adminPage: page,
  consoleErrors,
}, info) => {
  await page.goto("/admin/promo-codes");
  const code = codeName("suppr", info.project.name);
  await page.getByRole("button", { name: "Nouveau code" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau code promo" });
  await dialog.getByLabel("Code", { exact: true }).fill(code);
  await dialog.getByLabel("Type").selectOption("fixed_amount");
  await dialog.getByLabel("Montant de la réduction (€)").fill("4,50");
  await dialog.getByLabel("Montant minimum de commande (€)").fill("30");
  await dialog.getByRole("button", { name: "Créer le code" }).click();
  await expect(page.getByRole("status")).toHaveText("Code promo créé avec succès !");
  const card = page.getByTestId(`code-${code}`);
  await expect(card).toContainText("4,50 € de réduction");
  await expect(card).toContainText("dès 30,00 € d'achat");

  const edit = card.getByRole("button", { name: `Modifier ${code}` });
  await edit.click();
  const editor = page.getByRole("dialog", { name: `Modifier le code ${code}` });
  await expect(editor.getByLabel("Montant de la réduction (€)")).toHaveValue("4.5");
  await editor.getByLabel("Description (facultative)").fill("Offre du printemps");
  await editor.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status")).toHaveText(`Code ${code} modifié avec succès !`);
  await expect(card).toContainText("Offre du printemps");
  await expect(edit).toBeFocused();

  await card.getByRole("button", { name: `Désactiver ${code}` }).click();
  await expect(page.getByRole("status")).toHaveText(`Code ${code} désactivé.`);
  await expect(card).toContainText("Inactif");

  // The confirmation: cancelling keeps the code; confirming deletes it.
  const remove = card.getByRole("button", { name: `Supprimer ${code}` });
  await remove.click();
  const confirm = page.getByRole("alertdialog", { name: `Supprimer ${code}` });
  await expect(confirm).toContainText("Êtes-vous sûr de vouloir supprimer ce code ?");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByRole("status")).toHaveText("Code supprimé avec succès !");
  await expect(card).toHaveCount(0);

  // The list cannot be read: the status and its text, or the connection error, with a retry.
  await page.route("**/api/promotions/codes", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"detail":"indisponible"}' }),
  );
  await page.getByRole("button", { name: "Actualiser" }).click();
  await expect(page.getByRole("alert")).toContainText("Erreur 503: Service Unavailable");
  await page.unroute("**/api/promotions/codes");
  await page.route("**/api/promotions/codes", (route) => route.abort());
  await page.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.getByRole("alert")).toContainText("Erreur de connexion à l'API");
  await expectAccessible(page);
  await page.unroute("**/api/promotions/codes");
  await page.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The browser logs the failed loads; nothing else may appear.
  expect(consoleErrors.splice(0).every((e) => /503|Failed to load resource/.test(e))).toBe(true);
});
