import { describe, expect, it } from "vitest";
import { authErrorMessage } from "./auth-client";

describe("authErrorMessage", () => {
  it("turns the server's unverified answer into the spec's French sentence", () => {
    expect(authErrorMessage(new Error("Email not verified: vérifiez votre boîte mail"))).toBe(
      "Email non vérifié. Vérifiez votre boîte mail et cliquez sur le lien de vérification.",
    );
  });
  it("shows other messages as they are, or a generic one", () => {
    expect(authErrorMessage(new Error("Email ou mot de passe incorrect."))).toBe("Email ou mot de passe incorrect.");
    expect(authErrorMessage(null)).toBe("Une erreur est survenue");
  });
});
