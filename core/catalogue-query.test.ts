import { describe, expect, it } from "vitest";
import { parseCatalogueQuery, searchAndSort } from "./catalogue-query";

const items = [
  { name: "Miel de Manuka", description: "Nouvelle-Zélande", notes: ["Malté"], fromPriceCents: 899, rating: 4.9 },
  { name: "Miel fruité à l'orange", description: "Agrumes", notes: ["Zeste"], fromPriceCents: 499, rating: 4.6 },
  { name: "Mr.H - Erba", description: "Parfum herbacé", notes: ["Vétiver"], fromPriceCents: 2999, rating: 4.7 },
];

describe("catalogue query", () => {
  it("reads q and tri, with safe defaults", () => {
    expect(parseCatalogueQuery(new URLSearchParams("q=%20manuka%20&tri=note"))).toEqual({ q: "manuka", sort: "note" });
    expect(parseCatalogueQuery(new URLSearchParams("tri=n-importe"))).toEqual({ q: "", sort: "pertinence" });
  });

  it("finds without caring for case or accents, in names, descriptions and notes", () => {
    expect(searchAndSort(items, "MANUKA", "pertinence").map((i) => i.name)).toEqual(["Miel de Manuka"]);
    expect(searchAndSort(items, "fruite", "pertinence").map((i) => i.name)).toEqual(["Miel fruité à l'orange"]);
    expect(searchAndSort(items, "vetiver", "pertinence").map((i) => i.name)).toEqual(["Mr.H - Erba"]);
    expect(searchAndSort(items, "miel zeste", "pertinence")).toHaveLength(1);
    expect(searchAndSort(items, "chocolat", "pertinence")).toEqual([]);
  });

  it("sorts by price both ways and by rating", () => {
    expect(searchAndSort(items, "", "prix-croissant").map((i) => i.fromPriceCents)).toEqual([499, 899, 2999]);
    expect(searchAndSort(items, "", "prix-decroissant").map((i) => i.fromPriceCents)).toEqual([2999, 899, 499]);
    expect(searchAndSort(items, "", "note").map((i) => i.rating)).toEqual([4.9, 4.7, 4.6]);
  });
});
