import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";

/** A NUL byte, or half of a UTF-16 surrogate pair: neither can be stored in PostgreSQL text nor shown to anyone. */
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what this refuses
const UNSAFE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeCharacter(value: string): boolean {
  return UNSAFE_CHARACTER.test(value);
}

/** Every string in a parsed JSON value, keys included, is free of unsafe characters. */
export function isSafeJson(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !hasUnsafeCharacter(value);
  if (value === null || typeof value !== "object") return true;
  if (depth > 64) return false;
  if (Array.isArray(value)) return value.every((item) => isSafeJson(item, depth + 1));
  return Object.entries(value).every(([key, item]) => !hasUnsafeCharacter(key) && isSafeJson(item, depth + 1));
}

/** Decodes a percent-encoded piece of an address; null when it is malformed or holds an unsafe character. */
export function decodeAddressPart(part: string): string | null {
  try {
    const decoded = decodeURIComponent(part.replace(/\+/g, " "));
    return hasUnsafeCharacter(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

const MALFORMED_ADDRESS = "L'adresse demandée contient des caractères non autorisés.";

/** Whether a path is the API's (its refusals in JSON) rather than a page's. */
export function isApi(path: string) {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * A short French page for a request refused or failed before any page ran (a refused address, a middleware's
 * failure): the shop's layout cannot render what the router never reached.
 */
export function refusedPage(c: Context, status: 400 | 413 | 403 | 500 | 503, title: string, text: string) {
  return c.html(
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title}</title></head>` +
      `<body style="font-family:Georgia,serif;background:#fff9eb;color:#1c1917;padding:2rem;max-width:40rem;margin:auto">` +
      `<h1 style="color:#4a2c0c">${title}</h1><p>${text}</p><p><a href="/" style="color:#4a2c0c">Retour à l'accueil</a></p></body></html>`,
    status,
  );
}

/**
 * Refuses, before any route runs, an address whose path or query is malformed percent-encoding or holds a NUL
 * byte or a lone surrogate: 400 with a French `{ detail }` under /api, a French page elsewhere.
 */
export function rejectMalformedAddress(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.url;
    const start = raw.indexOf("/", raw.indexOf("//") + 2);
    const target = start === -1 ? "/" : raw.slice(start);
    const hash = target.indexOf("#");
    const [path = "", query = ""] = (hash === -1 ? target : target.slice(0, hash)).split(/\?(.*)/s);
    const parts = [...path.split("/"), ...query.split("&").flatMap((pair) => pair.split("="))];
    if (parts.every((part) => decodeAddressPart(part) !== null)) return next();
    if (isApi(c.req.path)) return c.json({ detail: MALFORMED_ADDRESS }, 400);
    return refusedPage(c, 400, "Adresse invalide", `${MALFORMED_ADDRESS} Vérifiez le lien que vous avez suivi.`);
  };
}

/** How much a request body may weigh, by route: provider webhooks send more than a basket ever needs. */
export const BODY_LIMITS = {
  /** A product photo's upload: the 10 Mo file and its form around it (decision 030). */
  photo: 10 * 1024 * 1024 + 64 * 1024,
  /** A lot's laboratory PDF: 5 Mo and its form around it (decision 038). */
  analysis: 5 * 1024 * 1024 + 64 * 1024,
  webhook: 1024 * 1024,
  api: 64 * 1024,
  /** A funnel event (sendBeacon) is a hundred bytes. */
  events: 2 * 1024,
  page: 16 * 1024,
} as const;

const PHOTO_TOO_LARGE = "Image trop lourde (10 Mo au plus).";
// The API's upload and the photos page's form (without JavaScript).
const PHOTO_UPLOAD = /^\/(api\/admin\/products|admin\/produits)\/[^/]+\/photos\/?$/;

const ANALYSIS_TOO_LARGE = "Rapport d'analyse trop lourd (5 Mo au plus).";
// The API's upload and the lot page's forms (without JavaScript).
const ANALYSIS_UPLOAD = /^\/(api\/admin\/lots\/[^/]+\/analysis|admin\/lots\/[^/]+)\/?$/;

function bodyLimitFor(path: string): number {
  if (PHOTO_UPLOAD.test(path)) return BODY_LIMITS.photo;
  if (ANALYSIS_UPLOAD.test(path)) return BODY_LIMITS.analysis;
  if (/^\/api\/(payments|crypto|shipping)\/webhook\//.test(path)) return BODY_LIMITS.webhook;
  if (path === "/api/events" || path.startsWith("/api/events/")) return BODY_LIMITS.events;
  return isApi(path) ? BODY_LIMITS.api : BODY_LIMITS.page;
}

/** 413 with a French detail as soon as the declared (or streamed) size passes the route's limit; the rest is not read. */
export function limitBodies(): MiddlewareHandler {
  const limiters = new Map(
    Object.values(BODY_LIMITS).map((maxSize) => [
      maxSize,
      bodyLimit({
        maxSize,
        onError: (c) => {
          const detail =
            maxSize === BODY_LIMITS.photo
              ? PHOTO_TOO_LARGE
              : maxSize === BODY_LIMITS.analysis
                ? ANALYSIS_TOO_LARGE
                : `Requête trop volumineuse : ${Math.round(maxSize / 1024)} Ko au plus pour cette adresse.`;
          if (isApi(c.req.path)) return c.json({ detail }, 413);
          return refusedPage(c, 413, "Requête trop volumineuse", detail);
        },
      }),
    ]),
  );
  return (c, next) => limiters.get(bodyLimitFor(c.req.path))!(c, next);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request sent by another site (CSRF): the browser's `Sec-Fetch-Site`, or else its
 * `Origin`, must name the shop itself. A page's form (sign-in, registration without JavaScript) is always checked,
 * cookie or not: another site must not sign a visitor into an account of its choosing (login CSRF). On the API,
 * calls with `Authorization: Bearer` carry no ambient credential and are not concerned; nor are calls without the
 * cookie (webhooks, guests; a cross-site form cannot send the `application/json` the API requires).
 */
export function refuseCrossSiteWrites(options: { publicUrl: string; cookieName: string }): MiddlewareHandler {
  const shopOrigin = new URL(options.publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (isNewsletterOneClick(c)) return next();
    if (c.req.header("authorization")?.toLowerCase().startsWith("bearer ")) return next();
    if (isApi(c.req.path) && getCookie(c, options.cookieName) === undefined) return next();
    if (isSameSite(c, shopOrigin)) return next();
    if (await isStockAlertOneClick(c)) return next();
    const detail =
      "Requête refusée : elle provient d'un autre site que la boutique. Rechargez la page de la boutique et réessayez.";
    if (isApi(c.req.path)) return c.json({ detail }, 403);
    return refusedPage(c, 403, "Requête refusée", detail);
  };
}

/**
 * RFC 8058's one-click unsubscribe: a mail client posts `List-Unsubscribe=One-Click` to the newsletter's address
 * from wherever it runs, cookie or not (decision 115). Let through deliberately, and only this: that one path, a
 * url-encoded form, no credential used (the route reads no session; the link's token is its only authority) and
 * nothing done but withdrawing the consent the link names.
 */
function isNewsletterOneClick(c: Context): boolean {
  return (
    c.req.method === "POST" &&
    c.req.path === "/api/newsletter/desabonnement" &&
    (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded"
  );
}

/** Where a back-in-stock alert mail's `List-Unsubscribe` header points (decision 111). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/alerte-stock/desabonnement";
/** RFC 8058's body, the only one a mail client posts to a one-click unsubscribe address. */
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

/**
 * RFC 8058: a mail client unsubscribes by posting `List-Unsubscribe=One-Click` to the mail's address, from its own
 * servers or another site, without cookies. That one write passes the cross-site check: at that one path, as a
 * urlencoded form whose body is exactly those bytes (its token, in the address, is the only credential; the page's
 * action checks the body again). Anything else posted there from another site is refused like any other write.
 */
async function isStockAlertOneClick(c: Context): Promise<boolean> {
  if (c.req.method !== "POST" || c.req.path !== ONE_CLICK_UNSUBSCRIBE_PATH) return false;
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return false;
  // Bodies of pages are limited before (16 Ko); a copy is read so that the page's action still gets the body.
  const body = await c.req.raw
    .clone()
    .text()
    .catch(() => null);
  return body === ONE_CLICK_BODY;
}

function isSameSite(c: Context, shopOrigin: string): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = c.req.header("origin");
  // Browsers send Origin on every cross-site write; a request without either header is not a browser's.
  if (origin === undefined) return true;
  if (origin === shopOrigin) return true;
  return origin === new URL(c.req.url).origin;
}

/** Answers of the API are personal or live (sessions, orders, payment states): never stored by a browser or a proxy. */
export function apiNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", "no-store");
  };
}
