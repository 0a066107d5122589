import { render, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { HoneyDetails } from "./honey-details";

describe("HoneyDetails", () => {
  it("lists the benefits and the usage tips, one bullet each, under their own headings", async () => {
    const Details = () => (
      <HoneyDetails
        description={[]}
        ritual={null}
        characteristics={[]}
        benefits={["Riche en antioxydants", "Apaise la gorge"]}
        usageTips={["Une cuillère le matin"]}
        reviews={{ sort: "recents", rating: null, published: [], examples: [] }}
        shopName="Maison H"
      />
    );
    const Stub = createRoutesStub([{ path: "/miel/x", Component: Details }]);
    const { getByRole } = render(<Stub initialEntries={["/miel/x"]} />);
    const section = (title: string) => getByRole("heading", { name: title }).closest("details")!;
    await Promise.resolve();
    const points = (title: string) =>
      within(section(title))
        .getAllByRole("listitem")
        .map((li) => li.textContent);
    expect(points("Bienfaits")).toEqual(["Riche en antioxydants", "Apaise la gorge"]);
    expect(points("Conseils d'utilisation")).toEqual(["Une cuillère le matin"]);
  });
});
