// Every price a variant has had (decision 028): the catalogue's first, then each back-office change, written in
// the change's own transaction. Read for the product page of the back office and for the legal "lowest price of
// the last 30 days" shown beside a reduction.
import { and, asc, desc, eq, gte, inArray, lt, min, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { Actor } from "#server/modules/audit/service";
import { priceHistory } from "./schema";

export type PriceEntry = typeof priceHistory.$inferSelect;

/** Writes a new price of a variant, valid from `at`; call it in the transaction that changes the price. */
export async function recordPrice(tx: Db, variantId: string, priceCents: number, actor: Actor | null, at: Date) {
  await tx.insert(priceHistory).values({
    variantId,
    priceCents,
    validFrom: at,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
  });
}

/** The price history of variants, newest first (the last `limit` entries of each at most). */
export async function priceHistoryOf(db: Db, variantIds: readonly string[], limit = 20): Promise<PriceEntry[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .select()
    .from(priceHistory)
    .where(inArray(priceHistory.variantId, [...variantIds]))
    .orderBy(desc(priceHistory.validFrom), desc(priceHistory.id));
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const n = (seen.get(row.variantId) ?? 0) + 1;
    seen.set(row.variantId, n);
    return n <= limit;
  });
}

/**
 * The lowest price a variant had at any moment from `since` until now: the price in effect at `since` (the last
 * entry before it) and every price set after. Null when the variant has no history.
 */
export async function lowestPriceSince(db: Db, variantId: string, since: Date): Promise<number | null> {
  const [inEffect] = await db
    .select({ id: priceHistory.id })
    .from(priceHistory)
    .where(and(eq(priceHistory.variantId, variantId), lt(priceHistory.validFrom, since)))
    .orderBy(desc(priceHistory.validFrom), desc(priceHistory.id))
    .limit(1);
  const [row] = await db
    .select({ lowest: min(priceHistory.priceCents) })
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.variantId, variantId),
        or(gte(priceHistory.validFrom, since), inEffect ? eq(priceHistory.id, inEffect.id) : undefined),
      ),
    );
  return row?.lowest ?? null;
}

/** Oldest first: the history as a timeline (tests, exports). */
export async function priceTimeline(db: Db, variantId: string): Promise<PriceEntry[]> {
  return db
    .select()
    .from(priceHistory)
    .where(eq(priceHistory.variantId, variantId))
    .orderBy(asc(priceHistory.validFrom), asc(priceHistory.id));
}

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Each variant's lowest price of the 30 days before `now` (the Omnibus reference price, decision 034). */
export async function lowestPricesOf30Days(
  db: Db,
  variants: readonly { id: string }[],
  now = new Date(),
): Promise<Map<string, number | null>> {
  const since = new Date(now.getTime() - THIRTY_DAYS_MS);
  const lowest = await Promise.all(variants.map((v) => lowestPriceSince(db, v.id, since)));
  return new Map(variants.map((v, i) => [v.id, lowest[i] ?? null]));
}
