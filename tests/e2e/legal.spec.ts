import { expect, expectAccessible, test } from "./fixtures";

const pages = [
  {
    link: "Mentions légales",
    path: "/mentions-legales",
    mentions: ["Directeur de la publication", "Hébergeur", "à compléter"],
  },
  {
    link: "Conditions générales de vente",
    path: "/cgv",
    mentions: [
      "5. Droit de rétractation (14 jours)",
      "Modèle de formulaire de rétractation",
      "Exceptions (article L221-28) :",
      "Médiateur de la consommation",
    ],
  },
  {
    link: "Politique de confidentialité",
    path: "/confidentialite",
    mentions: ["Vos droits", "La boutique mesure sa fréquentation sans cookie", "www.cnil.fr"],
  },
  { link: "Cookies", path: "/cookies", mentions: ["maisonh_session", "maisonh_cart", "aucun bandeau"] },
];

for (const legal of pages) {
  test(`the footer leads to « ${legal.link} », a public page with its mentions`, async ({ page, request }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Informations légales" })
      .getByRole("link", { name: legal.link })
      .click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.link);
    for (const mention of legal.mentions) await expect(page.getByText(mention).first()).toBeVisible();
    await expectAccessible(page);
    const res = await request.get(legal.path);
    expect(res.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  });
}

test("the checkout says beside the pay button that the order obliges to pay, and links the CGV", async ({ page }) => {
  await page.goto("/miel/sidr_malaki_yemen");
  await page.getByRole("group", { name: "Format" }).getByText("250 g", { exact: true }).click();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await page.goto("/panier");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const finalise = page.getByRole("button", { name: /^Finaliser l'achat - / });
  await expect(finalise).toHaveAccessibleDescription("Commande avec obligation de paiement");
  await expect(page.getByText("Commande avec obligation de paiement")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "conditions générales de vente", exact: true }).click();
  await expect(page).toHaveURL(/\/cgv$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conditions générales de vente");
});
