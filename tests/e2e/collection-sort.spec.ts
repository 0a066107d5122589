import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// Decision 114: the honey collection sorted and filtered from a GET form, with and without JavaScript.

/** The honeys' names in the grid, in order. */
const names = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();

/** The « à partir de » prices of the grid, in cents. */
async function prices(page: Page) {
  const texts = await page
    .getByRole("main")
    .getByText(/^à partir de /)
    .allTextContents();
  return texts.map((text) => Number(/(\d+),(\d\d)/.exec(text)!.slice(1).join("")));
}

/** Whether the grid's prices go up: polled, the address changes before the new grid is drawn. */
const ascendingPrices = (page: Page) =>
  expect.poll(async () => {
    const shown = await prices(page);
    return shown.length > 0 && shown.every((cents, i) => i === 0 || shown[i - 1]! <= cents);
  });

test("sort and filter the honeys with JavaScript: each choice applies at once and stays in the address", async ({
  page,
}) => {
  await page.goto("/miels-collection");
  const form = page.getByRole("form", { name: "Trier et filtrer" });
  await form.getByLabel("Trier par").selectOption({ label: "Prix croissant" });
  await expect(page).toHaveURL(/tri=prix-croissant/);
  await ascendingPrices(page).toBe(true);

  await form.getByLabel("Origine").selectOption("oman");
  await expect(page).toHaveURL(/origine=oman/);
  const count = Number(
    /\((\d+)\)/.exec((await form.getByLabel("Origine").locator("option:checked").textContent())!)![1],
  );
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`${count} miels`);
  expect(await names(page)).toHaveLength(count);
  await ascendingPrices(page).toBe(true);
  await expectAccessible(page);
});

test("sort and filter the honeys without JavaScript, paged, hostile values answered in French", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/miels-collection");
  const form = page.getByRole("form", { name: "Trier et filtrer" });
  await form.getByLabel("Trier par").selectOption("prix-decroissant");
  await form.getByLabel("Texture").selectOption("fluide");
  await form.getByRole("button", { name: "Appliquer" }).click();
  await expect(page).toHaveURL(/tri=prix-decroissant/);
  await expect(page).toHaveURL(/texture=fluide/);
  const descending = await prices(page);
  expect(descending.length).toBeGreaterThan(0);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  // The choices are shown as made.
  await expect(form.getByLabel("Texture")).toHaveValue("fluide");

  // A category's chips keep the sort; its filters start again.
  await page.getByRole("link", { name: /^Oman/ }).click();
  await expect(page).toHaveURL(/categorie=oman&tri=prix-decroissant$/);

  const hostile = await page.goto("/miels-collection?origine=%3Cscript%3Ealert(1)%3C%2Fscript%3E&tri=n%27importe");
  expect(hostile?.status()).toBe(200);
  expect(hostile?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("alert")).toContainText("Ce tri n'existe pas");
  await expect(page.getByRole("alert")).toContainText("le filtre « Origine » demandé n'est pas proposé ici");
  await context.close();
});

test("a sorted and filtered page is canonical to the collection and shows its choices", async ({ page }) => {
  await page.goto("/miels-collection?tri=nouveautes&format=50g");
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/miels-collection$/);
  const form = page.getByRole("form", { name: "Trier et filtrer" });
  await expect(form.getByLabel("Format")).toHaveValue("50g");
  await expect(form.getByLabel("Trier par")).toHaveValue("nouveautes");
});

test("on a phone the sort and filters are folded under « Trier et filtrer », the grid in the first screen; a wide screen shows them in a row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/miels-collection");
  const fold = page.getByText("Trier et filtrer", { exact: true });
  await expect(page.getByRole("form", { name: "Trier et filtrer" })).toBeHidden();
  const firstTile = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  expect((await firstTile.boundingBox())!.y).toBeLessThan(844);
  await fold.click();
  const form = page.getByRole("form", { name: "Trier et filtrer" });
  await expect(form.getByLabel("Texture")).toBeVisible();
  await expect(form.getByLabel("Trier par")).toBeVisible();
  await expectAccessible(page);

  // A choice made: the fold is open on the next page and says how many choices hold.
  await page.goto("/miels-collection?texture=fluide");
  await expect(page.getByRole("form", { name: "Trier et filtrer" }).getByLabel("Texture")).toHaveValue("fluide");
  await expect(page.getByText("· 1 choix")).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/miels-collection");
  await expect(page.getByText("Trier et filtrer", { exact: true })).toBeHidden();
  await expect(page.getByRole("form", { name: "Trier et filtrer" }).getByLabel("Texture")).toBeVisible();
});
