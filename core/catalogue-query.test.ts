import { describe, expect, it } from "vitest";
import { parseCatalogueQuery, searchWords } from "./catalogue-query";

describe("catalogue query", () => {
  it("reads q and tri, with safe defaults", () => {
    expect(parseCatalogueQuery(new URLSearchParams("q=%20manuka%20&tri=note"))).toEqual({ q: "manuka", sort: "note" });
    expect(parseCatalogueQuery(new URLSearchParams("tri=n-importe"))).toEqual({ q: "", sort: "pertinence" });
  });

  it("folds the search into words without case or accents", () => {
    expect(searchWords("  Miel   FRUITÉ à l'Orange ")).toEqual(["miel", "fruite", "a", "l'orange"]);
    expect(searchWords("   ")).toEqual([]);
  });
});
