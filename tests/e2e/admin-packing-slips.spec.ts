import { PACKING_SLIPS_MAX } from "#core/packing-slip";
import { downloadFrom, expect, onDesktopOnly, paidByCardThroughApi, pdfOf, test } from "./fixtures";

onDesktopOnly("a back-office journey: its steps do not depend on the screen");

test("the admin downloads an order's packing slip and prints the orders to prepare (decision 105)", async ({
  adminPage: admin,
}, info) => {
  const email = `bon.${info.project.name}.${Date.now()}@example.fr`;
  const { reference } = await paidByCardThroughApi(admin.request, {
    email,
    lastName: "Préparation",
    items: [{ id: "sidr_malaki_yemen_50g", quantity: 2 }],
  });

  await admin.goto(`/admin/commandes/${reference}`);
  await expect(admin.getByRole("heading", { level: 1 })).toContainText(reference);
  const one = await downloadFrom(admin, admin.getByRole("link", { name: "Bon de préparation (PDF)" }));
  expect(one.suggestedFilename()).toBe(`bon-de-preparation-${reference}.pdf`);
  const { text } = await pdfOf(one);
  expect(text).toContain(`Commande ${reference}`);
  expect(text).toMatch(/Miel de Sidr Malaki.* 2 lot non renseigné/);
  expect(text).toContain("Léa Préparation 3 place des Ruches 21000 Dijon");
  expect(text).not.toContain("€");

  await admin.goto("/admin/commandes");
  const all = await downloadFrom(admin, admin.getByRole("link", { name: "Imprimer les bons de préparation" }));
  // Oldest first and capped: other journeys' orders to prepare may fill the PDF before this one.
  const bulk = await pdfOf(all);
  expect(bulk.text).toContain("Bon de préparation");
  if (bulk.total < PACKING_SLIPS_MAX) expect(bulk.text).toContain(`Commande ${reference}`);
});
