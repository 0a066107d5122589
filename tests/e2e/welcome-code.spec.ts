import { expect, expectAccessible, seedBasket, test } from "./fixtures";

// Issue 11, item 1: the owner of a personal welcome code uses it from the basket.
test("a new account verifies, uses its welcome code in the basket, pays, and the code is spent", async ({
  page,
}, info) => {
  const email = `bienvenue.${info.project.name}.${Date.now()}@example.fr`;
  const api = page.request;
  await api.post("/api/auth/register", { data: { email, password: "miel-sidr-2025", full_name: "Inès Durand" } });
  const mailbox = await (await api.get("/dev/boite-mail")).text();
  const link = new RegExp(`À : ${email.replace(/\./g, "\\.")}[\\s\\S]*?(/verify-email\\?token=[\\w-]+)`).exec(mailbox);
  expect(link, "lien de vérification dans la boîte mail").not.toBeNull();
  await page.goto(link![1]!);
  await expect(page.getByRole("heading", { name: "Adresse e-mail confirmée" })).toBeVisible();
  const code = (await page.locator("p.font-mono").textContent())!.trim();
  expect(code).toMatch(/^BIENVENUE-[A-Z2-9]{8}$/);
  expect((await api.post("/api/auth/login", { data: { email, password: "miel-sidr-2025" } })).status()).toBe(200);

  await seedBasket(
    page,
    JSON.stringify([
      { id: "parfum_homme_2", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_2.svg" },
    ]),
  );
  await page.goto("/panier");
  await expect(page.getByTestId("subtotal")).toHaveText("29,99\u00a0€");
  await page.getByLabel("Code promo").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByTestId("discount")).toHaveText("−7,00\u00a0€");
  await expect(page.getByText(`Code ${code} appliqué : 7,00\u00a0€ de réduction.`)).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText("25,98\u00a0€");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Procéder au paiement" }).click();

  await expect(page.getByText(`Connecté en tant que ${email}`)).toBeVisible();
  await page.getByLabel("Prénom").fill("Inès");
  await page.getByLabel("Nom", { exact: true }).fill("Durand");
  await page.getByLabel("Téléphone").fill("06 12 34 56 78");
  await page.getByLabel("Adresse", { exact: true }).fill("12 rue des Abeilles");
  await page.getByLabel("Ville").fill("Lyon");
  await page.getByLabel("Code postal").fill("69001");
  await page.getByRole("button", { name: "Finaliser l'achat - 25,98€" }).click();
  await expect(page).toHaveURL(/\/paiement-simule\/cs_sim_/);
  await page.getByLabel("Numéro de carte").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Payer / }).click();
  await expect(page.getByText("Confirmé")).toBeVisible();
  await expect(page.getByText("25,98 EUR")).toBeVisible();

  // Spent: the profile no longer offers it and the basket's check refuses it.
  await page.goto("/profil");
  await expect(page.getByRole("heading", { name: "Bonjour Inès Durand" })).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
  const again = await api.post("/api/promotions/validate", {
    data: { code, items: [{ id: "parfum_homme_2", quantity: 1 }] },
  });
  expect(await again.json()).toMatchObject({
    valid: false,
    message: "Ce code promo a atteint son nombre maximal d'utilisations.",
  });
});
