import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** What the process knows of the request being served, wherever the code runs for it (log lines, metrics). */
export interface RequestContext {
  /** Sent back in `X-Request-Id` and written on every log line of the request (`reqId`). */
  id: string;
  /** The route's pattern (`/api/orders/:reference`, `*` for the pages), once the app has answered. */
  route?: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = "x-request-id";

/** Letters, digits and `._:-`, 8 to 128 of them: a proxy's or a tracer's id, never text that could forge a log. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: the one the reverse proxy sent when the request came through a trusted one (`TRUST_PROXY`) and it is sane,
 * so the proxy's log and the shop's match; otherwise a new one. A client reaching the shop directly cannot choose it.
 */
export function requestIdOf(header: string | string[] | undefined, fromTrustedProxy: boolean): string {
  const given = Array.isArray(header) ? header[0] : header;
  return fromTrustedProxy && given !== undefined && SANE_ID.test(given) ? given : randomUUID();
}
