import path from "node:path";
import { type Database, openDatabase } from "./db/client";
import { isConnectionLost } from "./db/connection-lost";
import { type Env, simulatedPaymentsActive } from "./env";
import type { Logger } from "./logger";
import { seedCatalog } from "./modules/catalog/seed";
import { catalogSeed } from "./modules/catalog/seed-data";
import { seedPromotions } from "./modules/promotions/seed";
import { seedDemoLots } from "./workflows/lots";
import { seedShopIdentity } from "./modules/shop-identity/service";
import { identityFromVariables, type LegalVariable } from "#core/legal-identity";

/**
 * Opens the configured database, applies the migrations and adds what is missing of the catalogue, and the shop's
 * legal identity from the LEGAL_* variables while the database holds none (decision 093). The example lots
 * (invented harvests and analyses, decision 038) and reviews (decision 086) only for a demonstration shop: a shop
 * taking real payments must never show a customer an analysis nobody made nor a review no customer wrote.
 */
export async function prepareDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "CARD_PROVIDER" | "CRYPTO_PROVIDER"> &
    Partial<Pick<Env, "DATABASE_POOL_SIZE" | LegalVariable>>,
  logger: Logger,
  options: { retryForMs?: number } = {},
): Promise<Database> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "pglite") },
    { poolSize: env.DATABASE_POOL_SIZE, logger },
  );
  try {
    await retryWhileUnreachable(logger, options.retryForMs ?? STARTUP_RETRY_MS, () =>
      database.withStartupLock(async () => {
        await database.migrate();
        const seeded = {
          ...(await seedCatalog(database.db, catalogSeed, { exampleReviews: simulatedPaymentsActive(env) })),
          promoCodes: await seedPromotions(database.db),
        };
        if (simulatedPaymentsActive(env)) Object.assign(seeded, { lots: await seedDemoLots(database.db) });
        const { overridden } = await seedShopIdentity(database.db, identityFromVariables(env));
        logger.info({ database: database.kind, seeded }, "base de données prête");
        if (overridden.length > 0) {
          logger.warn(
            { variables: overridden },
            `${overridden.join(", ")} ${overridden.length > 1 ? "ne s'appliquent" : "ne s'applique"} plus : l'identité légale de la boutique est celle de la base, modifiée dans l'administration (/admin/identite) ; les variables LEGAL_* ne servent qu'à remplir une base neuve (décision 093)`,
          );
        }
      }),
    );
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  return database;
}

/**
 * How long the start-up's database work is tried again while the database cannot be reached or cuts the connection
 * (a restart, a failover, a server still starting): long enough for a managed PostgreSQL's failover.
 */
export const STARTUP_RETRY_MS = 60_000;

/**
 * Runs `work` again, after a growing pause (0,25 s doubling up to 5 s), while it fails on a lost or refused
 * database connection, for `retryForMs` at most; any other failure (a wrong password, a missing database, a
 * migration PostgreSQL refuses) at once. The migrations run in one transaction and the seed only adds what is
 * missing: a cut attempt leaves nothing half-done. Decision 076.
 */
async function retryWhileUnreachable(logger: Logger, retryForMs: number, work: () => Promise<void>) {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const left = retryForMs - (Date.now() - started);
      if (!isConnectionLost(err) || left <= 0) throw err;
      const pauseMs = Math.min(250 * 2 ** (attempt - 1), 5_000, left);
      logger.warn({ err, attempt, pauseMs }, "base de données injoignable au démarrage : nouvel essai");
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
