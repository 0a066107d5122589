import { describe, expect, it } from "vitest";
import {
  adminVerificationFor,
  backOfficeReturn,
  fullNameOf,
  prefilledEmail,
  readAuthForm,
  registrationPath,
  safeRedirectPath,
  signInPath,
} from "./auth-form";

describe("safeRedirectPath", () => {
  it("keeps the shop's own paths", () => {
    expect(safeRedirectPath("/panier", "/profil")).toBe("/panier");
    expect(safeRedirectPath("/checkout?etape=2#livraison", "/profil")).toBe("/checkout?etape=2#livraison");
  });

  it("never sends the visitor to another site", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "profil",
      `/${"x".repeat(600)}`,
    ]) {
      expect(safeRedirectPath(value, "/profil"), String(value)).toBe("/profil");
    }
  });
});

describe("readAuthForm", () => {
  it("reads the posted fields, a missing one as empty, and login unless register is asked", () => {
    const form = new FormData();
    form.set("mode", "register");
    form.set("email", "claire@example.fr");
    form.set("firstName", " Claire ");
    expect(readAuthForm(form)).toEqual({
      mode: "register",
      email: "claire@example.fr",
      password: "",
      firstName: " Claire ",
      lastName: "",
    });
    expect(readAuthForm(new FormData()).mode).toBe("login");
    expect(fullNameOf({ firstName: " Claire ", lastName: "" })).toBe("Claire");
  });
});

describe("the way back to the back office after the second factor", () => {
  it("keeps only back-office paths of the shop", () => {
    expect(adminVerificationFor("/admin/commandes/MH-AB12CD34")).toBe(
      "/admin/verification?retour=%2Fadmin%2Fcommandes%2FMH-AB12CD34",
    );
    expect(adminVerificationFor("/promo-manager")).toBe("/admin/verification?retour=%2Fpromo-manager");
    for (const other of [
      "/profil",
      "/panier",
      "//evil.example/admin",
      "https://evil.example/admin",
      "/administrateur",
      null,
    ]) {
      expect(adminVerificationFor(other), String(other)).toBe("/admin/verification");
    }
    expect(backOfficeReturn("/admin/verification?retour=/admin")).toBeNull();
    expect(backOfficeReturn("/admin")).toBe("/admin");
  });
});

describe("the links into the sign-in page", () => {
  it("opens the registration with a guest's e-mail, and reads it back only when it is one", () => {
    const path = registrationPath("jeanne+miel@example.fr");
    expect(path).toBe("/connexion?mode=inscription&email=jeanne%2Bmiel%40example.fr");
    expect(prefilledEmail(new URLSearchParams(path.split("?")[1]).get("email"))).toBe("jeanne+miel@example.fr");
    expect(prefilledEmail("pas un e-mail")).toBe("");
    expect(prefilledEmail(null)).toBe("");
  });

  it("signs in and comes back to the asked page", () => {
    expect(signInPath("/profil")).toBe("/connexion?redirect=%2Fprofil");
  });
});
