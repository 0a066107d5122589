// Mails the outbox gave up on (after MAX_MAIL_ATTEMPTS): the team must reach those customers another way.
import { and, desc, gte, isNotNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { mailOutbox } from "./schema";

/** The order a mail is about, read from its dedupe key (`commande-payee:<order id>`…); null otherwise. */
export function orderIdOfMail(dedupeKey: string | null): string | null {
  const match = /^commande-[a-z-]+:(.+)$/.exec(dedupeKey ?? "");
  return match ? match[1]! : null;
}

/** Mails given up since `since`: how many, and the `limit` latest (recipient, subject, when, order). */
export async function undeliveredMails(db: Db, input: { since: Date; limit: number }) {
  const where = and(isNotNull(mailOutbox.failedAt), gte(mailOutbox.failedAt, input.since));
  const total = await db.$count(mailOutbox, where);
  const latest = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      failedAt: mailOutbox.failedAt,
      error: mailOutbox.error,
      dedupeKey: mailOutbox.dedupeKey,
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.failedAt))
    .limit(input.limit);
  return {
    total,
    latest: latest.map(({ dedupeKey, failedAt, ...mail }) => ({
      ...mail,
      failedAt: failedAt!,
      orderId: orderIdOfMail(dedupeKey),
    })),
  };
}
