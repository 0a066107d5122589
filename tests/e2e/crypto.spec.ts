import type { Page } from "@playwright/test";
import { expect, expectAccessible, fillDelivery, seedBasket, test, waitForHydration } from "./fixtures";

/** Follows the "open the payment page" link (a new tab) and watches that tab's console too. */
async function openInvoice(page: Page, errors: string[]): Promise<Page> {
  const link = page.getByRole("link", { name: /Ouvrir la page de paiement/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener");
  const [invoice] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  invoice.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`facture : ${msg.text()}`);
  });
  invoice.on("pageerror", (err) => errors.push(`facture : ${err.message}`));
  await invoice.waitForLoadState();
  await expect(invoice).toHaveURL(/\/crypto-simule\/inv_sim_/);
  // Its buttons act through React: a click before hydration does nothing.
  await waitForHydration(invoice);
  await expect(invoice.getByText("Page de paiement de test")).toBeVisible();
  return invoice;
}

test("basket → checkout with crypto → BTC → simulated full payment → success page and confirmation mail", async ({
  page,
  request,
  consoleErrors,
}, info) => {
  const email = `crypto.${info.project.name}.${Date.now()}@example.fr`;
  await seedBasket(
    page,
    JSON.stringify([
      {
        id: "parfum_femme_2",
        name: "Mme.H — Fleur d'Oranger",
        price: 2999,
        quantity: 1,
        image: "/images/products/parfum_femme_2.svg",
      },
    ]),
  );
  await page.goto("/panier");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillDelivery(page, email);
  await page.getByRole("radio", { name: /Cryptomonnaie/ }).check();
  await page.getByRole("button", { name: "Finaliser l'achat - 32,98\u00a0€" }).click();

  await expect(page).toHaveURL(/\/crypto-payment$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement en cryptomonnaie");
  await expect(page.getByText("Mme.H — Fleur d'Oranger")).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText("32,98\u00a0€");
  await expect(page.getByText("12 rue des Abeilles")).toBeVisible();
  const currencies = page.getByRole("group", { name: "Choisissez votre cryptomonnaie" });
  await expect(currencies.getByRole("radio")).toHaveCount(5);
  await expect(currencies.getByRole("radio", { name: /Bitcoin/ })).toBeChecked();
  await expectAccessible(page);

  // Another currency renames the button; BTC again for the payment.
  await page.getByText("Ethereum").click();
  await expect(page.getByRole("button", { name: "Payer avec ETH" })).toBeVisible();
  await page.getByText("Bitcoin").click();
  await page.getByRole("button", { name: "Payer avec BTC" }).click();

  await expect(page.getByText("En attente de votre paiement")).toBeVisible();
  // Euros first (what the customer ordered), then the crypto sum written the French way; dollars last.
  await expect(page.getByTestId("eur-amount")).toHaveText("32,98\u00a0€");
  await expect(page.getByTestId("crypto-amount")).toHaveText(/^0,\d{8}\sBTC$/);
  await expect(page.getByTestId("usd-amount")).toHaveText(/^38,26\s\$US$/);
  const order = await page
    .getByTestId("eur-amount")
    .evaluate((eur) => [...document.querySelectorAll("[data-testid$='-amount']")].indexOf(eur));
  expect(order).toBe(0);
  await expect(page.getByTestId("charge-id")).toHaveText(/^inv_sim_\w+$/);
  await expect(page.getByRole("button", { name: "Copier la référence" })).toBeVisible();
  await expect(page.getByTestId("countdown")).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByText("Cette facture expire 15 minutes après sa création", { exact: false })).toBeVisible();
  await expectAccessible(page);
  // The basket was emptied once the invoice existed.
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveCount(0);
  const chargeId = (await page.getByTestId("charge-id").textContent())!.trim();

  const invoice = await openInvoice(page, consoleErrors);
  await expect(invoice.getByTestId("amount")).toContainText("32,98\u00a0€");
  // The provider's page writes the same sum its own way (a point for the decimals).
  const sum = /^0,(\d{8})/.exec((await page.getByTestId("crypto-amount").textContent())!)![1]!;
  await expect(invoice.getByTestId("crypto-amount")).toHaveText(`0.${sum} BTC`);
  await expect(invoice.getByRole("img", { name: /Code QR du paiement/ })).toBeVisible();
  await expect(invoice.getByTestId("countdown")).toHaveText(/^1[45]:\d\d$/);
  await expectAccessible(invoice);
  // A test page about one order: never indexed, never kept by a shared cache.
  await expect(invoice.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const invoicePath = new URL(invoice.url()).pathname;
  expect((await request.get(invoicePath)).headers()["cache-control"]).toBe("private, no-store");
  await invoice.getByRole("button", { name: "Simuler un paiement complet" }).click();
  await expect(invoice.getByTestId("invoice-status")).toHaveText("Payée");
  await expect(invoice.getByRole("link", { name: /voir ma commande/ })).toHaveAttribute(
    "href",
    `/paiement/succes?session_id=${chargeId}`,
  );

  // The shop's tab notices by itself and shows the success page.
  await expect(page).toHaveURL(new RegExp(`/paiement/succes\\?session_id=${chargeId}$`), { timeout: 15_000 });
  await expect(page.getByText("Confirmé")).toBeVisible();
  await expect(page.getByTestId("amount")).toHaveText("32,98\u00a0€");
  await expectAccessible(page);

  const mailbox = await (await request.get("/dev/boite-mail")).text();
  expect(mailbox).toMatch(
    new RegExp(`Confirmation de votre commande MH-\\w+[\\s\\S]*?À : ${email.replace(/\./g, "\\.")}`),
  );
});

test("/crypto-payment with nothing to pay says so, with the way back to the basket and home", async ({
  page,
  request,
}) => {
  await page.goto("/crypto-payment");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aucune donnée de commande");
  await expect(page.getByRole("alert")).toHaveText("Aucune donnée de commande disponible");
  await expect(page.getByRole("link", { name: "Retour au panier" })).toHaveAttribute("href", "/panier");
  await expect(page.getByRole("main").getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  await expectAccessible(page);

  // An unknown package is nothing to pay either, and an unknown invoice page does not exist.
  await page.goto("/crypto-payment?package=inconnu&total=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aucune donnée de commande");
  expect((await request.get("/crypto-simule/inv_sim_inconnue")).status()).toBe(404);
  await page.getByRole("link", { name: "Retour au panier" }).click();
  await expect(page).toHaveURL(/\/panier$/);
});

test("a package link pays the shop's price, not the link's, after asking for the delivery address", async ({
  page,
  consoleErrors,
}, info) => {
  await page.goto("/crypto-payment?package=miel_manuka&total=1");
  await expect(page.getByText("Miel de Manuka UMF 10+")).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText("89,00\u00a0€");
  await expect(page.getByText("Le lien indiquait 1,00\u00a0€", { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Payer avec BTC" }).click();
  await expect(page.getByText("Prénom requis")).toBeVisible();
  await expect(page.getByLabel("Prénom")).toBeFocused();
  await page.getByLabel("E-mail").fill(`coffret.${info.project.name}@example.fr`);
  await fillDelivery(page, null);
  await page.getByText("Litecoin").click();
  await page.getByRole("button", { name: "Payer avec LTC" }).click();
  await expect(page.getByTestId("crypto-amount")).toHaveText(/^\d+,\d{8}\sLTC$/);
  await expect(page.getByTestId("total")).toHaveText("89,00\u00a0€");

  // A reload finds the same invoice again (a phone coming back from its wallet app).
  const chargeId = (await page.getByTestId("charge-id").textContent())!.trim();
  await page.reload();
  await expect(page.getByTestId("charge-id")).toHaveText(chargeId);
  await expect(page.getByText("En attente de votre paiement")).toBeVisible();

  // Paid a tenth too much: honoured (the shop refunds the difference), so the order is confirmed.
  const invoice = await openInvoice(page, consoleErrors);
  await invoice.getByRole("button", { name: "Simuler un paiement excédentaire" }).click();
  await expect(invoice.getByTestId("invoice-status")).toHaveText(/^Payée, montant supérieur à la facture/);
  await expect(page).toHaveURL(/\/paiement\/succes\?session_id=inv_sim_/, { timeout: 15_000 });
  await expect(page.getByText("Confirmé")).toBeVisible();
  await expect(page.getByTestId("amount")).toHaveText("89,00\u00a0€");
});

test("an under-payment is shown as to be reviewed by the shop, never as confirmed", async ({
  page,
  consoleErrors,
}, info) => {
  // The checkout's crypto cart data, as /checkout stores it.
  await page.addInitScript(
    (data) => {
      if (sessionStorage.getItem("e2e-crypto-seeded")) return;
      sessionStorage.setItem("e2e-crypto-seeded", "1");
      localStorage.setItem("maisonh_crypto_cart_data", data);
    },
    JSON.stringify({
      items: [{ id: "parfum_femme_3", name: "Mme.H — Jasmin Nacré", price: 2999, quantity: 1 }],
      total: 2999,
      final_total: 3298,
      applied_promo: null,
      shipping_address: {
        firstName: "Paul",
        lastName: "Durand",
        email: `partiel.${info.project.name}@example.fr`,
        phone: "0612345678",
        address: "5 allée des Tilleuls",
        address2: "",
        city: "Nantes",
        postalCode: "44000",
        country: "France",
      },
      guest_email: `partiel.${info.project.name}@example.fr`,
      is_guest: true,
    }),
  );
  await page.goto("/crypto-payment");
  await expect(page.getByText("5 allée des Tilleuls")).toBeVisible();
  await page.getByRole("button", { name: "Payer avec BTC" }).click();
  await expect(page.getByText("En attente de votre paiement")).toBeVisible();

  const invoice = await openInvoice(page, consoleErrors);
  await invoice.getByRole("button", { name: "Simuler un paiement partiel" }).click();
  await expect(invoice.getByTestId("invoice-status")).toHaveText(/^Paiement partiel : /);
  await expect(invoice.getByTestId("order-status")).toHaveText("À vérifier par la boutique");
  await expectAccessible(invoice);

  await expect(page.getByText("Paiement à vérifier")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("notre équipe vérifiera la transaction", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/crypto-payment$/);
  await expect(page.getByText("Confirmé")).toHaveCount(0);
  await expectAccessible(page);
});
