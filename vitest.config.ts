import { existsSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Which server test files run on PostgreSQL (decision 094). The embedded pass (`npm test`) runs every file;
// `npm run test:pg` every file that opens a database; CI's PostgreSQL pass (`npm run test:pg:database`) the files
// that test what only a database server shows, read from each file's text by the rule below
// (tests/setup/postgres-pass.test.ts holds it to that).

/**
 * API files whose tests never open the database a run is given (pure HTTP pieces, the compiled server on its own
 * embedded database): the PostgreSQL passes leave them out, the README's run has them.
 */
export const DATABASE_FREE = [
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

/**
 * The rule of CI's PostgreSQL pass: a file tests database behaviour when its text shows one of these. Work at once
 * is the first: on the embedded database one connection serialises everything, so only PostgreSQL shows what
 * concurrent requests, instances or transactions do to locks, unique keys and counters.
 */
export const DATABASE_BEHAVIOUR: readonly (readonly [string, RegExp])[] = [
  ["work at once", /Promise\.all(Settled)?\(/],
  ["a branch on the run's PostgreSQL server", /process\.env\.TEST_DATABASE_URL/],
  ["row or advisory locks", /for update|skip locked|advisory/i],
  ["transactions", /\.transaction\(/],
  ["unique keys and PostgreSQL's error codes", /UNIQUE_VIOLATION|\b23505\b|pgErrorCode/],
  ["named statements", /pg_prepared_statements|named statement/i],
  ["backups and restores", /pg_dump|pg_restore|backupEmbedded|restoreEmbedded/],
  ["lost connections", /pg_terminate_backend|isConnectionLost|connection-cuts/],
  ["migrations", /migrations\/|migrationsFolder|readMigrationFiles/],
];

/** Files that show a sign of the rule without testing the database's behaviour, each with what it does instead. */
export const SIGN_WITHOUT_BEHAVIOUR: Record<string, string> = {
  "server/modules/accounts/accounts.test.ts": "reads two answers' bodies at once, one after the other's request",
  "server/http/client-address-sockets.test.ts": "closes its sockets' servers at once",
  "server/observability.test.ts": "closes its servers at once; reads whether the migrations are applied",
  "server/logger.test.ts": "a made-up unique violation written to the log",
  "server/db/connection-lost.test.ts": "made-up driver errors read by isConnectionLost",
  "server/db/backup.test.ts": "the embedded database's backup, a folder (PostgreSQL's: tests/restore-check.ts)",
  "server/http/guards.test.ts": "sends cross-site posts at once, each refused by the guard before any database",
};

/** What of the rule a test file's text shows (empty: it does not test database behaviour). */
export function databaseBehaviourIn(text: string): string[] {
  return DATABASE_BEHAVIOUR.filter(([, sign]) => sign.test(text)).map(([what]) => what);
}

/** Every server test file, relative to the repository's root, sorted. */
export function serverTestFiles(): string[] {
  return readdirSync("server", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `server/${file.split("\\").join("/")}`)
    .sort();
}

/** The harness every API file goes through: its branches on PostgreSQL are every file's, not a sign. */
const HARNESS = ["server/testing/test-database.ts", "server/testing/test-shop.ts"];

/** A test file's text and that of the server/testing helpers it imports (a sign moved into a rig still counts). */
function textWithHelpers(file: string): string {
  const text = readFileSync(file, "utf8");
  const helpers = [...text.matchAll(/from "(?:#server\/|(?:\.\.?\/)+)testing\/([\w-]+)"/g)]
    .map((match) => `server/testing/${match[1]}.ts`)
    .filter((helper) => !HARNESS.includes(helper) && existsSync(helper));
  return [text, ...helpers.map((helper) => readFileSync(helper, "utf8"))].join("\n");
}

/** CI's PostgreSQL pass: the server test files that open a database and test its behaviour. */
export function postgresPass(): string[] {
  return serverTestFiles().filter(
    (file) =>
      !DATABASE_FREE.includes(file) &&
      !(file in SIGN_WITHOUT_BEHAVIOUR) &&
      databaseBehaviourIn(textWithHelpers(file)).length > 0,
  );
}

/**
 * The API project's files for a run's environment: all on the embedded database; without DATABASE_FREE on
 * PostgreSQL (`TEST_DATABASE_URL`); only `postgresPass()` when `TEST_PG_SCOPE=database` too.
 */
export function apiFiles(env: NodeJS.ProcessEnv): { include: string[]; exclude: string[] } {
  if (!env.TEST_DATABASE_URL) return { include: ["server/**/*.test.ts"], exclude: [] };
  if (env.TEST_PG_SCOPE === "database") return { include: postgresPass(), exclude: [] };
  return { include: ["server/**/*.test.ts"], exclude: DATABASE_FREE };
}

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
          // A worker reads the shared modules once for all its files (decision 099).
          isolate: false,
          include: [
            "core/**/*.test.ts",
            "app/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "tests/**/*.test.ts",
          ],
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
          setupFiles: ["./tests/setup/ui.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          // A worker reads the server's modules once for all its files, not once per file: the import was 120 s of
          // the embedded run's 290 s. Each file still has its own database (server/testing/test-shop.ts); decision 099
          // says what a file must not leave behind.
          isolate: false,
          // All on the embedded database; on PostgreSQL the files that open a database, or in CI only those that
          // test its behaviour (postgresPass above, decision 094).
          ...apiFiles(process.env),
          globalSetup: ["./server/testing/api-global-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
