import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, registeredCustomer, test, waitForHydration } from "./fixtures";

// The collections' tiles (decision 116): two a row on a phone, four on a wide screen; borderless; the badge inside the
// picture; a second picture on hover where there is one.

/** How many tiles share the first row, and whether the second row starts under the first. */
async function firstRow(tiles: Locator) {
  const boxes = await tiles.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width } = element.getBoundingClientRect();
      return { x, y, width };
    }),
  );
  const first = boxes[0]!;
  const row = boxes.filter((b) => Math.abs(b.y - first.y) < 1);
  return { count: row.length, widths: row.map((b) => Math.round(b.width)), next: boxes[row.length] };
}

const tile = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name }) });

test("the collections show two tiles a row on a phone and four on a wide screen", async ({ page }) => {
  const pages = ["/miels-collection", "/parfums-homme", "/catalogue"];
  for (const [width, columns] of [
    [360, 2],
    [390, 2],
    [1366, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await expectColumns(page, columns, `${path} à ${width} px`);
    }
  }
});

/** The page's tiles are `columns` a row: equal, and the next one starts a new row at the left. */
async function expectColumns(page: Page, columns: number, where: string) {
  const tiles = page.getByRole("main").getByRole("article");
  await expect(tiles.nth(columns)).toBeVisible();
  const row = await firstRow(tiles);
  expect(row.count, where).toBe(columns);
  expect(new Set(row.widths).size, where).toBe(1);
  const first = (await tiles.first().boundingBox())!;
  expect(row.next!.x).toBeCloseTo(first.x, 0);
  expect(row.next!.y).toBeGreaterThan(first.y + first.height);
}

test("the favourites are the collections' tiles: two a row on a phone, three from 768 px, four from 1024 px", async ({
  page,
  request,
}, info) => {
  test.slow();
  await registeredCustomer(request, `grille.${info.project.name}.${Date.now()}@example.fr`, "Jeanne Grille");
  const favourites = ["sidr_malaki_yemen", "jujubier_oman", "manuka_nz", "parfum_homme_1", "parfum_femme_1"];
  for (const id of favourites) expect((await request.put(`/api/favourites/${id}`)).status()).toBe(200);
  await page.context().addCookies((await request.storageState()).cookies);
  for (const [width, columns] of [
    [360, 2],
    [768, 3],
    [1024, 4],
    [1366, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/profil/favoris");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mes favoris");
    await expectColumns(page, columns, `/profil/favoris à ${width} px`);
  }
  // Each tile keeps the list's facts and its « Retirer », above the tile's stretched link.
  const sidr = tile(page, "Miel de Sidr Malaki");
  await expect(sidr).toContainText("En stock");
  await expect(sidr).toContainText("à partir de 11,99 €");
  await waitForHydration(page);
  await sidr.getByRole("button", { name: "Retirer Miel de Sidr Malaki des favoris" }).click();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(favourites.length - 1);
  await expect(page).toHaveURL(/\/profil\/favoris$/);
  await expectAccessible(page);
});

test("a tile has no border, its badge inside its picture, a second picture on hover", async ({ page, isMobile }) => {
  await page.goto("/miels-collection");
  const sidr = tile(page, "Miel de Sidr Malaki");
  const picture = sidr.getByTestId("tile-image");
  for (const element of [sidr, picture]) {
    const border = await element.evaluate((e) => getComputedStyle(e).borderTopWidth);
    expect(border).toBe("0px");
  }
  const [frame, badge] = [(await picture.boundingBox())!, (await sidr.getByTestId("product-badge").boundingBox())!];
  expect(badge.x).toBeGreaterThanOrEqual(frame.x);
  expect(badge.y).toBeGreaterThanOrEqual(frame.y);
  expect(badge.x + badge.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(badge.y + badge.height).toBeLessThanOrEqual(frame.y + frame.height);
  await expect(sidr.getByTestId("product-badge")).toHaveCSS("text-transform", "uppercase");

  // The honey has no photo: its spoon illustration, the second picture of its own page.
  const second = sidr.getByTestId("hover-image");
  await expect(second.locator("img")).toHaveAttribute("src", "/images/products/sidr_malaki_yemen-cuillere.svg");
  if (isMobile) {
    // Nothing hovers on a phone: the second picture is not shown, so not downloaded.
    await expect(second).toBeHidden();
  } else {
    await expect(second).toHaveCSS("opacity", "0");
    await sidr.hover();
    await expect(second).toHaveCSS("opacity", "1");
    await expect
      .poll(() => second.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(600);
  }
  await waitForHydration(page);
  // The heart stays above the tile's link: it toggles the favourite, not the product's page.
  await sidr.getByRole("button", { name: /Miel de Sidr Malaki/ }).click();
  await expect(sidr.getByRole("button", { name: /Miel de Sidr Malaki/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/miels-collection$/);
  await expectAccessible(page);
});

test("the whole tile leads to the product's page", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/parfums-homme");
  // A tap on the picture, away from the heart: the name's link stretched over the tile takes it.
  const frame = tile(page, "Mr.H — Erba").getByTestId("tile-image");
  await frame.scrollIntoViewIfNeeded();
  const picture = (await frame.boundingBox())!;
  await page.mouse.click(picture.x + 20, picture.y + picture.height / 2);
  await expect(page).toHaveURL(/\/parfum\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mr.H — Erba");
});
