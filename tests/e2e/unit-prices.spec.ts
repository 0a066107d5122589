import { expect, expectAccessible, test } from "./fixtures";

test("the honey page gives each format's price per kilo, and the basket line keeps it", async ({ page }) => {
  await page.goto("/miel/sidr_malaki_yemen");
  const format = page.getByRole("group", { name: "Format" });
  await expect(format.getByTestId("unit-price")).toHaveText([
    "239,80\u00a0€/kg",
    "222,11\u00a0€/kg",
    "179,96\u00a0€/kg",
  ]);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");
  await page.goto("/panier");
  await expect(page.getByTestId("unit-price")).toHaveText("· 239,80\u00a0€/kg");
  await expectAccessible(page);
});

test("the Shilajit page shows the lowest price of the last 30 days beside each crossed-out price", async ({ page }) => {
  await page.goto("/autres-collection");
  const formats = page.getByRole("list").filter({ hasText: "Pack de 3" }).first();
  await expect(formats.getByText(/^Prix le plus bas des 30 derniers jours/)).toHaveText([
    "Prix le plus bas des 30 derniers jours : 50,00\u00a0€",
    "Prix le plus bas des 30 derniers jours : 60,00\u00a0€",
  ]);
  await expectAccessible(page);
});

test("honey cards give the price per kilo of their « à partir de » price", async ({ page }) => {
  await page.goto("/miels-collection");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Miel de Sidr Malaki" }) });
  await expect(card).toContainText("à partir de 11,99\u00a0€soit 239,80\u00a0€/kg");
  await page.goto("/catalogue");
  await expect(page.getByRole("link", { name: /Miel de Sidr Malaki/ })).toContainText("soit 239,80\u00a0€/kg");
  await expectAccessible(page);
});

// Each project sets its own perfume's volume: the desktop and mobile runs share the shop's database.
const PERFUMES: Record<string, { id: string; name: string; page: string }> = {
  desktop: { id: "parfum_homme_11", name: "Mr.H — Lavande Sauvage", page: "/parfums-homme" },
  mobile: { id: "parfum_femme_3", name: "Mme.H — Jasmin Nacré", page: "/parfums-femme" },
};

test("a perfume's volume typed in the back office gives its card and basket line a price per litre", async ({
  adminPage: admin,
  page,
}, info) => {
  const perfume = PERFUMES[info.project.name]!;
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: perfume.name }) });
  // Unknown volume: nothing is shown rather than an invented figure.
  await page.goto(perfume.page);
  await expect(card.getByRole("button", { name: /^(?!.*favoris)Ajouter/ })).toBeVisible();
  await expect(card.getByTestId("unit-price")).toHaveCount(0);

  await admin.goto(`/admin/produits/${perfume.id}`);
  const volume = admin.getByLabel("Volume (ml) de Flacon");
  await expect(volume).toHaveValue("");
  await volume.fill("0");
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await expect(admin.getByText("Volume (ml) : un nombre entier, ou vide si inconnu.")).toBeVisible();
  await expect(volume).toBeFocused();
  await volume.fill("25");
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Produit enregistré." })).toBeVisible();
  await expect(admin.getByLabel("Volume (ml) de Flacon")).toHaveValue("25");
  await expectAccessible(admin);

  await page.goto(perfume.page);
  await expect(card.getByTestId("unit-price")).toHaveText("soit 1\u202f199,60\u00a0€/L");
  await expectAccessible(page);
  await card.getByRole("button", { name: /^(?!.*favoris)Ajouter/ }).click();
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");
  await page.goto("/panier");
  await expect(page.getByTestId("unit-price")).toHaveText("· 1\u202f199,60\u00a0€/L");
});
