import {
  confirmationMail,
  expect,
  expectAccessible,
  expectDeliveryEstimate,
  fillDelivery,
  payWithCard,
  seedBasket,
  test,
} from "./fixtures";

// Issue 32, decision 109: the basket lists each delivery method with its price and estimated date, the checkout
// offers them, and express — charged at its rate, never free by a code — follows the order to the success page and
// the confirmation mail. The phone's layout of the three choices is the pickup journey's (pickup-point.spec.ts).

const perfume = JSON.stringify([
  { id: "parfum_homme_3", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_3.svg" },
]);

test("a guest sees every delivery method in the basket, chooses express at checkout and pays its rate", async ({
  page,
}, info) => {
  const email = `express.${info.project.name}.${Date.now()}@example.fr`;
  await seedBasket(page, perfume);
  await page.goto("/panier");
  const options = page.getByTestId("delivery-options").getByRole("listitem");
  await expect(options).toHaveCount(3);
  await expect(options.nth(0)).toContainText("Livraison à domicile · 2,99\u00a0€");
  await expect(options.nth(1)).toContainText("Livraison en point relais · 2,49\u00a0€");
  await expect(options.nth(2)).toContainText("Livraison express · 9,90\u00a0€");
  await expect(options.nth(2)).toContainText(/Livraison estimée le /);

  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillDelivery(page, email);
  const delivery = page.getByRole("group", { name: "Mode de livraison" });
  await expect(delivery.getByRole("radio", { name: /Livraison à domicile · 2,99/ })).toBeChecked();
  await expect(page.getByTestId("total").first()).toHaveText("32,98\u00a0€");
  await delivery.getByRole("radio", { name: /Livraison express · 9,90/ }).check();
  await expect(page.getByTestId("total").first()).toHaveText("39,89\u00a0€");
  await expectDeliveryEstimate(page.getByRole("complementary").getByTestId("delivery-estimate"));
  await expectAccessible(page);

  await page
    .getByRole("button", { name: /^Finaliser l'achat - 39,89/ })
    .first()
    .click();
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page.getByText("Confirmé")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Livraison express");

  const mailbox = await (await page.request.get("/dev/boite-mail")).text();
  const { reference } = confirmationMail(mailbox, email);
  const mail = mailbox.split("<article>").find((a) => a.includes(`À : ${email}`) && a.includes(reference))!;
  expect(mail).toContain("Livraison express à : Claire Martin");
  expect(mail).toContain("39,89");
});
