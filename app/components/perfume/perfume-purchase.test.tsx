import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { CartProvider } from "#app/state/cart";
import { stubIntersectionObserver } from "#app/testing/intersection-observer";
import { type PerfumeBottle, PerfumePurchase } from "./perfume-purchase";

const BOTTLE: PerfumeBottle = {
  id: "parfum_femme_5",
  priceCents: 2999,
  volumeMl: null,
  unitPrice: null,
  soldOut: false,
  onSale: true,
};

function renderPurchase(bottle: Partial<PerfumeBottle>) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <CartProvider shortName="test">
          <PerfumePurchase
            perfume={{ name: "Mme.H — Iris Poudré", image: "/images/products/parfum_femme_5.svg", description: "Iris" }}
            bottle={{ ...BOTTLE, ...bottle }}
            unknownText="information en cours de vérification"
          />
        </CartProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

beforeEach(() => {
  stubIntersectionObserver();
});

describe("PerfumePurchase", () => {
  it("says an unknown volume is unknown and shows no price per litre", async () => {
    renderPurchase({});
    expect(await screen.findByText("Contenance : information en cours de vérification")).toBeTruthy();
    expect(screen.queryByTestId("unit-price")).toBeNull();
    expect(screen.getByRole("button", { name: "Ajouter au panier" })).toBeTruthy();
    // The phone's sticky bar: an unknown volume is left out of its name, never guessed.
    expect(screen.getByRole("button", { name: "Ajouter au panier Mme.H — Iris Poudré · 29,99\u00a0€" })).toBeTruthy();
  });

  it("gives a known volume its price per litre", async () => {
    renderPurchase({ volumeMl: 50, unitPrice: "599,80\u00a0€/L" });
    expect((await screen.findByText(/^Contenance : 50/)).textContent).toBe(
      "Contenance : 50\u00a0ml · soit 599,80\u00a0€/L",
    );
  });

  it("offers no button for a sold-out bottle, nor for one not on sale yet", async () => {
    renderPurchase({ soldOut: true });
    expect(await screen.findByText("Épuisé")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ajouter au panier" })).toBeNull();
    cleanup();
    renderPurchase({ onSale: false });
    expect(
      await screen.findByText("Pas encore en vente : ses informations obligatoires sont en cours de vérification."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ajouter au panier" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Quantité" })).toBeNull();
  });
});
