import { copyFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { downloadFrom, expect, expectAccessible, onDesktopOnly, paidByCardThroughApi, pdfOf, test } from "./fixtures";

onDesktopOnly("a back-office journey: its steps do not depend on the screen");

/** Paid orders of one customer whose last name no other journey uses (letters only), to find them in the list. */
async function paidOrders(request: APIRequestContext, project: string, ids: string[]) {
  const email = `lot.${project}.${Date.now()}@example.fr`;
  const lastName = `Lot${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  const references: string[] = [];
  for (const id of ids) {
    references.push((await paidByCardThroughApi(request, { email, lastName, items: [{ id, quantity: 1 }] })).reference);
  }
  return { lastName, references };
}

test("the admin checks two orders to prepare, creates both labels at once and prints them in one PDF (decision 107)", async ({
  adminPage: admin,
}, info) => {
  const { lastName, references } = await paidOrders(admin.request, info.project.name, [
    "parfum_homme_1",
    "sidr_malaki_yemen_50g",
  ]);

  // The list of orders to prepare, narrowed to this customer's two (the newest first).
  await admin.goto(`/admin/commandes?status=a_preparer&q=${lastName}`);
  const card = admin.getByRole("region", { name: "Étiquettes du transporteur" });
  const rows = references.map((reference) => admin.getByRole("row", { name: new RegExp(reference) }));
  for (const row of rows) await expect(row).toContainText("À créer");
  await expectAccessible(admin);

  // One box by the keyboard, the other by a click.
  await admin.getByRole("checkbox", { name: `Choisir la commande ${references[0]}` }).focus();
  await admin.keyboard.press("Space");
  await admin.getByRole("checkbox", { name: `Choisir la commande ${references[1]}` }).check();
  await card.getByRole("button", { name: "Créer les étiquettes" }).click();

  const answer = card.getByRole("status");
  await expect(answer).toContainText("2 étiquettes créées.");
  const numbers: string[] = [];
  for (const [i, reference] of references.entries()) {
    await expect(answer).toContainText(new RegExp(`${reference} — Étiquette créée : n° SIMU\\d{10}FR\\.`));
    await expect(rows[i]!).toContainText(/n° SIMU\d{10}FR/);
    numbers.push(/SIMU\d{10}FR/.exec((await rows[i]!.textContent())!)![0]);
  }
  await expectAccessible(admin);

  // The boxes stay checked: one PDF with both labels, in the list's order (the newest order first).
  const download = await downloadFrom(admin, card.getByRole("button", { name: "Imprimer les étiquettes" }));
  expect(download.suggestedFilename()).toMatch(/^etiquettes-\d{4}-\d{2}-\d{2}-2\.pdf$/);
  await expect(card.getByText("2 étiquettes dans le PDF.")).toBeVisible();
  await copyFile((await download.path())!, test.info().outputPath("etiquettes.pdf"));
  const read = await pdfOf(download);
  // A cover first (decision 122): the house, the date of printing, the count and both orders; then the labels.
  expect(read.total).toBe(2 + 1);
  expect(read.pages[0]!.text).toMatch(/^Maison H\s+Étiquettes du transporteur\s+Imprimées le .+\s+2 colis/);
  expect(read.pages[0]!.text.indexOf(references[1]!)).toBeLessThan(read.pages[0]!.text.indexOf(references[0]!));
  expect(read.pages[1]!.text).toContain(numbers[1]);
  expect(read.pages[2]!.text).toContain(numbers[0]);
  expect(read.text).toContain("SPÉCIMEN");
});

test("without JavaScript the list's form creates the label and the print opens the PDF", async ({
  browser,
  adminCookies,
}, info) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: info.project.use.baseURL });
  await context.addCookies(adminCookies);
  const page = await context.newPage();
  const { lastName, references } = await paidOrders(context.request, info.project.name, ["parfum_homme_1"]);
  const reference = references[0]!;

  await page.goto(`/admin/commandes?status=a_preparer&q=${lastName}`);
  const card = page.getByRole("region", { name: "Étiquettes du transporteur" });
  await card.getByRole("button", { name: "Créer les étiquettes" }).click();
  await expect(card.getByText("Cochez au moins une commande dans la liste.")).toBeVisible();

  await page.getByRole("checkbox", { name: `Choisir la commande ${reference}` }).check();
  await card.getByRole("button", { name: "Créer les étiquettes" }).click();
  await expect(card.getByRole("status")).toContainText("1 étiquette créée.");
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText(/n° SIMU\d{10}FR/);
  // Checked again by the server's page, ready to print.
  await expect(page.getByRole("checkbox", { name: `Choisir la commande ${reference}` })).toBeChecked();

  const download = await downloadFrom(page, card.getByRole("button", { name: "Imprimer les étiquettes" }));
  expect(download.suggestedFilename()).toMatch(/^etiquettes-\d{4}-\d{2}-\d{2}-1\.pdf$/);
  expect((await pdfOf(download)).total).toBe(1 + 1);
  await context.close();
});
