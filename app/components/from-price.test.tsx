import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FromPrice } from "./from-price";

describe("FromPrice", () => {
  it("gives the lowest price, and the unit price under it when there is one", () => {
    const { container } = render(
      <p>
        <FromPrice cents={499} unitPrice={"99,80\u00a0€ le kg"} />
      </p>,
    );
    expect(container.textContent).toBe("à partir de 4,99\u00a0€soit 99,80\u00a0€ le kg");
    expect(container.querySelector("span.block")?.textContent).toBe("soit 99,80\u00a0€ le kg");
  });

  it("says nothing more without a unit price", () => {
    const { container } = render(
      <p>
        <FromPrice cents={2999} unitPrice={null} />
      </p>,
    );
    expect(container.textContent).toBe("à partir de 29,99\u00a0€");
    expect(container.querySelector("span")).toBeNull();
  });
});
