import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { type AccountsContext, type User, userForToken } from "#server/modules/accounts/service";

export interface AuthOptions {
  cookieName: string;
  secureCookie: boolean;
  /** Proxies whose X-Forwarded-For is believed (`TRUST_PROXY`), for the per-client limits. */
  trustProxy: number;
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
