import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination";

function renderAt(props: Parameters<typeof Pagination>[0]) {
  const Stub = createRoutesStub([{ path: "/miels-collection", Component: () => <Pagination {...props} /> }]);
  return render(<Stub initialEntries={["/miels-collection"]} />);
}

describe("Pagination", () => {
  it("links the neighbouring pages with the list's filters, page 1 without a number", () => {
    renderAt({ page: 2, pages: 3, basePath: "/miels-collection", query: { categorie: "oman", tri: undefined } });
    expect(screen.getByRole("navigation", { name: "Pagination" }).textContent).toContain("Page 2 sur 3");
    const previous = screen.getByRole("link", { name: "← Précédente" });
    expect(previous.getAttribute("href")).toBe("/miels-collection?categorie=oman");
    expect(previous.getAttribute("rel")).toBe("prev");
    const next = screen.getByRole("link", { name: "Suivante →" });
    expect(next.getAttribute("href")).toBe("/miels-collection?categorie=oman&page=3");
    expect(next.getAttribute("rel")).toBe("next");
  });

  it("offers no way past either end, and nothing for a list on one page", () => {
    const { unmount } = renderAt({ page: 1, pages: 2, basePath: "/miels-collection" });
    expect(screen.queryByRole("link", { name: "← Précédente" })).toBeNull();
    expect(screen.getByRole("link", { name: "Suivante →" }).getAttribute("href")).toBe("/miels-collection?page=2");
    unmount();
    renderAt({ page: 1, pages: 1, basePath: "/miels-collection" });
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
