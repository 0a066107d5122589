import { expect, expectAccessible, guestPaidOrder, onDesktopOnly, prepareAndShip, test } from "./fixtures";

onDesktopOnly("a back-office journey: its steps do not depend on the screen");

test("a customer pays by card; the admin finds the order, prepares it, ships it with a tracking number and refunds a line", async ({
  adminPage,
  browser,
}, info) => {
  // The customer: a guest in a browser of their own, two perfumes and a honey, paid on the simulated card page.
  const email = `colis.${info.project.name}.${Date.now()}@example.fr`;
  const { context, customer, reference, orderLink } = await guestPaidOrder(browser, info.project.use.baseURL, email, [
    { id: "parfum_homme_2", name: "Mr.H", price: 2999, quantity: 2, image: "/images/products/parfum_homme_2.svg" },
    {
      id: "sidr_malaki_yemen_50g",
      name: "Sidr",
      price: 1199,
      quantity: 1,
      image: "/images/products/sidr_malaki_yemen.svg",
    },
  ]);

  // The admin finds it by the customer's e-mail among the orders to prepare (a test order, labelled so).
  const admin = adminPage;
  await admin.goto("/admin/commandes");
  await expect(admin.getByRole("heading", { name: "Commandes" })).toBeVisible();
  await admin.getByLabel("Référence, e-mail ou nom").fill(email);
  await admin.getByLabel("Statut").selectOption("a_preparer");
  await admin.getByRole("button", { name: "Filtrer" }).click();
  await expect(admin).toHaveURL(/status=a_preparer/);
  const row = admin.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("À préparer");
  await expect(row).toContainText("Test");
  await expectAccessible(admin);
  await row.getByRole("link", { name: reference }).click();

  await expect(admin.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(admin.getByText("Confirmation de votre commande")).toBeVisible();
  await expectAccessible(admin);
  await prepareAndShip(admin);
  await expect(admin.getByText(/Votre commande MH-\w+ est expédiée/)).toBeVisible();

  // The customer's order page: shipped, with the carrier's tracking link.
  await customer.goto(orderLink);
  await expect(customer.getByText("Expédiée", { exact: true })).toBeVisible();
  await expect(customer.getByRole("link", { name: /Suivre mon colis/ })).toHaveAttribute(
    "href",
    "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901",
  );
  await expectAccessible(customer);

  // The admin refunds the honey line after a confirmation (declined first: nothing refunded); the amount is the server's.
  await admin.getByLabel(/Miel de Sidr Malaki/).fill("1");
  const questions: string[] = [];
  admin.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await admin.getByRole("button", { name: "Rembourser la sélection" }).click();
  await expect.poll(() => questions).toEqual([expect.stringMatching(/^Rembourser Miel de Sidr Malaki.* × 1 \?/)]);
  await expect(admin.getByRole("region", { name: "Remboursements" })).toContainText("Rien pour l'instant.");
  admin.once("dialog", (dialog) => void dialog.accept());
  await admin.getByRole("button", { name: "Rembourser la sélection" }).click();
  await expect(admin.getByRole("status").filter({ hasText: /Remboursement de 11,99/ })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Remboursements" })).toContainText("11,99");
  // « 1 remboursé » on the line, never « 1 remboursé(s) » (issue 30: French plurals).
  const refunded = /· 1 remboursé(?![s(])/;
  await expect(admin.getByRole("region", { name: "Articles", exact: true })).toContainText(refunded);
  await expectAccessible(admin);

  // A free amount: a goodwill gesture of 5 €, over what is left refused on the spot, then confirmed, with its credit note.
  const free = admin.getByRole("form", { name: "Rembourser un montant libre" });
  await free.getByLabel("Motif").selectOption({ label: "Geste commercial" });
  await free.getByLabel("Montant en euros").fill("9999");
  await free.getByRole("button", { name: "Rembourser ce montant" }).click();
  await expect(free.getByRole("alert")).toContainText("au plus restent à rembourser");
  await free.getByLabel("Montant en euros").fill("5");
  admin.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await free.getByRole("button", { name: "Rembourser ce montant" }).click();
  await expect(admin.getByRole("status").filter({ hasText: /Remboursement de 5,00/ })).toBeVisible();
  expect(questions[1]).toMatch(/^Rembourser 5,00\s€ \(geste commercial\) sur cette commande \?$/);
  await expect(admin.getByRole("region", { name: "Remboursements" })).toContainText("montant libre : geste commercial");
  await expect(
    admin.getByRole("region", { name: "Facture et avoirs" }).getByRole("link", { name: /Avoir/ }),
  ).toHaveCount(2);
  // The order's words are French: its payment, its journal.
  await expect(admin.getByText("Carte (simulée)", { exact: true })).toBeVisible();
  const journal = admin.getByRole("region", { name: "Journal de la commande" });
  for (const action of ["Commande mise en préparation", "Commande expédiée", "Remboursement de commande"]) {
    await expect(journal.getByText(action).first()).toBeVisible();
  }
  await expect(journal).not.toContainText("order.");
  await expectAccessible(admin);

  await customer.reload();
  await expect(customer.getByText(/Remboursé en partie : 16,99\s€/)).toBeVisible();
  await expect(customer.getByRole("region", { name: "Articles", exact: true })).toContainText(refunded);
  await context.close();
});
