// Lots, their allocations to order lines and their recall notices (decision 038). The remaining quantity of a lot
// only changes here, under its row lock, and never goes below zero (a check constraint says it again).
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { pgErrorCode, UNIQUE_VIOLATION } from "#server/db/pg-error-code";
import { firstOrNull } from "#server/db/first-row";
import { DomainError } from "#server/lib/domain-error";
import type { LotDraft } from "#core/lots";
import { lotAllocations, lotRecallNotices, lots } from "./schema";

export type Lot = typeof lots.$inferSelect;
export type LotAllocation = typeof lotAllocations.$inferSelect;

/** Oldest first: the lot whose best-before comes first, then the earliest harvest (the shipping rule). */
const OLDEST_FIRST = [asc(lots.bestBefore), asc(lots.harvestDate), asc(lots.code)] as const;

export const CODE_TAKEN = "Ce code de lot existe déjà : choisissez-en un autre.";

export async function findLot(db: Db, id: string): Promise<Lot | null> {
  return firstOrNull(db.select().from(lots).where(eq(lots.id, id)));
}

export async function findLotByCode(db: Db, code: string): Promise<Lot | null> {
  return firstOrNull(db.select().from(lots).where(eq(lots.code, code)));
}

/** The lot, locked for the rest of the caller's transaction. */
export async function lockLot(tx: Db, id: string): Promise<Lot | null> {
  return firstOrNull(tx.select().from(lots).where(eq(lots.id, id)).for("update"));
}

/** The lots of these products (all when none given), oldest first. */
export async function listLots(db: Db, productIds?: string[]): Promise<Lot[]> {
  return db
    .select()
    .from(lots)
    .where(productIds ? inArray(lots.productId, productIds) : undefined)
    .orderBy(asc(lots.productId), ...OLDEST_FIRST);
}

const fieldsOf = (draft: LotDraft) => ({
  code: draft.code,
  productId: draft.productId,
  variantId: draft.variantId,
  harvestDate: draft.harvestDate,
  bestBefore: draft.bestBefore,
  region: draft.region.trim(),
  producer: draft.producer.trim(),
  moisturePercent: draft.moisturePercent,
  hmfMgKg: draft.hmfMgKg,
  diastase: draft.diastase,
  pollenSummary: draft.pollenSummary.trim(),
});

/** The write, with a code taken meanwhile (the unique index) refused like one taken before. */
async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw new DomainError("conflict", CODE_TAKEN, { field: "code" });
    throw err;
  }
}

/** A new lot, all of it still to ship; 409 when its code is taken. */
export async function insertLot(tx: Db, draft: LotDraft, now: Date): Promise<Lot> {
  if (await findLotByCode(tx, draft.code)) throw new DomainError("conflict", CODE_TAKEN, { field: "code" });
  const [row] = await withUniqueCode(() =>
    tx
      .insert(lots)
      .values({
        id: randomBytes(12).toString("hex"),
        ...fieldsOf(draft),
        quantityReceived: draft.quantityReceived,
        remaining: draft.quantityReceived,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  return row!;
}

/**
 * The lot's new fields (locked first by the caller): a change of the quantity received moves what remains by as
 * much, and cannot take back units already shipped.
 */
export async function updateLot(tx: Db, lot: Lot, draft: LotDraft, now: Date): Promise<Lot> {
  if (draft.code !== lot.code && (await findLotByCode(tx, draft.code))) {
    throw new DomainError("conflict", CODE_TAKEN, { field: "code" });
  }
  const shipped = lot.quantityReceived - lot.remaining;
  if (draft.quantityReceived < shipped) {
    throw new DomainError(
      "conflict",
      `La quantité reçue ne peut descendre sous les ${shipped} unités déjà expédiées de ce lot.`,
      { field: "quantityReceived" },
    );
  }
  const [row] = await withUniqueCode(() =>
    tx
      .update(lots)
      .set({
        ...fieldsOf(draft),
        quantityReceived: draft.quantityReceived,
        remaining: draft.quantityReceived - shipped,
        updatedAt: now,
      })
      .where(eq(lots.id, lot.id))
      .returning(),
  );
  return row!;
}

export async function setAnalysisKey(tx: Db, id: string, key: string, now: Date): Promise<void> {
  await tx.update(lots).set({ analysisKey: key, updatedAt: now }).where(eq(lots.id, id));
}

/** Where a product's line may take units from: its format's lots and the product's own (Shilajit). */
const forLine = (productId: string, variantId: string) =>
  and(eq(lots.productId, productId), or(eq(lots.variantId, variantId), isNull(lots.variantId)));

/** The lots a line may ship from, with units left, oldest first, each locked until the caller's commit. */
export async function lockLotsForLine(tx: Db, productId: string, variantId: string): Promise<Lot[]> {
  return tx
    .select()
    .from(lots)
    .where(and(forLine(productId, variantId), gt(lots.remaining, 0)))
    .orderBy(...OLDEST_FIRST)
    .for("update");
}

/** The same lots without locking, for the back office's choice before preparing. */
export async function lotsForLine(db: Db, productId: string, variantId: string): Promise<Lot[]> {
  return db
    .select()
    .from(lots)
    .where(and(forLine(productId, variantId), gt(lots.remaining, 0)))
    .orderBy(...OLDEST_FIRST);
}

/** The lot being sold now for a product: the oldest with units left (any of its formats). */
export async function currentLotOf(db: Db, productId: string): Promise<Lot | null> {
  const [lot] = await db
    .select()
    .from(lots)
    .where(and(eq(lots.productId, productId), gt(lots.remaining, 0)))
    .orderBy(...OLDEST_FIRST)
    .limit(1);
  return lot ?? null;
}

/**
 * The lot each format is sold from now, by variant id: the oldest with units left among the format's own lots and
 * the product's (Shilajit) — the lot its next jar ships from (`lockLotsForLine`). A format without one is left out.
 */
export async function currentLotsByVariant(
  db: Db,
  productId: string,
  variantIds: readonly string[],
): Promise<Map<string, Lot>> {
  const open = await db
    .select()
    .from(lots)
    .where(and(eq(lots.productId, productId), gt(lots.remaining, 0)))
    .orderBy(...OLDEST_FIRST);
  return new Map(
    variantIds.flatMap((id) => {
      const lot = open.find((l) => l.variantId === id || l.variantId === null);
      return lot ? [[id, lot] as const] : [];
    }),
  );
}

/** Takes `quantity` units of a locked lot for an order line; false (nothing written) when it has fewer left. */
export async function takeFromLot(
  tx: Db,
  input: { lotId: string; orderId: string; orderLineId: number; quantity: number },
): Promise<boolean> {
  const taken = await tx
    .update(lots)
    .set({ remaining: sql`${lots.remaining} - ${input.quantity}` })
    .where(and(eq(lots.id, input.lotId), gte(lots.remaining, input.quantity)))
    .returning({ id: lots.id });
  if (taken.length === 0) return false;
  await tx.insert(lotAllocations).values(input);
  return true;
}

/** The units shipped from each lot for this order, with the lots' codes. */
export async function allocationsOfOrder(db: Db, orderId: string) {
  return db
    .select({ orderLineId: lotAllocations.orderLineId, quantity: lotAllocations.quantity, code: lots.code })
    .from(lotAllocations)
    .innerJoin(lots, eq(lots.id, lotAllocations.lotId))
    .where(eq(lotAllocations.orderId, orderId))
    .orderBy(asc(lotAllocations.id));
}

/** Every allocation of a lot: which order lines received its units. */
export async function allocationsOfLot(db: Db, lotId: string): Promise<LotAllocation[]> {
  return db.select().from(lotAllocations).where(eq(lotAllocations.lotId, lotId)).orderBy(asc(lotAllocations.id));
}

/**
 * Notes that these addresses are told of the lot's recall; returns those not told before. Two senders at once:
 * the unique index makes the second wait for the first and then skip what it wrote.
 */
export async function recordRecallNotices(
  tx: Db,
  input: { lotId: string; emails: string[]; actorEmail: string; at: Date },
): Promise<string[]> {
  if (input.emails.length === 0) return [];
  const rows = await tx
    .insert(lotRecallNotices)
    .values(
      input.emails.map((email) => ({ lotId: input.lotId, email, actorEmail: input.actorEmail, sentAt: input.at })),
    )
    .onConflictDoNothing()
    .returning({ email: lotRecallNotices.email });
  return rows.map((row) => row.email);
}

export async function recallNoticesOf(db: Db, lotId: string) {
  return db
    .select()
    .from(lotRecallNotices)
    .where(eq(lotRecallNotices.lotId, lotId))
    .orderBy(asc(lotRecallNotices.sentAt), asc(lotRecallNotices.id));
}
