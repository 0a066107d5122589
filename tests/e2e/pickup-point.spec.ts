import {
  checkoutFromBasket,
  confirmationMail,
  downloadFrom,
  expect,
  expectAccessible,
  expectDeliveryEstimate,
  fillDelivery,
  finaliseAndPay,
  pdfOf,
  seedBasket,
  test,
} from "./fixtures";

// Issue 32, decision 103: a guest in Paris 75011 chooses a pickup point among the simulated carrier's, pays, and the
// point follows the order — the success page, the confirmation mail, the invoice (a specimen in the demonstration).
// On a phone too (@phone): eight points, their hours and the delivery choice must stay usable at 360 px.

const perfume = JSON.stringify([
  { id: "parfum_homme_2", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_2.svg" },
]);

test(
  "a guest in 75011 chooses a pickup point, pays, and finds it on the success page, in the mail and on the invoice",
  { tag: "@phone" },
  async ({ page }, info) => {
    const email = `relais.${info.project.name}.${Date.now()}@example.fr`;
    await checkoutFromBasket(page, perfume);
    await fillDelivery(page, email);
    await page.getByLabel("Code postal").fill("75011");
    await page.getByLabel("Ville").fill("Paris");
    await expectDeliveryEstimate(page.getByRole("complementary").getByTestId("delivery-estimate"));

    // Home delivery is the default; the pickup points come with the choice, for the postal code typed.
    const delivery = page.getByRole("group", { name: "Mode de livraison" });
    await expect(delivery.getByRole("radio", { name: /Livraison à domicile/ })).toBeChecked();
    await delivery.getByRole("radio", { name: /en point relais/ }).check();
    const points = page.getByRole("group", { name: "Choisissez votre point relais" });
    const first = points.getByRole("radio", { name: /^Point relais simulé n° 1 — 75011 / });
    await expect(first).toBeVisible();
    await expect(points.getByRole("radio")).toHaveCount(8);
    await expect(first).toHaveAccessibleName(/75011 Paris.* · à \d+ m$/);
    // Chosen with the keyboard: focus on the first, then the arrow keys move the choice.
    await first.focus();
    await page.keyboard.press("ArrowDown");
    const second = points.getByRole("radio", { name: /^Point relais simulé n° 2 — 75011 / });
    await expect(second).toBeChecked();
    const hours = points.getByText(/^Horaires d'ouverture de Point relais simulé n° 2/);
    await hours.click();
    await expect(points.locator("details[open] dl")).toContainText("dimanche");
    await expectAccessible(page);

    const chosenName = "Point relais simulé n° 2 — 75011";
    await finaliseAndPay(page);
    await expect(page.getByRole("main")).toContainText(`Point relais : ${chosenName}, `);
    await expect(page.getByRole("main")).toContainText("12 rue des Abeilles");

    const mailbox = await (await page.request.get("/dev/boite-mail")).text();
    const { reference } = confirmationMail(mailbox, email);
    const mail = mailbox.split("<article>").find((a) => a.includes(`À : ${email}`) && a.includes(reference))!;
    expect(mail).toContain(`Point relais\u202f: ${chosenName}, `);
    expect(mail).toContain("au nom de Claire Martin");

    // The invoice: billed to the customer at their address, the parcel to the pickup point.
    const file = await downloadFrom(page, page.getByRole("link", { name: "Télécharger la facture spécimen (PDF)" }));
    const { text } = await pdfOf(file);
    expect(text).toContain(`Point relais : ${chosenName}, `);
    expect(text).toMatch(/Facturé à Claire Martin 12 rue des Abeilles 75011 Paris/);
  },
);

// Issue 32, decision 109: the basket lists each delivery method with its price and estimated date, the checkout
// offers them, and express — charged at its rate, never free by a code — follows the order to the success page and
// the confirmation mail. The phone's layout of the three choices is the pickup journey's (pickup-point.spec.ts).

const expressPerfume = JSON.stringify([
  { id: "parfum_homme_3", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_3.svg" },
]);

test("a guest sees every delivery method in the basket, chooses express at checkout and pays its rate", async ({
  page,
}, info) => {
  const email = `express.${info.project.name}.${Date.now()}@example.fr`;
  await seedBasket(page, expressPerfume);
  await page.goto("/panier");
  const options = page.getByTestId("delivery-options").getByRole("listitem");
  // Home delivery's price is the summary's delivery line, its date the line under it; the others are listed.
  await expect(options).toHaveCount(2);
  await expectDeliveryEstimate(page.getByRole("complementary").getByTestId("delivery-estimate"));
  await expect(options.nth(0)).toContainText("Livraison en point relais · 2,49\u00a0€");
  await expect(options.nth(1)).toContainText("Livraison express · 9,90\u00a0€");
  await expect(options.nth(1)).toContainText(/Livraison estimée le /);

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

  await finaliseAndPay(page, "39,89");
  await expect(page.getByRole("main")).toContainText("Livraison express");

  const mailbox = await (await page.request.get("/dev/boite-mail")).text();
  const { reference } = confirmationMail(mailbox, email);
  const mail = mailbox.split("<article>").find((a) => a.includes(`À : ${email}`) && a.includes(reference))!;
  expect(mail).toContain("Livraison express à\u202f: Claire Martin");
  expect(mail).toContain("39,89");
});
