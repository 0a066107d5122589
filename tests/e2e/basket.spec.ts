import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectDeliveryEstimate, seedBasket, test } from "./fixtures";

const line = (id: string, price: number, quantity = 1) => ({
  id,
  name: id,
  price,
  quantity,
  image: "/images/products/table_sidr.svg",
});

async function fill(page: Page, lines: ReturnType<typeof line>[]) {
  await seedBasket(page, JSON.stringify(lines));
  await page.goto("/panier");
}

const amount = (page: Page, id: string) => page.getByTestId(id);

test("two perfumes: PACK50 hint, the code applied gives 50,00 €, removing it restores the totals", async ({ page }) => {
  await fill(page, [line("parfum_homme_2", 2999), line("parfum_homme_3", 2999)]);
  await expect(page.getByText("Offre spéciale")).toContainText("PACK50");
  await expect(amount(page, "subtotal")).toHaveText("59,98\u00a0€");
  await expect(amount(page, "shipping")).toHaveText("Gratuite");
  const input = page.getByLabel("Code promo");
  const apply = page.getByRole("button", { name: "Appliquer" });
  await expect(apply).toBeDisabled();
  await input.fill("pack50");
  await expect(input).toHaveValue("PACK50");
  await input.press("Enter");
  await expect(amount(page, "discount")).toHaveText("−9,98\u00a0€");
  await expect(amount(page, "total")).toHaveText("50,00\u00a0€");
  // The code is named once; its removal sits on one line, and each line's removal beside its quantity.
  expect((await page.getByTestId("promo-applied").textContent())!.match(/PACK50/g)).toHaveLength(1);
  const removeCode = (await page.getByRole("button", { name: "Retirer le code" }).boundingBox())!;
  expect(removeCode.height).toBeLessThanOrEqual(48);
  for (const id of ["parfum_homme_2", "parfum_homme_3"]) {
    const minus = (await page.getByRole("button", { name: `Diminuer la quantité de ${id}` }).boundingBox())!;
    const remove = (await page.getByRole("button", { name: `Retirer ${id}` }).boundingBox())!;
    expect(Math.abs(remove.y + remove.height / 2 - (minus.y + minus.height / 2))).toBeLessThan(4);
  }
  // The promises under the summary, each with its drawn icon (hidden from screen readers), no emoji.
  const promises = page.getByRole("list", { name: "Nos engagements" }).getByRole("listitem");
  await expect(promises).toHaveCount(3);
  await expect(promises.locator("svg[aria-hidden='true']")).toHaveCount(3);
  await expectAccessible(page);

  await page.reload();
  await expect(amount(page, "total")).toHaveText("50,00\u00a0€");

  await page.getByRole("button", { name: "Retirer le code" }).click();
  await expect(amount(page, "discount")).toHaveCount(0);
  await expect(amount(page, "total")).toHaveText("59,98\u00a0€");
});

test("PROMO5: refused below 25 € with what is missing, 5 € off and free delivery above", async ({ page }) => {
  await fill(page, [line("fleur_oman_250g", 1999)]);
  await expect(amount(page, "shipping")).toHaveText("2,99\u00a0€");
  await page.getByLabel("Code promo").fill("PROMO5");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Ce code est valable dès 25,00\u00a0€ d'achat : il vous manque 5,01\u00a0€.",
  );
  await expect(amount(page, "total")).toHaveText("22,98\u00a0€");

  await page.getByRole("button", { name: "Augmenter la quantité de fleur_oman_250g" }).click();
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(amount(page, "discount")).toHaveText("−5,00\u00a0€");
  await expect(amount(page, "shipping")).toHaveText("Gratuite");
  await expect(amount(page, "total")).toHaveText("34,98\u00a0€");

  // The checkout gets the promotion in its one shape, money in cents (decision 098).
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem("maisonh_guest_checkout_data") ?? "null") as unknown,
  );
  expect(stored).toMatchObject({
    appliedPromo: { code: "PROMO5", discount_cents: 500, free_shipping: true },
    finalTotal: 3498,
  });
  expect(stored).not.toHaveProperty("discountAmount");
});

test("minus at 1 removes the line, clearing empties, and checkout data is stored for a guest", async ({ page }) => {
  await fill(page, [line("table_sidr_90g", 499), line("cafe_50g", 499, 2)]);
  // The estimated delivery for France, the country until the customer chooses another (decision 100).
  await expectDeliveryEstimate(page.getByRole("complementary").getByTestId("delivery-estimate"));
  await page.getByRole("button", { name: "Diminuer la quantité de table_sidr_90g" }).click();
  await expect(page.getByText("table_sidr_90g", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem("maisonh_guest_checkout_data") ?? "null") as unknown,
  );
  expect(stored).toMatchObject({
    items: [{ id: "cafe_50g", price: 499, quantity: 2 }],
    appliedPromo: null,
    shippingCost: 299,
    finalTotal: 1297,
  });
  await page.goto("/panier");
  await page.getByRole("button", { name: "Vider le panier" }).click();
  await expect(page.getByText("Votre panier est vide")).toBeVisible();
  await expectAccessible(page);
});

test("« − » at 1 and « Vider le panier » offer « Annuler », by pointer or keyboard, which puts the lines back", async ({
  page,
}) => {
  const lines = [line("table_sidr_90g", 499), line("cafe_50g", 499, 2)];
  await fill(page, lines);
  const notice = page.getByRole("status").filter({ hasText: "Annuler" });
  await page.getByRole("button", { name: "Diminuer la quantité de table_sidr_90g" }).click();
  await expect(notice).toContainText("Article retiré : table_sidr_90g.");
  await expect(page.getByText("table_sidr_90g", { exact: true })).toHaveCount(0);
  await notice.getByRole("button", { name: "Annuler" }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText(/^(table_sidr_90g|cafe_50g)$/)).toHaveText(["table_sidr_90g", "cafe_50g"]);

  // By keyboard: the focus is given to « Annuler » (its control is gone), and given back once undone.
  await page.getByRole("button", { name: "Vider le panier" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Votre panier est vide")).toBeVisible();
  await expect(notice).toContainText("Panier vidé.");
  await expect(notice.getByRole("button", { name: "Annuler" })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^(table_sidr_90g|cafe_50g)$/)).toHaveText(["table_sidr_90g", "cafe_50g"]);
  await expect(page.getByRole("button", { name: "Vider le panier" })).toBeFocused();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("maisonh_cart") ?? "[]") as unknown))
    .toEqual(lines);
});
