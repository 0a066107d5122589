import path from "node:path";
import { type Database, openDatabase } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { seedCatalog } from "./modules/catalog/seed";
import { catalogSeed } from "./modules/catalog/seed-data";
import { seedPromotions } from "./modules/promotions/seed";

/** Opens the configured database, applies the migrations and adds what is missing of the catalogue. */
export async function prepareDatabase(env: Env, logger: Logger): Promise<Database> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, "pglite") },
  );
  await database.withStartupLock(async () => {
    await database.migrate();
    const seeded = { ...(await seedCatalog(database.db, catalogSeed)), promoCodes: await seedPromotions(database.db) };
    logger.info({ database: database.kind, seeded }, "base de données prête");
  });
  return database;
}
