// Consents to the newsletter (decision 115): asked, confirmed by the mailed link, withdrawn; each row is kept as the
// proof of a consent. Marketing mails go only to rows confirmed and not withdrawn.
import { and, asc, count, eq, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { hashToken, newToken } from "#server/modules/accounts/tokens";
import { newsletterDeliveries, newsletterSubscriptions, type NewsletterSource } from "./schema";

export type Subscription = typeof newsletterSubscriptions.$inferSelect;

/** A confirmation link works this long after its mail. */
export const CONFIRM_LINK_VALID_MS = 7 * 86_400_000;

/**
 * Records a request (one open row per address, whatever the concurrency): the token of the confirmation link to
 * mail, or null when nothing is to be mailed — the address is already confirmed, or its last confirmation mail left
 * less than `resendAfterMs` ago.
 */
export async function requestSubscription(
  tx: Db,
  input: { email: string; source: NewsletterSource; wording: string; now: Date; resendAfterMs: number },
): Promise<{ token: string; id: number } | null> {
  const link = newToken();
  const request = { source: input.source, wording: input.wording, requestedAt: input.now, confirmMailAt: input.now };
  const [created] = await tx
    .insert(newsletterSubscriptions)
    .values({ email: input.email, ...request, confirmTokenHash: link.hash })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  if (created) return { token: link.token, id: created.id };
  const resendBefore = new Date(input.now.getTime() - input.resendAfterMs);
  // The open row, pending and not mailed lately, takes the new link (its previous one stops working).
  const [renewed] = await tx
    .update(newsletterSubscriptions)
    .set({ ...request, confirmTokenHash: link.hash })
    .where(
      and(
        eq(newsletterSubscriptions.email, input.email),
        isNull(newsletterSubscriptions.withdrawnAt),
        isNull(newsletterSubscriptions.confirmedAt),
        lte(newsletterSubscriptions.confirmMailAt, resendBefore),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return renewed ? { token: link.token, id: renewed.id } : null;
}

const validLink = (token: string, now: Date) =>
  and(
    eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
    isNull(newsletterSubscriptions.withdrawnAt),
    isNull(newsletterSubscriptions.confirmedAt),
    sql`${newsletterSubscriptions.confirmMailAt} > ${new Date(now.getTime() - CONFIRM_LINK_VALID_MS).toISOString()}::timestamptz`,
  );

/** Whether a confirmation link still works (the page shows its button, or says it does not). */
export async function confirmLinkWorks(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(validLink(token, now));
  return row !== undefined;
}

/** The consent given: the link's row confirmed now (once); null when the link does not work (any more). */
export async function confirmSubscription(db: Db, token: string, now: Date): Promise<Subscription | null> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(validLink(token, now))
    .returning();
  return row ?? null;
}

/**
 * The consent withdrawn through a newsletter's unsubscribe link (its delivery's token): true when the link is one
 * (withdrawn now, or already before), false when it is unknown.
 */
export async function withdrawByLink(db: Db, token: string, now: Date): Promise<boolean> {
  const [delivery] = await db
    .select({ subscriptionId: newsletterDeliveries.subscriptionId })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.unsubscribeTokenHash, hashToken(token)));
  if (!delivery) return false;
  await db
    .update(newsletterSubscriptions)
    .set({ withdrawnAt: now, confirmTokenHash: null })
    .where(and(eq(newsletterSubscriptions.id, delivery.subscriptionId), isNull(newsletterSubscriptions.withdrawnAt)));
  return true;
}

/** Every consent of an address, oldest first (the RGPD export). */
export function subscriptionsOf(db: Db, email: string): Promise<Subscription[]> {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .orderBy(asc(newsletterSubscriptions.id));
}

/**
 * An erased account's consents: withdrawn and their address replaced by its hash, so the dates and wording stay as
 * proof of what was sent while nothing names the person any more.
 */
export async function eraseSubscriptions(tx: Db, email: string, now: Date): Promise<number> {
  const rows = await tx
    .update(newsletterSubscriptions)
    .set({
      email: `efface-${hashToken(email).slice(0, 32)}`,
      confirmTokenHash: null,
      withdrawnAt: sql`coalesce(${newsletterSubscriptions.withdrawnAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscriptions.email, email))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length;
}

/** How long a sign-up never confirmed is kept after its last confirmation mail (its link is dead by then). */
export const UNCONFIRMED_SIGNUPS_KEPT_DAYS = 8;

/** Sign-ups never confirmed: no consent to prove, so nothing to keep once their link is dead (the hourly purge). */
export async function pruneUnconfirmedSubscriptions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_SIGNUPS_KEPT_DAYS * 86_400_000);
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(and(isNull(newsletterSubscriptions.confirmedAt), lt(newsletterSubscriptions.confirmMailAt, before)))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length;
}

/** Confirmed subscribers now, and requests waiting for their confirmation. */
export async function subscriberCounts(db: Db): Promise<{ confirmed: number; pending: number }> {
  const [row] = await db
    .select({
      confirmed: count(newsletterSubscriptions.confirmedAt),
      all: count(),
    })
    .from(newsletterSubscriptions)
    .where(isNull(newsletterSubscriptions.withdrawnAt));
  return { confirmed: row?.confirmed ?? 0, pending: (row?.all ?? 0) - (row?.confirmed ?? 0) };
}

/** The open consents confirmed by `at`: a newsletter's recipients. */
export const confirmedBy = (at: Date | string) =>
  and(
    isNotNull(newsletterSubscriptions.confirmedAt),
    isNull(newsletterSubscriptions.withdrawnAt),
    sql`${newsletterSubscriptions.confirmedAt} <= ${typeof at === "string" ? at : at.toISOString()}::timestamptz`,
  );
