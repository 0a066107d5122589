import { PDFParse } from "pdf-parse";
import { expect, onDesktopOnly, paidByCardThroughApi, test } from "./fixtures";

onDesktopOnly("a back-office journey: its steps do not depend on the screen");

test("the admin creates the label of a paid order, downloads its PDF and cancels it", async ({
  adminPage: admin,
  request,
}, info) => {
  const email = `etiquette.${info.project.name}.${Date.now()}@example.fr`;
  const { reference } = await paidByCardThroughApi(request, {
    email,
    lastName: "Colis",
    items: [{ id: "parfum_homme_1", quantity: 1 }],
  });

  await admin.goto(`/admin/commandes/${reference}`);
  const card = admin.getByRole("region", { name: "Étiquette" });
  await expect(card.getByLabel("Poids du colis (g)")).toHaveValue("1000");
  await card.getByLabel("Poids du colis (g)").fill("1350");
  await card.getByRole("button", { name: "Créer l'étiquette" }).click();
  await expect(card.getByRole("status")).toHaveText("Étiquette créée : imprimez-la et collez-la sur le colis.");
  await expect(card).toContainText("1350 g");

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    card.getByRole("link", { name: "Imprimer l'étiquette (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`etiquette-${reference}.pdf`);
  const bytes = await import("node:fs/promises").then((fs) => download.path().then((p) => fs.readFile(p)));
  const text = (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;
  expect(text).toContain("SPÉCIMEN");

  await card.getByRole("button", { name: "Annuler l'étiquette" }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Annuler l'étiquette ?" });
  await dialog.getByRole("button", { name: "Annuler l'étiquette" }).click();
  await expect(card.getByRole("status")).toHaveText("Étiquette annulée : vous pouvez en créer une autre.");
  await expect(card.getByRole("button", { name: "Créer l'étiquette" })).toBeVisible();
});
