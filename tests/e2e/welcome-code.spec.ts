import { basketLine, expect, expectAccessible, payAtCheckout, mailedToken, seedBasket, test } from "./fixtures";

// Issue 11, item 1: the owner of a personal welcome code uses it from the basket.
test("a new account verifies, uses its welcome code in the basket, pays, and the code is spent", async ({
  page,
}, info) => {
  const email = `bienvenue.${info.project.name}.${Date.now()}@example.fr`;
  const api = page.request;
  await api.post("/api/auth/register", { data: { email, password: "miel-sidr-2025", full_name: "Inès Durand" } });
  await page.goto(`/verify-email?token=${await mailedToken(api, email, "/verify-email")}`);
  await expect(page.getByRole("heading", { name: "Adresse e-mail confirmée" })).toBeVisible();
  const code = (await page.locator("p.font-mono").textContent())!.trim();
  expect(code).toMatch(/^BIENVENUE-[A-Z2-9]{8}$/);
  expect((await api.post("/api/auth/login", { data: { email, password: "miel-sidr-2025" } })).status()).toBe(200);

  await seedBasket(page, JSON.stringify([basketLine("parfum_homme_2", "Mr.H", 2999)]));
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
  await payAtCheckout(page, null, "25,98\u00a0€");
  await expect(page.getByTestId("amount")).toHaveText("25,98\u00a0€");

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
