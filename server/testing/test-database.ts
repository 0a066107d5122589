import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client";
import { seedCatalog } from "#server/modules/catalog/seed";
import { catalogSeed } from "#server/modules/catalog/seed-data";
import { seedPromotions } from "#server/modules/promotions/seed";
import { seedDemoLots } from "#server/workflows/lots";
import { rowsOf, tablesInDependencyOrder } from "#server/db/tables";

export interface TestDatabase extends Database {
  /** The database's own address on PostgreSQL (to open a second pool on it); undefined on the embedded one. */
  url: string | undefined;
  /** Puts every table back as it was just after migrating and seeding: one round trip, a few milliseconds. */
  reset(): Promise<void>;
}

/**
 * Where the run's seeded template is (`prepareSeededTemplate`, the API tests' global setup): a file holding an
 * embedded copy, or a database on the PostgreSQL server of TEST_DATABASE_URL.
 */
const TEMPLATE_FILE = "MAISONH_TEST_TEMPLATE_FILE";
const TEMPLATE_DATABASE = "MAISONH_TEST_TEMPLATE_DATABASE";

/**
 * A fresh, migrated and seeded database: an in-memory PGlite by default, or a throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped on close). Opened once per test file, and reset before each
 * test by `setupTestShop` (docs/decisions/022). Seeded ones are copies of the run's template when the global setup
 * made one (decision 067): migrating and seeding took seconds per file, a copy takes a fraction of one.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = options.seed !== false;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templateFile = seed ? process.env[TEMPLATE_FILE] : undefined;
  const templateDatabase = seed ? process.env[TEMPLATE_DATABASE] : undefined;
  let database: Database;
  let url: string | undefined;
  if (serverUrl) {
    const created = await throwAwayDatabase(serverUrl, "test", templateDatabase);
    url = created.url;
    const opened = await openDatabase({ url });
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        // Connections may take a moment to leave after the pool ends: wait for them rather than killing them.
        for (let attempt = 0; ; attempt++) {
          try {
            await adminQuery(serverUrl, `drop database if exists ${created.name}`);
            return;
          } catch (err) {
            if (attempt >= 20) throw err;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      },
    };
  } else {
    const from = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    database = await openDatabase({ memory: true, from });
  }
  if (!(serverUrl ? templateDatabase : templateFile)) await migrateSeedAndSnapshot(database, seed);
  return {
    ...database,
    url,
    reset: async () => {
      await database.db.execute(sql`select test_snapshot.restore()`);
    },
  };
}

async function migrateSeedAndSnapshot(database: Database, seed: boolean) {
  await database.migrate();
  if (seed) {
    // The tests' shop is a demonstration (simulated payments), as the browser tests' is.
    await seedCatalog(database.db, catalogSeed, { exampleReviews: true });
    await seedPromotions(database.db);
    await seedDemoLots(database.db);
  }
  await takeSnapshot(database);
}

/**
 * The seeded database every API test file starts from, made once per run (vitest's global setup of the `api`
 * project): a migrated, seeded and snapshotted database, kept as a file (embedded) or as a template database
 * (PostgreSQL), named in the environment the test workers inherit. Returns what removes it.
 */
export async function prepareSeededTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await throwAwayDatabase(serverUrl, "template");
    const opened = await openDatabase({ url: template.url }, { poolSize: 1 });
    try {
      await migrateSeedAndSnapshot(opened, true);
    } finally {
      await opened.close(); // a template is copied only while nobody is connected to it
    }
    process.env[TEMPLATE_DATABASE] = template.name;
    return async () => {
      delete process.env[TEMPLATE_DATABASE];
      await template.drop();
    };
  }
  const opened = await openDatabase({ memory: true });
  const folder = await mkdtemp(path.join(tmpdir(), "maisonh-test-template-"));
  try {
    await migrateSeedAndSnapshot(opened, true);
    const copy = await (opened.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    await writeFile(path.join(folder, "seeded.tar"), Buffer.from(await copy.arrayBuffer()));
  } finally {
    await opened.close();
  }
  process.env[TEMPLATE_FILE] = path.join(folder, "seeded.tar");
  return async () => {
    delete process.env[TEMPLATE_FILE];
    await rm(folder, { recursive: true, force: true });
  };
}

const SNAPSHOT = "test_snapshot";

/**
 * Copies the rows present now (the seeded catalogue and codes) into a schema of their own and writes one function
 * that empties every table, puts the identity sequences back where seeding left them and copies those rows back. Deleting is faster than
 * TRUNCATE on tables this small (4 ms against 35 ms per reset on PostgreSQL), and one function call is one round
 * trip on both engines.
 */
async function takeSnapshot(database: Database) {
  const rows = <T>(query: string) => rowsOf<T>(database.db, query);
  const parentsFirst = await tablesInDependencyOrder(database.db);
  const seeded: string[] = [];
  for (const table of parentsFirst) {
    if ((await rows(`select 1 from public."${table}" limit 1`)).length > 0) seeded.push(table);
  }
  // Where each sequence stood after seeding (seeded rows may have taken identities: the price history's).
  const sequences = await rows<{ name: string; next: number }>(
    `select sequencename as name, coalesce(last_value, 0) + 1 as next from pg_sequences where schemaname = 'public'`,
  );
  await rows(`create schema ${SNAPSHOT}`);
  for (const table of seeded) await rows(`create table ${SNAPSHOT}."${table}" as table public."${table}"`);
  const body = [
    ...parentsFirst.toReversed().map((table) => `delete from public."${table}";`),
    ...sequences.map((sequence) => `alter sequence public."${sequence.name}" restart with ${Number(sequence.next)};`),
    ...seeded.map(
      // `on conflict do nothing`: a row a trigger already wrote back (the catalogue's search text, decision 057).
      (table) =>
        `insert into public."${table}" overriding system value select * from ${SNAPSHOT}."${table}" on conflict do nothing;`,
    ),
  ].join("\n");
  await rows(`create function ${SNAPSHOT}.restore() returns void language plpgsql as $$ begin ${body} end $$`);
}

/** One statement on the server of `url` (create or drop a database), on a connection of its own. */
export async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * An empty database (or a copy of the database `template`) created on the PostgreSQL server of `serverUrl`, named
 * after that URL's database (so a shared server's naming rules hold) and `label`: its name, its address, and
 * `drop()` to remove it (connections closed).
 */
export async function throwAwayDatabase(serverUrl: string, label: string, template?: string) {
  const prefix = new URL(serverUrl).pathname.slice(1) || "maisonh";
  const name = `${prefix}_${label}_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
