import { expect, expectAccessible, hydrating, onDesktopOnly, test } from "./fixtures";

onDesktopOnly("a back-office journey: its edits do not depend on the screen");

// Each project edits its own honey: the desktop and mobile runs share the shop's database.
const HONEYS: Record<string, { id: string; name: string }> = {
  desktop: { id: "tahl_saoudien", name: "Miel de Tahl" },
  mobile: { id: "nigelle_saoudien", name: "Miel de Nigelle" },
};

test("the admin edits a price and a stock: the storefront shows them at once, a sold-out format cannot be bought and shows on the dashboard", async ({
  adminPage: admin,
  browser,
  consoleErrors,
}, info) => {
  const honey = HONEYS[info.project.name]!;
  await admin.goto("/admin");
  await admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Produits" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Produits" })).toBeVisible();
  await expectAccessible(admin);

  // The GET search form: the honey by its id, among the honeys.
  await admin.getByLabel("Nom ou identifiant").fill(honey.id);
  await admin.getByLabel("Ligne").selectOption("miels");
  await admin.getByRole("button", { name: "Filtrer" }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${honey.id}`));
  await expect(admin.getByRole("status")).toHaveText("1 produit, dans l'ordre du catalogue.");
  await admin.getByRole("link", { name: honey.name }).click();

  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(honey.name);
  await expect(admin.getByRole("link", { name: "Photos" })).toHaveAttribute(
    "href",
    `/admin/produits/${honey.id}/photos`,
  );
  await expectAccessible(admin);
  // Nothing sticks out of a phone's screen (the hidden labels of the scrolling variants table stay inside it).
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    admin.viewportSize()!.width,
  );

  // A price of 0 is refused in French, on the field.
  const price = admin.getByLabel("Prix de 50 g en euros");
  await price.fill("0");
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await expect(admin.getByRole("alert")).toContainText("corrigez les champs signalés");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toBeFocused();
  await expect(admin.getByText("Prix : un montant supérieur à 0 €")).toBeVisible();

  await price.fill("13,40");
  await admin.getByLabel("Stock de 90 g").fill("0");
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Produit enregistré." })).toBeVisible();
  await expect(admin.getByLabel("Prix de 50 g en euros")).toHaveValue("13,40");
  const history = admin.getByRole("region", { name: "Historique des prix" });
  await expect(history.getByRole("table", { name: /^50\sg/ }).getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("table", { name: /^50\sg/ })).toContainText("13,40");
  await expectAccessible(admin);

  // The journal keeps the change and leads back to the product.
  await admin.goto("/admin/journal");
  const entry = admin
    .getByRole("listitem")
    .filter({ hasText: "Produit modifié" })
    .filter({ hasText: honey.id })
    .first();
  await expect(entry).toContainText(`"priceCents": 1340`);
  await entry.getByRole("link", { name: `Produit ${honey.id}` }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(honey.name);

  // The storefront, in another browser: the new price at once, the 90 g sold out.
  const customerContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const customer = hydrating(await customerContext.newPage());
  await customer.goto(`/miel/${honey.id}`);
  const formats = customer.getByRole("group", { name: "Format" });
  await expect(formats.getByText("13,40\u00a0€")).toBeVisible();
  await expect(formats.getByRole("radio", { name: /90\sg/ })).toBeDisabled();
  await expect(formats).toContainText("Épuisé");
  await customer.getByRole("button", { name: "Ajouter au panier" }).click();
  await customer.goto("/panier");
  await expect(customer.getByTestId("subtotal")).toHaveText("13,40\u00a0€");
  await expectAccessible(customer);
  await customerContext.close();

  // The dashboard lists the sold-out format, linked to the product.
  await admin.goto("/admin");
  const stock = admin.getByRole("region", { name: /^Stock :/ });
  await expect(stock).toBeVisible();
  // The seed knows no perfume volume: the dashboard asks for them, each linked to its product.
  const measures = admin.getByRole("region", { name: /^Prix à l'unité de mesure à compléter :/ });
  await expect(measures.getByText("volume (ml) manquant").first()).toBeVisible();
  await expectAccessible(admin);
  await stock.getByRole("link", { name: `${honey.name} — 90 g` }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(honey.name);

  await admin.goto("/admin/produits/nexiste_pas");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Introuvable");
  // The browser logs the 404 of the unknown product; nothing else may appear.
  expect(consoleErrors.splice(0).filter((error) => !error.includes("404"))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the catalogue's filters are a plain form and its pages link to each other", async ({ adminPage: page }) => {
    await page.goto("/admin/produits");
    await page.getByLabel("Ligne").selectOption("mme-h");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/\/admin\/produits\?q=&line=mme-h&category=&active=&stock=$/);
    await expect(page.getByRole("status")).toHaveText("5 produits, dans l'ordre du catalogue.");
    await page.getByLabel("Catégorie de miel").selectOption("oman");
    await page.getByLabel("Ligne").selectOption("miels");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page.getByRole("region", { name: /^Produits/ }).getByRole("link")).toHaveCount(4);
    await page.getByRole("link", { name: "Miel de Soumur" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Miel de Soumur");
    // Saving needs the page's script: the button stays disabled and the page says why.
    await expect(page.getByRole("button", { name: "Enregistrer" })).toBeDisabled();
    await expect(page.getByText("l'enregistrement demande JavaScript")).toBeVisible();
  });
});
