import { describe, expect, it } from "vitest";
import { ApiCallError, authErrorMessage, serverMessage } from "./auth-client";

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

describe("serverMessage", () => {
  it("shows the server's French detail, or says the server could not be reached", () => {
    expect(
      serverMessage(new ApiCallError("Trop de demandes depuis votre connexion. Réessayez dans une heure.", 429)),
    ).toBe("Trop de demandes depuis votre connexion. Réessayez dans une heure.");
    expect(serverMessage(new TypeError("Failed to fetch"))).toBe("Erreur de connexion au serveur");
  });
});
