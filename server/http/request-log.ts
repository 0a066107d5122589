import type { MiddlewareHandler } from "hono";
import type { Logger } from "#server/logger";
import { requestContext } from "./request-context";

export interface RequestLine {
  method: string;
  path: string;
  status: number;
  startedAt: number;
}

/** One line per request: what was asked, how it ended and how long it took; the build's files only in debug. */
export function logRequest(logger: Logger, { method, path, status, startedAt }: RequestLine): void {
  const level = path.startsWith("/assets/") ? "debug" : "info";
  logger[level]({ method, path, status, ms: Math.round(performance.now() - startedAt) }, "requête");
}

/** The app's request log; also names the route matched, for the request metrics. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    const request = requestContext.getStore();
    if (request) request.route = c.req.routePath;
    logRequest(logger, { method: c.req.method, path: c.req.path, status: c.res.status, startedAt });
  };
}
