import pino, { type Logger } from "pino";
import type { Env } from "./env";

export type { Logger };

export function createLogger(env: Pick<Env, "NODE_ENV" | "LOG_LEVEL">): Logger {
  const pretty = env.NODE_ENV === "development" && process.stdout.isTTY;
  return pino({
    level: env.LOG_LEVEL,
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } } : {}),
  });
}
