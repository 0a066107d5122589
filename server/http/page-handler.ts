import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isConnectionLost } from "#server/db/connection-lost";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import type { Services } from "#server/pages";
import { clientAddress } from "./client-address";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "./guards";
import { logPageError } from "./errors";

/**
 * A mail client's one-click unsubscribe (RFC 8058) may come from another site: the cross-site guard let it through
 * only with exactly RFC 8058's body (guards.ts), and the action accepts that body only. React Router refuses any
 * action whose `Origin` is not the shop's, so that one request reaches it without the header; every other keeps it.
 */
function withoutForeignOrigin(c: Context): Request {
  const request = c.req.raw;
  if (request.method !== "POST" || c.req.path !== ONE_CLICK_UNSUBSCRIBE_PATH || !request.headers.has("origin")) {
    return request;
  }
  const headers = new Headers(request.headers);
  headers.delete("origin");
  return new Request(request, { headers });
}

/** React Router's pages, given the loaders' door (`services`) and the response's nonce. */
export function pageHandler({
  build,
  env,
  services,
  logger,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  env: Pick<Env, "NODE_ENV" | "TRUST_PROXY">;
  services: Services;
  logger: Logger;
}) {
  const handle = createRequestHandler(build, env.NODE_ENV === "production" ? "production" : "development");
  return async (c: Context<{ Variables: { secureHeadersNonce?: string } }>) => {
    let connectionLost = false;
    const res = await handle(withoutForeignOrigin(c), {
      services,
      cspNonce: c.get("secureHeadersNonce"),
      // Read by the few forms that count per client: not worked out for every page.
      get clientAddress() {
        return clientAddress(c, env.TRUST_PROXY);
      },
      logError: (err) => {
        connectionLost ||= isConnectionLost(err);
        logPageError(logger, err, c.req.path);
      },
    });
    if (!connectionLost || res.status !== 500) return res;
    // The error page already says « réessayez dans un instant »: its status says so too (decision 076).
    const headers = new Headers(res.headers);
    headers.set("Retry-After", "1");
    return new Response(res.body, { status: 503, headers });
  };
}
