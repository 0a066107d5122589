// Rows a periodic job must look at, shared between the server's instances (decisions 062 and 079).
import { asc, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";

/**
 * Claims at most `limit` rows of `table` matching `where`, `orderBy` first: taken with SKIP LOCKED (another instance
 * running the job takes others) and marked with `mark` in the same short transaction, so none stays locked while
 * the job works on it and the claims of a job that stops mid-way run out.
 */
export async function claimDue<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  due: { where: SQL | undefined; orderBy: PgColumn; limit: number; mark: PgUpdateSetSource<T> },
): Promise<T["$inferSelect"][]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(due.where)
      .orderBy(asc(due.orderBy))
      .limit(due.limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    return (await tx.update(table).set(due.mark).where(inArray(table.id, ids)).returning()) as T["$inferSelect"][];
  });
}
