// What a provider's stand-in (Stripe, Sendcloud, BTCPay) shares: the reader of each request before answering it, the
// requests it keeps, its local port and its closing — one for all.
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";

export interface StandInRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  rawBody: string;
}

/** The request's method, address (against a placeholder origin), headers and whole body as text. */
export async function readStandInRequest(req: IncomingMessage): Promise<StandInRequest> {
  const rawBody = await text(req);
  return {
    method: req.method ?? "GET",
    url: new URL(req.url ?? "/", "http://stand-in"),
    headers: req.headers,
    rawBody,
  };
}

/** What every stand-in offers besides its provider's own state: its address, the requests it got, reset and close. */
export interface StandInServer<Recorded> {
  /** http://127.0.0.1:port (with the API's base path) — for the provider's address setting. */
  readonly url: string;
  /** Every request received, in order. */
  readonly requests: Recorded[];
  /** The requests with this method to this path (or to a path the pattern matches). */
  requestsTo(method: string, path: string | RegExp): Recorded[];
  reset(): void;
  close(): Promise<void>;
}

/** `requests` with this method to `path` (exactly, or matched by a pattern). */
export function requestsTo<Recorded extends { method: string; path: string }>(
  requests: readonly Recorded[],
  method: string,
  path: string | RegExp,
): Recorded[] {
  return requests.filter(
    (r) => r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path)),
  );
}

/** Listens on a free local port; the server's address, `http://127.0.0.1:port`. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes the server, ending the connections its clients keep alive so the port is freed at once. */
export function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
    server.closeAllConnections();
  });
}
