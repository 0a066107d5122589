import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { BackupError, refuseNonEmptyPostgres } from "./backup";
import { type Database, type Db, migrationsFolder, openDatabase } from "./client";
import {
  fingerprint,
  MIGRATIONS_TABLE,
  quoted,
  rowsOf,
  sequencesOf,
  tablesInDependencyOrder,
  type TableFingerprint,
} from "./tables";

/** Rows read and written per statement: a few megabytes of JSON at most for the shop's widest rows. */
const BATCH = 2000;

export interface MoveReport {
  tables: { table: string; rows: number }[];
  sequences: number;
}

/**
 * Copies the embedded database `source` (migrated, its shop stopped) into the empty PostgreSQL database at
 * `targetUrl` in ONE transaction on the target: the schema from the migrations, then every table in foreign-key
 * order (user triggers off, so the catalogue's search rows are copied rather than rewritten), drizzle's record of
 * the migrations, every sequence where it stood. Before committing, each table's count and checksum on the target
 * are compared with the source's; any difference rolls everything back (decision 063).
 */
export async function moveToPostgres(source: Database, targetUrl: string): Promise<MoveReport> {
  if (source.kind !== "pglite") throw new BackupError("La source doit être la base embarquée.");
  await refuseNonEmptyPostgres(targetUrl);
  const before = await fingerprint(source.db);
  const tables = await tablesInDependencyOrder(source.db);
  const target = await openDatabase({ url: targetUrl });
  try {
    return await target.db.transaction(async (tx) => {
      await createSchema(tx);
      const targetTables = await tablesInDependencyOrder(tx);
      if (targetTables.join() !== tables.join()) {
        throw new BackupError(
          "Les tables de la base embarquée ne sont pas celles des migrations de cette version : démarrez-la une fois avec cette version avant de la déplacer.",
        );
      }
      for (const table of tables) await tx.execute(sql.raw(`alter table ${quoted(table)} disable trigger user`));
      // Rows some migrations write (the listing's version row): replaced by the source's.
      for (const table of tables.toReversed()) await tx.execute(sql.raw(`delete from ${quoted(table)}`));
      const copied: MoveReport["tables"] = [];
      for (const table of [...tables.map(quoted), MIGRATIONS_TABLE]) {
        copied.push({ table, rows: await copyTable(source.db, tx, table) });
      }
      for (const table of tables) await tx.execute(sql.raw(`alter table ${quoted(table)} enable trigger user`));
      const sequences = await sequencesOf(source.db);
      for (const { name } of sequences) {
        const [state] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
          source.db,
          `select last_value, is_called from ${name}`,
        );
        await tx.execute(
          sql`select setval(${name}::regclass, ${String(state!.last_value)}::bigint, ${state!.is_called})`,
        );
      }
      const after = await fingerprint(tx);
      const differences = compareFingerprints(before, after);
      if (differences.length > 0) {
        throw new BackupError(`Copie différente de la source, rien n'est gardé : ${differences.join(" ; ")}`);
      }
      return { tables: copied, sequences: sequences.length };
    });
  } finally {
    await target.close();
  }
}

/** The migrations' statements, as drizzle's migrator runs them, inside the caller's transaction. */
async function createSchema(tx: Db) {
  await tx.execute(sql.raw(`create schema drizzle`));
  await tx.execute(
    sql.raw(`create table ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`),
  );
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
  }
}

/**
 * Copies one table in batches of its physical order (the source is still: nothing writes while the shop is
 * stopped). Rows travel as JSON text that neither side's driver parses, so numbers, timestamps and JSON columns
 * arrive exactly as stored.
 */
async function copyTable(source: Db, target: Db, table: string): Promise<number> {
  let after = "(0,0)";
  let total = 0;
  for (;;) {
    const [batch] = await rowsOf<{ rows: string | null; last: string | null; n: number | string }>(
      source,
      `select json_agg(b.r order by b.c)::text as rows, max(b.c)::text as last, count(*) as n
       from (select t as r, t.ctid as c from ${table} t where t.ctid > '${after}'::tid order by t.ctid limit ${BATCH}) b`,
    );
    if (!batch?.rows || !batch.last) return total;
    await target.execute(
      sql`insert into ${sql.raw(table)} overriding system value select * from json_populate_recordset(null::${sql.raw(table)}, ${batch.rows}::json)`,
    );
    total += Number(batch.n);
    after = batch.last;
  }
}

/** The tables and sequences whose fingerprints differ, in French. */
export function compareFingerprints(
  expected: Record<string, TableFingerprint | string>,
  actual: Record<string, TableFingerprint | string>,
): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names.flatMap((name) => {
    const [a, b] = [JSON.stringify(expected[name] ?? null), JSON.stringify(actual[name] ?? null)];
    return a === b ? [] : [`${name} : attendu ${a}, trouvé ${b}`];
  });
}
