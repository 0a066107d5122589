import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ParcelTracking } from "./parcel-tracking";

describe("ParcelTracking (decision 108)", () => {
  it("lists the carrier's events with their time, status in French, and applied or ignored with the reason", () => {
    render(
      <ParcelTracking
        events={[
          {
            id: 1,
            at: "2026-12-01T09:00:00.000Z",
            status: "shipped",
            statusLabel: "Remis au transporteur",
            applied: false,
            note: "Plus ancien que le dernier événement appliqué.",
          },
          {
            id: 2,
            at: "2026-12-02T15:00:00.000Z",
            status: "delivered",
            statusLabel: "Livré",
            applied: true,
            note: null,
          },
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Suivi du colis" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "01/12/2026 10:00 · Remis au transporteur · ignoré — Plus ancien que le dernier événement appliqué.",
      "02/12/2026 16:00 · Livré · appliqué",
    ]);
  });

  it("says when the carrier has said nothing yet", () => {
    render(<ParcelTracking events={[]} />);
    expect(screen.getByText("Aucun événement du transporteur pour l'instant.")).toBeTruthy();
  });
});
