import type { Page } from "@playwright/test";
import { escapeRegExp, expect, expectAccessible, mailedToken, test } from "./fixtures";

/** Fills the registration form and sends it. */
async function register(page: Page, who: { firstName: string; lastName: string; email: string; password: string }) {
  await page.getByLabel("Prénom").fill(who.firstName);
  await page.getByLabel("Nom", { exact: true }).fill(who.lastName);
  await page.getByLabel("Adresse e-mail").fill(who.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
}

test("register → verification mail → welcome code → sign in → profile → sign out", async ({
  page,
  request,
  consoleErrors,
}, info) => {
  test.slow(); // Three pages checked by axe and a 5 s countdown: over 30 s on a loaded machine.
  const email = `claire.${info.project.name}.${Date.now()}@example.fr`;
  await page.goto("/connexion");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Créer un compte" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer un compte");
  await register(page, { firstName: "Claire", lastName: "Martin", email, password: "miel-sidr-2025" });
  await expect(page.getByRole("status")).toContainText("Vérifiez votre boîte mail");
  // The form has done its work: the notice stays alone, no empty form nor disabled button under it.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compte créé");
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Créer mon compte" })).toHaveCount(0);
  // Only what an account gives is promised: the favourites now exist (decision 114).
  await expect(page.getByRole("complementary")).toContainText("Vos favoris, retrouvés sur chacun de vos appareils");

  // Signing in before verifying is refused with the spec's sentence.
  await page.getByRole("button", { name: "Se connecter" }).last().click();
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("miel-sidr-2025");
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page.getByRole("alert")).toHaveText(
    "Email non vérifié. Vérifiez votre boîte mail et cliquez sur le lien de vérification.",
  );
  // The browser logs the refused call; nothing else may appear.
  expect(consoleErrors).toEqual([expect.stringContaining("403")]);
  consoleErrors.length = 0;

  await page.goto(`/verify-email?token=${await mailedToken(request, email, "/verify-email")}`);
  await expect(page.getByRole("heading", { name: "Adresse e-mail confirmée" })).toBeVisible();
  const code = (await page.locator("p.font-mono").textContent())!.trim();
  expect(code).toMatch(/^BIENVENUE-/);
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/connexion$/, { timeout: 8000 });

  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("miel-sidr-2025");
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 5000 });
  await expect(page.getByRole("heading", { name: "Bonjour Claire Martin" })).toBeVisible();
  // A page that greets Claire must stay out of shared caches.
  const personal = await page.request.get("/");
  expect(personal.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByText(code)).toBeVisible();
  // The journey runs on the desktop only (decision 099): its steps and answers are the same at both widths; the
  // phone's top bar is checked by navigation.spec.ts, its sign-in page by admin-access.spec.ts.
  await expect(page.getByRole("banner").getByRole("link", { name: "Claire" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out, the profile offers the sign-in form, which comes back to it.
  await page.goto("/profil");
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fprofil$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("miel-sidr-2025");
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page).toHaveURL(/\/profil$/, { timeout: 5000 });
  await expect(page.getByRole("heading", { name: "Bonjour Claire Martin" })).toBeVisible();
});

test("a used or unknown verification link explains itself and offers a new one", async ({ page }) => {
  await page.goto("/verify-email?token=inconnu");
  await expect(page.getByRole("alert")).toHaveText("Ce lien de vérification est invalide.");
  await page.getByLabel("Adresse e-mail du compte").fill("personne@example.fr");
  await page.getByRole("button", { name: "Recevoir un nouveau lien" }).click();
  await expect(page.getByRole("status")).toContainText("un nouveau lien vient d'être envoyé");
  await expectAccessible(page);
});

test("a customer locked out by five wrong passwords chooses a new one from the mail and signs in", async ({
  page,
  request,
  consoleErrors,
}, info) => {
  test.slow(); // A long journey on a shared 2-core machine.
  const email = `bloquee.${info.project.name}.${Date.now()}@example.fr`;
  const linkIn = (path: string) => mailedToken(request, email, path);
  const registered = await request.post("/api/auth/register", {
    data: { email, password: "miel-sidr-2025", full_name: "Inès Roux" },
  });
  expect(registered.status()).toBe(201);
  expect((await request.get(`/api/auth/verify-email?token=${await linkIn("/verify-email")}`)).status()).toBe(200);
  // Someone else guessed five times.
  for (let i = 0; i < 5; i++) {
    expect((await request.post("/api/auth/login", { data: { email, password: `essai-${i}-xyz` } })).status()).toBe(401);
  }

  await page.goto("/connexion");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("miel-sidr-2025");
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page.getByRole("alert")).toHaveText("Trop de tentatives de connexion. Réessayez dans 15 minutes.");
  expect(consoleErrors).toEqual([expect.stringContaining("429")]);
  consoleErrors.length = 0;

  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié");
  // A mistyped address: the reason alone (never « email : … »), under the field and read with it.
  await page.getByLabel("Adresse e-mail").fill("ines.roux@");
  await page.getByRole("button", { name: "Recevoir le lien" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Adresse e-mail invalide/);
  await expect(page.getByLabel("Adresse e-mail")).toHaveAccessibleDescription(/^Adresse e-mail invalide/);
  expect(consoleErrors).toEqual([expect.stringContaining("400")]);
  consoleErrors.length = 0;
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Recevoir le lien" }).click();
  await expect(page.getByRole("status")).toContainText("Si un compte existe pour cette adresse");
  await expectAccessible(page);

  const resetLink = `/reinitialiser-mot-de-passe?token=${await linkIn("/reinitialiser-mot-de-passe")}`;
  await page.goto(resetLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choisir un nouveau mot de passe");
  await expectAccessible(page);
  await page.getByLabel("Nouveau mot de passe").fill("azertyuiop");
  await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
  await expect(page.getByRole("alert")).toContainText("Ce mot de passe est trop courant ou trop facile à deviner.");
  // Beside the field it is about, and read with it.
  await expect(page.getByLabel("Nouveau mot de passe")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Nouveau mot de passe")).toHaveAccessibleDescription(/trop courant/);
  expect(consoleErrors).toEqual([expect.stringContaining("400")]);
  consoleErrors.length = 0;
  await page.getByLabel("Nouveau mot de passe").fill("rucher-des-cevennes-2026");
  await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
  await expect(page.getByRole("status")).toHaveText("Votre mot de passe a été modifié. Vous pouvez vous connecter.");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("rucher-des-cevennes-2026");
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 5000 });
  await expect(page.getByRole("heading", { name: "Bonjour Inès Roux" })).toBeVisible();

  // The same link again: said used at once, with a new one offered, before anything is typed.
  await page.goto(resetLink);
  await expect(page.getByRole("alert")).toContainText("Ce lien a déjà été utilisé.");
  await expect(page.getByLabel("Nouveau mot de passe")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute(
    "href",
    "/mot-de-passe-oublie",
  );
});

test("the registration form shows why a password is refused", async ({ page, consoleErrors }, info) => {
  await page.goto("/connexion");
  await page.getByRole("button", { name: "Créer un compte" }).click();
  await register(page, {
    firstName: "Paul",
    lastName: "Durand",
    email: `paul.${info.project.name}.${Date.now()}@example.fr`,
    password: "motdepasse",
  });
  await expect(page.getByRole("alert")).toHaveText(
    "Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un plus long ou moins prévisible, par exemple plusieurs mots séparés par des tirets.",
  );
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(consoleErrors).toEqual([expect.stringContaining("400")]);
  consoleErrors.length = 0;
  await expectAccessible(page);

  // Too short: the French message alone (never « password : … »), under the password.
  await page.getByLabel("Mot de passe", { exact: true }).fill("court");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByRole("alert")).toHaveText("Le mot de passe doit contenir au moins 8 caractères.");
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveAccessibleDescription(
    "Le mot de passe doit contenir au moins 8 caractères.",
  );
  expect(consoleErrors).toEqual([expect.stringContaining("400")]);
  consoleErrors.length = 0;
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms post to the page: registration, then sign-in to the profile or the asked page", async ({
    page,
    request,
    consoleErrors,
  }, info) => {
    const email = `sans-js.${info.project.name}.${Date.now()}@example.fr`;
    await page.goto("/connexion");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(page).toHaveURL(/\/connexion\?mode=inscription$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer un compte");
    await register(page, { firstName: "Lucie", lastName: "Garnier", email, password: "motdepasse" });
    // The server's password policy, and the form kept as it was filled (but the password).
    await expect(page.getByRole("alert")).toContainText("Ce mot de passe est trop courant");
    await expect(page.getByLabel("Prénom")).toHaveValue("Lucie");
    expect(consoleErrors).toEqual([expect.stringContaining("400")]);
    consoleErrors.length = 0;
    await page.getByLabel("Mot de passe", { exact: true }).fill("tilleul-de-provence-2026");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByRole("status")).toContainText("Vérifiez votre boîte mail");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compte créé");
    await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveCount(0);

    await page.goto(`/verify-email?token=${await mailedToken(request, email, "/verify-email")}`);
    await expect(page.getByRole("heading", { name: "Adresse e-mail confirmée" })).toBeVisible();

    await page.goto("/connexion");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon-mot");
    await page.getByRole("button", { name: "Se connecter" }).first().click();
    await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect.");
    await expect(page.getByLabel("Adresse e-mail")).toHaveValue(email);
    expect(consoleErrors).toEqual([expect.stringContaining("400")]);
    consoleErrors.length = 0;
    await page.getByLabel("Mot de passe", { exact: true }).fill("tilleul-de-provence-2026");
    await page.getByRole("button", { name: "Se connecter" }).first().click();
    await expect(page).toHaveURL(/\/profil$/);
    await expect(page.getByRole("heading", { name: "Bonjour Lucie Garnier" })).toBeVisible();

    // Signed in again from another browser, with a page to come back to: it goes there, never to another site.
    await page.context().clearCookies();
    await page.goto("/connexion?redirect=/panier");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("tilleul-de-provence-2026");
    await page.getByRole("button", { name: "Se connecter" }).first().click();
    await expect(page).toHaveURL(/\/panier$/);
    await page.context().clearCookies();
    await page.goto("/connexion?redirect=//evil.example/");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("tilleul-de-provence-2026");
    await page.getByRole("button", { name: "Se connecter" }).first().click();
    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(test.info().project.use.baseURL!)}/profil$`));
  });
});
