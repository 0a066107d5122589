import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { downloadFrom, expect, expectAccessible, guestPaidOrder, hydrating, onDesktopOnly, test } from "./fixtures";

onDesktopOnly("the funnel's figures and downloads do not depend on the screen");

// A visitor's browser as a person's (Playwright's headless one names itself a robot, which the shop does not count).
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const figure = async (locator: Locator) => Number(((await locator.textContent()) ?? "").replace(/\s/g, ""));

test("a visitor's product view and addition reach the funnel; the administrator reads the figures, their tables and downloads the CSV", async ({
  adminPage: page,
  browser,
}, info) => {
  test.slow(); // A visitor's page, the analytics page twice with axe, a download, on a shared 2-core machine.
  const visitor = await browser.newContext({ baseURL: info.project.use.baseURL, userAgent: VISITOR_AGENT });
  const shopper = hydrating(await visitor.newPage());
  const sent = (kind: string) =>
    shopper.waitForResponse(
      (res) => res.url().endsWith("/api/events") && (res.request().postData() ?? "").includes(kind),
    );
  const viewed = sent('"product_view"');
  await shopper.goto("/miel/sidr_malaki_yemen");
  const view = await viewed;
  expect(view.status()).toBe(204);
  expect(await view.headerValue("set-cookie")).toBeNull();
  expect(JSON.parse(view.request().postData()!)).toEqual({
    kind: "product_view",
    product_id: "sidr_malaki_yemen",
    path: "/miel/sidr_malaki_yemen",
  });
  const added = sent('"add_to_cart"');
  await shopper.getByRole("button", { name: "Ajouter au panier" }).click();
  expect((await added).status()).toBe(204);
  // The visitor got no cookie from the shop for being counted.
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();
  // A guest's test order (simulated card): in demonstration mode it is counted, and the page says so.
  const paid = await guestPaidOrder(browser, info.project.use.baseURL, `analytique.${Date.now()}@example.fr`, [
    { id: "parfum_homme_2", name: "Mr.H", price: 2999, quantity: 1, image: "/images/products/parfum_homme_2.svg" },
  ]);
  await paid.context.close();

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Analytique" }).click();
  await expect(page).toHaveURL(/\/admin\/analytique$/);
  await expect(page.getByRole("heading", { name: "Analytique", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Période", { exact: true })).toHaveValue("30d");
  expect(await figure(page.getByTestId("visiteurs"))).toBeGreaterThanOrEqual(1);
  // Every order of the browser tests is a test order (simulated payments): the demonstration counts them, labelled.
  await expect(page.getByText("Commandes de test incluses — mode démonstration", { exact: true })).toBeVisible();
  await expect(
    page.getByText("en mode démonstration, les commandes de test (paiements simulés) sont comptées"),
  ).toBeVisible();
  expect(await figure(page.getByTestId("commandes"))).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("ca")).not.toHaveText("0,00\u00a0€");
  await expect(page.getByTestId("graphique-ca-canvas")).toBeVisible();
  await expect(page.getByTestId("graphique-paiement-canvas")).toBeVisible();
  await expect(page.getByText("Pas encore de données sur cette période")).toHaveCount(0);
  await expectAccessible(page);

  // The spec's address, and another period (the GET form).
  await page.goto("/analytics");
  await page.getByLabel("Période", { exact: true }).selectOption("1d");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page).toHaveURL(/\/analytics\?period=1d$/);
  await expect(page.getByText(/^24 heures jusqu'au/)).toBeVisible();
  await expect(page.getByLabel("Période", { exact: true })).toHaveValue("1d");

  // The charts read as tables.
  const funnel = page.getByRole("region", { name: "Tunnel de conversion (visiteurs distincts par jour)", exact: true });
  await funnel.getByText("Voir les données en tableau").click();
  const table = funnel.getByRole("table", { name: /Tunnel de conversion/ });
  await expect(table).toBeVisible();
  for (const step of [/Vues de produit/, /Ajouts au panier/]) {
    const visitors = table.getByRole("row", { name: step }).getByRole("cell").first();
    expect(await figure(visitors)).toBeGreaterThanOrEqual(1);
  }
  const revenue = page.getByRole("region", {
    name: "Chiffre d'affaires par heure (payé moins remboursé, TTC)",
    exact: true,
  });
  await revenue.getByText("Voir les données en tableau").click();
  await expect(revenue.getByRole("table")).toBeVisible();
  // A heading row and the 24 or 25 Paris hours the last 24 hours touch.
  expect(await revenue.getByRole("table").getByRole("row").count()).toBeGreaterThanOrEqual(25);
  await expect(page.getByRole("link", { name: "Gérer les codes promo" })).toHaveAttribute("href", "/admin/promo-codes");
  await expectAccessible(page);

  const link = page.getByRole("link", { name: "Chiffres de la période" });
  await expect(link).toHaveAttribute("href", "/api/admin/analytics/export?period=1d&kind=figures");
  let csv: string;
  if (info.project.name === "desktop") {
    const download = await downloadFrom(page, link);
    expect(download.suggestedFilename()).toMatch(/^analytique-chiffres-1d-\d{4}-\d{2}-\d{2}\.csv$/);
    csv = readFileSync((await download.path())!, "utf8");
  } else {
    // Chromium's phone emulation starts no download for a link: the same call with the page's session.
    const res = await page.request.get("/api/admin/analytics/export?period=1d&kind=figures");
    expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="analytique-chiffres-1d-/);
    csv = await res.text();
  }
  expect(csv.startsWith("\uFEFFRubrique;Indicateur;24 heures jusqu'au")).toBe(true);
  expect(csv).toMatch(/\r\nTunnel \(visiteurs par jour\);Ajouts au panier;[1-9]\d*;\d+\r\n/);
});
