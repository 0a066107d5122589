import pino from "pino";
import { createApp } from "#server/app";
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
