import type { Server } from "node:http";

/**
 * Idle keep-alive connections stay open longer than the proxies and clients in front of the shop
 * keep theirs (load balancers commonly 60 s). With Node's 5 s default, a client reusing a socket
 * at the moment the server closes it gets ECONNRESET: a failed request nobody did wrong.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Pick<Server, "keepAliveTimeout" | "headersTimeout">) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must outlast the keep-alive window, or a slow client's next request is cut by the header timer.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
