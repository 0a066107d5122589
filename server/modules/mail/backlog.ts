import { and, count, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { mailOutbox } from "./schema";

/**
 * The outbox's backlog for the metrics: mails waiting to be sent (a sender will try them), and mails given up after
 * their last attempt (for the team). Mails kept without SMTP (no next attempt) are neither.
 */
export async function outboxBacklog(db: Db): Promise<{ waiting: number; failed: number }> {
  const [waiting] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), isNotNull(mailOutbox.nextAttemptAt)));
  const [failed] = await db.select({ n: count() }).from(mailOutbox).where(isNotNull(mailOutbox.failedAt));
  return { waiting: waiting?.n ?? 0, failed: failed?.n ?? 0 };
}
