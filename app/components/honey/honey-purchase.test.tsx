import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NOT_ON_SALE_YET } from "#core/product-information";
import { CartProvider } from "#app/state/cart";
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
        </CartProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(cleanup);

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
