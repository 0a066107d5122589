import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
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
  const page = Math.max(1, options.page ?? 1);
  const where = and(
    options.entity ? eq(auditLog.entity, options.entity) : undefined,
    options.entityId ? eq(auditLog.entityId, options.entityId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows,
    page,
    pages: Math.max(1, Math.ceil((total?.n ?? 0) / AUDIT_PAGE_SIZE)),
    total: total?.n ?? 0,
  };
}
