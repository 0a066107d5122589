import { enrolmentAdmin } from "./admins";
import { expect, expectAccessible, signInAdmin, test, totpCode } from "./fixtures";

test("a visitor and a customer are refused the back office; an administrator enrols the second factor and gets in", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const visitor = await page.goto("/admin/journal");
  expect(visitor?.status()).toBe(401);
  await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
    "href",
    "/connexion?redirect=%2Fadmin%2Fjournal",
  );
  await expectAccessible(page);
  expect((await page.request.get("/api/admin/audit")).status()).toBe(401);
  // The browser logs the refused page; nothing else may appear.
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("401")]);

  // The first sign-in of a new administrator: QR code, first code, ten recovery codes shown once.
  const email = enrolmentAdmin(testInfo.project.name);
  const { secret, recoveryCodes } = await signInAdmin(page, email);
  expect(recoveryCodes).toHaveLength(10);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Journal" }).click();
  await expect(page.getByRole("heading", { name: "Journal des modifications" })).toBeVisible();
  await expectAccessible(page);

  // Another device: the password alone opens nothing; a wrong code is refused; a recovery code works once.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const second = await other.newPage();
  await second.goto("/connexion");
  await second.getByLabel("Adresse e-mail").fill(email);
  await second.getByLabel("Mot de passe", { exact: true }).fill("essais-du-rucher-2026");
  await second.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(second.getByRole("heading", { name: "Double authentification" })).toBeVisible();
  expect((await second.goto("/admin"))?.status()).toBe(403);
  await second.goto("/admin/verification");
  await expectAccessible(second);
  const codeField = second.getByLabel("Code à 6 chiffres ou code de secours");
  await codeField.fill(totpCode(secret, Date.now() - 120_000));
  await second.getByRole("button", { name: "Valider" }).click();
  await expect(second.getByRole("alert")).toContainText("Code incorrect");
  await codeField.fill(recoveryCodes[0]!);
  await second.getByRole("button", { name: "Valider" }).click();
  await expect(second.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  await other.close();
});
