import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_ON_SALE_YET } from "#core/product-information";
import { CartProvider } from "#app/state/cart";
import { stubIntersectionObserver } from "#app/testing/intersection-observer";
import { HoneyPurchase } from "./honey-purchase";

const HONEY = {
  id: "pistache",
  name: "Miel à la Pistache",
  image: "/images/products/pistache.svg",
  description: "Un miel crémeux",
  country: "France",
};
const FORMATS = ["50g", "90g", "250g"].map((format, i) => ({
  id: `pistache_${format}`,
  format,
  label: format.replace("g", "\u00a0g"),
  priceCents: [499, 999, 1999][i]!,
  unitPrice: null,
  soldOut: false,
}));

function renderPurchase(onSale?: boolean) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <CartProvider shortName="test">
          <HoneyPurchase honey={HONEY} formats={FORMATS} onSale={onSale} />
          <footer />
        </CartProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

let screenSees: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  screenSees = stubIntersectionObserver();
  localStorage.clear();
});

describe("HoneyPurchase (decision 084)", () => {
  it("offers the basket button for a honey on sale", async () => {
    renderPurchase();
    expect(await screen.findByRole("button", { name: "Ajouter au panier" })).toBeTruthy();
  });

  it("says a honey whose mandatory information is missing is not on sale yet, with no button", async () => {
    renderPurchase(false);
    expect(await screen.findByText(NOT_ON_SALE_YET)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ajouter au panier" })).toBeNull();
  });
});

describe("HoneyPurchase's sticky bar (issue 34)", () => {
  it("names the product, the chosen format and quantity and their price, and adds them to the basket", async () => {
    renderPurchase();
    const main = await screen.findByRole("button", { name: "Ajouter au panier" });
    fireEvent.click(screen.getByRole("radio", { name: /250\u00a0g/ }));
    fireEvent.click(screen.getByRole("button", { name: "Augmenter la quantité" }));
    // The bar watches the main button from the page's first scroll (decision 121).
    window.dispatchEvent(new Event("scroll"));
    await waitFor(() => expect(screenSees.rootMarginOf(main.parentElement!)).toHaveLength(1));
    act(() => screenSees.see(main.parentElement!, false));
    const sticky = screen.getByRole("button", {
      name: "Ajouter au panier Miel à la Pistache · 2 × 250\u00a0g · 39,98\u00a0€",
    });
    expect(sticky.parentElement!.className).not.toMatch(/\binvisible\b/);
    // The funnel's event of an addition, not sent anywhere here.
    const beacon = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
    fireEvent.click(sticky);
    beacon.mockRestore();
    expect(JSON.parse(localStorage.getItem("test_cart")!)).toMatchObject([{ id: "pistache_250g", quantity: 2 }]);
  });

  it("has none for a honey not on sale", async () => {
    renderPurchase(false);
    await screen.findByText(NOT_ON_SALE_YET);
    expect(screen.queryByRole("button", { name: /^Ajouter au panier/ })).toBeNull();
  });
});
