import { serve } from "@hono/node-server";
import { createApp } from "#server/app";
import { prepareDatabase } from "#server/bootstrap";
import { parseEnv } from "#server/env";
import { createLogger } from "#server/logger";

// The API alone (no pages, no jobs) on the database of the environment (DATA_DIR or DATABASE_URL), on a free port
// written to stdout as "PORT <n>": the process server/workflows/crash-recovery.test.ts kills with TEST_CRASH_POINT.

const env = parseEnv();
const logger = createLogger(env);
const database = await prepareDatabase(env, logger);
const app = createApp({ env, database, logger });
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`PORT ${info.port}\n`);
});
