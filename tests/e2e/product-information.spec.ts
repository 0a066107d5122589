import { expect, expectAccessible, onDesktopOnly, test } from "./fixtures";

// « Informations réglementaires » (decision 084): a pure honey's facts from the spec, the chosen format's net
// quantity and minimum durability; a preparation never called « 100 % miel », its unknown facts said honestly; the
// back office fills them and the page shows the allergen in bold.

const UNKNOWN = "Information en cours de vérification";

test("a pure honey's page gives its legal facts, the chosen format's quantity and durability", async ({ page }) => {
  await page.goto("/miel/sidr_malaki_yemen");
  const section = page.getByRole("region", { name: "Informations réglementaires" });
  const fact = (label: string) => section.locator("div").filter({ has: page.locator("dt", { hasText: label }) });
  await expect(fact("Dénomination légale").locator("dd")).toHaveText("Miel de Sidr (Ziziphus spina-christi)");
  await expect(fact("Ingrédients").locator("dd")).toHaveText("miel.");
  await expect(fact("Pays d'origine").locator("dd")).toHaveText("Yémen");
  await expect(fact("Conservation").locator("dd")).toHaveText("À conserver à l'abri de la lumière et de l'humidité");
  const quantity = fact("Quantité nette").locator("dd");
  const durability = fact("À consommer de préférence avant le").locator("dd");
  // Every format's value is in the page; the checked radio shows its own (innerText leaves the hidden ones out).
  await expect.poll(() => quantity.innerText()).toBe("50\u00a0g");
  const first = await durability.innerText();
  expect(first).toMatch(/^\d{1,2} \p{L}+ 2027$/u);

  await page.getByText("250 g", { exact: true }).first().click();
  await expect.poll(() => quantity.innerText()).toBe("250\u00a0g");
  await expect.poll(() => durability.innerText()).toMatch(/^\d{1,2} \p{L}+ 2027$/u);
  expect(await durability.innerText()).not.toBe(first);
  await expect(fact("Exploitant").locator("dd")).toHaveText(/.+/);
  await expectAccessible(page);
});

test("a honey preparation is never « 100 % miel »: its unknown facts are said to be checked", async ({ page }) => {
  await page.goto("/miel/pistache");
  await expect(page.locator("main")).not.toContainText("100 % miel");
  const section = page.getByRole("region", { name: "Informations réglementaires" });
  const fact = (label: string) =>
    section
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: label }) })
      .locator("dd");
  // Filled by the back-office test below on the desktop run (a blend then); else unknown and said so.
  await expect(fact("Pays d'origine")).toHaveText(/^France/);
  const ingredients = await fact("Ingrédients").innerText();
  if (ingredients === UNKNOWN) await expect(fact("Dénomination légale")).toHaveText(UNKNOWN);
  else await expect(fact("Ingrédients").locator("strong")).toHaveText("pistache");
  await expectAccessible(page);
});

test("the Shilajit page gives its regulatory section, every unknown fact said to be checked", async ({ page }) => {
  await page.goto("/autres-collection");
  const section = page.getByRole("region", { name: "Informations réglementaires" });
  for (const label of ["Dénomination légale", "Ingrédients", "Quantité nette", "Conservation"]) {
    await expect(
      section
        .locator("div")
        .filter({ has: page.locator("dt", { hasText: label }) })
        .locator("dd"),
    ).toHaveText(UNKNOWN);
  }
  await expectAccessible(page);
});

test("each basket line links to its product's page: honey, Shilajit, perfume", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem(
      "maisonh_cart",
      JSON.stringify([
        {
          id: "pistache_90g",
          name: "Miel à la Pistache — 90 g",
          price: 999,
          quantity: 1,
          image: "/images/products/pistache.svg",
          category: "miel",
        },
        {
          id: "shilajit_2",
          name: "Shilajit — Pack de 2",
          price: 5000,
          quantity: 1,
          image: "/images/products/shilajit_2.svg",
          category: "autres",
        },
        {
          id: "parfum_femme_2",
          name: "Mme.H - Fleur d'Oranger",
          price: 2999,
          quantity: 1,
          image: "/images/products/parfum_femme_2.svg",
          category: "parfum",
        },
      ]),
    ),
  );
  await page.goto("/panier");
  await expect(page.getByRole("link", { name: "Miel à la Pistache — 90 g" })).toHaveAttribute("href", "/miel/pistache");
  await expect(page.getByRole("link", { name: "Shilajit — Pack de 2" })).toHaveAttribute("href", "/autres-collection");
  await expect(page.getByRole("link", { name: "Mme.H - Fleur d'Oranger" })).toHaveAttribute(
    "href",
    "/parfum/parfum_femme_2",
  );
  await page.getByRole("link", { name: "Miel à la Pistache — 90 g" }).click();
  await expect(page.getByRole("region", { name: "Informations réglementaires" })).toBeVisible();
});

test.describe("the back office", () => {
  onDesktopOnly("a back-office round trip: the desktop and mobile runs share the shop's database");

  test("fills a preparation's facts: the list and the dashboard stop asking, the page shows the allergen in bold", async ({
    adminPage: admin,
    browser,
  }) => {
    await admin.goto("/admin/produits?q=pistache");
    await expect(admin.getByRole("row", { name: /Miel à la Pistache/ })).toContainText(
      "Informations réglementaires à compléter : dénomination légale, ingrédients, conservation",
    );
    await admin.goto("/admin");
    const missing = admin.getByTestId("missing-information");
    await expect(missing.getByRole("link", { name: "Miel à la Pistache" })).toBeVisible();
    await missing.getByRole("link", { name: "Miel à la Pistache" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Miel à la Pistache");
    const panel = admin.getByRole("region", { name: "Informations réglementaires" });
    await expect(panel.getByTestId("information-missing")).toContainText(
      "À compléter : Dénomination légale, Ingrédients, Conservation",
    );

    await panel.getByLabel("Dénomination légale").fill("Préparation à base de miel et de pistache");
    for (const [index, name] of ["miel", "pistache"].entries()) {
      await panel.getByRole("button", { name: "Ajouter un ingrédient" }).click();
      await panel.getByLabel(`Ingrédient ${index + 1}`, { exact: true }).fill(name);
    }
    await panel.getByRole("checkbox", { name: "Allergène" }).nth(1).check();
    // A blend whose shares do not sum to 100 is refused in French.
    await panel.getByRole("button", { name: "Ajouter un pays" }).click();
    await panel.getByLabel("Pays 2", { exact: true }).fill("Espagne");
    await panel.getByLabel("Part du pays 1 en %").fill("70");
    await panel.getByLabel("Part du pays 2 en %").fill("20");
    await panel.getByLabel("Conservation").fill("À conserver à l'abri de la chaleur");
    await panel.getByRole("button", { name: "Mettre à jour les informations réglementaires" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Les parts des pays doivent totaliser 100 % (ici 90 %).");
    await panel.getByLabel("Part du pays 2 en %").fill("30");
    await panel.getByRole("button", { name: "Mettre à jour les informations réglementaires" }).click();
    await expect(panel.getByRole("status")).toHaveText("Informations réglementaires enregistrées.");
    await expect(panel.getByTestId("information-missing")).not.toContainText("Ingrédients");
    // Still said once the page has read the saved facts again.
    await expect(panel.getByRole("status")).toHaveText("Informations réglementaires enregistrées.");
    await expectAccessible(admin);

    const shopper = await browser.newPage();
    await shopper.goto("/miel/pistache");
    const section = shopper.getByRole("region", { name: "Informations réglementaires" });
    await expect(section.getByTestId("ingredients")).toHaveText("miel, pistache.");
    await expect(section.getByTestId("ingredients").locator("strong")).toHaveText("pistache");
    await expect(section).toContainText("France (70\u00a0%), Espagne (30\u00a0%)");
    await expect(section).toContainText("Préparation à base de miel et de pistache");
    await shopper.close();
  });
});
