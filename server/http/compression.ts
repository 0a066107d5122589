import { promisify } from "node:util";
import { constants, crc32, deflate, deflateRaw, deflateRawSync, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { gzipMember } from "./gzip-member";

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
const THRESHOLD = 1024;
// zlib's own default level; run in libuv's thread pool, off the thread that renders the next page.
const encoders = { gzip: promisify(gzip), deflate: promisify(deflate) };
const deflateRawAsync = promisify(deflateRaw);
// Deflate's window: how far back the bytes after the shared part may point.
const WINDOW = 32 * 1024;

export interface CompressionOptions {
  /**
   * Bytes that many answers hold whole — the pages' inline stylesheet, half of a page: deflated once, and a gzip
   * answer holding them is put together around them, only the rest compressed at request time. Asked once.
   */
  sharedPart?: () => Promise<string | undefined>;
}

export interface SharedPart {
  bytes: Buffer;
  deflated: Buffer;
  /** Its last 32 Ko: what the bytes after it may point back to, when it is at least that long. */
  tail: Buffer;
}

export function prepareSharedPart(text: string | undefined): SharedPart | null {
  if (!text || text.length < 4096) return null;
  const bytes = Buffer.from(text);
  return {
    bytes,
    deflated: deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }),
    tail: bytes.subarray(-WINDOW),
  };
}

/**
 * The gzip member of `page`, which holds `part` at `at`: the bytes before it and after it deflated now (in the thread
 * pool, side by side), the part's own blocks deflated once. The bytes after it are deflated with the 32 Ko that
 * precede them as dictionary, so they may point back into the stylesheet as a single stream would.
 */
export async function gzipAroundShared(page: Buffer, at: number, part: SharedPart): Promise<Buffer<ArrayBuffer>> {
  const before = page.subarray(0, at);
  const after = page.subarray(at + part.bytes.length);
  const window = part.bytes.length >= WINDOW ? part.tail : Buffer.concat([before, part.bytes]).subarray(-WINDOW);
  const [head, rest] = await Promise.all([
    deflateRawAsync(before, { finishFlush: constants.Z_SYNC_FLUSH }),
    deflateRawAsync(after, { finishFlush: constants.Z_SYNC_FLUSH, dictionary: window }),
  ]);
  return Buffer.concat(gzipMember([head, part.deflated, rest], crc32(page), page.length));
}

/** Hono's compress conditions: what is never compressed nor said to vary on Accept-Encoding. */
function left(c: Context, res: Response): boolean {
  const headers = res.headers;
  const length = headers.get("content-length");
  return (
    res.status === 206 ||
    headers.has("content-encoding") ||
    headers.has("transfer-encoding") ||
    c.req.method === "HEAD" ||
    Boolean(length && Number(length) < THRESHOLD) ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get("content-type") ?? "") ||
    NO_TRANSFORM.test(headers.get("cache-control") ?? "")
  );
}

/** Replaces the context's answer without hono merging the old one into it around a stream. */
function answer(c: Context, res: Response, body: Uint8Array<ArrayBuffer>, headers: Headers) {
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
}

/**
 * Hono's compress middleware, under its conditions and with its choice of encoding, without its costs (decisions
 * 059 and 070). For a client that accepts no compression, hono only adds `Vary: Accept-Encoding`, through
 * `c.header`, which rebuilds a finished response around its body as a stream: here the header goes on the
 * response's own headers, and a response whose headers cannot change (a fetched one) goes the old way. For a
 * browser (gzip), hono pipes the body through a web `CompressionStream`, which @hono/node-server then reads and
 * writes in pieces: every answer of the shop is whole when it leaves the app (a page is rendered to its end first,
 * app/entry.server.tsx), so here it is compressed in one call in zlib's thread pool and written with its length.
 */
export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  let shared: Promise<SharedPart | null> | undefined;
  const sharedPart = () =>
    (shared ??= (options.sharedPart?.() ?? Promise.resolve(undefined)).then(prepareSharedPart, () => null));
  return async (c, next) => {
    await next();
    const { res } = c;
    if (left(c, res)) return;
    const vary = res.headers.get("vary");
    const varies = vary === "*" || Boolean(vary && VARIES_ON_ENCODING.test(vary));
    const varyValue = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    const encoding = chosenEncoding(c.req.header("accept-encoding"));
    if (!encoding || !res.body) {
      if (varies) return;
      try {
        res.headers.set("Vary", varyValue);
      } catch {
        c.header("Vary", varyValue);
      }
      return;
    }
    const raw = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (!varies) headers.set("Vary", varyValue);
    if (raw.byteLength < THRESHOLD) return answer(c, res, raw, headers);
    const part = encoding === "gzip" ? await sharedPart() : null;
    const at = part ? raw.indexOf(part.bytes) : -1;
    const body = part && at >= 0 ? await gzipAroundShared(raw, at, part) : await encoders[encoding](raw);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.byteLength));
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    answer(c, res, body, headers);
  };
}
