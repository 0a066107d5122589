import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * API files whose tests never open the database a run is given (pure HTTP pieces, the compiled server on its own
 * embedded database): the PostgreSQL pass (`TEST_DATABASE_URL`) leaves them out, the README's run has them.
 */
const DATABASE_FREE = [
  "server/behind-proxy.test.ts",
  "server/env.test.ts",
  "server/main.test.ts",
  "server/http/build-files.test.ts",
  "server/http/client-address.test.ts",
  "server/http/compression.test.ts",
  "server/http/connections.test.ts",
  "server/http/page-cache.test.ts",
  "server/http/write-fence.test.ts",
  "server/lib/read-cache.test.ts",
  "server/modules/accounts/password-policy.test.ts",
  "server/modules/catalog/views.test.ts",
  "server/modules/crypto/amounts.test.ts",
  "server/modules/media/documents.test.ts",
  "server/modules/media/store.test.ts",
  "server/modules/orders/order-states.test.ts",
  "server/modules/shipping/quote.test.ts",
];

export default defineConfig({
  test: {
    // Vitest leaves a core to its main process, which only collects results: on a 2-core machine that ran one test
    // file at a time (decision 069). At most 4: each API file on PostgreSQL may open 10 connections, and a server's
    // default limit is 100.
    maxWorkers: Math.min(4, availableParallelism()),
    setupFiles: ["./tests/setup/console.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          // Component tests: React in a simulated DOM.
          name: "ui",
          include: ["app/**/*.test.tsx"],
          environment: "happy-dom",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["server/**/*.test.ts"],
          exclude: process.env.TEST_DATABASE_URL ? DATABASE_FREE : [],
          globalSetup: ["./server/testing/api-global-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
