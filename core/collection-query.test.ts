import { describe, expect, it } from "vitest";
import {
  collectionSearch,
  type HoneyFacets,
  ignoredNotice,
  parseCollectionQuery,
  slugOf,
  sortProducts,
  textureParts,
} from "./collection-query";

const facets: HoneyFacets = {
  origine: [{ value: "yemen", label: "Yémen", count: 1 }],
  texture: [{ value: "onctueuse", label: "Onctueuse", count: 3 }],
  format: [{ value: "250g", label: "250 g", count: 2 }],
};
const parse = (search: string) => parseCollectionQuery(new URLSearchParams(search), facets);

describe("a collection's sort and filters from the address", () => {
  it("keeps the offered values and the sorts", () => {
    expect(parse("tri=prix-decroissant&origine=yemen&texture=onctueuse&format=250g")).toEqual({
      sort: "prix-decroissant",
      filters: { origine: "yemen", texture: "onctueuse", format: "250g" },
      ignored: [],
    });
    expect(parse("")).toEqual({ sort: "selection", filters: {}, ignored: [] });
    // An empty choice (the form's « Toutes ») is no choice; a repeated name is read once, the first.
    expect(parse("tri=&origine=&origine=yemen")).toEqual({ sort: "selection", filters: {}, ignored: [] });
  });

  it("ignores what is not offered, hostile or not, and says so in French", () => {
    const hostile = parse(
      `tri=pire&origine=${encodeURIComponent("<script>alert(1)</script>")}&texture=${"x".repeat(5000)}&format=1kg`,
    );
    expect(hostile.sort).toBe("selection");
    expect(hostile.filters).toEqual({});
    expect(ignoredNotice(hostile.ignored)).toBe(
      "Ce tri n'existe pas : les produits sont dans l'ordre de la boutique ; " +
        "le filtre « Origine » demandé n'est pas proposé ici : il est ignoré ; " +
        "le filtre « Texture » demandé n'est pas proposé ici : il est ignoré ; " +
        "le filtre « Format » demandé n'est pas proposé ici : il est ignoré.",
    );
    expect(ignoredNotice([])).toBeNull();
    // No facets (a perfume line): every filter is ignored.
    expect(parseCollectionQuery(new URLSearchParams("origine=yemen")).filters).toEqual({});
  });

  it("writes the address back without defaults", () => {
    expect(collectionSearch({ categorie: "all", tri: "selection", origine: undefined, page: 1 })).toBe("");
    expect(collectionSearch({ categorie: "oman", tri: "nouveautes", texture: "fluide", page: 3 })).toBe(
      "?categorie=oman&tri=nouveautes&texture=fluide&page=3",
    );
  });

  it("reads textures and countries as address values", () => {
    expect(textureParts("Dense et onctueuse")).toEqual(["Dense", "Onctueuse"]);
    expect(textureParts("Crémeuse, à tartiner")).toEqual(["Crémeuse", "À tartiner"]);
    expect(textureParts("Épaisse")).toEqual(["Épaisse"]);
    expect(slugOf("Arabie saoudite")).toBe("arabie-saoudite");
    expect(slugOf("À tartiner")).toBe("a-tartiner");
    expect(slugOf("Nouvelle-Zélande")).toBe("nouvelle-zelande");
  });
});

describe("sortProducts", () => {
  const items = [
    { id: "a", priceCents: 3000, createdAt: "2026-01-01T00:00:00Z", position: 1 },
    { id: "b", priceCents: 1000, createdAt: "2026-03-01T00:00:00Z", position: 2 },
    { id: "c", priceCents: 2000, createdAt: "2026-02-01T00:00:00Z", position: 3 },
    { id: "d", priceCents: 1000, createdAt: "2026-02-01T00:00:00Z", position: 0 },
  ];
  const order = (...args: Parameters<typeof sortProducts<(typeof items)[number]>>) =>
    sortProducts(...args).map((item) => item.id);

  it("sorts by price, novelty or the shop's order, the shop's order breaking ties", () => {
    expect(order(items, "selection")).toEqual(["d", "a", "b", "c"]);
    expect(order(items, "prix-croissant")).toEqual(["d", "b", "c", "a"]);
    expect(order(items, "prix-decroissant")).toEqual(["a", "c", "d", "b"]);
    expect(order(items, "nouveautes")).toEqual(["b", "d", "c", "a"]);
  });

  it("sorts by the ratings it is given, the unrated last (reviews to come)", () => {
    expect(
      order(
        items,
        "note",
        new Map([
          ["c", 4.5],
          ["a", 4.8],
        ]),
      ),
    ).toEqual(["a", "c", "d", "b"]);
    expect(order(items, "note")).toEqual(["d", "a", "b", "c"]);
  });
});
