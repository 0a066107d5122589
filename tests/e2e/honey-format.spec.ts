import { expect, expectAccessible, test } from "./fixtures";

// The honey page follows the format chosen: its lot box shows that format's lot (the one its next jar ships from),
// and the quantity starts again from 1, so a quantity meant for one format is never added with another.

test("a format chosen shows its own lot and starts its quantity again from 1", async ({ page }) => {
  await page.goto("/miel/sidr_malaki_yemen");
  const lot = page.getByRole("heading", { name: /^Lot actuel/ });
  await expect(lot).toHaveText("Lot actuel : L25-SIDR-MALAKI-YEMEN-50G");
  const quantity = page.getByRole("group", { name: "Quantité" }).locator("output");
  await page.getByRole("button", { name: "Augmenter la quantité" }).click();
  await page.getByRole("button", { name: "Augmenter la quantité" }).click();
  await expect(quantity).toHaveText("3");

  await page.getByText("250 g", { exact: true }).first().click();
  await expect(page.getByRole("radio", { name: /250\sg/ })).toBeChecked();
  await expect(lot).toHaveText("Lot actuel : L25-SIDR-MALAKI-YEMEN-250G");
  await expect(quantity).toHaveText("1");
  await expect(page.getByTestId("honey-total")).toHaveText("44,99\u00a0€");
  await page.getByRole("button", { name: "Ajouter au panier" }).first().click();
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem("maisonh_cart") ?? "[]") as { id: string; quantity: number }[],
  );
  expect(stored).toEqual([expect.objectContaining({ id: "sidr_malaki_yemen_250g", quantity: 1 })]);

  await page.getByText("90 g", { exact: true }).first().click();
  await expect(lot).toHaveText("Lot actuel : L25-SIDR-MALAKI-YEMEN-90G");
  await expectAccessible(page);
});
