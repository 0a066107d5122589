import type { Page } from "@playwright/test";
import { expect, expectAccessible, openHydrated, test } from "./fixtures";

// Issue 34: a product page on a phone keeps its « Ajouter au panier » at hand — a sticky bar once the main button has
// scrolled away, never over the main button nor the footer, none on a wide screen — with the delivery, free
// delivery and the lot beside the button, and « Vous aimerez aussi » under the page.

const SIDR = "/miel/sidr_malaki_yemen";
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("maisonh_cart") ?? "[]") as { id: string; quantity: number }[]);

/** Scrolls the page until the main button (its whole text: `label`) is `past` pixels above the screen's top. */
async function scrollPast(page: Page, label: string, past = 300) {
  await page.evaluate(
    ([label, past]) => {
      const button = [...document.querySelectorAll("main button")].find((b) => b.textContent === label)!;
      window.scrollTo(0, window.scrollY + button.getBoundingClientRect().bottom + Number(past));
    },
    [label, past],
  );
}

/** « Vous aimerez aussi »'s cards. */
const relatedCards = (page: Page) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Vous aimerez aussi" }) })
    .getByRole("article");

test("on a 390 px phone the honey's sticky button shows past the main one, names the format and price, adds it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, SIDR);
  await page.getByRole("group", { name: "Format" }).getByText("250\u00a0g", { exact: true }).click();
  await page.getByRole("button", { name: "Augmenter la quantité" }).click();
  const main = page.getByRole("button", { name: "Ajouter au panier", exact: true });
  const sticky = page.getByRole("button", { name: /^Ajouter au panier\s*Miel de Sidr Malaki · / });

  // The main button on screen: no bar.
  await main.scrollIntoViewIfNeeded();
  await expect(main).toBeInViewport();
  await expect(sticky).toBeHidden();

  await scrollPast(page, "Ajouter au panier");
  await expect(main).not.toBeInViewport();
  await expect(sticky).toBeVisible();
  await expect(sticky).toBeInViewport();
  await expect(sticky).toHaveAccessibleName(
    /^Ajouter au panier\s*Miel de Sidr Malaki · 2 × 250\u00a0g · 89,98\u00a0€$/,
  );
  await expectAccessible(page);

  // At the page's end it steps aside: the footer's last lines are never under it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByText(/© \d{4} Maison H/)).toBeInViewport();
  await expect(sticky).toBeHidden();

  await scrollPast(page, "Ajouter au panier");
  await sticky.click();
  await expect(page.getByRole("status").filter({ hasText: "Ajouté au panier" })).toBeVisible();
  expect(await stored(page)).toEqual([expect.objectContaining({ id: "sidr_malaki_yemen_250g", quantity: 2 })]);

  // Back up to the main button: the bar goes.
  await main.scrollIntoViewIfNeeded();
  await expect(sticky).toBeHidden();
});

test("at 1366 px the honey page has no sticky bar; beside its button the delivery, free delivery and the lot", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openHydrated(page, SIDR);
  await scrollPast(page, "Ajouter au panier");
  await expect(page.getByRole("button", { name: /^Ajouter au panier/ })).toHaveCount(1);

  const reassurance = page.getByRole("list").filter({ hasText: /^Livraison estimée en France/ });
  await expect(reassurance.getByText(/^Livraison estimée en France/)).toBeVisible();
  await expect(reassurance.getByText(/^Livraison offerte dès \d+\u00a0€ en France métropolitaine$/)).toBeVisible();
  // The chosen format's lot only, linked to its page; 50 g is chosen first.
  const lot = reassurance.getByRole("link", { name: /^Lot tracé/ });
  await expect(lot).toHaveCount(1);
  await expect(lot).toHaveAttribute("href", /^\/lot\/.*-50G$/);
  await page.getByRole("group", { name: "Format" }).getByText("250\u00a0g", { exact: true }).click();
  await expect(lot).toHaveAttribute("href", /^\/lot\/.*-250G$/);

  await expect(page.getByRole("heading", { level: 2, name: "Vous aimerez aussi" })).toBeVisible();
  // Sidr Malaki is the shop's one Yemeni honey: four other honeys, never itself.
  const cards = relatedCards(page);
  await expect(cards).toHaveCount(4);
  for (const link of await cards.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", /^\/miel\/(?!sidr_malaki_yemen$)/);
  }
  await expectAccessible(page);
});

test("on a 390 px phone the perfume and the Shilajit pages have their sticky action, a perfume's line under it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, "/parfum/parfum_homme_1");
  const sticky = page.getByRole("button", { name: /^Ajouter au panier\s*Mr\.H — Erba · .*29,99\s€$/ });
  await expect(sticky).toBeHidden();
  // One jump from the page's top to its end's cards (a fling, an anchor): the main button is past, the bar shows.
  await relatedCards(page).first().scrollIntoViewIfNeeded();
  await expect(sticky).toBeInViewport();
  await expectAccessible(page);
  await sticky.click();
  await expect(page.getByRole("status").filter({ hasText: "Ajouté au panier" })).toBeVisible();
  expect(await stored(page)).toEqual([expect.objectContaining({ id: "parfum_homme_1", quantity: 1 })]);
  // « Vous aimerez aussi »: perfumes of its own line.
  const cards = relatedCards(page);
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(/^Mr\.H — /);

  await openHydrated(page, "/autres-collection");
  const choose = page.getByRole("button", { name: /^Choisir mon format\s*Shilajit · 3 formats, dès / });
  await expect(choose).toBeHidden();
  await scrollPast(page, "Choisir mon format");
  await expect(choose).toBeInViewport();
  await choose.click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
