import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { shopRoot } from "#app/testing/shop-route";
import Checkout from "./checkout";
import { AT_DISPATCH, ESTIMATES } from "#app/testing/checkout-fixtures";

const checkoutData = {
  items: [{ id: "parfum_homme_2", name: "Mr.H — Oud Royal", price: 2999, quantity: 1 }],
  totalAmount: 2999,
  appliedPromo: null,
  freeShipping: false,
  shippingCost: 299,
  finalTotal: 3298,
};

function renderCheckout(viewer: { email: string; fullName: string } | null = null) {
  const Stub = createRoutesStub([
    shopRoot(
      [
        { path: "checkout", Component: Checkout, loader: () => ({ delivery: ESTIMATES, addresses: [] }) },
        { path: "panier", Component: () => <h1>Mon panier</h1> },
        { path: "crypto-payment", Component: () => <h1>Paiement en cryptomonnaie</h1> },
      ],
      viewer,
    ),
  ]);
  return render(<Stub initialEntries={["/checkout"]} />);
}

/** The checkout as a guest finds it, once its form is on screen. */
async function guestForm() {
  renderCheckout();
  await screen.findByLabelText("Prénom");
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
/** The server's quote (POST /api/promotions/shipping): in France three methods, elsewhere home alone. */
function quote(body: unknown) {
  const france = (body as { country?: string } | undefined)?.country === "France";
  const method = (name: string, method: string, cents: number, available: boolean) => ({
    method,
    name,
    available,
    shipping_cost_cents: available ? cents : 0,
    free_shipping: false,
    free_shipping_threshold_cents: null,
    message: "",
  });
  return {
    shipping_cost_cents: 299,
    free_shipping: false,
    message: "",
    methods: [
      method("Livraison à domicile", "home", 299, true),
      method("Livraison en point relais", "pickup", 249, france),
      method("Livraison express", "express", 990, france),
    ],
  };
}
const label = (text: string) => screen.getByLabelText(text) as HTMLInputElement;
const type = (text: string, value: string) => fireEvent.change(label(text), { target: { value } });
// The summary's button (large screens) and the pay bar's (phones) are one each per screen; jsdom has no CSS.
const payButtons = (name: string | RegExp) => screen.getAllByRole("button", { name });
const submit = () => fireEvent.click(payButtons(/^Finaliser l'achat/)[0]!);

function fillValidForm() {
  type("Votre e-mail", "jeanne@example.fr");
  type("Prénom", " Jeanne ");
  type("Nom", "Martin");
  type("Téléphone", "06 12 34 56 78");
  type("Adresse", "3 rue des Lilas");
  type("Ville", "Lyon");
  type("Code postal", "69003");
}

let calls: { url: string; body: unknown }[] = [];
/** What the page sent with navigator.sendBeacon (the funnel's events). */
let beacons: { url: string; body: unknown }[] = [];
let beaconSpy: MockInstance<Navigator["sendBeacon"]>;

beforeEach(() => {
  calls = [];
  beacons = [];
  beaconSpy = vi.spyOn(navigator, "sendBeacon").mockImplementation((url, body) => {
    beacons.push({ url: String(url), body: JSON.parse(String(body)) });
    return true;
  });
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem("maisonh_guest_checkout_data", JSON.stringify(checkoutData));
});
afterEach(() => {
  beaconSpy.mockRestore();
});

function stubFetch(checkout: () => Promise<Response> = () => json({ detail: "inattendu" }, 500)) {
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return url.endsWith("/shipping") ? json(quote(calls.at(-1)!.body)) : checkout();
  });
}

describe("the checkout form's validation (spec §5)", () => {
  it("shows every message on an empty submit, marks the fields and focuses the first", async () => {
    stubFetch();
    renderCheckout();
    await screen.findByRole("heading", { name: "Adresse de livraison" });
    expect(screen.getByText("Pour recevoir la confirmation de commande")).toBeTruthy();
    expect(screen.getByText(/Achat rapide sans compte/)).toBeTruthy();
    submit();
    const expected: [string, string][] = [
      ["Votre e-mail", "Email requis"],
      ["Prénom", "Prénom requis"],
      ["Nom", "Nom requis"],
      ["Téléphone", "Téléphone requis"],
      ["Adresse", "Adresse requise"],
      ["Ville", "Ville requise"],
      ["Code postal", "Code postal requis"],
    ];
    for (const [field, message] of expected) {
      const input = label(field);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const described = input
        .getAttribute("aria-describedby")!
        .split(" ")
        .map((id) => document.getElementById(id));
      expect(described.map((el) => el?.textContent)).toContain(message);
    }
    expect(label("Complément d'adresse (facultatif)").getAttribute("aria-invalid")).toBeNull();
    expect(label("Pays").getAttribute("aria-invalid")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(label("Votre e-mail")));
    expect(calls.some((c) => c.url.includes("/checkout/"))).toBe(false);
  });

  it("refuses a malformed e-mail and phone number", async () => {
    stubFetch();
    await guestForm();
    fillValidForm();
    type("Votre e-mail", "jeanne@example");
    type("Téléphone", "06 12 34");
    submit();
    // A guest is asked the e-mail once: one field, one message.
    expect(screen.getAllByText("Format email invalide")).toHaveLength(1);
    expect(screen.queryByLabelText("E-mail")).toBeNull();
    expect(screen.getAllByRole("textbox", { name: /e-mail/i })).toHaveLength(1);
    expect(screen.getByText("Format téléphone invalide (ex: 06 12 34 56 78)")).toBeTruthy();
    expect(screen.queryByText("Prénom requis")).toBeNull();
  });

  it("checks the postal code against the chosen country before calling the server", async () => {
    stubFetch();
    await guestForm();
    fillValidForm();
    type("Code postal", "7500");
    submit();
    expect(screen.getByText("Code postal invalide : 5 chiffres en France (ex : 75001)")).toBeTruthy();
    expect(label("Code postal").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.url.includes("/checkout/"))).toBe(false);
  });

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    stubFetch();
    await guestForm();
    submit();
    expect(screen.getByText("Prénom requis")).toBeTruthy();
    type("Prénom", "J");
    expect(screen.queryByText("Prénom requis")).toBeNull();
    expect(label("Prénom").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Nom requis")).toBeTruthy();
    type("Téléphone", "0");
    expect(screen.queryByText("Téléphone requis")).toBeNull();
    expect(screen.getByText("Ville requise")).toBeTruthy();
  });

  it("shows who is signed in instead of the guest e-mail", async () => {
    stubFetch();
    renderCheckout({ email: "client@example.fr", fullName: "Client" });
    expect((await screen.findByText(/Connecté en tant que/)).textContent).toBe(
      "Connecté en tant que client@example.fr",
    );
    expect(screen.queryByLabelText("Votre e-mail")).toBeNull();
    expect(label("E-mail").value).toBe("client@example.fr");
  });
});

/**
 * The total, everywhere the page shows it: the side summary (wide screens), the folded one at the top (phones) and its
 * line, and the pay buttons — always the same figure (issue 34).
 */
function expectTotal(total: string) {
  const shown = [
    ...screen.getAllByTestId("total"),
    screen.getByTestId("folded-recap-total"),
    screen.getByTestId("pay-bar-total"),
  ].map((el) => el.textContent);
  expect(shown).toEqual([total, total, total, total]);
  expect(payButtons(/^Finaliser l'achat - /).map((button) => button.textContent)).toEqual([
    `Finaliser l'achat - ${total}`,
    `Finaliser l'achat - ${total}`,
  ]);
}

describe("the checkout page", () => {
  it("shows the server's estimated delivery for the chosen country (decision 100)", async () => {
    stubFetch();
    await guestForm();
    const estimate = () => screen.getAllByTestId("delivery-estimate").map((el) => el.textContent);
    await waitFor(() => expect(estimate()).toContain(ESTIMATES.France.home));
    fireEvent.change(label("Pays"), { target: { value: "Luxembourg" } });
    await waitFor(() => expect(estimate()).toContain(ESTIMATES.Luxembourg.home));
    fireEvent.change(label("Pays"), { target: { value: "Suisse" } });
    await waitFor(() => expect(estimate()).toContain(AT_DISPATCH));
  });

  it("says beside the pay button that the order obliges to pay, and links the CGV (L221-14, decision 033)", async () => {
    stubFetch();
    renderCheckout();
    await screen.findByRole("heading", { name: "Adresse de livraison" });
    for (const button of payButtons(/^Finaliser l'achat - /)) {
      expect(button.getAttribute("aria-describedby")).toBe("obligation-paiement");
    }
    expect(document.getElementById("obligation-paiement")?.textContent).toBe("Commande avec obligation de paiement");
    expect(screen.getByRole("link", { name: "conditions générales de vente" }).getAttribute("href")).toBe("/cgv");
  });

  it("folds the summary at the top of the page on a phone, its total in sight, the side summary after the form (issue 34)", async () => {
    stubFetch();
    await guestForm();
    await waitFor(() => expectTotal("32,98\u00a0€"));
    const folded = screen.getByTestId("folded-recap");
    expect(folded.tagName).toBe("DETAILS");
    expect((folded as HTMLDetailsElement).open).toBe(false);
    expect(folded.querySelector("summary")!.textContent).toBe(
      "Afficher le récapitulatifMasquer le récapitulatif32,98\u00a0€▾",
    );
    expect(folded.className).toMatch(/\blg:hidden\b/);
    // Before the form's first field; the side summary (wide screens) after them.
    const form = label("Prénom");
    expect(folded.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const side = screen.getByRole("complementary", { name: "Récapitulatif" });
    expect(form.compareDocumentPosition(side) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(folded.textContent).toContain(checkoutData.items[0]!.name);
  });

  it("goes back to the basket without stored data", async () => {
    stubFetch();
    localStorage.clear();
    renderCheckout();
    expect(await screen.findByRole("heading", { name: "Mon panier" })).toBeTruthy();
    // Nothing to check out: no checkout started.
    expect(beacons).toEqual([]);
  });

  it("counts one checkout started (a beacon with the page's path alone) when the stored basket is read", async () => {
    stubFetch();
    renderCheckout();
    await screen.findByRole("heading", { name: "Adresse de livraison" });
    // Sent by an effect, which React may run just after the form is on screen.
    await waitFor(() =>
      expect(beacons).toEqual([
        { url: "/api/events", body: { kind: "checkout_started", path: window.location.pathname } },
      ]),
    );
  });

  it("sends the trimmed form and takes the server's total after a refused one", async () => {
    stubFetch(() =>
      json(
        {
          detail: "Le montant de votre commande a changé : le total est de 35,98 € et non de 32,98 €.",
          subtotal_cents: 2999,
          discount_cents: 0,
          shipping_cost_cents: 599,
          free_shipping: false,
          final_total_cents: 3598,
        },
        409,
      ),
    );
    await guestForm();
    fillValidForm();
    expectTotal("32,98\u00a0€");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Erreur lors du paiement: Le montant de votre commande a changé : le total est de 35,98 € et non de 32,98 €.",
    );
    expectTotal("35,98\u00a0€");
    expect(payButtons("Finaliser l'achat - 35,98\u00a0€")).toHaveLength(2);
    expect(screen.getByTestId("pay-bar-total").textContent).toBe("35,98\u00a0€");
    const sent = calls.find((c) => c.url.endsWith("/checkout/cart"))!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      final_total_cents: 3298,
      guest_email: "jeanne@example.fr",
      shipping_address: { firstName: "Jeanne", email: "jeanne@example.fr", country: "France" },
    });
    // Only what the server reads (the API contract): no is_guest, origin_url, euro total nor line prices.
    expect(Object.keys(sent).sort()).toEqual(["final_total_cents", "guest_email", "items", "shipping_address"]);
    expect(label("Prénom").value).toBe("Jeanne");
    expect(localStorage.getItem("maisonh_guest_checkout_data")).not.toBeNull();
  });

  it("converts a basket stored before decision 098 once, shows its code and sends the code alone", async () => {
    const before = {
      ...checkoutData,
      items: [{ ...checkoutData.items[0], price: 4499 }],
      // Without promotion_details, the name is the code.
      appliedPromo: { code: "PROMO5", discount_amount: 500, free_shipping: true },
      discountAmount: 500,
      freeShipping: true,
    };
    localStorage.setItem("maisonh_guest_checkout_data", JSON.stringify(before));
    stubFetch();
    await guestForm();
    expect(screen.getAllByText("Réduction (code PROMO5)")).toHaveLength(2);
    expectTotal("39,99\u00a0€");
    expect(JSON.parse(localStorage.getItem("maisonh_guest_checkout_data")!)).toEqual({
      items: before.items,
      totalAmount: 3999,
      appliedPromo: { code: "PROMO5", name: "PROMO5", discount_cents: 500, free_shipping: true },
      freeShipping: true,
      shippingCost: 299,
      finalTotal: 3999,
    });
    fillValidForm();
    submit();
    await screen.findByRole("alert");
    const sent = calls.find((c) => c.url.endsWith("/checkout/cart"))!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ final_total_cents: 3999, promo_code: { code: "PROMO5" } });
    expect(sent.promo_code).toEqual({ code: "PROMO5" });
  });

  it("on success empties the stored data and the basket, then leaves for the payment page", async () => {
    localStorage.setItem("maisonh_cart", JSON.stringify([{ ...checkoutData.items[0], image: "/x.svg" }]));
    sessionStorage.setItem("maisonh_promo", "PROMO5");
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    let answer: (r: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    await guestForm();
    fillValidForm();
    submit();
    const busy = await screen.findAllByRole("button", { name: "Traitement..." });
    expect(busy.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true]);
    answer(new Response(JSON.stringify({ url: "/paiement-simule/cs_sim_1", reference: "MH-1", total_cents: 3298 })));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/paiement-simule/cs_sim_1"));
    expect(localStorage.getItem("maisonh_guest_checkout_data")).toBeNull();
    expect(localStorage.getItem("maisonh_cart")).toBeNull();
    expect(sessionStorage.getItem("maisonh_promo")).toBeNull();
    assign.mockRestore();
  });

  it("says so when no payment address comes back", async () => {
    stubFetch(() => json({ reference: "MH-1" }));
    await guestForm();
    fillValidForm();
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Erreur lors du paiement: Aucune URL de checkout reçue",
    );
    expect(payButtons("Finaliser l'achat - 32,98\u00a0€")[0]).toHaveProperty("disabled", false);
  });

  it("stores the crypto cart data and leaves for /crypto-payment", async () => {
    stubFetch();
    await guestForm();
    fillValidForm();
    fireEvent.click(screen.getByLabelText(/Cryptomonnaie/));
    submit();
    expect(await screen.findByRole("heading", { name: "Paiement en cryptomonnaie" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("maisonh_crypto_cart_data")!)).toMatchObject({
      items: checkoutData.items,
      total: 2999,
      final_total: 3298,
      applied_promo: null,
      guest_email: "jeanne@example.fr",
      is_guest: true,
    });
  });
});

describe("the delivery to a pickup point (decision 103)", () => {
  const week = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"].map((day) => ({
    day,
    hours: day === "dimanche" ? "fermé" : "9 h 00 – 19 h 00",
  }));
  const point = (n: number, distance: number) => ({
    id: `SIM-FR-69003-${n}`,
    carrier: "Mondial Relay (simulation)",
    name: `Relais n° ${n}`,
    street: `${n} rue fictive`,
    postal_code: "69003",
    city: "Lyon",
    distance_metres: distance,
    opening_hours: week,
  });
  const POINTS = [point(1, 350), point(2, 1230)];

  function stubCarrier(points: () => Promise<Response>, checkout = () => json({ detail: "inattendu" }, 500)) {
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith("/shipping")) return json(quote(calls.at(-1)!.body));
      return url.includes("/shipping/pickup-points") ? points() : checkout();
    });
  }
  const sentOrder = () => calls.find((c) => c.url.endsWith("/checkout/cart"))?.body as Record<string, unknown>;

  it("lists the points of the postal code as radios with address, distance and hours, and sends the chosen one", async () => {
    stubCarrier(() => json({ points: POINTS }));
    await guestForm();
    fillValidForm();
    expect(await screen.findByRole("radio", { name: /Livraison à domicile/ })).toHaveProperty("checked", true);
    fireEvent.click(await screen.findByRole("radio", { name: /en point relais/ }));
    const first = await screen.findByRole("radio", { name: /Relais n° 1 1 rue fictive, 69003 Lyon.*à 350 m/ });
    expect(screen.getByRole("radio", { name: /Relais n° 2 .*à 1,2 km/ })).toBeTruthy();
    expect(calls.some((c) => c.url.includes("pickup-points?country=France&postal_code=69003"))).toBe(true);
    const hours = screen.getByText("de Relais n° 1").closest("details")!;
    expect(hours.querySelector("summary")!.textContent).toBe("Horaires d'ouverture de Relais n° 1");
    expect(hours.textContent).toContain("dimanchefermé");

    submit();
    expect(await screen.findByText("Choisissez un point relais dans la liste.")).toBeTruthy();
    expect(sentOrder()).toBeUndefined();

    fireEvent.click(first);
    expect(screen.queryByText("Choisissez un point relais dans la liste.")).toBeNull();
    submit();
    await waitFor(() => expect(sentOrder()).toBeDefined());
    expect(sentOrder()).toMatchObject({ delivery_method: "pickup", pickup_point_id: "SIM-FR-69003-1" });
  });

  it("shows the carrier's refusal in the page and still orders at home", async () => {
    const silent =
      "Les points relais ne répondent pas pour le moment : choisissez la livraison à domicile ou réessayez.";
    stubCarrier(() => json({ detail: silent }, 503));
    await guestForm();
    fillValidForm();
    fireEvent.click(await screen.findByRole("radio", { name: /en point relais/ }));
    expect((await screen.findByRole("alert")).textContent).toContain(silent);
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Livraison à domicile/ }));
    submit();
    await waitFor(() => expect(sentOrder()).toBeDefined());
    expect(sentOrder()).not.toHaveProperty("delivery_method");
    expect(sentOrder()).not.toHaveProperty("pickup_point_id");
  });

  it("shows the server's refusal of a point gone since, beside the list", async () => {
    const gone = "Ce point relais n'est plus disponible : choisissez-en un autre.";
    stubCarrier(
      () => json({ points: POINTS }),
      () => json({ detail: gone, field: "pickup_point_id" }, 400),
    );
    await guestForm();
    fillValidForm();
    fireEvent.click(await screen.findByRole("radio", { name: /en point relais/ }));
    fireEvent.click(await screen.findByRole("radio", { name: /Relais n° 2/ }));
    submit();
    await waitFor(() => expect(screen.getAllByText(gone, { exact: false }).length).toBeGreaterThan(0));
    expect(screen.getByRole("radio", { name: /Relais n° 2/ })).toHaveProperty("checked", false);
  });

  it("keeps home delivery alone outside France, and says so", async () => {
    stubCarrier(() => json({ points: POINTS }));
    await guestForm();
    fireEvent.change(label("Pays"), { target: { value: "Belgique" } });
    // The page's text as read, its no-break spaces normalised.
    expect(await screen.findByText(`Livraison à domicile · 2,99 €. ${AT_DISPATCH}`)).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /en point relais/ })).toBeNull();
    expect(screen.queryByRole("radio", { name: /express/ })).toBeNull();
  });
});

describe("the delivery methods at checkout (decision 109)", () => {
  const sentOrder = () => calls.find((c) => c.url.endsWith("/checkout/cart"))?.body as Record<string, unknown>;

  it("lists each method with its price and date, and express changes the total, the estimate and the order sent", async () => {
    stubFetch();
    await guestForm();
    fillValidForm();
    const express = await screen.findByRole("radio", { name: /Livraison express · 9,90\u00a0€/ });
    expect(screen.getByRole("radio", { name: /Livraison à domicile · 2,99\u00a0€/ })).toHaveProperty("checked", true);
    expect(screen.getByText(`À l'adresse ci-dessus, en priorité. ${ESTIMATES.France.express}`)).toBeTruthy();
    expectTotal("32,98\u00a0€");
    fireEvent.click(express);
    expectTotal("39,89\u00a0€");
    expect(screen.getAllByTestId("delivery-estimate").map((el) => el.textContent)).toContain(ESTIMATES.France.express);
    submit();
    await waitFor(() => expect(sentOrder()).toBeDefined());
    expect(sentOrder()).toMatchObject({ delivery_method: "express", final_total_cents: 3989 });
    expect(sentOrder()).not.toHaveProperty("pickup_point_id");
  });

  it("keeps express charged with a code giving free delivery, home and pickup free", async () => {
    localStorage.setItem(
      "maisonh_guest_checkout_data",
      JSON.stringify({
        ...checkoutData,
        appliedPromo: { code: "PROMO5", name: "PROMO5", discount_cents: 500, free_shipping: true },
        totalAmount: 2499,
        freeShipping: true,
        shippingCost: 0,
        finalTotal: 2499,
      }),
    );
    stubFetch();
    await guestForm();
    expect(await screen.findByRole("radio", { name: /Livraison à domicile · Offerte/ })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Livraison en point relais · Offerte/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Livraison express · 9,90\u00a0€/ }));
    expectTotal("34,89\u00a0€");
  });

  it("goes back to home delivery when the country chosen has no express", async () => {
    stubFetch();
    await guestForm();
    fillValidForm();
    fireEvent.click(await screen.findByRole("radio", { name: /Livraison express/ }));
    fireEvent.change(label("Pays"), { target: { value: "Belgique" } });
    type("Code postal", "1000");
    type("Téléphone", "0470 12 34 56");
    await waitFor(() => expect(screen.queryByRole("radio", { name: /Livraison express/ })).toBeNull());
    submit();
    await waitFor(() => expect(sentOrder()).toBeDefined());
    expect(sentOrder()).not.toHaveProperty("delivery_method");
  });
});
