// The back office's door, in front of every route (docs/decisions/024-back-office-access.md): whatever a route
// itself checks, no page or call of the back office answers anyone but an administrator who passed the second
// factor. The enrolment area (second-factor page and calls) also lets in an administrator who has not yet.
import type { Context, MiddlewareHandler } from "hono";
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

/** Why an access is refused for an area (null: let in), and its status: 401 without a session, 403 otherwise. */
export function refusalFor(access: AdminAccess, area: AdminArea): { reason: Refusal; status: 401 | 403 } | null {
  switch (access.level) {
    case "visitor":
      return { reason: "visitor", status: 401 };
    case "customer":
      return { reason: "customer", status: 403 };
    case "admin-pending":
      return area === "enrolment" ? null : { reason: "pending", status: 403 };
    case "admin":
      return null;
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
  /** The refusal page for a browser (the shop's own page, with the status given); JSON otherwise. */
  refusalPage?: (c: Context, refusal: { reason: Refusal; status: 401 | 403 }) => Promise<Response>;
  now?: () => Date;
}

export function adminGate(options: AdminGateOptions): MiddlewareHandler {
  return async (c, next) => {
    const area = adminAreaOf(c.req.path);
    if (!area) return next();
    const access = await adminAccess(options.db, sessionToken(c, options.auth), options.now?.() ?? new Date());
    const refusal = refusalFor(access, area);
    if (!refusal) return next();
    c.header("Cache-Control", "no-store");
    const isCall = normalisedPath(c.req.path)?.startsWith("/api/") ?? false;
    if (isCall || !options.refusalPage || c.req.path.endsWith(".data")) {
      return c.json({ detail: REFUSAL_DETAILS[refusal.reason], reason: refusal.reason }, refusal.status);
    }
    return options.refusalPage(c, refusal);
  };
}
