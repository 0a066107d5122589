import { defineConfig, devices } from "@playwright/test";
import { PROXY_JOURNEYS } from "./tests/proxy/journeys";
import { phoneTests, titlePattern } from "./tests/setup/phone-tests";
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_TOTP_SECRET, E2E_ADMINS } from "./tests/e2e/admins";

const port = Number(process.env.E2E_PORT ?? 3100);
// CI builds once (`npm run build`) and names the build (E2E_BUILD_DIR); alone, the browser tests make their own.
const buildDir = process.env.E2E_BUILD_DIR ?? `.tmp/e2e-${port}/build`;
const build = process.env.E2E_BUILD_DIR ? "" : `cross-env BUILD_DIR=${buildDir} npm run build && `;

// The phone project (360 px, touch) runs the tests whose checks depend on the screen (tests/setup/phone-tests.ts,
// decision 099); every other journey runs once, on the desktop: its steps and answers are the same at both widths.
const PHONE_TESTS = phoneTests();

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Three on CI's two cores: a worker waiting on the server or a mail leaves its core to another (decision 125: the
  // suite in 4,1 min against 4,6 with two, 4,0 with four). E2E_WORKERS measures another count.
  workers: process.env.CI ? Number(process.env.E2E_WORKERS ?? 3) : undefined,
  // In CI a test that fails is run once more and reported « flaky » if it then passes (decision 047): a journey
  // that is really broken fails twice; a rare stall of a loaded 2-core machine no longer refuses the whole change.
  retries: process.env.CI ? 1 : 0,
  // Hydration on a loaded 2-core machine can take a few seconds, and a whole purchase with two axe runs
  // more than Playwright's default 30 s (seen once in CI on the crypto journey).
  expect: { timeout: 10_000 },
  timeout: 60_000,
  reporter: process.env.CI ? "line" : "list",
  use: {
    // An action that cannot happen names itself after 20 s instead of using up the whole test's time.
    actionTimeout: 20_000,
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell), the browser Playwright itself runs headless tests
      // in: the same Blink as /usr/bin/chromium without the full browser around it: 17–18 s of CPU against 42–45 s
      // for the same 24 page loads on this 2-core machine (decision 125). Lighthouse and the screenshots keep the full Chromium.
      executablePath: process.env.E2E_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      grepInvert: process.env.PROXY_RIG_RUNS_JOURNEYS ? PROXY_JOURNEYS : undefined,
    },
    {
      name: "mobile",
      testMatch: [...new Set(PHONE_TESTS.map(({ file }) => `**/${file}`))],
      grep: titlePattern(PHONE_TESTS),
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // A production build (pages and compiled server) on a fresh embedded database, as `npm start` would serve it. Every test browser is
    // 127.0.0.1: the limits of unpaid orders and of analytics events per client address are raised (the API tests
    // cover them; a refused beacon is a console error that fails whichever test's page sent it).
    // The administrators of the back-office tests are made by the shop's own command (fixtures.ts: adminPage).
    command: `rm -rf .tmp/e2e-${port} && ${build}cross-env DATA_DIR=.tmp/e2e-${port}/data LOG_LEVEL=warn node ${buildDir}/node/admin.js create ${E2E_ADMINS.map((email) => `--email ${email}`).join(" ")} --password ${E2E_ADMIN_PASSWORD} --totp-secret ${E2E_ADMIN_TOTP_SECRET} && cross-env NODE_ENV=production PORT=${port} HOST=127.0.0.1 PUBLIC_URL=http://127.0.0.1:${port} DATA_DIR=.tmp/e2e-${port}/data BUILD_DIR=${buildDir} LOG_LEVEL=warn DEV_MAILBOX=on MAX_PENDING_ORDERS_PER_ADDRESS=1000 EVENTS_PER_MINUTE_PER_ADDRESS=100000 REVIEW_INVITATION_INTERVAL_SECONDS=2 node ${buildDir}/node/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
