import type { ProductKind } from "../core/catalog";
import type { Database } from "./db/client";
import { type Env, publicConfig } from "./env";
import type { AuthOptions } from "./modules/accounts/routes";
import { type AccountsContext, listRewards, publicUser, userForToken, verifyEmail } from "./modules/accounts/service";
import { getHoney, listProducts } from "./modules/catalog/service";
import { HTTPException } from "hono/http-exception";

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** What the pages' loaders may call, through React Router's load context. */
export function createServices(deps: { database: Database; env: Env; accounts: AccountsContext; auth: AuthOptions }) {
  const { db } = deps.database;
  const { accounts, auth } = deps;

  const sessionUser = async (request: Request) => {
    const token = cookieValue(request, auth.cookieName);
    return token ? userForToken(accounts, token) : null;
  };

  return {
    config: publicConfig(deps.env),
    catalog: {
      listProducts: (filter: { kind?: ProductKind } = {}) => listProducts(db, filter),
      getHoney: (id: string) => getHoney(db, id),
    },
    accounts: {
      /** The signed-in customer of this request (session cookie), as the API shows it. */
      currentUser: async (request: Request) => {
        const user = await sessionUser(request);
        return user ? publicUser(user) : null;
      },
      rewards: async (request: Request) => {
        const user = await sessionUser(request);
        return user ? listRewards(db, user) : [];
      },
      /** Verifies an e-mail link; a refused link gives its French reason instead of throwing. */
      verifyEmail: async (token: string) => {
        try {
          const { user, welcomeCode } = await verifyEmail(accounts, token);
          return { ok: true as const, user: publicUser(user), welcomeCode };
        } catch (err) {
          if (err instanceof HTTPException && err.status < 500) return { ok: false as const, message: err.message };
          throw err;
        }
      },
    },
  };
}

export type Services = ReturnType<typeof createServices>;
export type PublicUser = ReturnType<typeof publicUser>;

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** Nonce of this response's Content-Security-Policy, for the inline scripts of server rendering. */
    cspNonce: string | undefined;
  }
}
