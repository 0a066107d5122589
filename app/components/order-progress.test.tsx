import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderProgress, orderSteps } from "./order-progress";

const paid = {
  status: "paid",
  paidAt: "2026-11-27T10:00:00Z",
  fulfilment: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  shippedAt: null,
  deliveredAt: null,
  refundedCents: 0,
  totalCents: 3298,
} as const;

describe("the customer's order steps (issue 32)", () => {
  it("marks the steps done, the current one and those to come, with their dates", () => {
    expect(orderSteps(paid).map((s) => [s.label, s.state])).toEqual([
      ["Payée le 27 novembre 2026", "current"],
      ["En préparation", "todo"],
      ["Expédiée", "todo"],
      ["Livrée", "todo"],
    ]);
    const shipped = { ...paid, fulfilment: "shipped" as const, shippedAt: "2026-11-30T09:00:00Z" };
    expect(orderSteps(shipped).map((s) => s.state)).toEqual(["done", "done", "current", "todo"]);
    const delivered = { ...shipped, fulfilment: "delivered" as const, deliveredAt: "2026-12-02T15:00:00Z" };
    expect(orderSteps(delivered).map((s) => [s.label, s.state])).toEqual([
      ["Payée le 27 novembre 2026", "done"],
      ["En préparation", "done"],
      ["Expédiée le 30 novembre 2026", "done"],
      ["Livrée le 2 décembre 2026", "done"],
    ]);
  });

  it("lists them on the order page, the current step announced as such", () => {
    render(<OrderProgress order={{ ...paid, fulfilment: "preparing" }} />);
    const steps = screen.getByRole("list", { name: "Étapes de la commande" });
    const current = steps.querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe("En préparation (en cours)");
    expect(steps.textContent).toContain("Livrée (à venir)");
    expect(steps.textContent).toContain("✓ Payée le 27 novembre 2026 (fait)");
  });

  it("shows no steps for an order that is not paid, or fully refunded", () => {
    render(<OrderProgress order={{ ...paid, status: "refunded", refundedCents: 3298 }} />);
    expect(screen.queryByRole("list", { name: "Étapes de la commande" })).toBeNull();
    expect(screen.getByText("Commande remboursée : 32,98 €.")).toBeTruthy();
  });
});
