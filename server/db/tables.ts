import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** The schema drizzle keeps its applied migrations in, copied with the shop's own tables. */
export const MIGRATIONS_TABLE = `drizzle."__drizzle_migrations"`;

/** Rows of a raw query, on either engine (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** The shop's tables (schema public), each after the tables it references: insert in this order, delete in reverse. */
export async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(db, `select tablename as name from pg_tables where schemaname = 'public'`)
  )
    .map((t) => t.name)
    .sort();
  return dependencyOrder(tables, await foreignKeyLinks(db));
}

/** Each foreign key of the shop's tables as the table holding it (child) and the one it references (parent). */
export async function foreignKeyLinks(db: Db): Promise<{ child: string; parent: string }[]> {
  return rowsOf<{ child: string; parent: string }>(
    db,
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
}

export function dependencyOrder(tables: string[], links: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !ordered.includes(table) &&
        links.every((link) => link.child !== table || ordered.includes(link.parent) || !tables.includes(link.parent)),
    );
    if (ready.length === 0) throw new Error("Les clés étrangères forment un cycle : l'ordre de copie doit changer.");
    ordered.push(...ready);
  }
  return ordered;
}

/** `"name"`, for a table name read from the catalogue. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface TableFingerprint {
  rows: number;
  /** md5 of every row's text in a fixed order, timestamps written in UTC: equal on two engines for equal rows. */
  md5: string;
}

/**
 * Every table's row count and checksum, the migrations' record included, and where each sequence stands: two
 * databases with the same fingerprint hold the same rows and will hand out the same next identities.
 */
export async function fingerprint(db: Db): Promise<Record<string, TableFingerprint | string>> {
  // A transaction, so `set local` reaches the same connection as the reads on a pool.
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local timezone = 'UTC'`));
    const result: Record<string, TableFingerprint | string> = {};
    for (const table of [...(await tablesInDependencyOrder(tx)).map(quoted), MIGRATIONS_TABLE]) {
      const [row] = await rowsOf<{ rows: number | string; md5: string | null }>(
        tx,
        `select count(*) as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as md5 from ${table} t`,
      );
      result[table] = { rows: Number(row!.rows), md5: row!.md5 ?? "" };
    }
    for (const { name } of await sequencesOf(tx)) {
      const [state] = await rowsOf<{ last_value: number | string; is_called: boolean }>(
        tx,
        `select last_value, is_called from ${name}`,
      );
      result[`sequence ${name}`] = `${state!.last_value}${state!.is_called ? "" : " (pas encore servie)"}`;
    }
    return result;
  });
}

/** The sequences of the shop's tables and of drizzle's record, as qualified names. */
export async function sequencesOf(db: Db): Promise<{ name: string }[]> {
  return rowsOf<{ name: string }>(
    db,
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences
     where schemaname in ('public', 'drizzle') order by 1`,
  );
}
