import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { identityId, stampedAt } from "#server/db/columns";

/** Every change made in the back office: who, when, what, and the record before and after. Never updated. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: identityId(),
    at: stampedAt("at"),
    actorId: text("actor_id"),
    /** Kept as written then, so the entry still says who after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    /** What was done, e.g. `promo.create`, `order.ship`, `order.refund`. */
    action: text("action").notNull(),
    /** The kind of record and its id: `promo_code` / `ÉTÉ15`, `order` / `MH-…`. */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);
