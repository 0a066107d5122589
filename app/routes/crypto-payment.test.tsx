import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CryptoOrderView } from "#app/lib/crypto";
import { jeanneAddress } from "#app/testing/checkout-fixtures";
import { shopRoot } from "#app/testing/shop-route";
import CryptoPayment from "./crypto-payment";

const cartData = {
  items: [{ id: "parfum_femme_2", name: "Mme.H — Fleur d'Oranger", price: 2999, quantity: 1 }],
  total: 2999,
  final_total: 3298,
  applied_promo: null,
  shipping_address: jeanneAddress,
  guest_email: "jeanne@example.fr",
  is_guest: true,
};

const charge = {
  amount: 38.26,
  amount_eur_cents: 3298,
  crypto_amount: "0.00034629",
  currency: "BTC",
  charge_id: "inv_sim_abc",
  hosted_url: "/crypto-simule/inv_sim_abc",
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  reference: "MH-ABCDEFGH",
};

const statusOf = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  order_status: status === "paid" ? "paid" : "pending_payment",
  reference: "MH-ABCDEFGH",
  charge_id: "inv_sim_abc",
  expires_at: charge.expires_at,
  paid: status === "paid",
  redirect_url: status === "paid" ? "/paiement/succes?session_id=inv_sim_abc" : null,
  invoice_status: "New",
  additional_status: "None",
  ...extra,
});

function renderPage(order: CryptoOrderView | null = null, requested = false, entry = "/crypto-payment") {
  const Stub = createRoutesStub([
    shopRoot([
      {
        path: "crypto-payment",
        Component: CryptoPayment,
        loader: () => ({ order, requested, linkTotalCents: null, simulated: true }),
      },
      { path: "panier", Component: () => <h1>Mon panier</h1> },
      { path: "paiement/succes", Component: () => <h1>Paiement réussi !</h1> },
    ]),
  ]);
  return render(<Stub initialEntries={[entry]} />);
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { date: new Date().toUTCString() } }));
let calls: { url: string; body: unknown }[] = [];

function stubFetch(routes: { create?: () => Promise<Response>; status?: () => Promise<Response> }) {
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith("/api/crypto/create")) return routes.create?.() ?? json({ detail: "inattendu" }, 500);
    if (url.startsWith("/api/crypto/status/")) return routes.status?.() ?? json(statusOf("pending"));
    if (url.endsWith("/shipping")) return json({ shipping_cost_cents: 299, free_shipping: false, message: "" });
    return json({}, 404);
  });
}

beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStorage.clear();
});

describe("/crypto-payment", () => {
  it("names the pickup point chosen at checkout, asked again of the shop, and sends its id with the order", async () => {
    const point = {
      id: "SIM-FR-69003-2",
      carrier: "Mondial Relay (simulation)",
      name: "Relais n° 2",
      street: "2 rue fictive",
      postal_code: "69003",
      city: "Lyon",
      distance_metres: 420,
      opening_hours: [],
    };
    localStorage.setItem("maisonh_crypto_cart_data", JSON.stringify({ ...cartData, pickup_point_id: point.id }));
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes("/shipping/pickup-points?country=France&postal_code=69003")) return json({ points: [point] });
      if (url.startsWith("/api/crypto/create")) return json(charge);
      if (url.endsWith("/shipping")) return json({ shipping_cost_cents: 299, free_shipping: false, message: "" });
      return json({}, 404);
    });
    renderPage();
    const delivery = await screen.findByRole("region", { name: "Livraison" });
    await waitFor(() =>
      expect(delivery.textContent).toContain(
        "Point relais : Relais n° 2, 2 rue fictive, 69003 Lyon (Mondial Relay (simulation))",
      ),
    );
    expect(delivery.textContent).toContain("Au nom de :Jeanne Martin");
    expect(screen.getByRole("link", { name: "Modifier l'adresse ou le point relais" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Payer avec BTC" }));
    await screen.findByTestId("charge-id");
    expect(calls.find((c) => c.url === "/api/crypto/create/cart")!.body).toMatchObject({
      delivery_method: "pickup",
      pickup_point_id: "SIM-FR-69003-2",
    });
  });

  it("says the express delivery chosen at checkout and sends it with the order", async () => {
    localStorage.setItem("maisonh_crypto_cart_data", JSON.stringify({ ...cartData, express: true }));
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return url.startsWith("/api/crypto/create") ? json(charge) : json({}, 404);
    });
    renderPage();
    const delivery = await screen.findByRole("region", { name: "Livraison" });
    expect(delivery.textContent).toContain("Livraison express");
    fireEvent.click(await screen.findByRole("button", { name: "Payer avec BTC" }));
    await screen.findByTestId("charge-id");
    expect(calls.find((c) => c.url === "/api/crypto/create/cart")!.body).toMatchObject({ delivery_method: "express" });
  });

  it("says there is nothing to pay without stored data, with the basket and home", async () => {
    stubFetch({});
    renderPage();
    expect(await screen.findByRole("heading", { name: "Aucune donnée de commande" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Aucune donnée de commande disponible");
    expect(screen.getByRole("link", { name: "Retour au panier" }).getAttribute("href")).toBe("/panier");
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe("/");
  });

  it("pays the stored basket with the chosen currency, empties the basket and shows the invoice", async () => {
    localStorage.setItem("maisonh_crypto_cart_data", JSON.stringify(cartData));
    localStorage.setItem("maisonh_guest_checkout_data", "{}");
    localStorage.setItem("maisonh_cart", JSON.stringify([{ ...cartData.items[0], image: "/x.svg" }]));
    stubFetch({ create: () => json(charge) });
    renderPage();
    const bitcoin = (await screen.findByRole("radio", { name: /Bitcoin/ })) as HTMLInputElement;
    expect(bitcoin.checked).toBe(true);
    expect(screen.getByTestId("total").textContent).toBe("32,98\u00a0€");
    fireEvent.click(screen.getByRole("radio", { name: /Ethereum/ }));
    fireEvent.click(screen.getByRole("radio", { name: /Bitcoin/ }));
    fireEvent.click(screen.getByRole("button", { name: "Payer avec BTC" }));

    expect((await screen.findByTestId("charge-id")).textContent).toBe("inv_sim_abc");
    expect(screen.getByTestId("usd-amount").textContent).toMatch(/^38,26\s\$US$/);
    expect(screen.getByTestId("crypto-amount").textContent).toBe("0,00034629\u00a0BTC");
    // Euros first, then the crypto sum; the provider's dollars last.
    const amounts = [...document.querySelectorAll("[data-testid$='-amount']")].map((el) =>
      el.getAttribute("data-testid"),
    );
    expect(amounts).toEqual(["eur-amount", "crypto-amount", "usd-amount"]);
    expect(screen.getByTestId("countdown").textContent).toMatch(/^1[45]:\d\d$/);
    const link = screen.getByRole("link", { name: /Ouvrir la page de paiement/ });
    expect(link.getAttribute("href")).toBe("/crypto-simule/inv_sim_abc");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
    expect(await screen.findByText("En attente de votre paiement")).toBeTruthy();

    const sent = calls.find((c) => c.url === "/api/crypto/create/cart")!.body;
    expect(sent).toMatchObject({ currency: "BTC", final_total_cents: 3298, guest_email: "jeanne@example.fr" });
    expect(localStorage.getItem("maisonh_crypto_cart_data")).toBeNull();
    expect(localStorage.getItem("maisonh_guest_checkout_data")).toBeNull();
    await waitFor(() => expect(localStorage.getItem("maisonh_cart")).toBeNull());
    // Kept for this tab, so a reload finds the invoice again.
    expect(JSON.parse(sessionStorage.getItem("maisonh_crypto_charge")!)).toMatchObject({ search: "", charge });
  });

  it("finds this tab's invoice again after a reload, unless the checkout sent a newer order", async () => {
    const kept = {
      search: "",
      charge,
      deadline: Date.now() + 10 * 60_000,
      order: { kind: "cart", lines: [], subtotalCents: 2999, discountCents: 0, shippingCents: 299, totalCents: 3298 },
      basket: [],
    };
    sessionStorage.setItem("maisonh_crypto_charge", JSON.stringify(kept));
    stubFetch({});
    renderPage();
    expect((await screen.findByTestId("charge-id")).textContent).toBe("inv_sim_abc");
    expect(screen.getByTestId("countdown").textContent).toMatch(/^(10:00|09:5\d)$/);
    cleanup();

    localStorage.setItem("maisonh_crypto_cart_data", JSON.stringify(cartData));
    renderPage();
    expect(await screen.findByRole("button", { name: "Payer avec BTC" })).toBeTruthy();
    expect(screen.queryByTestId("charge-id")).toBeNull();
  });

  it("goes to the success page once the status says paid", async () => {
    localStorage.setItem("maisonh_crypto_cart_data", JSON.stringify(cartData));
    stubFetch({ create: () => json(charge), status: () => json(statusOf("paid")) });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Payer avec BTC" }));
    expect(await screen.findByRole("heading", { name: "Paiement réussi !" })).toBeTruthy();
    expect(sessionStorage.getItem("maisonh_crypto_charge")).toBeNull();
  });

  it("explains an under-payment to be reviewed by the team", async () => {
    localStorage.setItem("maisonh_crypto_cart_data", JSON.stringify(cartData));
    stubFetch({
      create: () => json(charge),
      status: () => json(statusOf("review", { additional_status: "PaidPartial" })),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Payer avec BTC" }));
    expect(await screen.findByText("Paiement à vérifier")).toBeTruthy();
    expect(screen.getByText(/notre équipe vérifiera la transaction/)).toBeTruthy();
  });

  it("shows the server's detail, or the spec's message when the server cannot be reached", async () => {
    localStorage.setItem("maisonh_crypto_cart_data", JSON.stringify(cartData));
    let answer = () => json({ detail: "« Mme.H — Fleur d'Oranger » est épuisé." }, 409);
    stubFetch({ create: () => answer() });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Payer avec BTC" }));
    expect((await screen.findByRole("alert")).textContent).toContain("« Mme.H — Fleur d'Oranger » est épuisé.");
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    fireEvent.click(screen.getByRole("button", { name: "Payer avec BTC" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Échec de la création du paiement"));
    // Nothing was spent: the basket's data is still there.
    expect(localStorage.getItem("maisonh_crypto_cart_data")).not.toBeNull();
  });

  it("asks for the delivery address of a package before paying", async () => {
    stubFetch({ create: () => json({ ...charge, amount_eur_cents: 8900 }) });
    renderPage(
      {
        kind: "package",
        packageId: "miel_manuka",
        lines: [{ id: "miel_manuka", name: "Miel de Manuka UMF 10+", unitCents: 8900, quantity: 1 }],
        totalCents: 8900,
      },
      true,
      "/crypto-payment?package=miel_manuka",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Payer avec BTC" }));
    expect(screen.getByText("Prénom requis")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Prénom")));
    expect(calls.some((c) => c.url.startsWith("/api/crypto/create"))).toBe(false);
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type("Prénom", "Jeanne");
    type("Nom", "Martin");
    type("E-mail", "jeanne@example.fr");
    type("Téléphone", "0612345678");
    type("Adresse", "3 rue des Lilas");
    type("Ville", "Lyon");
    type("Code postal", "69003");
    fireEvent.click(screen.getByRole("button", { name: "Payer avec BTC" }));
    expect(await screen.findByTestId("charge-id")).toBeTruthy();
    expect(calls.find((c) => c.url === "/api/crypto/create")!.body).toMatchObject({
      package_id: "miel_manuka",
      currency: "BTC",
      guest_email: "jeanne@example.fr",
      shipping_address: { city: "Lyon" },
    });
  });
});
