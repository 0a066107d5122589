import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CartProvider, useCart } from "./cart";

function Probe() {
  const cart = useCart();
  return (
    <div>
      <p data-testid="state">
        {JSON.stringify({ n: cart.totalItems, total: cart.totalAmount, loaded: cart.isLoaded })}
      </p>
      <button onClick={() => cart.addItem({ id: "parfum_homme_1", name: "Mr.H — Erba", price: 2999, image: "/a.svg" })}>
        ajouter
      </button>
      <button onClick={() => cart.clearCart()}>vider</button>
    </div>
  );
}

const state = () =>
  JSON.parse(screen.getByTestId("state").textContent ?? "{}") as { n: number; total: number; loaded: boolean };

beforeEach(() => localStorage.clear());

describe("CartProvider", () => {
  it("loads the stored basket and marks it loaded", () => {
    localStorage.setItem(
      "maisonh_cart",
      JSON.stringify([{ id: "x", name: "X", price: 1000, quantity: 2, image: "/x.svg" }]),
    );
    render(
      <CartProvider shortName="maisonh">
        <Probe />
      </CartProvider>,
    );
    expect(state()).toEqual({ n: 2, total: 2000, loaded: true });
  });

  it("discards unreadable data", () => {
    localStorage.setItem("maisonh_cart", "[[[");
    render(
      <CartProvider shortName="maisonh">
        <Probe />
      </CartProvider>,
    );
    expect(state()).toEqual({ n: 0, total: 0, loaded: true });
    expect(localStorage.getItem("maisonh_cart")).toBeNull();
  });

  it("saves while non-empty and removes the entry when emptied", () => {
    render(
      <CartProvider shortName="boutique">
        <Probe />
      </CartProvider>,
    );
    act(() => screen.getByText("ajouter").click());
    act(() => screen.getByText("ajouter").click());
    expect(JSON.parse(localStorage.getItem("boutique_cart") ?? "[]")).toEqual([
      { id: "parfum_homme_1", name: "Mr.H — Erba", price: 2999, image: "/a.svg", quantity: 2 },
    ]);
    act(() => screen.getByText("vider").click());
    expect(localStorage.getItem("boutique_cart")).toBeNull();
    expect(state()).toEqual({ n: 0, total: 0, loaded: true });
  });
});

describe("CartProvider for a signed-in customer", () => {
  it("saves the basket with the account after a change", async () => {
    const calls: { url: string; method?: string; body: string }[] = [];
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, body: String(init.body) });
      return Promise.resolve(new Response("{}"));
    });
    vi.useFakeTimers();
    try {
      render(
        <CartProvider shortName="maisonh" signedIn>
          <Probe />
        </CartProvider>,
      );
      act(() => screen.getByText("ajouter").click());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      // Through the API client, loaded on first use.
      await vi.waitFor(() =>
        expect(calls.at(-1)).toEqual({
          url: "/api/cart",
          method: "PUT",
          body: JSON.stringify({ items: [{ id: "parfum_homme_1", quantity: 1 }] }),
        }),
      );
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it("does not call the server for a guest", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    vi.useFakeTimers();
    try {
      render(
        <CartProvider shortName="maisonh">
          <Probe />
        </CartProvider>,
      );
      act(() => screen.getByText("ajouter").click());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
