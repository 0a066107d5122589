import { testPdf } from "#server/testing/pdf";
import { escapeRegExp, expect, expectAccessible, guestPaysByCard, hydrating, onDesktopOnly, test } from "./fixtures";

onDesktopOnly("a back-office journey: the lot's records do not depend on the screen");

// Traceability by lot (decision 038): the admin receives a lot with its analysis, a customer buys, the order's
// preparation records the lot, its public page shows the analysis, and the recall reaches exactly that customer.
test("a lot from its reception to its recall", async ({ adminPage: admin, browser }, info) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E-${info.project.name.toUpperCase()}-${stamp}`;
  const email = `lot.${info.project.name}.${Date.now()}@example.fr`;

  // The admin records the lot (a 90 g Sidr Malaki, one jar) and its laboratory report.
  await admin.goto("/admin/lots?produit=sidr_malaki_yemen");
  await expect(admin.getByRole("heading", { name: "Lots et traçabilité" })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole("link", { name: "Nouveau lot" }).click();
  await expect(admin.getByRole("heading", { name: "Nouveau lot" })).toBeVisible();
  await admin.getByLabel("Code du lot").fill(code.toLowerCase());
  await admin.getByLabel("Produit et format").selectOption("sidr_malaki_yemen|sidr_malaki_yemen_90g");
  await admin.getByLabel("Date de récolte").fill("2025-04-12");
  await admin.getByLabel("À consommer de préférence avant le").fill("2027-04-12");
  await admin.getByLabel("Région de récolte").fill("Vallée du Hadramaout, Yémen");
  await admin.getByLabel("Producteur").fill("Rucher Al-Amoudi");
  await admin.getByLabel("Quantité reçue (pots)").fill("1");
  await admin.getByLabel("Humidité (%)").fill("17,4");
  await admin.getByLabel("HMF (mg/kg)").fill("6,5");
  await admin.getByLabel("Indice diastasique (Schade)").fill("19");
  await admin.getByLabel("Analyse pollinique (résumé)").fill("Ziziphus spina-christi dominant (71 %)");
  await expectAccessible(admin);
  await admin.getByRole("button", { name: "Enregistrer le lot" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toContainText(code);
  await expect(admin.getByRole("status")).toContainText(`Lot ${code} enregistré.`);

  await admin.getByLabel(/Téléverser le PDF/).setInputFiles({
    name: "analyse.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(testPdf(`Analyse ${code}`)),
  });
  await admin.getByRole("button", { name: "Enregistrer le rapport" }).click();
  await expect(admin.getByRole("status")).toContainText("Rapport d'analyse enregistré.");
  await expect(
    admin.getByRole("img", { name: new RegExp(`QR code vers ${escapeRegExp(info.project.use.baseURL!)}/lot/`) }),
  ).toBeVisible();
  await expectAccessible(admin);
  const lotPath = new URL(admin.url()).pathname;

  // The printable label.
  await admin.getByRole("link", { name: "Étiquette à imprimer" }).click();
  await expect(admin.getByRole("region", { name: `Étiquette du lot ${code}` })).toContainText("Miel de Sidr Malaki");
  await expectAccessible(admin);

  // A customer buys that format.
  const customerContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const customer = hydrating(await customerContext.newPage());
  const { reference } = await guestPaysByCard(
    customer,
    email,
    JSON.stringify([
      {
        id: "sidr_malaki_yemen_90g",
        name: "Sidr",
        price: 1999,
        quantity: 1,
        image: "/images/products/sidr_malaki_yemen.svg",
      },
    ]),
  );

  // The admin prepares it from the lot just received: the line shows the lot shipped.
  await admin.goto(`/admin/commandes/${reference}`);
  await admin.getByLabel(/Lot pour Miel de Sidr Malaki/).selectOption(lotPath.split("/").pop()!);
  await admin.getByRole("button", { name: "Passer en préparation" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Commande passée en préparation." })).toBeVisible();
  await expect(admin.getByText(/Lot expédié :/)).toContainText(`${code} (1)`);

  // The public page the jar's QR code opens: origin and analysis in French numbers, the report.
  await customer.goto(`/lot/${code}`);
  await expect(customer.getByRole("heading", { level: 1 })).toContainText(code);
  await expect(customer.getByText(/17,4\s%/)).toBeVisible();
  await expect(customer.getByText("6,5 mg/kg")).toBeVisible();
  // Beside each figure, what the law asks of it (the lot's page only).
  await expect(customer.getByText("20 % au plus pour un miel (directive 2001/110/CE)")).toBeVisible();
  await expect(customer.getByText("Rucher Al-Amoudi")).toBeVisible();
  const report = customer.getByRole("link", { name: "Rapport du laboratoire (PDF)" });
  const pdf = await customer.request.get((await report.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(await pdf.text()).toContain(`Analyse ${code}`);
  await expectAccessible(customer);
  await customer.goto("/lot/INCONNU-404");
  await expect(customer.getByRole("heading", { name: "Page introuvable" })).toBeVisible();

  // The honey page shows the lot sold now.
  await customer.goto("/miel/sidr_malaki_yemen");
  await expect(customer.getByRole("region", { name: /Lot actuel/ })).toContainText("Traçabilité et analyse du lot");
  await expectAccessible(customer);

  // The recall lists that order and mails its customer, after confirmation.
  await admin.goto(lotPath);
  await expect(admin.getByRole("row", { name: new RegExp(reference) })).toContainText(email);
  await admin.getByRole("link", { name: "Rappeler ce lot…" }).click();
  const confirm = admin.getByRole("alertdialog", { name: `Confirmer le rappel du lot ${code}` });
  await expect(confirm).toContainText(email);
  await expectAccessible(admin);
  await confirm.getByRole("button", { name: "Envoyer le mail de rappel" }).click();
  await expect(admin.getByRole("status")).toContainText("1 mail de rappel envoyé.");
  await expect(admin.getByRole("row", { name: new RegExp(reference) })).toContainText("Prévenu le");
  const recallMails = await (await customer.request.get("/dev/boite-mail")).text();
  expect(recallMails).toMatch(new RegExp(`Rappel du lot ${code}[\\s\\S]*?À : ${email.replace(/\./g, "\\.")}`));
  await customerContext.close();
});

test("a long lot code wraps on a 360 px phone: neither its page nor its honey's scrolls sideways", async ({
  adminPage: admin,
  page,
}) => {
  // 40 characters, the longest code allowed, with a run of 30 letters no hyphen breaks (decision 122).
  const code = `L${Date.now().toString(36).toUpperCase()}-ROSEDEDAMASVALLEEDESROSESKELAAT`.slice(0, 40);
  // Sold before the seed's lots (its best-before date comes first): the 50 g format's current lot.
  const created = await admin.request.post("/api/admin/lots", {
    data: {
      code,
      product_id: "miel_rose",
      variant_id: "miel_rose_50g",
      harvest_date: "2024-05-02",
      best_before: "2026-05-02",
      region: "Vallée des roses, Kelaat M'Gouna, Maroc",
      producer: "Rucher de la vallée",
      quantity_received: 5,
      moisture_percent: 17.2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize({ width: 360, height: 740 });
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto(`/lot/${code}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Lot ${code}`);
  expect(await noSidewaysScroll()).toBeLessThanOrEqual(360);

  await page.goto("/miel/miel_rose");
  await expect(page.getByRole("heading", { name: /^Lot actuel/ })).toHaveText(`Lot actuel : ${code}`);
  expect(await noSidewaysScroll()).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
