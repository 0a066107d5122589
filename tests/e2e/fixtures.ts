import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

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
