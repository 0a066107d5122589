import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("server start-up", () => {
  it("stops at once with one line naming a bad variable", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: "quatre-mille", NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration invalide : PORT="quatre-mille"/);
  });
});
