import { describe, expect, it } from "vitest";
import { isPerfumePath, profileLabel } from "./site-header";

describe("profileLabel", () => {
  it("shows the first word of the full name, 'Profil' without a name, nothing when signed out", () => {
    expect(profileLabel({ fullName: "Claire Martin" })).toBe("Claire");
    expect(profileLabel({ fullName: "  " })).toBe("Profil");
    expect(profileLabel(null)).toBeNull();
  });
});

describe("isPerfumePath", () => {
  it("marks « Parfums » on the two lines' pages and a perfume's page, nowhere else", () => {
    for (const path of ["/parfums-homme", "/parfums-femme", "/parfum/parfum_homme_1"]) {
      expect(isPerfumePath(path), path).toBe(true);
    }
    for (const path of ["/", "/miels-collection", "/miel/sidr_malaki_yemen", "/catalogue", "/parfumerie"]) {
      expect(isPerfumePath(path), path).toBe(false);
    }
  });
});
