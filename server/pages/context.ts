// What every area of the pages' services shares: the request's customer or administrator (read from the session
// cookie), the read cache of the storefront (decision 051) and a domain refusal as a form's answer.
import type { ProductKind } from "#core/catalog";
import type { Database, Db } from "#server/db/client";
import { type Env, simulatedPaymentsActive } from "#server/env";
import { DomainError } from "#server/lib/domain-error";
import { type AdminArea, admit, REFUSAL_DETAILS } from "#server/http/admin-gate";
import type { AuthOptions } from "#server/http/current-user";
import { decodeAddressPart } from "#server/http/guards";
import { type User, userForToken } from "#server/modules/accounts/service";
import { adminAccess } from "#server/modules/accounts/second-factor";
import { listProducts } from "#server/modules/catalog/service";
import { advertisedOffers } from "#server/modules/promotions/service";
import type { AccountMailContext } from "#server/workflows/account-mail";
import type { ShopContext } from "#server/workflows/context";
import type { ReadCache } from "#server/lib/read-cache";

export interface PageDeps {
  database: Database;
  env: Env;
  accounts: AccountMailContext;
  auth: AuthOptions;
  shop: ShopContext;
  /** The storefront's reads kept until the next write (decision 051); absent: every read goes to the database. */
  reads?: ReadCache;
}

/** What a back-office area's page services take: the database, the settings and the administrator's own check. */
export interface AdminPageDeps {
  db: Db;
  env: Env;
  /** The signed-in administrator, or a refusal thrown (the loaders' check, `adminOf` below). */
  requireAdmin: (request: Request) => Promise<User>;
}

/** A cookie of the request; null when absent or malformed (bad percent-encoding, NUL byte). */
function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeAddressPart(rest.join("="));
  }
  return null;
}

/** A domain refusal as `{ ok: false, message, field }` (its French message, the field it is about); else thrown. */
export const refusalOf = (err: unknown) => {
  if (err instanceof DomainError) {
    const { field } = err.details;
    return { ok: false as const, message: err.message, field: typeof field === "string" ? field : null };
  }
  throw err;
};

export function createPageContext(deps: PageDeps) {
  const { db } = deps.database;
  const { accounts, auth, reads } = deps;
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => (reads ? reads.get(key, load) : load());

  /** The back office's own check in loaders (the gate in front of the app has checked the same by path). */
  const admissionOf = async (request: Request, area: AdminArea = "admin") => {
    const admission = admit(await adminAccess(db, cookieValue(request, auth.cookieName), new Date()), area);
    if (!admission.ok) {
      const { reason, status } = admission;
      throw Response.json({ reason, detail: REFUSAL_DETAILS[reason] }, { status });
    }
    return admission;
  };

  return {
    ...deps,
    db,
    cached,
    cachedIf: <T>(keep: boolean, key: string, load: () => Promise<T>): Promise<T> =>
      keep ? cached(key, load) : load(),
    /** The active catalogue (or one kind of it), as `listProducts` gives it; shared: never changed by its readers. */
    products: (kind?: ProductKind) => cached(`products:${kind ?? ""}`, () => listProducts(db, { kind })),
    offers: () => cached("offers", () => advertisedOffers(db)),
    /** Simulated payments (a demonstration): test orders counted, example reviews shown (decisions 086, 089). */
    demoMode: simulatedPaymentsActive(deps.env),
    /** The session cookie's token of the request, or null. */
    sessionToken: (request: Request) => cookieValue(request, auth.cookieName),
    /** The signed-in customer of the request, or null. */
    sessionUser: async (request: Request) => {
      const token = cookieValue(request, auth.cookieName);
      return token ? userForToken(accounts, token) : null;
    },
    admissionOf,
    /** The administrator of the request (second factor passed), or a thrown 401/403. */
    adminOf: async (request: Request) => (await admissionOf(request)).user,
  };
}

export type PageContext = ReturnType<typeof createPageContext>;
