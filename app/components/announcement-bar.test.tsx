import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnnouncementBar, DEMO_NOTICE } from "./announcement-bar";

const promotion = {
  code: "PROMO5",
  text: "5\u00a0€ de réduction et livraison offerte dès 25\u00a0€ d'achat",
  short: "\u22125\u00a0€ et livraison offerte dès 25\u00a0€",
};

describe("AnnouncementBar", () => {
  it("holds the demonstration notice and the code, the code's sentence whole and short", () => {
    render(<AnnouncementBar demoMode promotion={promotion} />);
    const bar = screen.getByTestId("announcement-bar");
    expect(bar.className).toContain("h-8");
    expect(screen.getByText(DEMO_NOTICE)).toBeTruthy();
    expect(bar.textContent).toContain("Code PROMO5 : ");
    // The whole sentence from 640 px, the short one below: both in the server's HTML, CSS picks one.
    expect(bar.querySelector(".sm\\:inline")?.textContent).toBe(promotion.text);
    expect(bar.querySelector(".sm\\:hidden")?.textContent).toBe(promotion.short);
  });

  it("says only what is true: the notice without a code, the code outside a demonstration, nothing at all else", () => {
    const { rerender, container } = render(<AnnouncementBar demoMode promotion={null} />);
    expect(container.textContent).toBe(DEMO_NOTICE);
    rerender(<AnnouncementBar demoMode={false} promotion={promotion} />);
    expect(container.textContent).not.toContain(DEMO_NOTICE);
    expect(container.textContent).toContain("PROMO5");
    rerender(<AnnouncementBar demoMode={false} promotion={null} />);
    expect(container.innerHTML).toBe("");
  });
});
