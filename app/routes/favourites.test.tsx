import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import Favourites from "./favourites";

type Props = Parameters<typeof Favourites>[0];
type Favourite = Props["loaderData"]["favourites"][number];

const onSale = (id: string, name: string, stock: "in-stock" | "partly" | "sold-out"): Favourite => ({
  id,
  name,
  onSale: true,
  href: `/miel/${id}`,
  image: `/images/products/${id}.svg`,
  photo: null,
  fromPriceCents: 1199,
  fromUnitPrice: "239,80 €/kg",
  several: true,
  stock,
});

function renderFavourites(favourites: Favourite[]) {
  const Stub = createRoutesStub([
    {
      path: "/profil/favoris",
      HydrateFallback: () => null,
      Component: () => <Favourites {...({ loaderData: { favourites } } as unknown as Props)} />,
    },
  ]);
  return render(<Stub initialEntries={["/profil/favoris"]} />);
}

describe("/profil/favoris", () => {
  it("shows each favourite as a tile in the collections' grid, with its stock, price and « Retirer »", async () => {
    renderFavourites([
      onSale("sidr_malaki_yemen", "Miel de Sidr Malaki", "in-stock"),
      onSale("manuka_nz", "Miel de Manuka", "sold-out"),
      { id: "ancien", name: "Miel d'hier", onSale: false },
    ]);
    const grid = await screen.findByRole("list");
    // Two a row on a phone, three from 768 px, four from 1024 px, like the catalogue (decision 116).
    expect(grid.className).toContain("grid-cols-2");
    expect(grid.className).toContain("md:grid-cols-3");
    expect(grid.className).toContain("lg:grid-cols-4");
    const [sidr, manuka, gone] = within(grid).getAllByRole("listitem");
    expect(within(sidr!).getByRole("heading", { level: 2 }).textContent).toBe("Miel de Sidr Malaki");
    expect(within(sidr!).getByRole("link", { name: "Miel de Sidr Malaki" }).getAttribute("href")).toBe(
      "/miel/sidr_malaki_yemen",
    );
    expect(within(sidr!).getByRole("article").querySelector("img")?.getAttribute("src")).toBe(
      "/images/products/sidr_malaki_yemen.svg",
    );
    expect(sidr!.textContent).toContain("En stock");
    expect(sidr!.textContent).toContain("à partir de 11,99\u00a0€");
    expect(within(manuka!).getByText("Épuisé").className).toContain("text-red-800");
    expect(gone!.textContent).toContain("Ce produit n'est plus en vente.");
    expect(within(gone!).queryByRole("link")).toBeNull();
    for (const name of ["Miel de Sidr Malaki", "Miel de Manuka", "Miel d'hier"]) {
      expect(screen.getByRole("button", { name: `Retirer ${name} des favoris` })).toBeTruthy();
    }
    // No heart on this page: « Retirer » is its one action (a heart would carry the same name).
    expect(screen.queryByTestId("favourite-button")).toBeNull();
  });

  it("says how to keep a favourite when there is none", async () => {
    renderFavourites([]);
    expect((await screen.findByText(/Vous n'avez pas encore de favori/)).textContent).toContain(
      "Touchez le cœur d'un produit",
    );
    expect(screen.getByRole("link", { name: "Parcourir le catalogue" }).getAttribute("href")).toBe("/catalogue");
    expect(screen.queryByRole("list")).toBeNull();
  });
});
