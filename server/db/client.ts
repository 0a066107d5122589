import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "#server/logger";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database or a transaction of it: every service function takes one of these. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock, so two instances starting together migrate and seed one after the other. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** Whether the newest migration of this build is recorded as applied (the readiness probe). */
  migrationsApplied(): Promise<boolean>;
  /**
   * What PostgreSQL's autovacuum does, for the embedded database, which has none: `VACUUM (ANALYZE)` — dead rows
   * reclaimed, the planner's statistics renewed. `null` on PostgreSQL, where autovacuum does it.
   */
  maintain: (() => Promise<void>) | null;
  /** Connections of this process: the pool's for PostgreSQL; the one embedded connection for PGlite. */
  connections(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
export const STARTUP_LOCK_ID = 4_242_001;

/** The `when` of the build's newest migration, as drizzle's migrator records it in `created_at`. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function migrationsApplied(db: Db): Promise<boolean> {
  const newest = newestMigrationMillis();
  try {
    const rows = await db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const list = Array.isArray(rows) ? rows : (rows as unknown as { rows: { newest: string | null }[] }).rows;
    return Number(list[0]?.newest ?? 0) >= newest;
  } catch {
    return false; // no migration table yet
  }
}

/** `from`: an embedded database's copy (`dumpEmbedded`) to start from instead of an empty one (the tests' template). */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

export interface DatabaseOptions {
  /** Connections one process may open to PostgreSQL (DATABASE_POOL_SIZE; docs/operations.md). */
  poolSize?: number;
  /** Told of each PostgreSQL connection lost (terminated, failover, network): a warning, never a crash. */
  logger?: Pick<Logger, "warn">;
}

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if ("url" in target) return openPostgres(target.url, options.poolSize ?? 10, options.logger);
  if ("dataDir" in target) return openPglite(target.dataDir);
  return openPglite(undefined, target.from);
}

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite(from ? { loadDataDir: from } : undefined);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    // One process owns an embedded database: there is nobody to wait for.
    withStartupLock: (fn) => fn(),
    ping: async () => {
      await client.query("select 1");
    },
    migrationsApplied: () => migrationsApplied(db),
    maintain: async () => {
      await client.exec("VACUUM (ANALYZE)");
    },
    connections: () => ({ total: client.closed ? 0 : 1, idle: 0, waiting: 0 }),
    close: () => client.close(),
  };
}

/**
 * Every connection of the pool, idle or checked out, gets an error listener: without one, a connection the server
 * ends (pg_terminate_backend, a restart, a failover, a pooler's restart) while a request holds it emits an 'error'
 * nobody handles and the process dies (pg-pool listens on idle clients only, and removes its listener on checkout).
 * The holder's queries fail (the server rolled the transaction back), the client leaves the pool at once, and the
 * next request gets a new connection. Decision 076.
 */
function surviveLostConnections(pool: pg.Pool, logger: Pick<Logger, "warn"> | undefined) {
  const checkedOut = new WeakSet<pg.PoolClient>();
  const reported = new WeakSet<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_err, client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    client.on("error", (err: Error & { code?: string }) => {
      // One line per connection: node-postgres reports the server's notice, then the socket's end.
      if (!reported.has(client)) {
        reported.add(client);
        logger?.warn(
          { code: err.code, reason: err.message, checkedOut: checkedOut.has(client) },
          "connexion à la base de données perdue : la requête en cours échoue, les suivantes en ouvrent une autre",
        );
      }
      if (!checkedOut.has(client)) return; // idle: pg-pool's own listener removes it
      // Its holder may never give it back (drizzle does not release a client whose `begin` failed): it leaves the
      // pool now, and the holder's own release later does nothing.
      client.release(err);
      client.release = () => undefined;
    });
  });
  // An idle client's error, reported above, is also re-emitted by the pool once it has removed the client.
  pool.on("error", () => undefined);
}

async function openPostgres(url: string, poolSize: number, logger?: Pick<Logger, "warn">): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  surviveLostConnections(pool, logger);
  const nodeDb = drizzleNodePg(pool, { schema });
  return {
    db: nodeDb as unknown as Db,
    kind: "postgres",
    migrate: () => migrateNodePg(nodeDb, { migrationsFolder }),
    withStartupLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
        return await fn();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await nodeDb.execute(sql`select 1`);
    },
    migrationsApplied: () => migrationsApplied(nodeDb as unknown as Db),
    maintain: null,
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
