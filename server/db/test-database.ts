import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "./client";
import { seedCatalog } from "#server/modules/catalog/seed";
import { catalogSeed } from "#server/modules/catalog/seed-data";
import { seedPromotions } from "#server/modules/promotions/seed";

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (serverUrl) {
    const name = `maisonh_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ url: url.toString() });
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        // Connections may take a moment to leave after the pool ends: wait for them rather than killing them.
        for (let attempt = 0; ; attempt++) {
          try {
            await adminQuery(serverUrl, `drop database if exists ${name}`);
            return;
          } catch (err) {
            if (attempt >= 20) throw err;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      },
    };
  } else {
    database = await openDatabase({ memory: true });
  }
  await database.migrate();
  if (options.seed !== false) {
    await seedCatalog(database.db, catalogSeed);
    await seedPromotions(database.db);
  }
  return database;
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
