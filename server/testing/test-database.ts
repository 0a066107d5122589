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
import { foreignKeyLinks, rowsOf, tablesInDependencyOrder } from "#server/db/tables";

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
 * PostgreSQL server named by TEST_DATABASE_URL (dropped at the end of the run). Opened once per test file, and reset
 * before each test by `setupTestShop` (docs/decisions/022). Seeded ones are copies of the run's template when the
 * global setup made one (decision 067): migrating and seeding took seconds per file, a copy takes a fraction of one.
 * A copy a file closes is reset and kept for the next file of the same worker (decision 126), unless the file left
 * it changed beyond what a reset puts back.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = options.seed !== false;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = seed ? process.env[serverUrl ? TEMPLATE_DATABASE : TEMPLATE_FILE] : undefined;
  if (template) {
    const parked = takeParked(template);
    if (parked) return parked;
  }
  let database: Database;
  let url: string | undefined;
  if (serverUrl) {
    const created = await throwAwayDatabase(serverUrl, "test", template);
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
    const from = template ? new Blob([await readFile(template)]) : undefined;
    database = await openDatabase({ memory: true, from });
  }
  if (!template) await migrateSeedAndSnapshot(database, seed);
  const testDatabase: TestDatabase = {
    ...database,
    url,
    reset: async () => {
      await database.db.execute(sql`select test_snapshot.restore()`);
    },
  };
  return template ? parkable(testDatabase, template, await schemaFingerprint(testDatabase)) : testDatabase;
}

/**
 * Copies of the template that files of this worker closed, reset, for its next files: opening a copy of the template
 * took 0,5–0,8 s a file (PGlite starting its WebAssembly Postgres and unpacking the copy), taking a parked one nothing.
 * A worker runs one file at a time (`isolate: false` keeps this module for all of them, decision 099).
 */
const parkedDatabases: { template: string; database: TestDatabase }[] = [];

/** The last one parked: a file that closes a database and opens another gets the one it closed. */
function takeParked(template: string): TestDatabase | undefined {
  const index = parkedDatabases.findLastIndex((parked) => parked.template === template);
  return index < 0 ? undefined : parkedDatabases.splice(index, 1)[0]?.database;
}

/** `database`, whose `close` parks it for the next file when a reset gives back the template's schema, else closes it. */
function parkable(database: TestDatabase, template: string, fingerprint: string): TestDatabase {
  const parkedOne: TestDatabase = {
    ...database,
    close: async () => {
      if (await resetsToTemplate(database, fingerprint)) parkedDatabases.push({ template, database: parkedOne });
      else await database.close();
    },
  };
  return parkedOne;
}

async function resetsToTemplate(database: TestDatabase, fingerprint: string): Promise<boolean> {
  try {
    await database.reset();
    return (await schemaFingerprint(database)) === fingerprint;
  } catch {
    return false; // closed, or left in a failed transaction
  }
}

/**
 * What a reset does not put back, summed up: the tables, views, sequences and indexes, the constraints, the
 * triggers and whether they fire, the functions, and the advisory locks held on this database (a file's test that
 * added a check constraint or disabled a trigger undoes it in `finally`; one that did not leaves its database closed).
 */
async function schemaFingerprint(database: TestDatabase): Promise<string> {
  const [row] = await rowsOf<{ print: string }>(
    database.db,
    `select md5(string_agg(thing, ',' order by thing)) as print from (
       select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text from pg_class c
         join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle', '${SNAPSHOT}')
       union all select 'constraint ' || c.conname || ' ' || c.convalidated::text from pg_constraint c
         join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
       union all select 'trigger ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
       union all select 'function ' || n.nspname || '.' || p.proname from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', '${SNAPSHOT}')
       union all select 'advisory locks ' || count(*)::text from pg_locks l
         where l.locktype = 'advisory' and l.database = (select oid from pg_database where datname = current_database())
     ) as things (thing)`,
  );
  return row?.print ?? "";
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
      // The copies the workers kept for a next file when the run ended (decision 126).
      const copies = await adminRows<{ name: string }>(
        serverUrl,
        `select datname as name from pg_database where starts_with(datname, '${copyPrefix(template.name)}')`,
      );
      for (const copy of copies) await adminQuery(serverUrl, `drop database if exists ${copy.name} with (force)`);
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
 * Copies the rows present now (the seeded catalogue and codes) into a schema of their own and writes one function,
 * `restore()`, that puts back what tests changed (decision 126):
 * - every table records that a statement wrote to it (a statement trigger, into `test_snapshot.touched`);
 * - `restore()` empties the touched tables and the tables that reference them, children first, and copies their
 *   seeded rows back, parents first; then, in another pass, the tables the shop's own triggers wrote meanwhile (the
 *   catalogue's listing version), until none is left;
 * - and sets back every sequence that moved.
 * A test that wrote to three tables no longer costs the emptying and refilling of all fifty. One function call is
 * one round trip on both engines; deleting is faster than TRUNCATE on tables this small.
 */
async function takeSnapshot(database: Database) {
  const rows = <T>(query: string) => rowsOf<T>(database.db, query);
  const parentsFirst = await tablesInDependencyOrder(database.db);
  const links = await foreignKeyLinks(database.db);
  const seeded: string[] = [];
  for (const table of parentsFirst) {
    if ((await rows(`select 1 from public."${table}" limit 1`)).length > 0) seeded.push(table);
  }
  await rows(`create schema ${SNAPSHOT}`);
  for (const table of seeded) await rows(`create table ${SNAPSHOT}."${table}" as table public."${table}"`);
  // Where each sequence stood after seeding (seeded rows may have taken identities: the price history's).
  await rows(
    `create table ${SNAPSHOT}.sequences as select sequencename as name, last_value from pg_sequences where schemaname = 'public'`,
  );
  // No key: a unique name would make a transaction's first write to a table wait for another's uncommitted mark of
  // the same table, and the concurrency tests on PostgreSQL would test that wait, not the shop's.
  await rows(`create table ${SNAPSHOT}.touched (name text not null)`);
  await rows(
    // While `restore()` runs, its own statements are not recorded; those of the triggers they fire are.
    `create function ${SNAPSHOT}.touch() returns trigger language plpgsql as $$ begin
       if current_setting('${SNAPSHOT}.restoring', true) = 'on' and pg_trigger_depth() < 2 then return null; end if;
       if not exists (select from ${SNAPSHOT}.touched where name = TG_TABLE_NAME) then
         insert into ${SNAPSHOT}.touched values (TG_TABLE_NAME);
       end if;
       return null;
     end $$`,
  );
  for (const table of parentsFirst) {
    await rows(
      `create trigger ${SNAPSHOT}_touch after insert or update or delete or truncate on public."${table}"
       for each statement execute function ${SNAPSHOT}.touch()`,
    );
  }
  // A table is emptied when it or a table it references (at any depth) was touched: its rows may point to those.
  const selfAndReferenced = (table: string): string[] => [
    table,
    ...links.filter((link) => link.child === table).flatMap((link) => selfAndReferenced(link.parent)),
  ];
  const when = (table: string) =>
    `touched && array[${[...new Set(selfAndReferenced(table))].map((name) => `'${name}'`).join(", ")}]::text[]`;
  const body = [
    `perform set_config('${SNAPSHOT}.restoring', 'on', true);`,
    "loop",
    `select coalesce(array_agg(distinct name), '{}') into touched from ${SNAPSHOT}.touched;`,
    "exit when cardinality(touched) = 0;",
    "passes := passes + 1;",
    `if passes > 5 then raise exception 'restore: tables still touched after 5 passes: %', touched; end if;`,
    `delete from ${SNAPSHOT}.touched;`,
    ...parentsFirst.toReversed().map((table) => `if ${when(table)} then delete from public."${table}"; end if;`),
    ...seeded.map(
      // `on conflict do nothing`: a row a trigger already wrote back (the catalogue's search text, decision 057).
      (table) =>
        `if ${when(table)} then insert into public."${table}" overriding system value select * from ${SNAPSHOT}."${table}" on conflict do nothing; end if;`,
    ),
    // A table the shop's triggers wrote to during this pass (the listing's version) is touched again: the next pass.
    "end loop;",
    `perform setval(format('public.%I', s.sequencename), coalesce(t.last_value, 1), t.last_value is not null)
       from pg_sequences s join ${SNAPSHOT}.sequences t on t.name = s.sequencename
       where s.schemaname = 'public' and s.last_value is distinct from t.last_value;`,
    `perform set_config('${SNAPSHOT}.restoring', 'off', true);`,
  ].join("\n");
  await rows(
    `create function ${SNAPSHOT}.restore() returns void language plpgsql as $$ declare touched text[]; passes int := 0; begin ${body} end $$`,
  );
}

/** One statement on the server of `url` (create or drop a database), on a connection of its own. */
export async function adminQuery(url: string, query: string): Promise<void> {
  await adminRows(url, query);
}

/** A query's rows on the server of `url`, on a connection of its own. */
async function adminRows<T>(url: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
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
  const name = template
    ? `${copyPrefix(template)}${randomBytes(4).toString("hex")}`
    : `${prefix}_${label}_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The start of the names of a template's copies: the run's end finds and drops them by it. */
function copyPrefix(template: string) {
  return `${template}_`;
}
