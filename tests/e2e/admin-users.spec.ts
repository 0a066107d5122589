import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, mailedToken, onDesktopOnly, paidByCardThroughApi, test } from "./fixtures";

onDesktopOnly("a back-office journey: its searches do not depend on the screen");

/**
 * A customer who registered and verified the address (so the welcome code exists), then paid a perfume by card on
 * the simulated provider, all through the shop's API. Returns the order's reference and total in cents.
 */
async function payingCustomer(request: APIRequestContext, email: string) {
  const password = "miel-sidr-2025";
  const registered = await request.post("/api/auth/register", {
    data: { email, password, full_name: "Léa Fontaine" },
  });
  expect(registered.status()).toBe(201);
  const token = await mailedToken(request, email, "/verify-email");
  expect((await request.get(`/api/auth/verify-email?token=${token}`)).status()).toBe(200);
  const login = await request.post("/api/auth/login", { data: { email, password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  return paidByCardThroughApi(request, {
    email,
    lastName: "Fontaine",
    items: [{ id: "parfum_homme_1", quantity: 1 }],
    headers,
  });
}

/** `3298` → `32,98 €` as the pages write it. */
const euros = (cents: number) =>
  new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100);

test("an administrator reads the dashboard, finds a customer who registered and opens the customer's page", async ({
  adminPage: page,
  request,
}, info) => {
  test.slow(); // Three pages checked by axe on a shared 2-core machine.
  const email = `lea.${info.project.name}.${Date.now()}@example.fr`;
  const order = await payingCustomer(request, email);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Tableau de bord", level: 1 })).toBeVisible();
  // The customer's order is paid and waits to be prepared (with the other tests' orders).
  await expect(page.getByRole("heading", { name: /^À préparer : [1-9]\d*$/ })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /^À préparer/ })
      .getByRole("link", { name: /^MH-/ })
      .first(),
  ).toHaveAttribute("href", /^\/admin\/commandes\/MH-/);
  await expect(page.getByRole("heading", { name: /^À vérifier : \d+$/ })).toBeVisible();
  // The browser tests' shop runs with simulated payments: its test orders count, and the page says so.
  await expect(
    page.getByText("Mode démonstration : les commandes de test (paiements simulés) sont comptées."),
  ).toBeVisible();
  await expect(page.getByTestId("recette-jour")).toHaveText(/^-?[\d\u202f\u00a0]+,\d\d\u00a0€$/);
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Clients" }).click();
  await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
  await expect(page.getByText("Nouveaux ce mois-ci")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Rechercher par e-mail ou nom").fill(email);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=lea\./);
  await expect(page.getByRole("status")).toHaveText(`1 compte pour « ${email} ».`);
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row", { name: /Léa Fontaine/ });
  await expect(row.getByRole("cell")).toHaveText([
    email,
    "Oui",
    "1",
    euros(order.total_cents),
    /^\d\d\/\d\d\/\d{4}$/,
    "Client",
  ]);
  await expectAccessible(page);

  await row.getByRole("link", { name: "Léa Fontaine" }).click();
  await expect(page.getByRole("heading", { name: "Léa Fontaine", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Commandes" })).toBeVisible();
  const orderLink = page.getByRole("link", { name: order.reference });
  await expect(orderLink).toHaveAttribute("href", `/admin/commandes/${order.reference}`);
  await expect(page.getByRole("row", { name: new RegExp(order.reference) })).toContainText("Payée, à préparer");
  const codes = page.getByRole("region", { name: "Récompenses et codes personnels" });
  await expect(codes.getByText(/^BIENVENUE-/)).toBeVisible();
  await expect(codes.getByText("Pas encore utilisé")).toBeVisible();
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the customers' search is a plain form and the pages link to each other", async ({
    adminPage: page,
    consoleErrors,
  }) => {
    await page.goto("/admin/users");
    await page.getByLabel("Rechercher par e-mail ou nom").fill("admin-");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/admin\/users\?q=admin-$/);
    await expect(page.getByRole("status")).toContainText("pour « admin- »");
    await expect(page.getByRole("table").getByRole("cell", { name: "Administrateur" }).first()).toBeVisible();
    await page.goto("/admin/users/inconnu");
    await expect(page.getByRole("heading", { name: "Introuvable" })).toBeVisible();
    // The browser logs the 404 of the unknown account; nothing else may appear.
    expect(consoleErrors.splice(0).filter((error) => !error.includes("404"))).toEqual([]);
  });
});
