import {
  checkoutFromBasket,
  confirmationMail,
  downloadFrom,
  expect,
  expectAccessible,
  fillDelivery,
  finaliseAndPay,
  onDesktopOnly,
  pdfOf,
  test,
} from "./fixtures";

// Issue 33, decision 112: a guest orders a gift — a card, the wrapping at the shop's price (GIFT_WRAPPING_CENTS,
// 4,50 € by default), delivered to someone else — pays with the simulated card; the invoice has the wrapping's line,
// the back office's packing slip the card and the recipient, the gift receipt no price.

onDesktopOnly("one journey across the checkout, the order pages and the back office; the form is the checkout's");

const perfume = JSON.stringify([
  { id: "parfum_homme_4", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_4.svg" },
]);

test("a gift with wrapping and a card, delivered to another address: invoice, packing slip, gift receipt", async ({
  page,
  browser,
  adminCookies,
}, info) => {
  test.slow(); // A checkout with axe, a payment, four PDFs and the back office, on a shared 2-core machine.
  const email = `cadeau.${info.project.name}.${Date.now()}@example.fr`;
  const message = "Joyeux anniversaire Léa ! <b>Avec tout mon amour</b>";
  await checkoutFromBasket(page, perfume);
  await fillDelivery(page, email);
  await expect(page.getByTestId("total").first()).toHaveText("32,98\u00a0€");

  await page.getByLabel("C'est un cadeau").check();
  await page.getByLabel("Message de la carte (facultatif)").fill(message);
  await page.getByLabel("Emballage cadeau (+4,50\u00a0€)").check();
  await expect(page.getByTestId("gift-wrapping").first()).toHaveText("4,50\u00a0€");
  await expect(page.getByTestId("total").first()).toHaveText("37,48\u00a0€");
  await page.getByLabel("Livrer à une autre adresse que la mienne").check();
  const recipient = page.getByRole("group", { name: "Destinataire du cadeau" });
  await recipient.getByLabel("Prénom").fill("Léa");
  await recipient.getByLabel("Nom", { exact: true }).fill("Durand");
  await recipient.getByLabel("Téléphone").fill("06 98 76 54 32");
  await recipient.getByLabel("Adresse", { exact: true }).fill("3 rue des Lilas");
  // The city typed first, as a customer may: the one the postal code proposes never replaces it (typed after the
  // proposal landed, select-all then insert could append to it).
  await recipient.getByLabel("Ville").fill("Paris");
  await recipient.getByLabel("Code postal").fill("75011");
  await expectAccessible(page);

  await finaliseAndPay(page, "37,48");
  const main = page.getByRole("main");
  await expect(main.getByTestId("gift-wrapping")).toHaveText("4,50\u00a0€");
  await expect(main.getByTestId("gift-message")).toHaveText(message);
  await expect(main).toContainText("3 rue des Lilas");

  // The invoice: the wrapping as its own line, at the perfume's rate.
  const invoice = await downloadFrom(page, page.getByRole("link", { name: "Télécharger la facture spécimen (PDF)" }));
  const { text: invoiceText } = await pdfOf(invoice);
  expect(invoiceText).toContain("Emballage cadeau 1 3,75 € — 20 % 3,75 € 4,50 €");
  expect(invoiceText).toContain("Total TTC 37,48 €");
  expect(invoiceText).toMatch(/Facturé à Claire Martin 12 rue des Abeilles/);

  const mailbox = await (await page.request.get("/dev/boite-mail")).text();
  const { reference, orderLink } = confirmationMail(mailbox, email);
  const mail = mailbox.split("<article>").find((a) => a.includes(`À : ${email}`) && a.includes(reference))!;
  expect(mail).toContain("Livraison à\u202f: Léa Durand, 3 rue des Lilas, 75011 Paris, France.");
  expect(mail).toContain("Emballage cadeau");

  // The customer's gift receipt, from the order page: the items, the card, no price.
  await page.goto(orderLink);
  await expect(page.getByTestId("gift-message")).toHaveText(message);
  const receipt = await downloadFrom(page, page.getByRole("link", { name: "Ticket cadeau sans prix (PDF)" }));
  const { text: receiptText } = await pdfOf(receipt);
  expect(receiptText).toContain(`Ticket cadeau`);
  expect(receiptText).toContain(message);
  expect(receiptText).toMatch(/Mr\.H.* 1/);
  expect(receiptText).not.toMatch(/€|Prix|Total|\d+,\d\d/);

  // The back office: the packing slip goes to the recipient with the card, and the gift receipt has no price.
  const context = await browser.newContext();
  await context.addCookies(adminCookies);
  const admin = await context.newPage();
  await admin.goto(`/admin/commandes/${reference}`);
  await expect(admin.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(admin.getByTestId("gift-message")).toHaveText(message);
  const slip = await downloadFrom(admin, admin.getByRole("link", { name: "Bon de préparation (PDF)" }));
  const { text: slipText } = await pdfOf(slip);
  expect(slipText).toContain("Léa Durand 3 rue des Lilas 75011 Paris France");
  expect(slipText).toContain("Emballage cadeau : oui");
  expect(slipText).toContain(`Message de la carte : ${message}`);
  expect(slipText).not.toContain("€");
  const adminReceipt = await downloadFrom(admin, admin.getByRole("link", { name: "Ticket cadeau sans prix (PDF)" }));
  expect((await pdfOf(adminReceipt)).text).not.toMatch(/€|Prix|Total|\d+,\d\d/);
  await context.close();
});
