import { enrolmentAdmin } from "./admins";
import { expect, expectAccessible, hydrating, signInAdmin, test, totpCode } from "./fixtures";

test(
  "a visitor and a customer are refused the back office; an administrator enrolled in the terminal gets in",
  { tag: "@phone" },
  async ({ page, browser, consoleErrors }, testInfo) => {
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

    // The first sign-in of a new administrator (second factor enrolled by `npm run admin -- create`, no secret on the
    // web): the first code, then ten recovery codes shown once.
    const email = enrolmentAdmin(testInfo.project.name);
    const { secret, recoveryCodes } = await signInAdmin(page, email);
    expect(recoveryCodes).toHaveLength(10);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Journal" }).click();
    await expect(page.getByRole("heading", { name: "Journal des modifications" })).toBeVisible();
    await expectAccessible(page);

    // Another device: the password alone opens nothing; a wrong code is refused; a recovery code works once.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const second = hydrating(await other.newPage());
    // Sent to sign in from a back-office page, the administrator comes back to it after the second factor.
    await second.goto("/connexion?redirect=%2Fadmin%2Fjournal");
    await second.getByLabel("Adresse e-mail").fill(email);
    await second.getByLabel("Mot de passe", { exact: true }).fill("essais-du-rucher-2026");
    await second.getByRole("button", { name: "Se connecter" }).first().click();
    await expect(second.getByRole("heading", { name: "Double authentification" })).toBeVisible();
    await expect(second).toHaveURL(/\/admin\/verification\?retour=%2Fadmin%2Fjournal$/);
    expect((await second.goto("/admin"))?.status()).toBe(403);
    await second.goto("/admin/verification?retour=%2Fadmin%2Fjournal");
    await expectAccessible(second);
    const codeField = second.getByLabel("Code à 6 chiffres ou code de secours");
    await codeField.fill(totpCode(secret, Date.now() - 120_000));
    await second.getByRole("button", { name: "Valider" }).click();
    await expect(second.getByRole("alert")).toContainText("Code incorrect");
    await codeField.fill(recoveryCodes[0]!);
    await second.getByRole("button", { name: "Valider" }).click();
    await expect(second.getByRole("heading", { name: "Journal des modifications" })).toBeVisible();
    await other.close();
  },
);

test("every back-office page answers a visitor 401 with the shop's refusal page", async ({ page, consoleErrors }) => {
  const pages = [
    "/admin",
    "/admin/commandes",
    "/admin/commandes/MH-INCONNUE",
    "/admin/promo-codes",
    "/admin/promo-codes?vue=stats",
    "/promo-manager",
    "/admin/users",
    "/admin/users/inconnu",
    "/admin/journal",
    "/ADMIN/Commandes",
  ];
  for (const path of pages) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(401);
    await expect(page.getByRole("heading", { name: "Accès refusé" }), path).toBeVisible();
  }
  expect((await page.goto("/admin/verification"))?.status()).toBe(401);
  // The browser logs each refused page; nothing else may appear.
  expect(consoleErrors.splice(0).filter((e) => !e.includes("401"))).toEqual([]);
});
