import path from "node:path";
import { type Database, openDatabase } from "./db/client";
import { type Env, simulatedPaymentsActive } from "./env";
import type { Logger } from "./logger";
import { seedCatalog } from "./modules/catalog/seed";
import { catalogSeed } from "./modules/catalog/seed-data";
import { seedPromotions } from "./modules/promotions/seed";
import { seedDemoLots } from "./workflows/lots";

/**
 * Opens the configured database, applies the migrations and adds what is missing of the catalogue. The example lots
 * (invented harvests and analyses, decision 038) only for a demonstration shop: a shop taking real payments must
 * never show a customer an analysis nobody made.
 */
export async function prepareDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "CARD_PROVIDER" | "CRYPTO_PROVIDER"> &
    Partial<Pick<Env, "DATABASE_POOL_SIZE">>,
  logger: Logger,
): Promise<Database> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "pglite") },
    { poolSize: env.DATABASE_POOL_SIZE, logger },
  );
  await database.withStartupLock(async () => {
    await database.migrate();
    const seeded = { ...(await seedCatalog(database.db, catalogSeed)), promoCodes: await seedPromotions(database.db) };
    if (simulatedPaymentsActive(env)) Object.assign(seeded, { lots: await seedDemoLots(database.db) });
    logger.info({ database: database.kind, seeded }, "base de données prête");
  });
  return database;
}
