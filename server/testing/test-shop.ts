import pino from "pino";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createShopContext } from "#server/app";
import { parseEnv } from "#server/env";
import type { Logger } from "#server/logger";
import { createMailer } from "#server/modules/mail/service";
import { apiClient, type CallerOptions, typedApi } from "./api-client";
import { createTestApp, type TestApp } from "./test-app";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestShopOptions {
  /** Environment variables on top of the test defaults (NODE_ENV=test, silent logs). */
  env?: Record<string, string>;
  /** false: migrated tables without the catalogue and the promotion codes. */
  seed?: boolean;
  logger?: Logger;
}

/**
 * The shop for the tests of one file: a test database opened before the first test and closed after the last,
 * put back to its seeded state before every test, and a new app on it for every test. Each test therefore starts
 * from the same shop whatever ran before it (docs/decisions/022). Call at the top of the file or of a `describe`.
 */
export function setupTestShop(options: TestShopOptions = {}) {
  let database: TestDatabase | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: options.seed });
  });
  beforeEach(async () => {
    app = undefined;
    await opened().reset();
  });
  afterAll(async () => {
    await database?.close();
  });

  const opened = () => {
    if (!database) throw new Error("setupTestShop : la base de test n'est ouverte que pendant les tests.");
    return database;
  };
  const appWith = (env: Record<string, string> = {}, logger = options.logger) =>
    createTestApp(opened(), { ...options.env, ...env }, logger);

  return {
    get database() {
      return opened();
    },
    get db() {
      return opened().db;
    },
    /** This test's app (created on first use). */
    get app() {
      return (app ??= appWith());
    },
    /** Untyped JSON calls to this test's app (broken bodies, paths outside the contract). */
    get api() {
      return apiClient(this.app);
    },
    /** This test's app through the API contract's types, as `caller` (session, address). */
    client(caller: CallerOptions = {}) {
      return typedApi(this.app, caller);
    },
    /** Another app on the same database with more environment variables (another provider, a proxy, a port…). */
    appWith,
    /**
     * The shop context the workflows get, on this test's database and environment, its clock `minutesAhead`
     * minutes later than now (an order's payment time run out, a hold expired).
     */
    context(minutesAhead = 0) {
      const logger = pino({ level: "silent" });
      const env = parseEnv({ NODE_ENV: "test", ...options.env });
      const mailer = createMailer({ db: opened().db, logger, from: env.MAIL_FROM });
      const context = createShopContext(env, opened(), mailer, logger);
      return minutesAhead === 0 ? context : { ...context, now: () => new Date(Date.now() + minutesAhead * 60_000) };
    },
  };
}

export type TestShop = ReturnType<typeof setupTestShop>;
