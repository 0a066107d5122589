import { afterEach, describe, expect, it, vi } from "vitest";
import { expectConsoleError } from "../tests/setup/console";
import { commandArguments } from "./command-arguments";

// The shop's commands (npm run admin, npm run db) answer an operator's mistake in French with their usage, never
// with Node's stack trace.

const USAGE = "Utilisation : npm run admin -- create --email <adresse>";
const OPTIONS = { email: { type: "string", multiple: true }, password: { type: "string" } } as const;

afterEach(() => {
  process.exitCode = undefined;
});

describe("commandArguments", () => {
  it("gives the options and positionals of a well-formed command", () => {
    const parsed = commandArguments(OPTIONS, USAGE, ["create", "--email", "a@exemple.fr", "--email", "b@exemple.fr"]);
    expect(parsed?.positionals).toEqual(["create"]);
    expect(parsed?.values.email).toEqual(["a@exemple.fr", "b@exemple.fr"]);
    expect(process.exitCode).toBeUndefined();
  });

  it("prints the usage for --help or -h, and exits 0", () => {
    const printed = vi.spyOn(console, "log").mockImplementation(() => {});
    for (const help of ["--help", "-h"]) {
      expect(commandArguments(OPTIONS, USAGE, ["create", help])).toBeNull();
      expect(process.exitCode).toBe(0);
    }
    expect(printed.mock.calls).toEqual([[USAGE], [USAGE]]);
    printed.mockRestore();
  });

  it("names an unknown option or a missing value in French, with the usage, and exits 2", () => {
    expect(commandArguments(OPTIONS, USAGE, ["create", "--mail", "a@exemple.fr"])).toBeNull();
    expect(process.exitCode).toBe(2);
    expect(commandArguments(OPTIONS, USAGE, ["create", "--email"])).toBeNull();
    expect(expectConsoleError()).toEqual([
      `Option inconnue : --mail.\n${USAGE}`,
      `Valeur manquante ou invalide pour l'option : --email.\n${USAGE}`,
    ]);
  });
});
