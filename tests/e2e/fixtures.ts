import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

// Every page of every test fails on a console error or an uncaught exception (hydration, CSP, scripts).
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "erreurs dans la console du navigateur").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    "violations d'accessibilité graves",
  ).toEqual([]);
}

/**
 * Puts lines in the browser's basket before the shop's scripts run (once per tab), so a hydrating page
 * cannot overwrite them.
 */
export async function seedBasket(page: Page, value: string) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem("e2e-basket-seeded")) return;
    sessionStorage.setItem("e2e-basket-seeded", "1");
    localStorage.setItem("maisonh_cart", stored);
  }, value);
}

/** Fills the delivery form of /checkout or /crypto-payment (the e-mail only for a guest). */
export async function fillDelivery(page: Page, email: string | null) {
  if (email) await page.getByLabel("Votre e-mail").fill(email);
  await page.getByLabel("Prénom").fill("Claire");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Téléphone").fill("06 12 34 56 78");
  await page.getByLabel("Adresse", { exact: true }).fill("12 rue des Abeilles");
  await page.getByLabel("Ville").fill("Lyon");
  await page.getByLabel("Code postal").fill("69001");
}

/** On the simulated card page the checkout led to, pays with `card` once the page has taken the input. */
export async function payWithCard(page: Page, card: string) {
  await expect(page).toHaveURL(/\/paiement-simule\/cs_sim_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement par carte");
  // Typed before hydration, the card number is cleared by the form's state; grouped by fours, it was seen by it.
  const grouped = card.replace(/\D/g, "").replace(/(\d{4})(?=\d)/g, "$1 ");
  await expect(async () => {
    await page.getByLabel("Numéro de carte").fill(card);
    await page.getByLabel("Expiration").fill("12/30");
    await page.getByLabel("CVC").fill("123");
    await expect(page.getByLabel("Numéro de carte")).toHaveValue(grouped, { timeout: 1_000 });
  }).toPass();
  await page.getByRole("button", { name: /^Payer / }).click();
}

/** The token of the first `path?token=…` link listed for `email` in the development mailbox. */
export async function mailedToken(request: APIRequestContext, email: string, path: string): Promise<string> {
  const mailbox = await (await request.get("/dev/boite-mail")).text();
  const found = new RegExp(`À : ${email.replace(/\./g, "\\.")}[\\s\\S]*?${path}\\?token=([\\w-]+)`).exec(mailbox);
  expect(found, `lien ${path} dans la boîte mail`).not.toBeNull();
  return found![1]!;
}
