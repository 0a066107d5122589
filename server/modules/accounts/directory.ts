// The back office's view of the accounts: the list (searched by e-mail or name, newest first) and its counts.
import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { firstOrNull } from "#server/db/first-row";
import { containsPattern, readPage } from "#server/db/lists";
import { users } from "./schema";
import type { User } from "./service";

/** A page of accounts, newest first; `q` (trimmed, case-insensitive) matches part of the e-mail or the name. */
export async function listAccounts(
  db: Db,
  input: { page: number; perPage: number; q?: string },
): Promise<{ users: User[]; total: number; page: number; pages: number }> {
  const q = input.q?.trim() ?? "";
  const where = q ? or(ilike(users.email, containsPattern(q)), ilike(users.fullName, containsPattern(q))) : undefined;
  const { rows, ...counts } = await readPage(
    { page: input.page, size: input.perPage },
    ({ limit, offset }) =>
      db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    () => db.$count(users, where),
  );
  return { users: rows, ...counts };
}

export interface AccountCounts {
  accounts: number;
  verified: number;
  /** Accounts with at least one paid order. */
  withOrders: number;
  /** Accounts created since `since` (the month's first midnight in Paris). */
  createdSince: number;
}

/** The counts of the users page's tiles, in one query. */
export async function accountCounts(db: Db, since: Date): Promise<AccountCounts> {
  const [row] = await db
    .select({
      accounts: sql<number>`count(*)::int`,
      verified: sql<number>`(count(*) filter (where ${users.isVerified}))::int`,
      withOrders: sql<number>`(count(*) filter (where ${users.orderCount} > 0))::int`,
      createdSince: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
    })
    .from(users);
  return {
    accounts: Number(row?.accounts ?? 0),
    verified: Number(row?.verified ?? 0),
    withOrders: Number(row?.withOrders ?? 0),
    createdSince: Number(row?.createdSince ?? 0),
  };
}

/** One account by its id; null when unknown. */
export async function findAccount(db: Db, id: string): Promise<User | null> {
  return firstOrNull(db.select().from(users).where(eq(users.id, id)));
}
