// What a provider's stand-in (Stripe, Sendcloud) reads of each request before answering it: one reader for all.
import type { IncomingMessage } from "node:http";
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
