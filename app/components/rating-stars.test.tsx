import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductRating, RatingStars, starFills } from "./rating-stars";

describe("RatingStars", () => {
  it.each([
    [4.9, ["full", "full", "full", "full", "half"]],
    [4.5, ["full", "full", "full", "full", "half"]],
    [4.2, ["full", "full", "full", "full", "empty"]],
    [5, ["full", "full", "full", "full", "full"]],
    [0.4, ["empty", "empty", "empty", "empty", "empty"]],
  ] as const)("fills %s to the half below it", (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });

  it("draws a half star for 4,9 and gives screen readers the exact rating", () => {
    const { getByRole, container } = render(<RatingStars rating={4.9} />);
    expect(getByRole("img").getAttribute("aria-label")).toBe("Note : 4,9 sur 5");
    const drawn = [...container.querySelectorAll("[data-fill]")].map((star) => star.getAttribute("data-fill"));
    expect(drawn).toEqual(["full", "full", "full", "full", "half"]);
  });
});

describe("ProductRating (decision 086)", () => {
  it("draws nothing for a product without a rating", () => {
    const { container } = render(<ProductRating rating={null} />);
    expect(container.innerHTML).toBe("");
  });

  it("says in words that an example's rating is one", () => {
    const { container } = render(<ProductRating rating={{ value: 4.9, example: true }} />);
    expect(container.querySelector('[role="img"]')?.getAttribute("aria-label")).toBe("Note : 4,9 sur 5");
    expect(container.textContent).toContain("4,9/5 · note d'exemple");
  });
});
