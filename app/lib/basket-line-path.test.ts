import { describe, expect, it } from "vitest";
import { basketLinePath } from "./basket-line-path";

describe("basketLinePath", () => {
  it("links every kind of line to its product's page", () => {
    expect(basketLinePath({ id: "pistache_250g", category: "miel" })).toBe("/miel/pistache");
    expect(basketLinePath({ id: "fruité_orange_50g", category: "miel" })).toBe("/miel/fruit%C3%A9_orange");
    expect(basketLinePath({ id: "sidr_malaki_yemen_90g" })).toBe("/miel/sidr_malaki_yemen");
    expect(basketLinePath({ id: "shilajit_3", category: "autres" })).toBe("/autres-collection");
    expect(basketLinePath({ id: "parfum_femme_2", category: "parfum" })).toBe("/parfum/parfum_femme_2");
  });

  it("gives no link for a line it cannot place", () => {
    expect(basketLinePath({ id: "collection_miels" })).toBeNull();
    expect(basketLinePath({ id: "pistache", category: "miel" })).toBeNull();
  });
});
