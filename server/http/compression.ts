import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";

/** The encoding hono's compress middleware chooses for this Accept-Encoding (gzip, deflate or none). */
export function chosenEncoding(header: string | undefined): "gzip" | "deflate" | undefined {
  if (header === undefined) return undefined;
  const accepts = header.split(",").map((part) => {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return { type: name.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
  });
  const wildcard = accepts.find((a) => a.type === "*")?.q;
  let best: { encoding: "gzip" | "deflate"; q: number } | undefined;
  for (const encoding of ["gzip", "deflate"] as const) {
    const q = accepts.find((a) => a.type === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Hono's compress middleware, without its cost for a client that accepts no compression (decision 059). Hono then
 * only adds `Vary: Accept-Encoding`, through `c.header`, which rebuilds a finished response around its body as a
 * stream: a rendered page was encoded a second time and piped out by @hono/node-server instead of being written in
 * one call. Here the header goes on the response's own headers, under hono's conditions; a response whose headers
 * cannot change (a fetched one) goes the old way.
 */
export function compression(): MiddlewareHandler {
  const compressing = compress();
  return async (c, next) => {
    if (chosenEncoding(c.req.header("accept-encoding")) !== undefined) return compressing(c, next);
    await next();
    const { res } = c;
    const headers = res.headers;
    const length = headers.get("content-length");
    if (
      res.status === 206 ||
      headers.has("content-encoding") ||
      headers.has("transfer-encoding") ||
      c.req.method === "HEAD" ||
      (length && Number(length) < 1024) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get("content-type") ?? "") ||
      NO_TRANSFORM.test(headers.get("cache-control") ?? "")
    ) {
      return;
    }
    const vary = headers.get("vary");
    if (vary === "*" || (vary && VARIES_ON_ENCODING.test(vary))) return;
    const value = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    try {
      headers.set("Vary", value);
    } catch {
      c.header("Vary", value);
    }
  };
}
