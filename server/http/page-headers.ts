import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { MEDIA_PATH } from "#core/product-photos";
import type { Env } from "#server/env";

/**
 * A document's protections: the Content-Security-Policy with its per-response nonce, framing, HSTS in production.
 * The fingerprinted scripts and styles get only what applies to them (nosniff, same-origin resource, set where they
 * are served): a document's policy means nothing on a script and cost ~0.7 Ko per file on every page (decision 018).
 * The photos' files likewise (decision 030), and the mails' pictures, shown by other origins (decision 119).
 */
export function pageHeaders(env: Pick<Env, "NODE_ENV" | "MEDIA_PUBLIC_URL">): MiddlewareHandler {
  const dev = env.NODE_ENV === "development";
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Vite's development client injects inline scripts without a nonce.
      scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", ...(env.MEDIA_PUBLIC_URL ? [new URL(env.MEDIA_PUBLIC_URL).origin] : [])],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'"],
      connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: env.NODE_ENV === "production" ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
  });
  return (c, next) =>
    c.req.path.startsWith("/assets/") ||
    c.req.path.startsWith(`${MEDIA_PATH}/`) ||
    c.req.path.startsWith("/images/mail/")
      ? next()
      : headers(c, next);
}
