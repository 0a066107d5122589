import pino from "pino";
import { createApp, createServer } from "#server/app";
import type { Database } from "#server/db/client";
import { parseEnv } from "#server/env";
import type { Logger } from "#server/logger";

export type TestApp = ReturnType<typeof createTestApp>;

/** The Hono app on a test database, without the React Router build: for in-process API tests. */
export function createTestApp(
  database: Database,
  overrides: Record<string, string> = {},
  logger: Logger = pino({ level: "silent" }),
) {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  return createApp({ env, database, logger });
}

/** The whole server — the pages' services (`services`) and the app — on a test database, for loaders' tests. */
export function createTestServer(database: Database, overrides: Record<string, string> = {}) {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  return createServer({ env, database, logger: pino({ level: "silent" }) });
}

/** Both providers real on a public address: decision 016's demonstration mode is off. */
export const REAL_PAYMENTS_ENV = {
  PUBLIC_URL: "https://maisonh.fr",
  CARD_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_demo",
  STRIPE_WEBHOOK_SECRET: "whsec_demo",
  CRYPTO_PROVIDER: "btcpay",
  BTCPAY_URL: "https://btcpay.maisonh.fr",
  BTCPAY_API_KEY: "cle-api-btcpay",
  BTCPAY_STORE_ID: "boutique1",
  BTCPAY_WEBHOOK_SECRET: "secret-webhook",
};
