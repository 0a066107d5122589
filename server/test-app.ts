import pino from "pino";
import { createApp } from "./app";
import type { Database } from "./db/client";
import { parseEnv } from "./env";
import type { Logger } from "./logger";

/** The Hono app on a test database, without the React Router build: for in-process API tests. */
export function createTestApp(
  database: Database,
  overrides: Record<string, string> = {},
  logger: Logger = pino({ level: "silent" }),
) {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  return createApp({ env, database, logger });
}
