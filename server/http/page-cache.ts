import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, crc32, deflateRawSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { chosenEncoding } from "./compression";
import { gzipMember, storedBlock } from "./gzip-member";

/**
 * The public page cache (decision 049): a page the shop already declares shareable (`Cache-Control: public`, no
 * Set-Cookie), asked for by a visitor without a session, is kept in memory for `ttlMs` and served again without
 * rendering. Writes empty it (server/http/write-fence.ts), so an edit shows at once here and within `ttlMs` on the
 * other instances — as a CDN in front would (decision 029). The per-response script nonce is replaced by the new
 * response's own, so the policy stays one nonce per response.
 *
 * Decision 052: once a kept page has gone out whole (`capture`, with the headers every middleware gave it), a hit is
 * answered by `serveEarly` straight from Node's request listener, before the framework and its middlewares: the same
 * headers (the policy naming the new nonce), the body already split around the nonce and already gzipped.
 */
export interface PageCacheOptions {
  ttlMs: number;
  sessionCookie: string;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

interface Ready {
  /** The response's headers as they left the shop, without framing ones (length, encoding): name, value, name… */
  flat: string[];
  /** The places in `flat` of the values naming the nonce (the policy). */
  nonceAt: number[];
  /** The body cut at each occurrence of the nonce. */
  pieces: Buffer[];
  /** Each piece deflated alone and flushed to a byte boundary, so a gzip body is put together around any nonce. */
  deflated: Buffer[];
}

interface Entry {
  body: string;
  status: number;
  headers: [string, string][];
  nonce: string | undefined;
  expires: number;
  ready?: Ready;
}

// Documents and React Router's data for client navigations; never files (they have their own cache) or JSON.
const CACHED_TYPES = /^text\/(?:html|x-script)\b/;
const SKIPPED = /^\/(?:api|admin|dev|assets|media)(?:\/|$)/;
const FRAMING = new Set(["content-length", "content-encoding", "transfer-encoding", "x-page-cache"]);

/** The gzip member of `pieces` joined by `nonce`, from the pieces' deflated forms: no compression at request time. */
export function gzipAround(ready: Pick<Ready, "pieces" | "deflated">, nonce: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  const glue = nonce.length > 0 ? storedBlock(nonce) : null;
  let crc = 0;
  let size = 0;
  ready.pieces.forEach((piece, i) => {
    if (i > 0 && glue) {
      blocks.push(glue);
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    blocks.push(ready.deflated[i]!);
    // Node 20's crc32 answers 0 for some empty buffers (a nonce at the very end leaves one).
    if (piece.length > 0) crc = crc32(piece, crc);
    size += piece.length;
  });
  return gzipMember(blocks, crc, size);
}

/** The identity body: the pieces joined by `nonce`. */
function joinedAround(pieces: readonly Buffer[], nonce: Buffer): Buffer[] {
  return nonce.length === 0 ? [...pieces] : pieces.flatMap((piece, i) => (i > 0 ? [nonce, piece] : [piece]));
}

// Nonces are 16 random bytes, as the security headers middleware makes them, drawn from a pool filled 256 at a time.
const noncePool = Buffer.alloc(16 * 256);
let nonceOffset = noncePool.length;
function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  nonceOffset += 16;
  return noncePool.toString("base64", nonceOffset - 16, nonceOffset);
}

export function pageCache(options: PageCacheOptions) {
  const { ttlMs, sessionCookie, maxEntries = 300, maxBytes = 512 * 1024, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  // The entry a response is about to fill, by its request, until it has gone through every middleware.
  const kept = new WeakMap<Request, Entry>();
  let generation = 0;
  const sessionPattern = new RegExp(`(?:^|;\\s*)${sessionCookie.replace(/[^\w-]/g, "\\$&")}=`);

  const invalidate = () => {
    generation += 1;
    entries.clear();
  };

  const middleware: MiddlewareHandler<{ Variables: { secureHeadersNonce?: string } }> = async (c, next) => {
    if (
      ttlMs <= 0 ||
      c.req.method !== "GET" ||
      SKIPPED.test(c.req.path) ||
      sessionPattern.test(c.req.header("cookie") ?? "")
    ) {
      await next();
      return;
    }
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const nonce = c.get("secureHeadersNonce");
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      const body = hit.nonce && nonce ? hit.body.replaceAll(hit.nonce, nonce) : hit.body;
      c.res = new Response(body, { status: hit.status, headers: hit.headers });
      c.res.headers.set("X-Page-Cache", "hit");
      return;
    }
    if (hit) entries.delete(key);

    const started = generation;
    await next();
    const res = c.res;
    const cacheControl = res.headers.get("cache-control") ?? "";
    if (
      res.status !== 200 ||
      !CACHED_TYPES.test(res.headers.get("content-type") ?? "") ||
      !/(?:^|,)\s*public\b/.test(cacheControl) ||
      res.headers.has("set-cookie") ||
      res.headers.has("content-encoding") ||
      !res.body
    ) {
      return;
    }
    const body = await res.text();
    c.res = new Response(body, { status: res.status, headers: res.headers });
    if (started !== generation || Buffer.byteLength(body) > maxBytes) return;
    const headers = [...res.headers].filter(([name]) => name !== "content-length" && name !== "x-page-cache");
    const entry = { body, status: res.status, headers, nonce, expires: now() + ttlMs };
    entries.set(key, entry);
    kept.set(c.req.raw, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  /**
   * Called with each response as it leaves the shop (after every middleware): a page just kept records its final
   * headers and its body's pieces, from which `serveEarly` answers the next visitors.
   */
  const capture = (request: Request, response: Response) => {
    const entry = kept.get(request);
    if (!entry || response.status !== entry.status || response.headers.has("set-cookie")) return;
    const flat = [...response.headers].filter(([name]) => !FRAMING.has(name)).flat();
    const nonceAt = entry.nonce
      ? flat.flatMap((value, i) => (i % 2 === 1 && value.includes(entry.nonce!) ? [i] : []))
      : [];
    // The policy must name the nonce it replaces, or a hit would send a policy its scripts do not match.
    if (entry.nonce && nonceAt.length === 0) return;
    const pieces = (entry.nonce ? entry.body.split(entry.nonce) : [entry.body]).map((s) => Buffer.from(s));
    const deflated = pieces.map((piece) => deflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH }));
    entry.ready = { flat, nonceAt, pieces, deflated };
  };

  /** Answers a kept page from Node's listener; false (nothing written) when the request must go to the shop. */
  const serveEarly = (req: IncomingMessage, res: ServerResponse): boolean => {
    const key = req.url;
    if (ttlMs <= 0 || req.method !== "GET" || !key?.startsWith("/") || entries.size === 0) return false;
    const entry = entries.get(key);
    const ready = entry?.ready;
    if (!entry || !ready || entry.expires <= now()) return false;
    const { headers } = req;
    if (headers["content-length"] || headers["transfer-encoding"] || sessionPattern.test(headers.cookie ?? "")) {
      return false;
    }
    const encoding = chosenEncoding(headers["accept-encoding"]);
    if (encoding === "deflate") return false;
    const nonce = entry.nonce ? newNonce() : "";
    const glue = Buffer.from(nonce);
    const flat = [...ready.flat];
    for (const at of ready.nonceAt) flat[at] = flat[at]!.replaceAll(entry.nonce!, nonce);
    const parts = encoding === "gzip" ? gzipAround(ready, glue) : joinedAround(ready.pieces, glue);
    if (encoding === "gzip") flat.push("content-encoding", "gzip");
    flat.push("content-length", String(parts.reduce((sum, part) => sum + part.length, 0)), "x-page-cache", "hit");
    res.writeHead(entry.status, flat);
    // Written in one go: the parts leave in one system call, without being copied together first.
    res.cork();
    for (const part of parts) res.write(part);
    res.end();
    return true;
  };

  return { middleware, capture, serveEarly, invalidate, size: () => entries.size };
}
