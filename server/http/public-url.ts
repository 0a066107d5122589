import type { IncomingMessage } from "node:http";

/**
 * `PUBLIC_URL`'s origin when it is https: behind a proxy that terminates TLS the shop hears plain http, under
 * whatever host the proxy passes on; null for an http address (nothing to restore).
 */
export function publicOriginBehindProxy(publicUrl: string): string | null {
  const url = new URL(publicUrl);
  return url.protocol === "https:" ? url.origin : null;
}

/**
 * The request as the customer sent it (decision 075): its target made absolute with the public origin, so the URL
 * the app reads — React Router's check of a form's `Origin`, redirects, return addresses — is the public one. Only
 * for a request that came through a trusted proxy: one reaching the shop around it keeps what it said.
 */
export function asPublicRequest(req: IncomingMessage, origin: string): void {
  const target = req.url ?? "/";
  if (target.startsWith("/")) {
    req.url = origin + target;
    return;
  }
  // An absolute target (`GET http://host/path`): only its path and query are the customer's.
  try {
    const given = new URL(target);
    req.url = origin + given.pathname + given.search;
  } catch {
    req.url = `${origin}/`;
  }
}
