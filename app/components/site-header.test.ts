import { describe, expect, it } from "vitest";
import { profileLabel } from "./site-header";

describe("profileLabel", () => {
  it("shows the first word of the full name, 'Profil' without a name, nothing when signed out", () => {
    expect(profileLabel({ fullName: "Claire Martin" })).toBe("Claire");
    expect(profileLabel({ fullName: "  " })).toBe("Profil");
    expect(profileLabel(null)).toBeNull();
  });
});
