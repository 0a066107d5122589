import type { Page } from "@playwright/test";
import { expect, onDesktopOnly, openHydrated, test } from "./fixtures";

// Decision 121: the honey page's sections below the purchase come whole from the server; their scripts are fetched
// when they near the screen, then React renders them in place of the server's HTML. Sections without behaviour (the
// breadcrumb, the heading, the introduction, the reassurance) keep the server's HTML until a navigation needs them.

const SIDR = "/miel/sidr_malaki_yemen";

/** The scripts the page has asked for, by file name without its hash (`product-information`). */
function scriptsAsked(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script")
      asked.add(new URL(request.url()).pathname.replace(/^.*\/|-[\w-]{8}\.js$/g, ""));
  });
  return asked;
}

onDesktopOnly("the sections' loading is the same at every width; the page's layout is held by product-page.spec");

test("the honey page's lower sections are in its HTML, their scripts fetched only as they near the screen", async ({
  page,
}) => {
  const asked = scriptsAsked(page);
  await openHydrated(page, SIDR);
  const details = page.locator('[data-deferred="details"]');
  // Whole in the server's HTML, readable before any script of theirs.
  await expect(details.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page.locator('[data-deferred="information"]')).toContainText("Informations");
  await page.waitForLoadState("networkidle");
  expect([...asked]).not.toContain("honey-details");
  expect([...asked]).not.toContain("product-information");
  expect([...asked]).not.toContain("related-products");
  expect([...asked]).not.toContain("site-footer");
  // The server's node, marked, to see React's own take its place; a closed <details> opened in the server's HTML, to
  // see it handed over open.
  await details.evaluate((section) => {
    section.firstElementChild!.setAttribute("data-server", "");
    const closed = [...section.querySelectorAll("details")].find((d) => !d.open)!;
    closed.open = true;
    closed.setAttribute("data-opened-here", closed.querySelector("summary")!.textContent!);
  });
  const opened = await details.locator("[data-opened-here]").getAttribute("data-opened-here");

  await details.scrollIntoViewIfNeeded();
  await expect.poll(() => asked.has("honey-details")).toBe(true);
  await expect(details.locator("[data-server]")).toHaveCount(0);
  await expect(page.locator('[data-deferred="details"][data-rendered]')).toHaveCount(1);
  await expect(details.locator("details", { has: page.locator("summary", { hasText: opened! }) })).toHaveAttribute(
    "open",
    "",
  );
  await expect(details.getByRole("heading", { level: 2 }).first()).toBeVisible();
  // Rendered by React now: the reviews' sort is a client navigation, which keeps the page's marks.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const sort = details.getByRole("link", { name: /Meilleures notes|Les plus récents/ }).first();
  if (await sort.count()) {
    await sort.click();
    await expect(page).toHaveURL(/avis=/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  }
});

test("a section without behaviour keeps the server's HTML, and a navigation renders it for the next honey", async ({
  page,
}) => {
  const asked = scriptsAsked(page);
  await openHydrated(page, SIDR);
  await page.waitForLoadState("networkidle");
  expect([...asked]).not.toContain("honey-intro");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Sidr/);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  // The breadcrumb's links, still the server's, are plain links: a tap on one loads the page anew.
  await expect(
    page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Miels" }),
  ).toHaveAttribute("href", "/miels-collection");
  // To the collection by the top bar and another honey, in the page: the sections' modules come with the navigation.
  await page.getByRole("banner").getByRole("link", { name: "Miels", exact: true }).first().click();
  await expect(page).toHaveURL(/\/miels-collection$/);
  const other = page.locator('main a[href^="/miel/"]:not([href*="sidr_malaki"])').first();
  const name = (await other.getAttribute("href"))!;
  await other.click();
  await expect(page).toHaveURL(new RegExp(`${name}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Sidr Malaki/);
  await expect(page.locator('[data-deferred="intro"]')).not.toBeEmpty();
  await expect(page.locator('[data-deferred="details"] details').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("the home page's sections without behaviour come whole from the server, their scripts only when a navigation needs them", async ({
  page,
}) => {
  const asked = scriptsAsked(page);
  await openHydrated(page, "/");
  for (const [name, text] of [
    ["origins", "Yémen"],
    ["lots", "Lot"],
    ["perfume-lines", "Mr.H"],
    ["reviews", "Avis Clients"],
    ["faq", "Questions fréquentes"],
  ] as const) {
    await expect(page.locator(`[data-deferred="${name}"]`)).toContainText(text);
  }
  await page.locator('[data-deferred="faq"]').scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  for (const script of ["origins-section", "lots-section", "perfume-lines", "customer-reviews", "seo-faq"]) {
    expect([...asked]).not.toContain(script);
  }
  // A key pressed elsewhere fetches them (another page may need them); the server's HTML stays: the same data.
  const faq = page.locator('[data-deferred="faq"]');
  await faq.evaluate((section) => section.firstElementChild!.setAttribute("data-server", ""));
  await page.keyboard.press("Shift");
  await expect.poll(() => asked.has("seo-faq")).toBe(true);
  await page.waitForLoadState("networkidle");
  await expect(faq.locator("[data-server]")).toHaveCount(1);
});
