import { act, render, screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { stubIntersectionObserver } from "#app/testing/intersection-observer";
import { StickyLabel, StickyPurchaseBar } from "./sticky-purchase-bar";

let screenSees: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  screenSees = stubIntersectionObserver();
});

function Page() {
  const main = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={main}>Ajouter au panier</button>
      <StickyPurchaseBar watched={main}>
        <button>
          <StickyLabel action="Ajouter au panier" detail="Miel de Sidr · 250 g · 44,99 €" />
        </button>
      </StickyPurchaseBar>
      <footer>Mentions légales</footer>
    </>
  );
}

const sticky = () => screen.getByRole("button", { name: "Ajouter au panier Miel de Sidr · 250 g · 44,99 €" });
const bar = () => sticky().parentElement!;
const shown = () => !bar().className.split(" ").includes("invisible");

describe("StickyPurchaseBar (issue 34)", () => {
  it("shows once the main button has scrolled up out of the screen, never while it or the footer is in view", async () => {
    render(<Page />);
    const main = screen.getByRole("button", { name: "Ajouter au panier" });
    // A real button whose text names the product, the format and the price.
    expect(sticky().tagName).toBe("BUTTON");
    const footer = screen.getByText("Mentions légales");
    expect(shown()).toBe(false);
    // Nothing watched before the page's first scroll (decision 121): the main button is in view until then.
    expect(screenSees.rootMarginOf(main)).toEqual([]);
    window.dispatchEvent(new Event("scroll"));
    await waitFor(() => expect(screenSees.rootMarginOf(main)).toHaveLength(1));
    // The button's observer sees a screen stretched far down: below the screen, it still intersects; only a button
    // gone up past the screen's top leaves it, however fast the page was scrolled.
    expect(screenSees.rootMarginOf(main)).toEqual(["0px 0px 99999px"]);
    expect(screenSees.rootMarginOf(footer)).toEqual(["0px"]);
    act(() => screenSees.see(main, true));
    expect(shown()).toBe(false);
    act(() => screenSees.see(main, false));
    expect(shown()).toBe(true);
    act(() => screenSees.see(footer, true));
    expect(shown()).toBe(false);
    act(() => screenSees.see(footer, false));
    expect(shown()).toBe(true);
    act(() => screenSees.see(main, true));
    expect(shown()).toBe(false);
  });

  it("is a phone's only: hidden from md up, and kept clear of the phone's rounded corners and bar", () => {
    render(<Page />);
    expect(bar().className).toMatch(/\bmd:hidden\b/);
    expect(bar().className).toContain("env(safe-area-inset-bottom)");
  });
});
