import { expect, expectAccessible, test } from "./fixtures";

test("register → verification mail → welcome code → sign in → profile → sign out", async ({
  page,
  request,
  consoleErrors,
}, info) => {
  const email = `claire.${info.project.name}.${Date.now()}@example.fr`;
  await page.goto("/connexion");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Créer un compte" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer un compte");
  await page.getByLabel("Prénom").fill("Claire");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("miel-sidr-2025");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByRole("status")).toContainText("Vérifiez votre boîte mail");

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

  const mailbox = await (await request.get("/dev/boite-mail")).text();
  const link = new RegExp(`À : ${email.replace(/\./g, "\\.")}[\\s\\S]*?/verify-email\\?token=([\\w-]+)`).exec(mailbox);
  expect(link, "lien de vérification dans la boîte mail").not.toBeNull();
  await page.goto(`/verify-email?token=${link![1]}`);
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
  const header = page.getByRole("banner");
  if (!info.project.name.includes("mobile")) await expect(header.getByRole("link", { name: "Claire" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profil");
  await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
  expect(consoleErrors).toEqual([expect.stringContaining("401")]);
  consoleErrors.length = 0;
});

test("a used or unknown verification link explains itself and offers a new one", async ({ page }) => {
  await page.goto("/verify-email?token=inconnu");
  await expect(page.getByRole("alert")).toHaveText("Ce lien de vérification est invalide.");
  await page.getByLabel("Adresse e-mail du compte").fill("personne@example.fr");
  await page.getByRole("button", { name: "Recevoir un nouveau lien" }).click();
  await expect(page.getByRole("status")).toContainText("un nouveau lien vient d'être envoyé");
  await expectAccessible(page);
});
