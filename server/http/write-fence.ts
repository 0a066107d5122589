import type { MiddlewareHandler } from "hono";

/**
 * Requests that change nothing although they are posts: they only compute an answer (a promo code checked, a delivery
 * quote). Every other post, put, patch or delete counts as a write.
 */
const READ_ONLY_POSTS = new Set(["/api/promotions/validate", "/api/promotions/shipping"]);

/**
 * Reads that may write: a payment's status asks the provider and settles the order (stock taken again for a late
 * payment, or given back), as does BTCPay's return address.
 */
const SETTLING_READS = /^\/api\/(?:payments\/checkout\/status|crypto\/status|crypto\/return)\//;

export function isWrite(method: string, path: string): boolean {
  if (method === "GET" || method === "HEAD") return SETTLING_READS.test(path);
  return !(method === "POST" && READ_ONLY_POSTS.has(path));
}

/**
 * What is kept in memory for visitors (the public page cache, decision 049; the read cache, decision 051) is
 * emptied before and after each write through this process: before, so nothing read during the write is served as
 * fresh; after (even when it failed), so the next request reads the database. `announce` tells the other processes
 * of the instance (cluster mode).
 */
export function writeFence(options: { invalidate: () => void; announce?: () => void }): MiddlewareHandler {
  const { invalidate, announce } = options;
  return async (c, next) => {
    if (!isWrite(c.req.method, c.req.path)) return next();
    invalidate();
    try {
      await next();
    } finally {
      invalidate();
      announce?.();
    }
  };
}
