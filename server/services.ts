import type { ProductKind } from "../core/catalog";
import type { Database } from "./db/client";
import { type Env, publicConfig } from "./env";
import { getHoney, listProducts } from "./modules/catalog/service";

/** What the pages' loaders may call, through React Router's load context. */
export function createServices(database: Database, env: Env) {
  const { db } = database;
  return {
    config: publicConfig(env),
    catalog: {
      listProducts: (filter: { kind?: ProductKind } = {}) => listProducts(db, filter),
      getHoney: (id: string) => getHoney(db, id),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** Nonce of this response's Content-Security-Policy, for the inline scripts of server rendering. */
    cspNonce: string | undefined;
  }
}
