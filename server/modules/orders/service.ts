import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { ORDER_STATUS_LABELS } from "#core/checkout";
import { customerStatusLabel } from "#core/fulfilment";
import type { Db } from "#server/db/client";
import { givenKeys, placeholdersFor, reusableQuery, valuesFor } from "#server/db/reusable-query";
import { firstOrNull } from "#server/db/first-row";
import { hashToken, humanCode } from "#server/modules/accounts/tokens";
import { claimDue } from "./claim-due";
import { assertMove } from "./order-states";
import { orderLines, orders, type OrderStatus } from "./schema";

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** MH-7K4Q9ZP2: short, unambiguous, not enumerable. */
export function newReference(): string {
  return humanCode("MH");
}

type NewOrderLine = Omit<typeof orderLines.$inferInsert, "orderId" | "id">;

/**
 * The order and its lines in one statement (one round trip), the lines' key to the order checked at its end.
 * Built once per shape (decision 071): the order's given fields, the lines' given fields, how many lines.
 */
const orderWithLines = reusableQuery(getTableColumns(orders), (db, shape: string) => {
  const [orderKeys, lineKeys, count] = JSON.parse(shape) as [string[], string[], number];
  const lineRows = Array.from({ length: count }, (_, i) => placeholdersFor(`l${i}.`, [...lineKeys, "orderId"]));
  const written = db.$with("lines").as(db.insert(orderLines).values(lineRows as never));
  return db
    .with(written)
    .insert(orders)
    .values(placeholdersFor("o.", orderKeys) as never)
    .returning();
});

export async function insertOrder(tx: Db, order: NewOrder, lines: NewOrderLine[]): Promise<Order> {
  if (lines.length === 0) return (await tx.insert(orders).values(order).returning())[0]!;
  const orderKeys = givenKeys(order);
  const lineKeys = givenKeys(lines[0]!);
  if (lines.some((line) => givenKeys(line).join() !== lineKeys.join())) {
    throw new Error("insertOrder : chaque ligne doit donner les mêmes champs.");
  }
  const values = valuesFor("o.", order, orderKeys);
  lines.forEach((line, i) => {
    valuesFor(`l${i}.`, line, lineKeys, values);
    values[`l${i}.orderId`] = order.id;
  });
  const [row] = await orderWithLines.run(tx, JSON.stringify([orderKeys, lineKeys, lines.length]), values);
  return row!;
}

/** The order, locked for the rest of the caller's transaction. */
export async function lockOrder(tx: Db, orderId: string): Promise<Order | null> {
  return firstOrNull(tx.select().from(orders).where(eq(orders.id, orderId)).for("update"));
}

export async function findOrder(db: Db, orderId: string): Promise<Order | null> {
  return firstOrNull(db.select().from(orders).where(eq(orders.id, orderId)));
}

export async function findOrderBySession(db: Db, sessionId: string): Promise<Order | null> {
  return firstOrNull(db.select().from(orders).where(eq(orders.providerSessionId, sessionId)));
}

export async function linesOf(db: Db, orderId: string): Promise<OrderLine[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** The customer's orders, newest first, with their lines. */
export async function listOrdersForUser(db: Db, userId: string, limit = 50) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return rows.map((order) =>
    publicOrder(
      order,
      lines.filter((l) => l.orderId === order.id),
    ),
  );
}

/**
 * An order for whoever may see it: its owner (signed in), or anyone holding the secret of the confirmation
 * mail's link. Anyone else gets null, exactly as for an unknown reference.
 */
export async function orderForViewer(db: Db, reference: string, viewer: OrderViewer) {
  const found = await findOrderForViewer(db, reference, viewer);
  return found ? publicOrder(found.order, await linesOf(db, found.order.id)) : null;
}

/** Who asks to see an order: the signed-in account, and the key of the confirmation mail's link (or, for a guest's
 * order, its payment session id). */
export interface OrderViewer {
  userId: string | null;
  key: string | null;
}

/**
 * The order's row for its owner (`via: "account"`) or the holder of its link's key (`via: "link"`); null for
 * anyone else, exactly as for an unknown reference. `lock`: the row is locked for the caller's transaction.
 */
export async function findOrderForViewer(
  db: Db,
  reference: string,
  viewer: OrderViewer,
  options: { lock?: boolean } = {},
): Promise<{ order: Order; via: "account" | "link" } | null> {
  const query = db.select().from(orders).where(eq(orders.reference, reference));
  const [order] = options.lock ? await query.for("update") : await query;
  if (!order) return null;
  if (viewer.userId !== null && order.userId === viewer.userId) return { order, via: "account" };
  if (viewer.key === null) return null;
  const key = hashToken(viewer.key);
  // A guest's payment session id opens the order too: it is in their success page's address and nowhere else,
  // so that page can link to the order and its invoice (decision 087).
  const keyHolder =
    (order.accessTokenHash !== null && key === order.accessTokenHash) ||
    (order.userId === null && order.providerSessionId !== null && key === hashToken(order.providerSessionId));
  return keyHolder ? { order, via: "link" } : null;
}

/** A new secret for the order's link; only its hash is kept. */
export async function issueAccessKey(tx: Db, orderId: string): Promise<string> {
  const key = randomBytes(24).toString("base64url");
  await tx
    .update(orders)
    .set({ accessTokenHash: hashToken(key) })
    .where(eq(orders.id, orderId));
  return key;
}

/**
 * Moves the order from `from` to `to` (a move order-states.ts allows) with `fields`, only if it is still `from`: of two
 * events racing for the same order, one applies and the other gets null.
 */
export async function moveOrderStatus(
  tx: Db,
  orderId: string,
  move: { from: OrderStatus; to: OrderStatus },
  fields: Omit<Partial<NewOrder>, "status"> = {},
): Promise<Order | null> {
  const to = assertMove(move.from, move.to);
  const [moved] = await tx
    .update(orders)
    .set({ ...fields, status: to })
    .where(and(eq(orders.id, orderId), eq(orders.status, move.from)))
    .returning();
  return moved ?? null;
}

/** Fields other than the status (which moves through `moveOrderStatus` only). */
export async function setOrderFields(
  tx: Db,
  orderId: string,
  fields: Omit<Partial<NewOrder>, "status">,
): Promise<void> {
  await tx.update(orders).set(fields).where(eq(orders.id, orderId));
}

/**
 * Pending orders whose payment window closed before `moment`, claimed for the expiry job until `claimUntil`: rows
 * are taken with SKIP LOCKED and marked, so several server instances running the job each ask the provider about
 * different orders, and none holds a transaction open while it asks.
 */
export async function claimStaleOrders(
  db: Db,
  input: { moment: Date; now: Date; claimUntil: Date; limit: number },
): Promise<Order[]> {
  return claimDue(db, orders, {
    where: and(
      eq(orders.status, "pending_payment"),
      lte(orders.expiresAt, input.moment),
      or(isNull(orders.expiryCheckAfter), lte(orders.expiryCheckAfter, input.now)),
    ),
    orderBy: orders.expiresAt,
    limit: input.limit,
    mark: { expiryCheckAfter: input.claimUntil },
  });
}

/** What the customer's pages show of an order. */
export function publicOrder(order: Order, lines: OrderLine[]) {
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    statusLabel: customerStatusLabel({
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status] ?? order.status,
      fulfilment: order.fulfilment,
    }),
    fulfilment: order.fulfilment,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    refundedCents: order.refundedCents,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    email: order.email,
    shippingAddress: order.shippingAddress,
    pickupPoint: order.pickupPoint,
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    packageName: order.packageName,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    promoName: order.promoName,
    shippingCents: order.shippingCents,
    gift: order.gift,
    giftWrappingCents: order.giftWrappingCents,
    totalCents: order.totalCents,
    currency: order.currency,
    lines: lines.map((line) => ({
      lineId: line.id,
      variantId: line.variantId,
      name: line.name,
      image: line.image,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
      refundedQuantity: line.refundedQuantity,
    })),
  };
}

export type PublicOrder = ReturnType<typeof publicOrder>;

/** How many units of a line's variant the order holds (released at expiry, taken again by a late payment). */
export async function setLineStockReserved(tx: Db, lineId: number, units: number): Promise<void> {
  await tx.update(orderLines).set({ stockReserved: units }).where(eq(orderLines.id, lineId));
}

export type OpenOrdersHolder = { userId: string } | { email: string } | { clientAddressHash: string };

const holderColumn = (holder: OpenOrdersHolder) =>
  "userId" in holder ? "userId" : "email" in holder ? "email" : "clientAddressHash";
const holderColumns = { userId: orders.userId, email: orders.email, clientAddressHash: orders.clientAddressHash };

/** Built once per list of holder kinds (decision 071): the checkout counts in its transaction. */
const openOrdersCount = reusableQuery({ counts: (value) => value as number[] }, (db, kinds: string) => {
  const holders = kinds
    .split(",")
    .map((kind, i) => sql`${holderColumns[kind as keyof typeof holderColumns]} = ${sql.placeholder(`h${i}`)}`);
  const counts = sql.join(
    holders.map((holder) => sql`count(*) filter (where ${holder})::int`),
    sql`, `,
  );
  return db
    .select({ counts: sql<number[]>`array[${counts}]` })
    .from(orders)
    .where(
      and(eq(orders.status, sql.placeholder("status")), gt(orders.expiresAt, sql.placeholder("now")), or(...holders)),
    );
});

/**
 * Unpaid orders still inside their payment window, for each account, e-mail or client address given: one statement
 * (one round trip) whatever their number, each count read through its own index.
 */
export async function countOpenOrders(tx: Db, holders: readonly OpenOrdersHolder[], now: Date): Promise<number[]> {
  if (holders.length === 0) return [];
  const values: Record<string, unknown> = { status: "pending_payment", now: now.toISOString() };
  holders.forEach((holder, i) => {
    values[`h${i}`] = Object.values(holder)[0];
  });
  const [row] = await openOrdersCount.run(tx, holders.map(holderColumn).join(), values);
  return holders.map((_, i) => row?.counts?.[i] ?? 0);
}

/** The units of a variant the order's line holds, when the stock taken differs from what the line was written with. */
export async function setStockReservedOf(tx: Db, orderId: string, variantId: string, units: number): Promise<void> {
  await tx
    .update(orderLines)
    .set({ stockReserved: units })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.variantId, variantId)));
}
