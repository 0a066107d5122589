import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { readPage } from "#server/db/lists";
import { auditLog } from "./schema";

/** Who made a back-office change. */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one entry; call it in the transaction of the change, so there is no change without its entry. */
export async function recordAudit(tx: Db, actor: Actor, entry: AuditEntry, at = new Date()): Promise<void> {
  await tx.insert(auditLog).values({
    at,
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** The log, newest first, a page at a time; optionally one record's history. */
export async function listAudit(db: Db, options: { page?: number; entity?: string; entityId?: string } = {}) {
  const where = and(
    options.entity ? eq(auditLog.entity, options.entity) : undefined,
    options.entityId ? eq(auditLog.entityId, options.entityId) : undefined,
  );
  const { rows, ...counts } = await readPage(
    { page: options.page, size: AUDIT_PAGE_SIZE },
    ({ limit, offset }) =>
      db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
    () => db.$count(auditLog, where),
  );
  return { entries: rows, ...counts };
}
