import { describe, expect, it } from "vitest";
import {
  favouriteLabel,
  favouritesStorageKey,
  MAX_FAVOURITES,
  parseStoredFavourites,
  toggledFavourites,
} from "./favourites";

describe("favourites in the browser", () => {
  it("reads what localStorage holds, anything unreadable as an empty visitor's list", () => {
    expect(favouritesStorageKey("maisonh")).toBe("maisonh_favourites");
    expect(parseStoredFavourites(JSON.stringify({ ids: ["a", "b", "a"], account: true }))).toEqual({
      ids: ["a", "b"],
      account: true,
    });
    expect(parseStoredFavourites(JSON.stringify({ ids: ["a", 3, "", "x".repeat(121)] }))).toEqual({
      ids: ["a"],
      account: false,
    });
    for (const raw of [null, "", "{", "[]", '"a"', '{"ids":"a"}']) {
      expect(parseStoredFavourites(raw)).toEqual({ ids: [], account: false });
    }
    const many = Array.from({ length: MAX_FAVOURITES + 5 }, (_, i) => `p${i}`);
    expect(parseStoredFavourites(JSON.stringify({ ids: many })).ids).toHaveLength(MAX_FAVOURITES);
  });

  it("adds last, removes, and adds nothing past the bound", () => {
    expect(toggledFavourites(["a"], "b")).toEqual(["a", "b"]);
    expect(toggledFavourites(["a", "b"], "a")).toEqual(["b"]);
    const full = Array.from({ length: MAX_FAVOURITES }, (_, i) => `p${i}`);
    expect(toggledFavourites(full, "new")).toEqual(full);
    expect(toggledFavourites(full, "p0")).toHaveLength(MAX_FAVOURITES - 1);
  });

  it("names the product in the heart's label", () => {
    expect(favouriteLabel("Miel Sidr", false)).toBe("Ajouter Miel Sidr aux favoris");
    expect(favouriteLabel("Miel Sidr", true)).toBe("Retirer Miel Sidr des favoris");
  });
});
