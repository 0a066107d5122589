// The back office's door, in front of every route (docs/decisions/024-back-office-access.md): whatever a route
// itself checks, no page or call of the back office answers anyone but an administrator who passed the second
// factor. The enrolment area (second-factor page and calls) also lets in an administrator who has not yet.
import type { MiddlewareHandler } from "hono";
import type { Db } from "#server/db/client";
import { type AdminAccess, adminAccess } from "#server/modules/accounts/second-factor";
import { type AuthOptions, sessionToken } from "./current-user";
import { decodeAddressPart } from "./guards";

const ADMIN_PAGES = ["/admin", "/promo-manager", "/analytics"];
const ADMIN_CALLS = ["/api/admin", "/api/promotions/codes", "/api/auth/users"];
const ENROLMENT = ["/admin/verification", "/api/admin/second-factor"];

/**
 * The path as the routers match it: percent-decoded (React Router decodes before matching), lower-case (its
 * matching ignores case), repeated slashes folded. Null when it cannot be decoded (the guards refuse it first).
 */
export function normalisedPath(path: string): string | null {
  const decoded = decodeAddressPart(path);
  return decoded === null ? null : decoded.toLowerCase().replace(/\/{2,}/g, "/");
}

const under = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`);

export type AdminArea = "admin" | "enrolment";

/** Whether a path belongs to the back office, and to which part of it. */
export function adminAreaOf(rawPath: string): AdminArea | null {
  const path = normalisedPath(rawPath);
  if (path === null) return null;
  if (ENROLMENT.some((prefix) => under(path, prefix))) return "enrolment";
  if ([...ADMIN_PAGES, ...ADMIN_CALLS].some((prefix) => under(path, prefix))) return "admin";
  return null;
}

export type Refusal = "visitor" | "customer" | "pending";

/**
 * The one decision of the gate, the API's check and the loaders': the administrator let into `area` (and whether
 * the second factor is passed), or why not, with its status — 401 without a session, 403 otherwise.
 */
export type Admission =
  { ok: true; user: AdminUser; passed: boolean } | { ok: false; reason: Refusal; status: 401 | 403 };

type AdminUser = Extract<AdminAccess, { level: "admin" }>["user"];

export function admit(access: AdminAccess, area: AdminArea): Admission {
  switch (access.level) {
    case "visitor":
      return { ok: false, reason: "visitor", status: 401 };
    case "customer":
      return { ok: false, reason: "customer", status: 403 };
    case "admin-pending":
      return area === "enrolment"
        ? { ok: true, user: access.user, passed: false }
        : { ok: false, reason: "pending", status: 403 };
    case "admin":
      return { ok: true, user: access.user, passed: true };
  }
}

export const REFUSAL_DETAILS: Record<Refusal, string> = {
  visitor: "Authentification requise : connectez-vous avec un compte administrateur.",
  customer: "Accès réservé aux administrateurs.",
  pending: "Validez d'abord la double authentification de votre compte administrateur.",
};

export interface AdminGateOptions {
  db: Db;
  auth: AuthOptions;
  now?: () => Date;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The refusal a page answers when it did not refuse by itself (see adminGate). No script, nothing of the page. */
function refusalPage(reason: Refusal): string {
  const link =
    reason === "visitor"
      ? '<a href="/connexion">Se connecter</a>'
      : reason === "pending"
        ? '<a href="/admin/verification">Valider la double authentification</a>'
        : '<a href="/">Retour à l\'accueil</a>';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Accès refusé</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917}h1{color:#4a2c0c}a{color:#4a2c0c;font-weight:600}</style></head><body><main><h1>Accès refusé</h1><p>${escapeHtml(REFUSAL_DETAILS[reason])}</p><p>${link}</p></main></body></html>`;
}

/**
 * In front of every route. A back-office call gets its refusal here, in JSON. A back-office page is rendered by
 * its own route, whose loaders refuse with the same status and show the shop's refusal page (a page rendered for
 * another address would not hydrate); should a page ever answer a refused visitor with success, what it rendered
 * is replaced by a plain refusal, so no back-office content leaves the server.
 */
export function adminGate(options: AdminGateOptions): MiddlewareHandler {
  return async (c, next) => {
    const area = adminAreaOf(c.req.path);
    if (!area) return next();
    const access = await adminAccess(options.db, sessionToken(c, options.auth), options.now?.() ?? new Date());
    const admission = admit(access, area);
    if (admission.ok) return next();
    if (normalisedPath(c.req.path)?.startsWith("/api/") ?? false) {
      c.header("Cache-Control", "no-store");
      return c.json({ detail: REFUSAL_DETAILS[admission.reason], reason: admission.reason }, admission.status);
    }
    await next();
    if (c.res.status >= 400) return;
    const dataRequest = c.req.path.endsWith(".data");
    c.res = new Response(
      dataRequest ? JSON.stringify({ detail: REFUSAL_DETAILS[admission.reason] }) : refusalPage(admission.reason),
      {
        status: admission.status,
        headers: {
          "content-type": dataRequest ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
          "cache-control": "no-store",
        },
      },
    );
  };
}
