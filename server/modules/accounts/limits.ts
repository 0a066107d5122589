import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { addressBucket } from "#server/lib/address-bucket";
import { rateLimits } from "./schema";
import { hashToken } from "./tokens";

export interface Limit {
  /** What is counted: `login:email`, `reset:ip`… */
  name: string;
  max: number;
  windowMs: number;
}

/** A taken slot: `expiresAt` identifies its window, so giving it back never touches a newer window. */
export interface Slot {
  key: string;
  expiresAt: Date;
}

/** The counter key of an e-mail (hashed: the table keeps no address) or of a client address (IPv6 by /64). */
export function limitKey(limit: Limit, subject: { email: string } | { address: string }): string {
  return "email" in subject
    ? `${limit.name}:${hashToken(subject.email)}`
    : `${limit.name}:${addressBucket(subject.address)}`;
}

/**
 * Takes one slot of `limit` for `key`, or returns null when the window is full. One statement: the upsert locks the
 * counter's row, so concurrent requests on any number of instances are counted one after the other and never more
 * than `max` of them get a slot in a window.
 */
export async function takeSlot(db: Db, limit: Limit, key: string, now: Date): Promise<Slot | null> {
  const expiresAt = new Date(now.getTime() + limit.windowMs);
  const windowOver = sql`${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        expiresAt: sql`case when ${windowOver} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
      setWhere: sql`${windowOver} or ${rateLimits.count} < ${limit.max}`,
    })
    .returning({ expiresAt: rateLimits.expiresAt });
  return row ? { key, expiresAt: row.expiresAt } : null;
}

/** Gives a slot back (the attempt did not count after all), in its own window only. */
export async function giveBack(db: Db, slot: Slot): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, slot.key), eq(rateLimits.expiresAt, slot.expiresAt), gt(rateLimits.count, 0)));
}

/** Empties a counter (a successful sign-in or password reset clears the e-mail's failures). */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forgets the counters whose window ended before `before`. */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, before));
}
