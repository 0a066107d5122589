import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

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
          globalSetup: ["./server/testing/api-global-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
