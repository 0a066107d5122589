import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { prepareDatabase } from "./bootstrap";
import type { Database } from "./db/client";
import { parseEnv } from "./env";
import { createLogger } from "./logger";

// `npm run dev`: Vite loads this module (and reloads it on change); the database survives reloads.
const env = parseEnv();
const logger = createLogger(env);
const holder = globalThis as typeof globalThis & { __maisonhDb?: Promise<Database>; __maisonhJobs?: boolean };
holder.__maisonhDb ??= prepareDatabase(env, logger);
const database = await holder.__maisonhDb;

export default createApp({
  env,
  database,
  logger,
  build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
  // Once per process: a reload of this module must not start the expiry job again.
  startJobs: !holder.__maisonhJobs && (holder.__maisonhJobs = true),
});
