import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CartProvider } from "#app/state/cart";
import { UNDO_MS } from "#app/hooks/use-basket-undo";
import Basket from "./basket";
import { ESTIMATES } from "#app/testing/checkout-fixtures";

const lines = [{ id: "parfum_homme_2", name: "Mr.H — Oud Royal", price: 2999, quantity: 2, image: "/x.svg" }];

function renderBasket() {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ config: { shortName: "maisonh", freeShippingFromCents: 4500 }, viewer: null }),
      HydrateFallback: () => null,
      Component: () => (
        <CartProvider shortName="maisonh">
          <Basket
            loaderData={{
              packs: [{ code: "PACK50", size: 2, priceCents: 5000 }],
              measures: { parfum_homme_2: { quantity: 50, unit: "ml" } },
              delivery: ESTIMATES,
            }}
          />
        </CartProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const shippingQuote = { shipping_cost_cents: 0, free_shipping: true, message: "Livraison offerte", methods: [] };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem("maisonh_cart", JSON.stringify(lines));
});

describe("the basket's promo box", () => {
  it("is disabled while blank, upper-cases what is typed, and shows the server's refusal", async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal("fetch", (url: string) =>
      url.endsWith("/shipping") ? json(shippingQuote) : new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderBasket();
    const input = await screen.findByLabelText("Code promo");
    const button = screen.getByRole("button", { name: "Appliquer" });
    expect(button).toHaveProperty("disabled", true);
    fireEvent.change(input, { target: { value: "  " } });
    expect(button).toHaveProperty("disabled", true);
    fireEvent.change(input, { target: { value: "promo5" } });
    expect(input).toHaveProperty("value", "PROMO5");
    fireEvent.submit(input.closest("form")!);
    expect(await screen.findByRole("button", { name: "Vérification..." })).toHaveProperty("disabled", true);
    await act(async () => {
      answer(new Response(JSON.stringify({ valid: false, message: "Code promo inconnu. Vérifiez son orthographe." })));
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Code promo inconnu. Vérifiez son orthographe.");
  });

  it("says so when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", (url: string) =>
      url.endsWith("/shipping") ? json(shippingQuote) : Promise.reject(new TypeError("réseau")),
    );
    renderBasket();
    fireEvent.change(await screen.findByLabelText("Code promo"), { target: { value: "PROMO5" } });
    fireEvent.click(screen.getByRole("button", { name: "Appliquer" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Erreur lors de la validation du code");
  });

  it("applies a valid code, shows the discount, and removes it", async () => {
    vi.stubGlobal("fetch", (url: string) =>
      url.endsWith("/shipping")
        ? json(shippingQuote)
        : json({
            valid: true,
            message: "Code PACK50 appliqué : 9,98 € de réduction.",
            discount_cents: 998,
            free_shipping: false,
            promotion_details: { code: "PACK50", name: "Pack 2 parfums" },
          }),
    );
    renderBasket();
    fireEvent.change(await screen.findByLabelText("Code promo"), { target: { value: "pack50" } });
    fireEvent.click(screen.getByRole("button", { name: "Appliquer" }));
    expect((await screen.findByTestId("discount")).textContent).toBe("−9,98\u00a0€");
    await waitFor(() => expect(screen.getByTestId("total").textContent).toBe("50,00\u00a0€"));
    expect(sessionStorage.getItem("maisonh_promo")).toBe("PACK50");
    fireEvent.click(screen.getByRole("button", { name: "Retirer le code" }));
    expect(screen.queryByTestId("discount")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("total").textContent).toBe("59,98\u00a0€"));
    expect(sessionStorage.getItem("maisonh_promo")).toBeNull();
  });
});

describe("the basket's quantity buttons", () => {
  it("stop at 10 of an article and say why", async () => {
    vi.stubGlobal("fetch", () => json(shippingQuote));
    localStorage.setItem("maisonh_cart", JSON.stringify([{ ...lines[0], quantity: 9 }]));
    renderBasket();
    const plus = await screen.findByRole("button", { name: "Augmenter la quantité de Mr.H — Oud Royal" });
    expect(plus).toHaveProperty("disabled", false);
    expect(screen.queryByText("10 exemplaires au plus par article.")).toBeNull();
    fireEvent.click(plus);
    expect(await screen.findByLabelText("Quantité : 10")).toBeTruthy();
    expect(plus).toHaveProperty("disabled", true);
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toContain("10 exemplaires au plus par article.");
    fireEvent.click(plus);
    expect(screen.getByLabelText("Quantité : 10")).toBeTruthy();
  });
});

describe("the basket's unit prices (decision 039)", () => {
  it("gives a perfume line its price per litre from the catalogue's volume", async () => {
    vi.stubGlobal("fetch", () => json(shippingQuote));
    renderBasket();
    expect((await screen.findByTestId("unit-price")).textContent).toBe(" · 599,80\u00a0€/L");
  });
});

describe("the basket's estimated delivery (decision 100)", () => {
  it("shows France's until another country was chosen in the tab, then that country's", async () => {
    vi.stubGlobal("fetch", () => json(shippingQuote));
    renderBasket();
    expect((await screen.findByTestId("delivery-estimate")).textContent).toBe(ESTIMATES.France.home);
    cleanup();
    sessionStorage.setItem("maisonh_delivery_country", "Luxembourg");
    renderBasket();
    await waitFor(() => expect(screen.getByTestId("delivery-estimate").textContent).toBe(ESTIMATES.Luxembourg.home));
  });

  it("lists every method the server offers for the basket, with its price and date (decision 109)", async () => {
    const method = (name: string, id: string, cents: number, free: boolean, available = true) => ({
      method: id,
      name,
      available,
      shipping_cost_cents: cents,
      free_shipping: free,
      free_shipping_threshold_cents: null,
      message: "",
    });
    let asked: unknown;
    vi.stubGlobal("fetch", (_url: string, init?: RequestInit) => {
      asked = JSON.parse(String(init?.body));
      return json({
        ...shippingQuote,
        methods: [
          method("Livraison à domicile", "home", 0, true),
          method("Livraison en point relais", "pickup", 0, true),
          method("Livraison express", "express", 990, false),
        ],
      });
    });
    renderBasket();
    const list = await screen.findByTestId("delivery-options");
    expect(screen.getByTestId("delivery-estimate").textContent).toBe(ESTIMATES.France.home);
    expect([...list.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      `Livraison en point relais · Offerte${ESTIMATES.France.pickup}`,
      `Livraison express · 9,90\u00a0€${ESTIMATES.France.express}`,
    ]);
    // The lines go with the amount: their weight chooses the band.
    expect(asked).toMatchObject({ country: "France", items: [{ id: "parfum_homme_2", quantity: 2 }] });
  });
});

describe("the basket's removals with « Annuler »", () => {
  const honey = { id: "sidr_malaki_yemen_50g", name: "Miel de Sidr — 50 g", price: 1199, quantity: 1, image: "/y.svg" };
  const undoNotice = () => screen.getAllByRole("status").find((s) => s.textContent?.includes("Annuler"));

  it("« − » at 1 removes the line, says so politely and puts it back in its place on « Annuler »", async () => {
    vi.stubGlobal("fetch", () => json(shippingQuote));
    localStorage.setItem("maisonh_cart", JSON.stringify([honey, ...lines]));
    renderBasket();
    fireEvent.click(await screen.findByRole("button", { name: "Diminuer la quantité de Miel de Sidr — 50 g" }));
    expect(undoNotice()?.textContent).toBe("Article retiré : Miel de Sidr — 50 g.Annuler");
    expect(screen.queryByText("Miel de Sidr — 50 g")).toBeNull();
    await waitFor(() => expect(localStorage.getItem("maisonh_cart")).not.toContain("sidr"));
    fireEvent.click(screen.getByRole("button", { name: "Annuler" }));
    expect(screen.getAllByText(/^(Miel de Sidr — 50 g|Mr\.H — Oud Royal)$/).map((e) => e.textContent)).toEqual([
      "Miel de Sidr — 50 g",
      "Mr.H — Oud Royal",
    ]);
    expect(undoNotice()).toBeUndefined();
    await waitFor(() => expect(JSON.parse(localStorage.getItem("maisonh_cart")!)).toEqual([honey, ...lines]));
  });

  it("« Vider le panier » empties it, and « Annuler » brings every line back", async () => {
    vi.stubGlobal("fetch", () => json(shippingQuote));
    localStorage.setItem("maisonh_cart", JSON.stringify([honey, ...lines]));
    renderBasket();
    fireEvent.click(await screen.findByRole("button", { name: "Vider le panier" }));
    expect(screen.getByText("Votre panier est vide")).toBeTruthy();
    expect(undoNotice()?.textContent).toBe("Panier vidé.Annuler");
    fireEvent.click(screen.getByRole("button", { name: "Annuler" }));
    expect(await screen.findByText("Mr.H — Oud Royal")).toBeTruthy();
    await waitFor(() => expect(JSON.parse(localStorage.getItem("maisonh_cart")!)).toEqual([honey, ...lines]));
  });

  it("gives « Annuler » the focus the removal took away, and takes it away some seconds after it is left", async () => {
    vi.stubGlobal("fetch", () => json(shippingQuote));
    renderBasket();
    const minus = await screen.findByRole("button", { name: "Diminuer la quantité de Mr.H — Oud Royal" });
    vi.useFakeTimers();
    try {
      fireEvent.click(minus);
      fireEvent.click(minus);
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Annuler" }));
      act(() => screen.getByRole("link", { name: "Découvrir nos miels" }).focus());
      act(() => {
        vi.advanceTimersByTime(UNDO_MS - 100);
      });
      expect(undoNotice()).toBeDefined();
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(undoNotice()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
