import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NO_PRODUCT_REVIEWS_YET, type ProductReviewsView } from "#core/reviews";
import { ProductReviews, productReviewsTitle } from "./product-reviews";

function renderView(view: ProductReviewsView) {
  const Stub = createRoutesStub([
    { path: "/miel/x", Component: () => <ProductReviews view={view} shopName="Maison H" /> },
  ]);
  return render(<Stub initialEntries={["/miel/x"]} />);
}

const EMPTY: ProductReviewsView = { sort: "recents", rating: null, published: [], examples: [] };

describe("ProductReviews", () => {
  it("shows published reviews as text with « Achat vérifié », the purchase date, the reply and the sort links", async () => {
    renderView({
      sort: "note",
      rating: { average: 4.5, count: 2 },
      published: [
        {
          id: 1,
          author: "Claire M.",
          rating: 5,
          body: "<b>Superbe</b> miel",
          purchasedOn: "2026-10-02",
          reviewedOn: "2026-10-20",
          reply: "Merci !",
        },
      ],
      examples: [],
    });
    const item = await screen.findByRole("listitem");
    expect(within(item).getByText("Achat vérifié")).toBeTruthy();
    expect(item.textContent).toContain("Acheté le 2 octobre 2026");
    expect(within(item).getByText("<b>Superbe</b> miel")).toBeTruthy();
    expect(item.querySelector("b")).toBeNull();
    expect(item.textContent).toContain("Réponse de Maison H");
    expect(screen.getByRole("img", { name: "Note : 4,5 sur 5" })).toBeTruthy();
    expect(screen.getByText(/4,5\/5 · 2 avis/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Les mieux notés" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "Les plus récents" }).getAttribute("href")).toBe(
      "/miel/x?avis=recents#avis",
    );
    expect(screen.getByRole("link", { name: "Comment les avis sont recueillis et vérifiés" })).toBeTruthy();
  });

  it("draws no stars without a published review, and says so", async () => {
    renderView(EMPTY);
    expect(await screen.findByText(NO_PRODUCT_REVIEWS_YET)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(productReviewsTitle(EMPTY)).toBe("Avis clients (0)");
  });
});
