import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/articles";
import Articles from "./articles";

const honey = {
  id: "sidr_yemen_250g",
  country: "Yémen",
  flagImage: null,
  title: "Le miel du Sidr",
  name: "Miel de Sidr 250g",
  description: "Un miel ambré.",
  ritual: null,
  rating: null,
  badge: "Édition Limitée",
  notes: ["Boisé"],
};
const perfume = {
  id: "parfum_homme_2",
  name: "Oud Royal",
  collection: "Mr.H",
  description: "Un oud profond.",
  notes: ["Oud"],
  rating: null,
  badge: null,
};

function renderArticles(loaderData: Route.ComponentProps["loaderData"]) {
  const Page = Articles as unknown as React.ComponentType<{ loaderData: typeof loaderData }>;
  const Stub = createRoutesStub([{ path: "/articles", Component: () => <Page loaderData={loaderData} /> }]);
  return render(<Stub initialEntries={["/articles"]} />);
}

describe("Articles", () => {
  it("heads each card with the honey's country or the perfume's collection, and the badge only when there is one", async () => {
    renderArticles({ honeys: [honey], perfumes: [perfume, { ...perfume, id: "parfum_femme_1", badge: "Nouveau" }] });
    const honeys = await screen.findByRole("region", { name: "Les miels rares" });
    expect(honeys.querySelector("article p")?.textContent).toBe(" YémenÉdition Limitée");
    const perfumes = screen.getByRole("region", { name: "Les parfums" });
    const kickers = [...perfumes.querySelectorAll("article")].map((card) => card.querySelector("p")?.textContent);
    expect(kickers).toEqual(["Collection Mr.H", "Collection Mr.HNouveau"]);
    expect(screen.getByText("Nouveau").className).toContain("rounded-full");
  });
});
