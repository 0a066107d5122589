import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderLinesCard, type OrderLineRow } from "./order-lines";

const line: OrderLineRow = {
  key: "l1",
  name: "Miel de Sidr — 250 g",
  quantity: 2,
  unitPriceCents: 4590,
  lineTotalCents: 9180,
  refundedQuantity: 0,
};

describe("OrderLinesCard", () => {
  it("shows each line's quantity, unit price and total, then the totals given", () => {
    render(<OrderLinesCard tone="shop" className="mt-8" lines={[line]} totals={<p>Total : 91,80 €</p>} />);
    const card = screen.getByRole("region", { name: "Articles" });
    const item = within(card).getByRole("listitem");
    expect(item.textContent).toContain("Miel de Sidr — 250 g");
    expect(item.textContent).toContain("2 × 45,90");
    expect(item.textContent).toContain("91,80");
    expect(within(card).getByText("Total : 91,80 €")).toBeTruthy();
    expect(card.querySelector("img")).toBeNull();
  });

  it("adds the photo, the discount share, the refunded units and the details only where a page gives them", () => {
    render(
      <OrderLinesCard
        tone="admin"
        className="mt-6"
        lines={[
          {
            ...line,
            image: "/images/sidr.webp",
            discountShareCents: 450,
            refundedQuantity: 1,
            details: <span>Lot expédié : SIDR-25</span>,
          },
          { ...line, key: "l2", discountShareCents: 0 },
        ]}
        totals={null}
      />,
    );
    const [first, second] = screen.getAllByRole("listitem");
    expect(first!.querySelector("img")?.getAttribute("src")).toBe("/images/sidr.webp");
    expect(first!.textContent).toMatch(/part de la réduction −\s?4,50/);
    expect(first!.textContent).toContain("1 remboursé");
    expect(first!.textContent).toContain("Lot expédié : SIDR-25");
    expect(second!.textContent).not.toContain("réduction");
    expect(second!.textContent).not.toContain("remboursé");
  });
});
