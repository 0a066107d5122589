import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TitledSection } from "./titled-section";

describe("TitledSection", () => {
  it("is a region named by its heading, with the page's spacing and its content", () => {
    render(
      <TitledSection id="miels" title="Yoka Honey" className="py-16">
        <p>Nos miels rares</p>
      </TitledSection>,
    );
    const section = screen.getByRole("region", { name: "Yoka Honey" });
    expect(section.id).toBe("miels");
    expect(section.className).toBe("py-16");
    const heading = screen.getByRole("heading", { level: 2, name: "Yoka Honey" });
    expect(heading.id).toBe("miels-titre");
    expect(section.getAttribute("aria-labelledby")).toBe("miels-titre");
    expect(section.contains(heading)).toBe(true);
    expect(section.textContent).toContain("Nos miels rares");
  });
});
