// The funnel's events: the day's salt, the visitor's hash, the row, and their forgetting (docs/decisions/031).
import { createHash, randomBytes } from "node:crypto";
import { and, countDistinct, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { EventKind } from "#core/analytics";
import { analyticsEvents, analyticsSalts } from "./schema";

/** Events are kept 13 months (a year compared with the same month of the year before), then deleted. */
export const EVENTS_KEPT_DAYS = 395;

const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

/** The Paris calendar day of `at`, `YYYY-MM-DD`. */
export function dayOf(at: Date): string {
  return parisDay.format(at);
}

/**
 * The secret salt of `at`'s day: made once by whichever instance asks first (a random 32 bytes, the row is shared
 * through the database so every instance hashes alike), and the salts of the days before deleted at once: after
 * that no hash of those days can be made again from an address.
 */
export async function daySalt(db: Db, at: Date): Promise<{ day: string; salt: string }> {
  const day = dayOf(at);
  const [found] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (found) return { day, salt: found.salt };
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return { day, salt: row!.salt };
}

/** The visitor of the day: computed in memory from what the request shows; the address and browser are not kept. */
export function visitorHash(input: { salt: string; site: string; address: string; userAgent: string }): string {
  return createHash("sha256")
    .update([input.salt, input.site, input.address, input.userAgent].join("\n"))
    .digest("base64url");
}

export interface NewEvent {
  kind: EventKind;
  productId: string | null;
  variantId: string | null;
  path: string;
  day: string;
  visitorHash: string;
  occurredAt: Date;
}

export async function insertEvent(db: Db, event: NewEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

/**
 * Distinct visitors at each step over [from, to): a visitor is one hash of one day (the hash changes every day),
 * so a person coming back on three days counts three times.
 */
export async function funnelVisitors(db: Db, input: { from: Date; to: Date }): Promise<Record<EventKind, number>> {
  const rows = await db
    .select({
      kind: analyticsEvents.kind,
      visitors: countDistinct(sql`${analyticsEvents.day}::text || ':' || ${analyticsEvents.visitorHash}`),
    })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.occurredAt, input.from), lt(analyticsEvents.occurredAt, input.to)))
    .groupBy(analyticsEvents.kind);
  const counts = { product_view: 0, add_to_cart: 0, checkout_started: 0 };
  for (const row of rows) counts[row.kind] = Number(row.visitors);
  return counts;
}

/** Deletes the events older than the retention and the salts of past days (the periodic purge). */
export async function pruneAnalytics(db: Db, now: Date): Promise<void> {
  await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.occurredAt, new Date(now.getTime() - EVENTS_KEPT_DAYS * 86_400_000)));
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, dayOf(now)));
}
