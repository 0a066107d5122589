import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CHECKBOX_CLASS } from "#app/components/ui/checkbox";
import { WithdrawalDeclarationForm } from "./withdrawal-declaration-form";

const lines = [
  { lineId: 1, name: "Mr.H — Vétiver Fumé", unitPriceCents: 2999 },
  { lineId: 2, name: "Miel de Soumur — 90\u00a0g", unitPriceCents: 999 },
];

function renderForm() {
  const form = () => (
    <WithdrawalDeclarationForm
      lines={lines}
      declarable={[
        { lineId: 1, quantity: 1 },
        { lineId: 2, quantity: 2 },
      ]}
      accessKey={null}
      lastDay="12 décembre 2026"
      error={null}
    />
  );
  const Stub = createRoutesStub([{ path: "/commandes/:reference/retractation", Component: form }]);
  return render(<Stub initialEntries={["/commandes/MH-TEST/retractation"]} />);
}

describe("WithdrawalDeclarationForm (issue 30)", () => {
  it("offers a quantity per line: one jar of two can be kept", () => {
    renderForm();
    const jars = screen.getByRole("combobox", { name: "Quantité retournée : Miel de Soumur — 90\u00a0g" });
    expect((jars as HTMLSelectElement).value).toBe("2");
    expect(
      within(jars)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["1 sur 2", "2 sur 2"]);
    // A line of one unit has no choice to make.
    expect(screen.getAllByRole("combobox")).toHaveLength(1);
    expect(screen.getByText("1 unité")).toBeTruthy();
  });

  it("draws every check box as the shop's (honey colour, 20 px), its whole row tappable", () => {
    renderForm();
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(3); // the two lines and the unopened confirmation
    for (const box of boxes) {
      for (const name of CHECKBOX_CLASS.split(" ")) expect(box.classList).toContain(name);
      expect(box.closest("label")!.className).toContain("min-h-11");
    }
  });
});
