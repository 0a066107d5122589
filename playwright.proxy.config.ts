import { defineConfig, devices } from "@playwright/test";
import baseConfig from "./playwright.config";
import { PROXY_JOURNEYS } from "./tests/proxy/journeys";
import { PROXY_ORIGIN, PROXY_PORT } from "./tests/proxy/origin";

// The journeys a shop meets first in production, run through the rig of decision 082 (tests/proxy/rig.ts): Caddy
// terminating TLS in front of two instances on PostgreSQL, PUBLIC_URL in https. The journeys are the browser tests'
// own, chosen by title; tests/proxy/ adds what only the rig can show (client addresses through the proxy).
// The administrators' TOTP secrets of this run are kept apart from the browser tests' (fixtures.ts).
process.env.E2E_PORT = String(PROXY_PORT);

export default defineConfig({
  ...baseConfig,
  testDir: "tests",
  testMatch: [
    "e2e/checkout.spec.ts",
    "e2e/accounts.spec.ts",
    "e2e/withdrawal.spec.ts",
    "e2e/admin-access.spec.ts",
    "e2e/admin-photos.spec.ts",
    "e2e/lots.spec.ts",
    "proxy/*.spec.ts",
  ],
  grep: [...PROXY_JOURNEYS, /through the proxy/],
  use: { ...baseConfig.use, baseURL: PROXY_ORIGIN, ignoreHTTPSErrors: true },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "tsx tests/proxy/rig.ts",
    wait: { stdout: /rig prêt/ },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
  },
});
