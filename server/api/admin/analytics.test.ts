import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "#server/lib/csv";
import { apiClient } from "#server/testing/api-client";
import { insertOrderRow } from "#server/testing/back-office-rows";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();

const exportOf = (query: string, cookie?: string) =>
  shop.api.request("GET", `/api/admin/analytics/export${query}`, { cookie });

/** A shop taking real payments (no simulated provider): its test orders stay out of the figures. */
const REAL_PAYMENTS = {
  CARD_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_maisonh_standin_51HxYz",
  STRIPE_WEBHOOK_SECRET: "whsec_maisonh_standin_0123456789",
  STRIPE_API_URL: "http://127.0.0.1:9",
  CRYPTO_PROVIDER: "btcpay",
  BTCPAY_URL: "http://127.0.0.1:9",
  BTCPAY_API_KEY: "maisonh0standin0greenfield0key0123456789",
  BTCPAY_STORE_ID: "MaisonHStandInStore9",
  BTCPAY_WEBHOOK_SECRET: "maisonh-btcpay-webhook-secret-2025",
};
const realExportOf = (query: string, cookie?: string) =>
  apiClient(shop.appWith(REAL_PAYMENTS)).request("GET", `/api/admin/analytics/export${query}`, { cookie });

describe("GET /api/admin/analytics/export", () => {
  it("exports the period's paid orders as CSV for French Excel, test orders left out with real payments, formulas defused", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const paidAt = new Date(Date.now() - 3600_000);
    await insertOrderRow(shop.db, {
      status: "paid",
      paidAt,
      totalCents: 4599,
      subtotalCents: 4300,
      shippingCents: 299,
      email: "claire@exemple.fr",
      promoCode: "PROMO5",
      shippingAddress: {
        firstName: '=HYPERLINK("http://x")',
        lastName: "M",
        email: "claire@exemple.fr",
        phone: "",
        address: "",
        address2: "",
        city: "",
        postalCode: "",
        // Written by a hostile client straight into the row: a formula in a cell the customer fills.
        country: "=cmd|' /C calc'!A0" as "France",
      },
    });
    await insertOrderRow(shop.db, {
      status: "paid",
      paidAt,
      totalCents: 9999,
      testMode: true,
      email: "demo@exemple.fr",
    });
    // Paid 10 days ago: outside 7 days.
    await insertOrderRow(shop.db, {
      status: "paid",
      paidAt: new Date(Date.now() - 10 * 86_400_000),
      email: "ancien@exemple.fr",
    });

    const res = await realExportOf("?period=7d&kind=orders", admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="analytique-commandes-7d-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(
      "Référence;Payée le;État;E-mail;Paiement;Sous-total (€);Remise (€);Code promo;Livraison (€);Total TTC (€);Remboursé (€);Pays",
    );
    expect(lines.filter(Boolean)).toHaveLength(2);
    const cells = lines[1]!.split(";");
    expect(cells.slice(2, 11)).toEqual([
      "Payée",
      "claire@exemple.fr",
      "Carte bancaire",
      "43",
      "0",
      "PROMO5",
      "2,99",
      "45,99",
      "0",
    ]);
    // The country cell came from the customer: it starts with a quote, so a spreadsheet shows it as text.
    expect(lines[1]).toContain(`'=cmd|' /C calc'!A0`);
    expect(lines.join("\n")).not.toContain("demo@exemple.fr");
    expect(lines.join("\n")).not.toContain("ancien@exemple.fr");

    // Demonstration mode (the simulated providers): the test order is in, said to be one.
    const demo = (await (await exportOf("?period=7d&kind=orders", admin.token)).text()).split("\r\n");
    expect(demo[0]).toMatch(/;Pays;Commande de test$/);
    expect(demo.filter(Boolean)).toHaveLength(3);
    expect(demo.find((l) => l.includes("demo@exemple.fr"))).toMatch(/;oui$/);
    expect(demo.find((l) => l.includes("claire@exemple.fr"))).toMatch(/;non$/);
    const figures = await (await exportOf("?period=7d&kind=figures", admin.token)).text();
    expect(figures).toContain("Commandes de test incluses — mode démonstration");
    expect(figures).toContain("Ventes;Commandes payées;2;1\r\n");
    expect(await (await realExportOf("?period=7d&kind=figures", admin.token)).text()).not.toContain("test incluses");
  });

  it("exports the figures with the previous period beside them", async () => {
    const admin = await createSignedInAdmin(shop.db);
    await insertOrderRow(shop.db, { status: "paid", paidAt: new Date(Date.now() - 3600_000), totalCents: 3000 });
    const res = await realExportOf("?period=1d&kind=figures", admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("analytique-chiffres-1d-");
    const text = (await res.text()).replace(/^\uFEFF/, "");
    expect(text).toContain("Ventes;Chiffre d'affaires TTC, payé moins remboursé (€);30;0\r\n");
    expect(text).toContain("Ventes;Commandes payées;1;0\r\n");
    expect(text).toContain("Tunnel (visiteurs par jour);Commandes payées;1;0\r\n");
    expect(text.split("\r\n")[0]).toMatch(/^Rubrique;Indicateur;24 heures jusqu'au .+;Période précédente$/);
  });

  it("refuses visitors (401), customers (403) and unknown periods or kinds (400 in French)", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const admin = await createSignedInAdmin(shop.db);
    expect((await exportOf("?period=7d&kind=orders")).status).toBe(401);
    expect((await exportOf("?period=7d&kind=orders", customer.token)).status).toBe(403);
    for (const query of ["?period=2d&kind=orders", "?period=7d&kind=clients", "?period=7d"]) {
      const res = await exportOf(query, admin.token);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/[a-z]/);
    }
  });
});

describe("CSV cells", () => {
  it("quotes separators, quotes and line breaks; defuses formulas in text, not in numbers", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvCell("ligne\nsuite")).toBe('"ligne\nsuite"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}1+1`).startsWith(`'`) || csvCell(`${start}1+1`).startsWith(`"'`)).toBe(true);
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell(-12.5)).toBe("-12,5");
    expect(csvCell(null)).toBe("");
    expect(csvDocument([["a", 1]])).toBe("\uFEFFa;1\r\n");
  });
});
