import { checkoutFromBasket, expect, expectAccessible, test } from "./fixtures";

// Issue 34: on a phone the checkout's summary is folded at the top, its total in sight — the pay button's figure —
// and opens on a tap; a wide screen keeps the summary beside the form.

const basket = JSON.stringify([
  { id: "parfum_homme_3", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_3.svg" },
]);
// 29,99 € and home delivery in France, 2,99 €.
const TOTAL = "32,98\u00a0€";

test("on a 390 px phone the checkout's summary is folded above the form, its total the pay button's, and opens", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await checkoutFromBasket(page, basket);
  const folded = page.getByTestId("folded-recap");
  const summary = folded.locator("summary");
  await expect(summary).toBeVisible();
  // What is shown (innerText): the words to open it and the total.
  await expect(summary).toHaveText(/^Afficher le récapitulatif\s*32,98\s€\s*▾$/, { useInnerText: true });
  await expect(page.getByTestId("pay-bar-total")).toHaveText(TOTAL);
  await expect(page.getByRole("button", { name: `Finaliser l'achat - ${TOTAL}` })).toBeVisible();
  // At the top: on the first screen, above the form's first field.
  await expect(summary).toBeInViewport();
  const first = page.getByLabel("Votre e-mail");
  expect((await summary.boundingBox())!.y).toBeLessThan((await first.boundingBox())!.y);
  // Folded: the lines are not shown; the side summary is a wide screen's.
  await expect(folded.getByText("Quantité : 1")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Récapitulatif" })).toBeHidden();
  await expectAccessible(page);

  await summary.click();
  await expect(folded.getByText("Quantité : 1")).toBeVisible();
  await expect(folded.getByText("Mr.H", { exact: true })).toBeVisible();
  await expect(folded.getByTestId("total")).toHaveText(TOTAL);
  await expect(summary).toHaveText(/^Masquer le récapitulatif\s*32,98\s€\s*▾$/, { useInnerText: true });
  await expectAccessible(page);

  // Express changes every figure at once: the folded line's, the summary's and the pay button's.
  await page.getByRole("radio", { name: /Livraison express · 9,90/ }).check();
  const express = "39,89\u00a0€";
  await expect(folded.getByTestId("folded-recap-total")).toHaveText(express);
  await expect(folded.getByTestId("total")).toHaveText(express);
  await expect(page.getByTestId("pay-bar-total")).toHaveText(express);
});

test("at 1366 px the checkout's summary stands beside the form, with the pay button, and no folded one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await checkoutFromBasket(page, basket);
  const side = page.getByRole("complementary", { name: "Récapitulatif" });
  await expect(side.getByRole("heading", { name: "Récapitulatif" })).toBeVisible();
  await expect(side.getByTestId("total")).toHaveText(TOTAL);
  await expect(side.getByRole("button", { name: `Finaliser l'achat - ${TOTAL}` })).toBeVisible();
  await expect(page.getByTestId("folded-recap")).toBeHidden();
  // Beside the form: its left edge right of the form's first field.
  const field = await page.getByLabel("Votre e-mail").boundingBox();
  expect((await side.boundingBox())!.x).toBeGreaterThan(field!.x + field!.width);
  await expectAccessible(page);
});
