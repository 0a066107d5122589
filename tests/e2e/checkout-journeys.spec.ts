import {
  checkoutFromBasket,
  expect,
  expectAccessible,
  fillDelivery,
  payWithCard,
  seedBasket,
  test,
  waitForHydration,
} from "./fixtures";

// The checkout journeys of decision 087: the French city proposed from the postal code, a Belgian phone number, and a
// success page whose figures add up with the address and, for a guest, the way back to the order and its invoice.

const perfumes = JSON.stringify(
  ["parfum_homme_2", "parfum_homme_3"].map((id) => ({
    id,
    name: id,
    price: 2999,
    quantity: 1,
    image: "/images/products/parfum_homme_2.svg",
  })),
);

test("the postal code comes before the city, which it proposes in France; typing stays free", async ({ page }) => {
  await checkoutFromBasket(page, perfumes);
  await waitForHydration(page);
  const postalCode = page.getByLabel("Code postal");
  const city = page.getByLabel("Ville");
  // In the page's order (and the keyboard's), the postal code first.
  const [postalTop, cityTop] = await Promise.all([postalCode.boundingBox(), city.boundingBox()]);
  expect(postalTop!.y * 1000 + postalTop!.x).toBeLessThan(cityTop!.y * 1000 + cityTop!.x);

  await postalCode.fill("69001");
  await expect(city).toHaveValue("Lyon");
  // Several communes share 01400: offered in a list, nothing written for the customer.
  await postalCode.fill("01400");
  await expect(city).toHaveValue("");
  await expect(page.getByText("10 communes pour ce code postal : choisissez la vôtre dans la liste.")).toBeVisible();
  const listId = await city.getAttribute("list");
  await expect(page.locator(`datalist#${listId} option`)).toHaveCount(10);
  await expect(page.locator(`datalist#${listId} option[value="Châtillon-sur-Chalaronne"]`)).toHaveCount(1);
  await city.fill("Châtillon-sur-Chalaronne");
  // What the customer typed is theirs: another code does not replace it.
  await postalCode.fill("69001");
  await expect(city).toHaveValue("Châtillon-sur-Chalaronne");
  // Belgium: no French proposal.
  await page.getByLabel("Pays").selectOption("Belgique");
  await city.fill("");
  await postalCode.fill("1000");
  await expect(city).toHaveValue("");
  await expect(city).not.toHaveAttribute("list");
  await expectAccessible(page);
});

test("a Belgian guest with a +32 number pays PACK50: the success page's figures add up, with the address and links", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedBasket(page, perfumes);
  await page.goto("/panier");
  await page.getByLabel("Code promo").fill("PACK50");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByTestId("total")).toHaveText("50,00\u00a0€");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await fillDelivery(page, `belge.${info.project.name}.${Date.now()}@example.fr`);
  await page.getByLabel("Pays").selectOption("Belgique");
  await page.getByLabel("Code postal").fill("1000");
  await page.getByLabel("Ville").fill("Bruxelles");
  // A French number written the French way is not a Belgian one; the Belgian number with dots is.
  await page.getByRole("button", { name: "Finaliser l'achat - 56,90\u00a0€" }).click();
  await expect(
    page.getByText("Numéro de téléphone invalide pour la Belgique (ex : 0470 12 34 56 ou +32 470 12 34 56)"),
  ).toBeVisible();
  await page.getByLabel("Téléphone").fill("+32 470.12.34.56");
  await page.getByRole("button", { name: "Finaliser l'achat - 56,90\u00a0€" }).click();
  await payWithCard(page, "4242 4242 4242 4242");

  await expect(page).toHaveURL(/\/paiement\/succes\?session_id=cs_sim_/);
  await expect(page.getByText("Confirmé")).toBeVisible();
  const articles = page.getByRole("region", { name: "Vos articles" });
  await expect(articles.getByTestId("subtotal")).toHaveText("59,98\u00a0€");
  await expect(articles.getByText("Réduction (code PACK50)")).toBeVisible();
  await expect(articles.getByTestId("discount")).toHaveText("−9,98\u00a0€");
  await expect(articles.getByTestId("shipping")).toHaveText("6,90\u00a0€");
  await expect(articles.getByTestId("total")).toHaveText("56,90\u00a0€");
  await expect(page.getByTestId("amount")).toHaveText("56,90\u00a0€");
  const address = page.getByRole("region", { name: "Adresse de livraison" });
  await expect(address).toContainText("Claire Martin");
  await expect(address).toContainText("1000 Bruxelles");
  await expect(address).toContainText("Belgique");
  await expectAccessible(page);

  // The guest's way back: the order page and its invoice, without an account.
  const invoice = page.getByRole("link", { name: "Télécharger la facture spécimen (PDF)" });
  const pdf = await page.request.get((await invoice.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await page.getByRole("link", { name: "Voir ma commande" }).click();
  await expect(page).toHaveURL(/\/commandes\/MH-[A-Z2-9]{8}\?cle=cs_sim_/);
  await expect(page.getByText("Payée", { exact: true })).toBeVisible();
  await expect(page.getByText("+32470123456")).toBeVisible();
});

test("cancelling a Belgian PACK50 payment, « Reprendre » gives back the code, the country and its 6,90 € delivery", async ({
  page,
}, info) => {
  await seedBasket(page, perfumes);
  await page.goto("/panier");
  await expect(page.getByText("Offre spéciale : avec le code PACK50")).toBeVisible();
  await page.getByLabel("Code promo").fill("PACK50");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByTestId("total")).toHaveText("50,00\u00a0€");
  // The hint no longer offers the code just applied.
  await expect(page.getByText(/Offre spéciale/)).toHaveCount(0);
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await fillDelivery(page, `annule.pack.${info.project.name}@example.fr`);
  await page.getByLabel("Pays").selectOption("Belgique");
  await page.getByLabel("Téléphone").fill("+32 470 12 34 56");
  await page.getByLabel("Code postal").fill("1000");
  await page.getByLabel("Ville").fill("Bruxelles");
  await page.getByRole("button", { name: "Finaliser l'achat - 56,90\u00a0€" }).click();
  await expect(page).toHaveURL(/\/paiement-simule\/cs_sim_/);
  // The discount line of the payment page, with the true minus.
  await expect(page.getByText("−9,98\u00a0€")).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(page).toHaveURL(/\/paiement\/annule\?commande=[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement annulé");

  await waitForHydration(page); // a new document: the button acts once hydrated
  await page.getByRole("button", { name: "Reprendre ma commande" }).click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(page.getByTestId("discount")).toHaveText("−9,98\u00a0€");
  await expect(page.getByTestId("promo-applied")).toContainText("PACK50");
  await expect(page.getByTestId("shipping")).toHaveText("6,90\u00a0€");
  await expect(page.getByTestId("total")).toHaveText("56,90\u00a0€");
  await expect(page.getByText(/Offre spéciale/)).toHaveCount(0);
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel("Pays")).toHaveValue("Belgique");
  await expect(page.getByRole("button", { name: "Finaliser l'achat - 56,90\u00a0€" })).toBeVisible();
});
