import { readFile } from "node:fs/promises";
import { downloadFrom, expect, expectAccessible, mailedToken, test } from "./fixtures";

const PASSWORD = "miel-lavande-2026";

test("a customer downloads their data, then deletes their account with their password and cannot sign in", async ({
  page,
  request,
  consoleErrors,
}, info) => {
  test.slow(); // A registration, a verification, two pages checked by axe.
  const email = `rgpd.${info.project.name}.${Date.now()}@example.fr`;
  const registered = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, full_name: "Louise Perrin" },
  });
  expect(registered.status()).toBe(201);
  const verified = await request.get(
    `/api/auth/verify-email?token=${await mailedToken(request, email, "/verify-email")}`,
  );
  expect(verified.status()).toBe(200);

  await page.goto("/connexion");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page.getByRole("heading", { name: "Bonjour Louise Perrin" })).toBeVisible();

  const section = page.getByRole("region", { name: "Mes données personnelles" });
  const download = await downloadFrom(page, section.getByRole("link", { name: "Télécharger mes données" }));
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-.*\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    account: { email: string; full_name: string };
    promo_codes: { code: string }[];
  };
  expect(data.account).toMatchObject({ email, full_name: "Louise Perrin" });
  expect(data.promo_codes[0]?.code).toMatch(/^BIENVENUE-/);

  await section.getByRole("button", { name: "Supprimer mon compte" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Supprimer mon compte" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const confirmWith = async (password: string) => {
    await dialog.getByLabel("Mot de passe", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Supprimer définitivement" }).click();
  };
  await confirmWith("pas-le-bon");
  await expect(dialog.getByRole("alert")).toHaveText("Mot de passe incorrect : votre compte n'a pas été supprimé.");
  expect(consoleErrors).toEqual([expect.stringContaining("403")]);
  consoleErrors.length = 0;

  await confirmWith(PASSWORD);
  await expect(page).toHaveURL(/\/\?compte-supprime=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Votre compte a été supprimé" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/profil");
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fprofil$/);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/connexion/);
  expect(consoleErrors.every((e) => /401/.test(e))).toBe(true);
  consoleErrors.length = 0;
});
