import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares in a time that does not depend on where the two differ (nor on the given token's length). */
export function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics` in Prometheus' text format, for the holder of `METRICS_TOKEN` (`Authorization: Bearer …`): without
 * a configured token the address does not exist (404), a missing or wrong token gets 401 (decision 060).
 */
export function metricsEndpoint(options: {
  token: string | undefined;
  exposition: () => Promise<{ contentType: string; body: string }>;
}) {
  return async (c: Context) => {
    const headers = { "Cache-Control": "no-store" };
    if (!options.token) return c.json({ detail: "Page introuvable." }, 404, headers);
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!sameToken(given, options.token)) {
      return c.json({ detail: "Jeton des métriques absent ou invalide." }, 401, {
        ...headers,
        "WWW-Authenticate": 'Bearer realm="metrics"',
      });
    }
    const { contentType, body } = await options.exposition();
    return c.body(body, 200, { ...headers, "Content-Type": contentType });
  };
}
