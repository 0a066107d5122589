// Rows written straight into the database for the back office's tests (lists, counts, dashboard figures): what
// the shop would have written, without the journey that writes it.
import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/client";
import { users } from "#server/modules/accounts/schema";
import { orderRefunds, orders } from "#server/modules/orders/schema";
import { newReference } from "#server/modules/orders/service";

/** An account (customer unless told), with the fields a test sets. It cannot sign in. */
export async function insertAccount(db: Db, fields: Partial<typeof users.$inferInsert> = {}) {
  const id = fields.id ?? randomUUID();
  const [row] = await db
    .insert(users)
    .values({
      id,
      email: `compte-${id.slice(0, 8)}@exemple.fr`,
      passwordHash: "sans-mot-de-passe",
      ...fields,
    })
    .returning();
  return row!;
}

/** An order without lines; a card order of 30 € waiting for its payment unless told. */
export async function insertOrderRow(db: Db, fields: Partial<typeof orders.$inferInsert> = {}) {
  const total = fields.totalCents ?? 3000;
  const [row] = await db
    .insert(orders)
    .values({
      id: randomUUID(),
      reference: newReference(),
      paymentMethod: "card",
      provider: "simulated",
      subtotalCents: total,
      totalCents: total,
      expiresAt: new Date(Date.now() + 1_800_000),
      ...fields,
    })
    .returning();
  return row!;
}

/** A refund of `amountCents` of the order, made at `createdAt`. */
export async function insertRefundRow(db: Db, orderId: string, amountCents: number, createdAt = new Date()) {
  await db.insert(orderRefunds).values({
    orderId,
    requestKey: randomUUID(),
    amountCents,
    lines: [],
    method: "simulated",
    actorEmail: "admin@maisonh.fr",
    createdAt,
  });
}
