import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { WithdrawalState } from "#app/lib/loader-data";
import { WithdrawalPanel } from "./withdrawal-panel";

const state = (over: Partial<WithdrawalState>): WithdrawalState => ({
  open: true,
  lastDay: null,
  refusal: null,
  request: null,
  declarable: [],
  ...over,
});

function renderPanel(s: WithdrawalState) {
  const Stub = createRoutesStub([
    {
      path: "/commandes/:reference",
      Component: () => <WithdrawalPanel state={s} formPath="/commandes/MH-1/retractation" />,
    },
  ]);
  return render(<Stub initialEntries={["/commandes/MH-1"]} />);
}

describe("WithdrawalPanel (decision 108: the period counts from the delivery)", () => {
  it("once delivered, says until when the customer may withdraw, with the form's link", () => {
    renderPanel(state({ lastDay: "16 décembre 2026" }));
    expect(screen.getByText(/^Vous pouvez vous rétracter jusqu'au 16 décembre 2026 inclus/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Exercer mon droit de rétractation" })).toBeTruthy();
  });

  it("before delivery, says the 14 days count from it", () => {
    renderPanel(state({}));
    expect(screen.getByText(/jusqu'à 14 jours après sa livraison\.$/)).toBeTruthy();
  });

  it("after the end, gives the reason and offers no form", () => {
    const refusal = "Le délai légal de rétractation de 14 jours après la livraison a pris fin le 16 décembre 2026 : …";
    renderPanel(state({ open: false, lastDay: "16 décembre 2026", refusal }));
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Exercer mon droit de rétractation" })).toBeNull();
  });
});
