// The back office's reads and writes of orders (docs/decisions/025-order-fulfilment-and-refunds.md): the filtered
// list, the conditional fulfilment steps, the team's notes, and the refunds' rows and amounts.
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { ORDER_FILTER_IDS, type OrderFilter } from "#core/fulfilment";
import { type FreeRefundReason } from "#core/free-refund";
import { countOf, plural } from "#core/french-plural";
import { discountShares } from "#core/vat";
import type { Db } from "#server/db/client";
import { firstOrNull } from "#server/db/first-row";
import { containsPattern, readPage } from "#server/db/lists";
import { FULFILMENT_BEFORE, statusAfterRefund } from "./order-states";
import { type FulfilmentStatus, orderLines, orderNotes, orderRefunds, orders } from "./schema";
import type { Order, OrderLine } from "./service";

export type OrderRefund = typeof orderRefunds.$inferSelect;
export type OrderNote = typeof orderNotes.$inferSelect;

export const BACK_OFFICE_FILTERS = ORDER_FILTER_IDS;
export type BackOfficeFilter = OrderFilter;

export interface OrderListQuery {
  status?: BackOfficeFilter;
  paymentMethod?: "card" | "crypto";
  /** Days in the shop's time zone (Europe/Paris), YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Part of the reference, the e-mail or the customer's name. */
  q?: string;
  page?: number;
}

export const ORDER_PAGE_SIZE = 25;

function statusCondition(status: BackOfficeFilter): SQL | undefined {
  switch (status) {
    case "a_preparer":
      return and(eq(orders.status, "paid"), isNull(orders.fulfilment));
    case "en_preparation":
      return and(eq(orders.status, "paid"), eq(orders.fulfilment, "preparing"));
    case "expediee":
      return and(eq(orders.status, "paid"), eq(orders.fulfilment, "shipped"));
    case "livree":
      return and(eq(orders.status, "paid"), eq(orders.fulfilment, "delivered"));
    case "a_verifier":
      return and(isNotNull(orders.attention), isNull(orders.attentionResolvedAt));
    default:
      return eq(orders.status, status);
  }
}

const parisDay = sql`(${orders.createdAt} at time zone 'Europe/Paris')::date`;

/** A page of orders, newest first, with the number of lines of each. */
export async function listOrdersForBackOffice(db: Db, query: OrderListQuery) {
  const q = query.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  const where = and(
    query.status ? statusCondition(query.status) : undefined,
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
    query.from ? gte(parisDay, sql`${query.from}::date`) : undefined,
    query.to ? sql`${parisDay} <= ${query.to}::date` : undefined,
    pattern
      ? or(
          ilike(orders.reference, pattern),
          ilike(orders.email, pattern),
          sql`(coalesce(${orders.shippingAddress}->>'firstName', '') || ' ' || coalesce(${orders.shippingAddress}->>'lastName', '')) ilike ${pattern}`,
        )
      : undefined,
  );
  const { rows, ...counts } = await readPage(
    { page: query.page, size: ORDER_PAGE_SIZE },
    ({ limit, offset }) =>
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
    () => db.$count(orders, where),
  );
  return { orders: rows, ...counts };
}

export async function findOrderByReference(db: Db, reference: string): Promise<Order | null> {
  return firstOrNull(db.select().from(orders).where(eq(orders.reference, reference)));
}

/** The orders at one step of the back office's list, the oldest first, at most `limit` (the packing slips' bulk print). */
export async function oldestOrdersAt(db: Db, status: BackOfficeFilter, limit: number): Promise<Order[]> {
  return db.select().from(orders).where(statusCondition(status)).orderBy(asc(orders.createdAt)).limit(limit);
}

/**
 * Moves a paid order one step on (to prepare → preparing → shipped → delivered, order-states.ts) with the step's
 * fields, only from the step before (or one of `from`, a carrier's event) and while paid: a second click, two administrators at once, or a refund in full
 * meanwhile find the order moved and get null.
 */
export async function advanceFulfilment(
  tx: Db,
  orderId: string,
  to: FulfilmentStatus,
  fields: Partial<typeof orders.$inferInsert>,
  from: readonly (FulfilmentStatus | null)[] = [FULFILMENT_BEFORE[to]],
): Promise<Order | null> {
  const steps = from.filter((step) => step !== null);
  const [moved] = await tx
    .update(orders)
    .set({ ...fields, fulfilment: to })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, "paid"),
        or(
          from.includes(null) ? isNull(orders.fulfilment) : undefined,
          steps.length > 0 ? inArray(orders.fulfilment, steps) : undefined,
        ),
      ),
    )
    .returning();
  return moved ?? null;
}

/** Marks the order's flag as dealt with, once; null when it has none or it was already resolved. */
export async function resolveAttention(
  tx: Db,
  orderId: string,
  input: { resolution: string; at: Date },
): Promise<Order | null> {
  const [resolved] = await tx
    .update(orders)
    .set({ attentionResolvedAt: input.at, attentionResolution: input.resolution })
    .where(and(eq(orders.id, orderId), isNotNull(orders.attention), isNull(orders.attentionResolvedAt)))
    .returning();
  return resolved ?? null;
}

export async function addOrderNote(
  tx: Db,
  input: { orderId: string; authorEmail: string; body: string; at?: Date },
): Promise<OrderNote> {
  const [note] = await tx
    .insert(orderNotes)
    .values({ orderId: input.orderId, authorEmail: input.authorEmail, body: input.body, createdAt: input.at })
    .returning();
  return note!;
}

export async function notesOf(db: Db, orderId: string): Promise<OrderNote[]> {
  return db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.id));
}

export async function refundsOf(db: Db, orderId: string): Promise<OrderRefund[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}

export async function findRefundByKey(db: Db, requestKey: string): Promise<OrderRefund | null> {
  return firstOrNull(db.select().from(orderRefunds).where(eq(orderRefunds.requestKey, requestKey)));
}

/** The refund recorded with this provider refund id (a refund of before decision 079 has no intent). */
export async function findRefundByProviderId(db: Db, providerRefundId: string): Promise<OrderRefund | null> {
  return firstOrNull(db.select().from(orderRefunds).where(eq(orderRefunds.providerRefundId, providerRefundId)));
}

// ── Amounts ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Each line's share of the order's discount, in cents, by line id: `discountShares` of core/vat.ts, the rule of the
 * invoices (decision 036), over the lines in their order's positions as the invoice takes them.
 */
export function discountSharesByLine(order: Pick<Order, "discountCents">, lines: OrderLine[]) {
  const sorted = [...lines].sort((a, b) => a.position - b.position);
  const shares = discountShares(sorted, order.discountCents);
  return new Map(sorted.map((line, i) => [line.id, shares[i] ?? 0]));
}

/** What `units` refunded units of a line are worth: its total less its discount share, spread over its units. */
function worthOfUnits(line: OrderLine, share: number, units: number): number {
  const net = line.lineTotalCents - share;
  return units >= line.quantity ? net : Math.floor((net * units) / line.quantity);
}

export interface RefundRequestLines {
  /** Units to refund per order line id. */
  lines: { lineId: number; quantity: number }[];
  shipping: boolean;
}

export type RefundQuote =
  | {
      ok: true;
      amountCents: number;
      lines: { lineId: number; quantity: number }[];
      /** What each line's refunded units are worth, TTC (the credit note's lines). */
      lineAmounts: { lineId: number; quantity: number; amountCents: number }[];
      shipping: boolean;
    }
  | { ok: false; reason: string };

/**
 * The amount of a refund, from the order's snapshot only: for each line, the worth of the units refunded so far
 * and after this refund (so partial refunds of a line add up to its net total exactly); the shipping once.
 */
export function quoteRefund(
  order: Order,
  lines: OrderLine[],
  refunds: OrderRefund[],
  request: RefundRequestLines,
): RefundQuote {
  const shares = discountSharesByLine(order, lines);
  const chosen = new Map<number, number>();
  for (const { lineId, quantity } of request.lines) {
    if (quantity <= 0) continue;
    chosen.set(lineId, (chosen.get(lineId) ?? 0) + quantity);
  }
  let amount = 0;
  const lineAmounts: { lineId: number; quantity: number; amountCents: number }[] = [];
  for (const [lineId, units] of chosen) {
    const line = lines.find((l) => l.id === lineId);
    if (!line) return { ok: false, reason: "Cette ligne n'appartient pas à la commande." };
    const left = line.quantity - line.refundedQuantity;
    if (units > left) {
      return {
        ok: false,
        reason: `« ${line.name} » : ${left === 0 ? "déjà remboursé en entier" : `${countOf(left, "unité")} au plus ${plural(left, "reste", "restent")} à rembourser`}.`,
      };
    }
    const share = shares.get(line.id) ?? 0;
    const worth =
      worthOfUnits(line, share, line.refundedQuantity + units) - worthOfUnits(line, share, line.refundedQuantity);
    lineAmounts.push({ lineId, quantity: units, amountCents: worth });
    amount += worth;
  }
  const shippingRefunded = refunds.some((r) => r.includesShipping);
  const shipping = request.shipping && order.shippingCents > 0;
  if (shipping && shippingRefunded) return { ok: false, reason: "La livraison a déjà été remboursée." };
  if (shipping) amount += order.shippingCents;
  amount = Math.min(amount, order.totalCents - order.refundedCents);
  if (amount <= 0) return { ok: false, reason: "Rien à rembourser : choisissez au moins un article ou la livraison." };
  return {
    ok: true,
    amountCents: amount,
    lines: [...chosen].map(([lineId, quantity]) => ({ lineId, quantity })),
    lineAmounts,
    shipping,
  };
}

/** Everything not yet refunded: every unit left of every line, and the shipping if it was not. */
export function remainderOf(order: Order, lines: OrderLine[], refunds: OrderRefund[]): RefundRequestLines {
  return {
    lines: lines
      .filter((l) => l.quantity > l.refundedQuantity)
      .map((l) => ({ lineId: l.id, quantity: l.quantity - l.refundedQuantity })),
    shipping: order.shippingCents > 0 && !refunds.some((r) => r.includesShipping),
  };
}

/** Records a refund made: its row, the units refunded per line, the order's refunded sum and status. */
export async function recordRefund(
  tx: Db,
  input: {
    order: Order;
    requestKey: string;
    amountCents: number;
    lines: { lineId: number; quantity: number }[];
    shipping: boolean;
    freeReason?: FreeRefundReason | null;
    method: "stripe" | "simulated" | "manual";
    providerRefundId: string | null;
    note: string;
    actorEmail: string;
    at: Date;
  },
): Promise<{ refund: OrderRefund; order: Order }> {
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: input.order.id,
      requestKey: input.requestKey,
      amountCents: input.amountCents,
      lines: input.lines,
      includesShipping: input.shipping,
      freeReason: input.freeReason ?? null,
      method: input.method,
      providerRefundId: input.providerRefundId,
      note: input.note,
      actorEmail: input.actorEmail,
      createdAt: input.at,
    })
    .returning();
  for (const { lineId, quantity } of input.lines) {
    await tx
      .update(orderLines)
      .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${quantity}` })
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, input.order.id)));
  }
  const refundedCents = input.order.refundedCents + input.amountCents;
  const [order] = await tx
    .update(orders)
    .set({ refundedCents, status: statusAfterRefund(input.order, refundedCents) })
    .where(eq(orders.id, input.order.id))
    .returning();
  return { refund: refund!, order: order! };
}
