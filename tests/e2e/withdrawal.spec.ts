import {
  basketLine,
  checkoutFromBasket,
  expect,
  expectAccessible,
  guestPaidOrder,
  payAtCheckout,
  prepareAndShip,
  registeredCustomer,
  test,
} from "./fixtures";

test("a customer withdraws online from the order page after delivery: acknowledgement shown and mailed, the admin sees it", async ({
  adminPage: admin,
  browser,
}, info) => {
  // The customer: a guest in a browser of their own, a perfume and a honey, paid on the simulated card page.
  const email = `retractation.${info.project.name}.${Date.now()}@example.fr`;
  const { context, customer, reference, orderLink } = await guestPaidOrder(browser, info.project.use.baseURL, email, [
    { id: "parfum_homme_4", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_4.svg" },
    { id: "soumur_oman_90g", name: "Soumur", price: 999, quantity: 2, image: "/images/products/soumur_oman.svg" },
  ]);

  // The team prepares, ships and marks it delivered.
  await admin.goto(`/admin/commandes/${reference}`);
  await prepareAndShip(admin);
  await admin.getByRole("button", { name: "Marquer livrée" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Commande marquée livrée." })).toBeVisible();

  // The order page (the mail's link) offers the withdrawal until the last day.
  await customer.goto(orderLink);
  const panel = customer.getByRole("region", { name: "Rétractation" });
  await expect(panel).toContainText(/jusqu'au \d{1,2} \S+ \d{4} inclus/);
  await panel.getByRole("link", { name: "Exercer mon droit de rétractation" }).click();
  await expect(customer.getByRole("heading", { level: 1 })).toContainText(`Rétractation — commande ${reference}`);
  await expectAccessible(customer);

  // Keeps one of the two jars of honey, sends the perfume and the other jar back, confirms they are unopened.
  const form = customer.getByRole("form", { name: "Formulaire de rétractation" });
  await expect(form.getByRole("checkbox", { name: /Miel de Soumur/ })).toBeChecked();
  const jars = form.getByRole("combobox", { name: /^Quantité retournée : Miel de Soumur/ });
  await expect(jars).toHaveValue("2");
  await expect(jars.getByRole("option")).toHaveText(["1 sur 2", "2 sur 2"]);
  await jars.selectOption("1");
  await form.getByRole("checkbox", { name: /n'ont pas été ouverts/ }).check();
  await form.getByRole("button", { name: "Envoyer ma déclaration de rétractation" }).click();
  const receipt = customer.getByRole("region", { name: "Déclaration de rétractation reçue" });
  await expect(receipt).toContainText(`Un accusé de réception vous a été envoyé à ${email}.`);
  await expect(receipt.getByRole("listitem")).toHaveText([
    /^Mr\.H — Vétiver Fumé — 1 article$/,
    /^Miel de Soumur.* — 1 article$/,
  ]);
  await expectAccessible(customer);
  // Reloaded, the page shows the same declaration (the form is gone).
  await customer.reload();
  await expect(receipt).toBeVisible();

  const mailbox = await (await customer.request.get("/dev/boite-mail")).text();
  const acks = mailbox.match(new RegExp(`Accusé de réception de votre rétractation — commande ${reference}`, "g"));
  expect(acks, "un seul accusé de réception").toHaveLength(1);
  expect(mailbox).toContain("Mr.H — Vétiver Fumé\u202f: 1 article");
  expect(mailbox).toMatch(/Miel de Soumur[^<:]*\u202f: 1 article/);

  // The order page says it; the admin sees it on the dashboard and on the order, and marks it processed.
  await customer.goto(orderLink);
  await expect(panel).toContainText("Votre déclaration de rétractation a été enregistrée");
  await admin.goto("/admin");
  await expect(
    admin.getByRole("region", { name: /^Rétractations à traiter/ }).getByRole("link", { name: reference }),
  ).toBeVisible();
  await expectAccessible(admin);
  await admin.goto(`/admin/commandes/${reference}`);
  const request = admin.getByRole("region", { name: "Rétractation du client" });
  await expect(request).toContainText(/Articles retournés : 1 × Mr\.H — Vétiver Fumé, 1 × Miel de Soumur/);
  // The refund form offers the customer's quantities: the perfume and one jar of two.
  const refund = admin.getByRole("region", { name: "Rembourser" });
  await expect(refund.getByLabel(/^Mr\.H/)).toHaveValue("1");
  await expect(refund.getByLabel(/^Miel de Soumur.*\(2 au plus\)/)).toHaveValue("1");
  await expectAccessible(admin);
  await request.getByRole("button", { name: "Marquer la rétractation traitée" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Rétractation marquée traitée." })).toBeVisible();
  await expect(request).toContainText("traitée le");
  await context.close();
});

test("the CGV give their edition and lead to the online withdrawal form", async ({ page }) => {
  await page.goto("/cgv");
  await expect(page.getByText(/^Version \d+\.\d+ — dernière mise à jour le \d{1,2} \S+ \d{4}$/)).toBeVisible();
  const section = page.getByRole("region", { name: "5. Droit de rétractation (14 jours)" });
  await expect(section.getByRole("link", { name: "Mes commandes" })).toHaveAttribute("href", "/profil#commandes");
  await expect(section).toContainText("Un accusé de réception reprenant votre déclaration vous est envoyé");
});

test("a signed-in customer withdraws from the order reached through « Mes commandes », before shipping", async ({
  page,
  consoleErrors,
}, info) => {
  test.slow(); // A registration, a verification, a purchase.
  const email = `retractation.compte.${info.project.name}.${Date.now()}@example.fr`;
  await registeredCustomer(page.request, email, "Inès Robert");

  await checkoutFromBasket(page, JSON.stringify([basketLine("parfum_femme_2", "Mme.H", 2999)]));
  await expect(page.getByText("Connecté en tant que")).toBeVisible();
  await payAtCheckout(page, null);

  await page.goto("/profil#commandes");
  await page.getByRole("link", { name: /^Voir la commande MH-/ }).click();
  const panel = page.getByRole("region", { name: "Rétractation" });
  await expect(panel).toContainText("jusqu'à 14 jours après sa livraison");
  await panel.getByRole("link", { name: "Exercer mon droit de rétractation" }).click();
  await expect(page).toHaveURL(/\/commandes\/MH-\w+\/retractation$/);
  const form = page.getByRole("form", { name: "Formulaire de rétractation" });
  await form.getByRole("checkbox", { name: /n'ont pas été ouverts/ }).check();
  // Nothing chosen: the reason in French alone, within the articles' group.
  await form.getByRole("checkbox", { name: /^Mme\.H/ }).uncheck();
  await form.getByRole("button", { name: "Envoyer ma déclaration de rétractation" }).click();
  await expect(form.getByRole("group", { name: /^Articles concernés/ }).getByRole("alert")).toHaveText(
    "Choisissez au moins un article de la commande.",
  );
  expect(consoleErrors).toEqual([expect.stringContaining("400")]);
  consoleErrors.length = 0;
  await form.getByRole("checkbox", { name: /^Mme\.H/ }).check();
  await form.getByRole("checkbox", { name: /n'ont pas été ouverts/ }).check();
  await form.getByRole("button", { name: "Envoyer ma déclaration de rétractation" }).click();
  await expect(page.getByRole("region", { name: "Déclaration de rétractation reçue" })).toContainText(
    "Mme.H — Fleur d'Oranger — 1 article",
  );
});
