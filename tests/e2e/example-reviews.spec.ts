import { expect, expectAccessible, test } from "./fixtures";

// Decision 086: the browser tests' shop is a demonstration (simulated payments), so its reviews and ratings show,
// each labelled as the shop's example. A shop taking real payments sends none (server/pages/example-reviews.test.ts).

test("a demonstration labels its reviews and ratings as examples, never as customers'", async ({ page }) => {
  await page.goto("/");
  const reviews = page.getByRole("region", { name: "Avis Clients" });
  await expect(reviews.getByText("Avis d'exemple — mode démonstration : écrits par la boutique")).toBeVisible();
  await expect(reviews.getByRole("listitem")).toHaveCount(5);
  await expectAccessible(page);

  await page.goto("/miel/sidr_malaki_yemen");
  const main = page.getByRole("main");
  await expect(main.getByText("4,9/5 · note d'exemple")).toBeVisible();
  await main.locator("summary", { hasText: /Avis d'exemple \(3\)/ }).click();
  await expect(main.getByText("Avis d'exemple — mode démonstration : écrits par la boutique")).toBeVisible();
  await expect(main.locator("time")).toHaveCount(3);
  await expectAccessible(page);

  for (const collection of ["/miels-collection", "/parfums-homme", "/catalogue"]) {
    await page.goto(collection);
    await expect(page.getByRole("main").getByText("· note d'exemple").first()).toBeVisible();
  }
  await expect(page.getByRole("option", { name: "Meilleures notes" })).toBeAttached();
});

test("no page gives search engines a rating: examples never make an AggregateRating", async ({ page }) => {
  for (const path of ["/miel/sidr_malaki_yemen", "/autres-collection", "/parfum/parfum_homme_1"]) {
    await page.goto(path);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((t) => (JSON.parse(t) as { "@type": string })["@type"])).toContain("Product");
    expect(ld.join(), path).not.toMatch(/AggregateRating|"review"/);
  }
});
