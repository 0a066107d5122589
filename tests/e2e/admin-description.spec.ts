import { expect, expectAccessible, hydrating, onDesktopOnly, test } from "./fixtures";

onDesktopOnly("a back-office journey: its blocks do not depend on the screen");

const HONEY = "frankincense_oman";

test("the administrator writes a honey's detailed description as blocks: the honey's page shows its heading, paragraph and numbered list, the typed tag as text", async ({
  adminPage,
  browser,
}, info) => {
  const admin = hydrating(adminPage);
  // The catalogue's filter names the honey categories in French.
  await admin.goto("/admin/produits");
  const categories = admin.getByLabel("Catégorie de miel");
  await expect(categories.getByRole("option")).toContainText(["Toutes", "Yémen", "Oman"]);
  await categories.selectOption({ label: "Fruité" });
  await admin.getByRole("button", { name: "Filtrer" }).click();
  await expect(admin).toHaveURL(/category=fruity/);
  await expect(admin.getByRole("table")).toContainText("Fruité");
  await expect(admin.getByRole("table")).not.toContainText("fruity");

  await admin.goto(`/admin/produits/${HONEY}`);
  const editor = admin.getByRole("group", { name: "Description détaillée (page du miel)" });
  // The seeded description arrives as blocks, no HTML to read.
  await expect(editor.getByLabel("Bloc 1 : texte")).not.toHaveValue(/</);
  await expect(editor.getByLabel("Bloc 1 : type")).toHaveValue("heading");
  await expectAccessible(admin);

  // From an empty description (the run may meet an earlier one's): an intertitre, a list, a paragraph moved up.
  while ((await editor.getByRole("button", { name: "Supprimer le bloc 1" }).count()) > 0) {
    await editor.getByRole("button", { name: "Supprimer le bloc 1" }).click();
  }
  await expect(editor.getByText("Aucun bloc")).toBeVisible();
  await editor.getByRole("button", { name: "Ajouter un intertitre" }).click();
  await editor.getByLabel("Bloc 1 : texte").fill("Au pays de l'**encens** <b>sacré</b>");
  await editor.getByRole("button", { name: "Ajouter une liste" }).click();
  await editor.getByLabel("Bloc 2 : texte").fill("Une floraison brève\nDes arbres dispersés");
  await editor.getByLabel("Bloc 2 : type").selectOption({ label: "Liste numérotée" });
  await editor.getByRole("button", { name: "Ajouter un paragraphe" }).click();
  await editor.getByLabel("Bloc 3 : texte").fill("Récolté *à la main*.");
  await editor.getByRole("button", { name: "Monter le bloc 3" }).click();
  await expect(editor.getByLabel("Bloc 2 : texte")).toHaveValue("Récolté *à la main*.");
  await expect(editor.getByLabel("Bloc 3 : type")).toHaveValue("numbers");
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Produit enregistré." })).toBeVisible();

  // Read back: the same blocks, the typed tag still text.
  await admin.reload();
  await expect(editor.getByLabel("Bloc 1 : texte")).toHaveValue("Au pays de l'**encens** <b>sacré</b>");
  await expect(editor.getByLabel("Bloc 3 : texte")).toHaveValue("Une floraison brève\nDes arbres dispersés");
  await expectAccessible(admin);

  // The storefront, in another browser.
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const customer = hydrating(await context.newPage());
  await customer.goto(`/miel/${HONEY}`);
  const description = customer.locator("details").filter({ hasText: "Description détaillée" });
  const heading = description.getByRole("heading", { level: 3 });
  await expect(heading).toHaveText("Au pays de l'encens <b>sacré</b>");
  await expect(heading.locator("strong")).toHaveText("encens");
  await expect(description.locator("b")).toHaveCount(0);
  await expect(description.locator("p em")).toHaveText("à la main");
  const list = description.locator("ol");
  await expect(list.getByRole("listitem")).toHaveText(["Une floraison brève", "Des arbres dispersés"]);
  // In the order of the blocks: heading, paragraph, list (the honey's serving ritual follows, apart).
  const order = await description.locator("h3, p, ol").evaluateAll((nodes) => nodes.map((n) => n.tagName));
  expect(order.slice(0, 3)).toEqual(["H3", "P", "OL"]);
  await context.close();
});
