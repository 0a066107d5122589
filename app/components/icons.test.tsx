import { cleanup, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon, IconFrame, type IconName } from "./icons";

describe("icons", () => {
  it("are hidden from assistive technology and drawn in the text's colour", () => {
    for (const name of ["menu", "basket", "search", "chevron"] satisfies IconName[]) {
      const { container } = render(<Icon name={name} />);
      const svg = container.querySelector("svg")!;
      expect(svg.getAttribute("aria-hidden")).toBe("true");
      expect(svg.getAttribute("stroke")).toBe("currentColor");
      expect(svg.querySelector("path, rect, circle")).not.toBeNull();
      cleanup();
    }
  });

  it("keep the top bar's size by default and take a finer, rounded style where asked", () => {
    const { container } = render(
      <>
        <Icon name="menu" />
        <IconFrame size={20} strokeWidth={1.75} round className="text-miel-900">
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </IconFrame>
      </>,
    );
    const [menu, lock] = container.querySelectorAll("svg");
    expect(menu!.getAttribute("width")).toBe("22");
    expect(menu!.getAttribute("stroke-width")).toBe("2");
    expect(menu!.getAttribute("stroke-linecap")).toBeNull();
    expect(lock!.getAttribute("width")).toBe("20");
    expect(lock!.getAttribute("stroke-width")).toBe("1.75");
    expect(lock!.getAttribute("stroke-linejoin")).toBe("round");
    expect(lock!.getAttribute("class")).toBe("text-miel-900");
  });
});
