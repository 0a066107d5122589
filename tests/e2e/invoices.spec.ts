import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { downloadFrom, expect, expectAccessible, guestPaysByCard, hydrating, onDesktopOnly, test } from "./fixtures";

onDesktopOnly("documents in PDF: they do not depend on the screen");

/** Clicks a download link or button and returns the file's name and content. */
async function download(page: Page, target: Locator) {
  const file = await downloadFrom(page, target);
  return { name: file.suggestedFilename(), content: await readFile((await file.path())!) };
}

test("the customer downloads the invoice (a specimen in the demonstration), the admin the invoice, a refund's credit note and the month's CSV", async ({
  adminPage,
  browser,
}, info) => {
  const email = `facture.${info.project.name}.${Date.now()}@example.fr`;
  const customerContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const customer = hydrating(await customerContext.newPage());
  const { reference, orderLink, mailbox } = await guestPaysByCard(
    customer,
    email,
    JSON.stringify([
      { id: "parfum_homme_2", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_2.svg" },
      {
        id: "sidr_malaki_yemen_50g",
        name: "Sidr",
        price: 1199,
        quantity: 1,
        image: "/images/products/sidr_malaki_yemen.svg",
      },
    ]),
  );
  expect(mailbox).toContain("Télécharger la facture spécimen (PDF)");

  // The order page of the mail's link: the specimen invoice, downloaded.
  await customer.goto(orderLink);
  const documents = customer.getByRole("region", { name: "Facture et avoirs" });
  await expect(documents).toContainText("Facture (spécimen)");
  await expect(documents).toContainText("sans valeur comptable");
  const invoice = await download(customer, documents.getByRole("link", { name: /Télécharger \(PDF\)/ }));
  expect(invoice.name).toBe(`facture-specimen-${reference}.pdf`);
  expect(invoice.content.subarray(0, 5).toString()).toBe("%PDF-");
  await expectAccessible(customer);

  // The admin: the invoice from the order page, then a refund and its credit note.
  const admin = adminPage;
  await admin.goto(`/admin/commandes/${reference}`);
  const adminDocuments = admin.getByRole("region", { name: "Facture et avoirs" });
  const adminInvoice = await download(admin, adminDocuments.getByRole("link", { name: /Facture \(spécimen\)/ }));
  expect(adminInvoice.name).toBe(`facture-specimen-${reference}.pdf`);
  await admin.getByRole("spinbutton", { name: /Miel de Sidr Malaki/ }).fill("1");
  // A partial refund is confirmed like « Rembourser tout le reste » (decision 089).
  admin.once("dialog", (dialog) => void dialog.accept());
  await admin.getByRole("button", { name: "Rembourser la sélection" }).click();
  await expect(admin.getByRole("status").filter({ hasText: /Remboursement de/ })).toBeVisible();
  await expect(adminDocuments).toContainText("Avoir (spécimen)");
  // The amount given back with the true minus (U+2212), never a hyphen (decision 122).
  await expect(adminDocuments.getByRole("listitem").filter({ hasText: "Avoir" })).toContainText(
    /· \u2212\d+,\d{2}\u00a0€ TTC/,
  );
  const credit = await download(admin, adminDocuments.getByRole("link", { name: /Avoir \(spécimen\)/ }));
  expect(credit.name).toBe(`avoir-specimen-${reference}.pdf`);
  expect(credit.content.subarray(0, 5).toString()).toBe("%PDF-");
  await expectAccessible(admin);

  // The customer sees the credit note beside the invoice.
  await customer.reload();
  await expect(documents).toContainText("Avoir (spécimen)");
  await customerContext.close();

  // The month's CSV for the accountant, from the orders list.
  await admin.goto("/admin/commandes");
  const exportForm = admin.getByRole("form", { name: "Export comptable" });
  await expectAccessible(admin);
  const csv = await download(admin, exportForm.getByRole("button", { name: "Télécharger le CSV" }));
  expect(csv.name).toMatch(/^factures-avoirs-\d{4}-\d{2}\.csv$/);
  const text = csv.content.toString("utf8");
  expect(text.startsWith("\uFEFFType;Numéro;Date;Commande;Client")).toBe(true);
  expect(text).toContain("Total du mois;;;;;;Tous taux;");
  // Test orders have specimens only: never in the accountant's file.
  expect(text).not.toContain(reference);
});
