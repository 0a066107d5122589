import { describe, expect, it } from "vitest";
import { BLANK_PASSWORD, passwordProblem, SHORT_PASSWORD, WEAK_PASSWORD } from "./password-policy";

describe("passwordProblem", () => {
  it("refuses blank-only and short passwords", async () => {
    expect(await passwordProblem("        ")).toBe(BLANK_PASSWORD);
    expect(await passwordProblem("\t \u00a0  \n  ")).toBe(BLANK_PASSWORD);
    expect(await passwordProblem("miel-25")).toBe(SHORT_PASSWORD);
  });

  it("refuses the most common passwords, French ones included, and keyboard rows", async () => {
    for (const common of ["12345678", "password", "motdepasse", "azertyuiop", "azerty123", "jetaime1", "soleil123"]) {
      expect(await passwordProblem(common), common).toBe(WEAK_PASSWORD);
    }
  });

  it("refuses a password made of the customer's own e-mail or name", async () => {
    expect(await passwordProblem("claire.martin", ["claire.martin@example.fr", "Claire Martin"])).toBe(WEAK_PASSWORD);
  });

  it("accepts the passwords a customer may reasonably choose, and the tests' own", async () => {
    for (const good of ["miel-sidr-2025", "autre-mot-de-passe", "nouveau-miel-2026", "correct horse battery"]) {
      expect(await passwordProblem(good), good).toBeNull();
    }
  });

  it("loads the dictionaries once", async () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) await passwordProblem(`un-miel-rare-${i}-de-yemen`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
