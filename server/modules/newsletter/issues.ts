// Newsletters written in the back office and their sending (decision 115): a state that only moves forward, and the
// batches a periodic job queues — one newsletter row locked per batch, one delivery row per subscriber.
import { and, asc, count, desc, eq, isNull, lte, notExists, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { newToken } from "#server/modules/accounts/tokens";
import { newsletterDeliveries, newsletters, newsletterSubscriptions } from "./schema";
import { confirmedBy } from "./subscriptions";

export type Newsletter = typeof newsletters.$inferSelect;
export interface NewsletterDraft {
  subject: string;
  body: string;
  productId: string | null;
}

/** A batch is queued at most once a minute: the rate holds whatever the number of instances running the job. */
export const BATCH_EVERY_MS = 60_000;

export async function createNewsletter(tx: Db, draft: NewsletterDraft, createdBy: string): Promise<Newsletter> {
  const [row] = await tx
    .insert(newsletters)
    .values({ ...draft, createdBy })
    .returning();
  return row!;
}

/** A draft's new text; null when the newsletter is no draft any more (its sending has started). */
export async function updateDraft(tx: Db, id: number, draft: NewsletterDraft): Promise<Newsletter | null> {
  const [row] = await tx
    .update(newsletters)
    .set(draft)
    .where(and(eq(newsletters.id, id), eq(newsletters.state, "draft")))
    .returning();
  return row ?? null;
}

export async function findNewsletter(db: Db, id: number): Promise<Newsletter | null> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return row ?? null;
}

export function listNewsletters(db: Db, limit = 100): Promise<Newsletter[]> {
  return db.select().from(newsletters).orderBy(desc(newsletters.id)).limit(limit);
}

export async function markTestSent(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(newsletters).set({ testSentAt: at }).where(eq(newsletters.id, id));
}

/** Deliveries queued so far, per newsletter. */
export async function deliveredCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: newsletterDeliveries.newsletterId, n: count() })
    .from(newsletterDeliveries)
    .where(or(...ids.map((id) => eq(newsletterDeliveries.newsletterId, id))))
    .groupBy(newsletterDeliveries.newsletterId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * The launch, once: a draft moves to « sending » with the count of subscribers confirmed now; null when it is no
 * draft (already launched, by this request or a parallel one).
 */
export async function startSending(tx: Db, id: number, now: Date): Promise<Newsletter | null> {
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(newsletterSubscriptions).where(confirmedBy(now));
  const [row] = await tx
    .update(newsletters)
    .set({ state: "sending", sendingAt: now, recipients: n })
    .where(and(eq(newsletters.id, id), eq(newsletters.state, "draft")))
    .returning();
  return row ?? null;
}

export interface BatchRecipient {
  subscriptionId: number;
  email: string;
  confirmedAt: Date;
  /** The unsubscribe link's token of this delivery (only its hash is kept). */
  unsubscribeToken: string;
}

/**
 * The next batch of the oldest newsletter being sent whose last batch is a minute old, in `tx`: its row locked
 * (`SKIP LOCKED`: another instance's run takes nothing meanwhile), up to `size` confirmed subscribers that have not
 * had it each given a delivery row (its key makes a second one impossible); the newsletter marked sent when none is
 * left. Null when no newsletter is due.
 */
export async function claimBatch(
  tx: Db,
  size: number,
  now: Date,
): Promise<{ newsletter: Newsletter; recipients: BatchRecipient[] } | null> {
  const [newsletter] = await tx
    .select()
    .from(newsletters)
    .where(
      and(
        eq(newsletters.state, "sending"),
        or(isNull(newsletters.lastBatchAt), lte(newsletters.lastBatchAt, new Date(now.getTime() - BATCH_EVERY_MS))),
      ),
    )
    .orderBy(asc(newsletters.id))
    .limit(1)
    .for("update", { skipLocked: true });
  if (!newsletter) return null;
  const candidates = await tx
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      confirmedAt: newsletterSubscriptions.confirmedAt,
    })
    .from(newsletterSubscriptions)
    .where(
      and(
        confirmedBy(newsletter.sendingAt!),
        notExists(
          tx
            .select({ one: newsletterDeliveries.subscriptionId })
            .from(newsletterDeliveries)
            .where(
              and(
                eq(newsletterDeliveries.newsletterId, newsletter.id),
                eq(newsletterDeliveries.subscriptionId, newsletterSubscriptions.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(size);
  const recipients: BatchRecipient[] = [];
  for (const candidate of candidates) {
    const link = newToken();
    const [delivery] = await tx
      .insert(newsletterDeliveries)
      .values({
        newsletterId: newsletter.id,
        subscriptionId: candidate.id,
        unsubscribeTokenHash: link.hash,
        queuedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterDeliveries.subscriptionId });
    if (delivery) {
      recipients.push({
        subscriptionId: candidate.id,
        email: candidate.email,
        confirmedAt: candidate.confirmedAt!,
        unsubscribeToken: link.token,
      });
    }
  }
  const done = candidates.length < size;
  await tx
    .update(newsletters)
    .set(done ? { lastBatchAt: now, state: "sent", sentAt: now } : { lastBatchAt: now })
    .where(eq(newsletters.id, newsletter.id));
  return { newsletter, recipients };
}
