import type { TrustedProxies } from "#server/lib/trusted-proxies";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { type AccountsContext, SESSION_DAYS, type User, userForToken } from "#server/modules/accounts/service";
import { ADMIN_SESSION_HOURS } from "#server/modules/accounts/second-factor";
import { ApiError } from "./errors";

export interface AuthOptions {
  cookieName: string;
  secureCookie: boolean;
  /** Proxies whose X-Forwarded-For is believed (`TRUST_PROXY`), for the per-client limits. */
  trustProxy: TrustedProxies;
}

/**
 * The session cookie's attributes, set by the API's sign-in and by the sign-in form that works without JavaScript:
 * an administrator's session is short (ADMIN_SESSION_HOURS), a customer's lasts SESSION_DAYS.
 */
export function sessionCookieOptions(options: AuthOptions, role: User["role"]) {
  return {
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secureCookie,
    path: "/",
    maxAge: role === "admin" ? ADMIN_SESSION_HOURS * 3600 : SESSION_DAYS * 86_400,
  } as const;
}

/** The session token of a request: the httpOnly cookie of the web UI, or `Authorization: Bearer` for API clients. */
export function sessionToken(c: Context, options: AuthOptions): string | null {
  const header = c.req.header("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim() || null;
  return getCookie(c, options.cookieName) ?? null;
}

export async function currentUser(c: Context, ctx: AccountsContext, options: AuthOptions): Promise<User | null> {
  const token = sessionToken(c, options);
  return token ? userForToken(ctx, token) : null;
}

/** The API's signed-in customer: the request's user, or a 401 in French. */
export function userGuard(ctx: AccountsContext, options: AuthOptions) {
  return async (c: Context) => {
    const user = await currentUser(c, ctx, options);
    if (!user) throw new ApiError(401, "Connectez-vous pour accéder à votre compte.");
    return user;
  };
}
