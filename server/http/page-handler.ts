import type { Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isConnectionLost } from "#server/db/connection-lost";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import type { Services } from "#server/pages";
import { clientAddress } from "./client-address";
import { logPageError } from "./errors";

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
    const res = await handle(c.req.raw, {
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
