import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import type { createMetrics } from "#server/metrics";
import { cameThroughProxy } from "./client-address";
import type { pageCache } from "./page-cache";
import { asPublicRequest, publicOriginBehindProxy } from "./public-url";
import type { Lifecycle } from "./readiness";
import { REQUEST_ID_HEADER, type RequestContext, requestContext, requestIdOf } from "./request-context";
import { logRequest } from "./request-log";

interface ListenerDeps {
  fetch: (request: Request, connection: HttpBindings | Http2Bindings) => Response | Promise<Response>;
  pages: ReturnType<typeof pageCache>;
  env: Pick<Env, "HOST" | "PUBLIC_URL" | "TRUST_PROXY">;
  lifecycle: Lifecycle;
  metrics: Pick<ReturnType<typeof createMetrics>, "request">;
  logger: Logger;
}

/**
 * Node's request listener: a request id, the request's metrics, a page kept by the public cache answered before
 * the app (decision 052), a request through a trusted proxy read at the public address; `inFlight` holds the
 * responses being written, told to close their connection once a stop has begun.
 */
export function nodeListener({ fetch, pages, env, lifecycle, metrics, logger }: ListenerDeps) {
  const shopListener = getRequestListener(
    async (request: Request, connection: HttpBindings | Http2Bindings) => {
      // The socket goes with the request: the client's address (getConnInfo) is read from it.
      const response = await fetch(request, connection);
      pages.capture(request, response);
      return response;
    },
    { hostname: env.HOST },
  );
  const publicOrigin = publicOriginBehindProxy(env.PUBLIC_URL);
  const inFlight = new Set<ServerResponse>();
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = performance.now();
    const viaProxy = cameThroughProxy(req.socket.remoteAddress, env.TRUST_PROXY);
    const request: RequestContext = { id: requestIdOf(req.headers[REQUEST_ID_HEADER], viaProxy) };
    res.setHeader("X-Request-Id", request.id);
    if (lifecycle.stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      metrics.request({
        method: req.method ?? "GET",
        route: request.route ?? "(cache)",
        status: res.statusCode,
        seconds: (performance.now() - startedAt) / 1000,
      });
    });
    return requestContext.run(request, () => {
      if (!pages.serveEarly(req, res)) {
        if (viaProxy && publicOrigin) asPublicRequest(req, publicOrigin);
        return shopListener(req, res);
      }
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      logRequest(logger, { method: "GET", path, status: res.statusCode, startedAt });
    });
  };
  return { listener, inFlight };
}
