import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { announceAdded, dismissAdded } from "#app/lib/added-to-basket";
import { AddedNotice } from "./added-notice";

function renderNotice() {
  // As in the top bar: the notice stays mounted from one page to the next.
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <AddedNotice />
          <Outlet />
        </>
      ),
      children: [
        { path: "/", Component: () => <p>Accueil</p> },
        { path: "/panier", Component: () => <p>Page du panier</p> },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  act(() => dismissAdded());
});

describe("AddedNotice", () => {
  it("is an empty live region until a line is added, then names it with its quantity and the way to the basket", async () => {
    const { container } = renderNotice();
    await screen.findByText("Accueil");
    const region = container.querySelector("[aria-live=polite]")!;
    expect(region.textContent).toBe("");
    expect(screen.queryByRole("status")).toBeNull();
    act(() => announceAdded({ name: "Miel de Sidr Malaki — 250g", quantity: 2, full: false }));
    // Its panel's module comes with the first addition (decision 121).
    const status = await screen.findByRole("status");
    expect(region.contains(status)).toBe(true);
    expect(status.textContent).toContain("Ajouté au panier");
    expect(status.textContent).toContain("Miel de Sidr Malaki — 250g — quantité 2");
    expect(screen.getByRole("link", { name: "Voir le panier" }).getAttribute("href")).toBe("/panier");
  });

  it("says when the line was already full", async () => {
    renderNotice();
    act(() => announceAdded({ name: "Mr.H — Erba", quantity: 1, full: true }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("10 au plus par article");
    expect(status.textContent).toContain("Mr.H — Erba — quantité 10 dans le panier");
    expect(status.textContent).not.toContain("Ajouté");
  });

  it("closes with its button, Escape, a tap elsewhere, or when another page opens", async () => {
    renderNotice();
    await screen.findByText("Accueil");
    const shown = () => screen.queryByRole("status") !== null;
    const add = () => act(() => announceAdded({ name: "Shilajit — 1 pot", quantity: 1, full: false }));
    add();
    fireEvent.click(await screen.findByRole("button", { name: "Fermer" }));
    expect(shown()).toBe(false);
    add();
    fireEvent.pointerDown(screen.getByText("Ajouté au panier"));
    expect(shown()).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(shown()).toBe(false);
    add();
    fireEvent.pointerDown(screen.getByText("Accueil"));
    expect(shown()).toBe(false);
    add();
    fireEvent.click(screen.getByRole("link", { name: "Voir le panier" }));
    await screen.findByText("Page du panier");
    expect(shown()).toBe(false);
  });
});
