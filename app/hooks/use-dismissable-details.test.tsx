import { fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it } from "vitest";
import { useDismissableDetails } from "./use-dismissable-details";

function Menu() {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(ref);
  return (
    <>
      <details ref={ref} open data-testid="menu">
        <summary>Parfums</summary>
        <a href="/parfums-homme">Homme</a>
      </details>
      <p>Ailleurs</p>
    </>
  );
}

describe("useDismissableDetails", () => {
  it("keeps the menu open on a click inside and closes it on a click outside", () => {
    render(<Menu />);
    const menu = screen.getByTestId("menu") as HTMLDetailsElement;
    fireEvent.click(screen.getByText("Homme"));
    expect(menu.open).toBe(true);
    fireEvent.click(screen.getByText("Ailleurs"));
    expect(menu.open).toBe(false);
  });

  it("closes on Escape and gives the focus back to the summary", () => {
    render(<Menu />);
    const menu = screen.getByTestId("menu") as HTMLDetailsElement;
    fireEvent.keyDown(screen.getByText("Homme"), { key: "Enter" });
    expect(menu.open).toBe(true);
    fireEvent.keyDown(screen.getByText("Homme"), { key: "Escape" });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText("Parfums"));
  });
});
