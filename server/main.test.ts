import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { crashPoint, crashPointRefusal, testHoldMs } from "./crash-hook";

const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    encoding: "utf8",
    // A start-up refused takes about a second; a loaded 2-core machine made one take over 20 s.
    timeout: 50_000,
  });

describe("server start-up", { timeout: 60_000 }, () => {
  it("refuses to take test payments on a public address, in one line naming the variables", () => {
    const result = start({
      PUBLIC_URL: "https://maisonh.fr",
      CARD_PROVIDER: "simulated",
      CRYPTO_PROVIDER: "simulated",
      ALLOW_SIMULATED_PAYMENTS: "false",
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      'Configuration invalide : PUBLIC_URL="https://maisonh.fr" — paiements simulés (CARD_PROVIDER=simulated, CRYPTO_PROVIDER=simulated) refusés sur une adresse publique : configurez CARD_PROVIDER=stripe et CRYPTO_PROVIDER=btcpay, ou ALLOW_SIMULATED_PAYMENTS=true pour une démonstration sans paiement réel',
    );
  });

  it("stops at once with one line naming a bad variable", () => {
    const result = start({ PORT: "quatre-mille" });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration invalide : PORT="quatre-mille"/);
  });

  it("refuses the test-only crash point in production", () => {
    const result = start({ TEST_CRASH_POINT: "simulated-card-paid" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Configuration invalide : TEST_CRASH_POINT est réservé aux tests (NODE_ENV=test) et refusé en production ; retirez-le.",
    );
  });

  it("refuses and ignores the test-only switches under any NODE_ENV but test", () => {
    const saved = process.env.TEST_HOLD_MS;
    try {
      process.env.TEST_HOLD_MS = "1500";
      expect(testHoldMs({ NODE_ENV: "test" })).toBe(1500);
      for (const mode of ["development", "production"]) {
        expect(testHoldMs({ NODE_ENV: mode })).toBe(0);
        expect(crashPointRefusal({ NODE_ENV: mode })).toBe(
          `Configuration invalide : TEST_HOLD_MS est réservé aux tests (NODE_ENV=test) et refusé en ${mode} ; retirez-le.`,
        );
      }
      expect(crashPointRefusal({ NODE_ENV: "test" })).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.TEST_HOLD_MS;
      else process.env.TEST_HOLD_MS = saved;
    }
  });

  it("keeps the crash point inert unless it names the point, and outside the tests", () => {
    // Were it not inert, this test's own process would be killed.
    const saved = { point: process.env.TEST_CRASH_POINT, mode: process.env.NODE_ENV };
    try {
      delete process.env.TEST_CRASH_POINT;
      crashPoint("simulated-card-paid");
      process.env.TEST_CRASH_POINT = "un-autre-point";
      crashPoint("simulated-card-paid");
      process.env.TEST_CRASH_POINT = "simulated-card-paid";
      process.env.NODE_ENV = "production";
      crashPoint("simulated-card-paid");
      process.env.NODE_ENV = "development";
      crashPoint("simulated-card-paid");
    } finally {
      if (saved.mode === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved.mode;
      if (saved.point === undefined) delete process.env.TEST_CRASH_POINT;
      else process.env.TEST_CRASH_POINT = saved.point;
    }
    expect(process.pid).toBeGreaterThan(0);
  });
});
