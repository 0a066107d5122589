import type { MiddlewareHandler } from "hono";

/**
 * The public page cache (decision 049): a page the shop already declares shareable (`Cache-Control: public`, no
 * Set-Cookie), asked for by a visitor without a session, is kept in memory for `ttlMs` and served again without
 * rendering. Any write through this instance (a request that is not GET or HEAD) empties it, so an edit shows at
 * once here and within `ttlMs` on the other instances — as a CDN in front would (decision 029). The per-response
 * script nonce is replaced by the new response's own, so the policy stays one nonce per response.
 */
export interface PageCacheOptions {
  ttlMs: number;
  sessionCookie: string;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /** Called once per write, after it ran (cluster mode tells the other processes). */
  onWrite?: () => void;
}

interface Entry {
  body: string;
  status: number;
  headers: [string, string][];
  nonce: string | undefined;
  expires: number;
}

// Documents and React Router's data for client navigations; never files (they have their own cache) or JSON.
const CACHED_TYPES = /^text\/(?:html|x-script)\b/;
const SKIPPED = /^\/(?:api|admin|dev|assets|media)(?:\/|$)/;

export function pageCache(options: PageCacheOptions) {
  const { ttlMs, sessionCookie, maxEntries = 300, maxBytes = 512 * 1024, now = Date.now, onWrite } = options;
  const entries = new Map<string, Entry>();
  let generation = 0;
  const sessionPattern = new RegExp(`(?:^|;\\s*)${sessionCookie.replace(/[^\w-]/g, "\\$&")}=`);

  const invalidate = () => {
    generation += 1;
    entries.clear();
  };

  const middleware: MiddlewareHandler<{ Variables: { secureHeadersNonce?: string } }> = async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") {
      invalidate();
      try {
        await next();
      } finally {
        // A write that ended after a render began: that render must not be kept.
        invalidate();
        onWrite?.();
      }
      return;
    }
    if (
      ttlMs <= 0 ||
      method !== "GET" ||
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
    entries.set(key, { body, status: res.status, headers, nonce, expires: now() + ttlMs });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return { middleware, invalidate, size: () => entries.size };
}
