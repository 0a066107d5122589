// What the database says after a phase: the counts each promise is checked against.
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

/** The rows of a query (node-postgres and PGlite both answer `{ rows }`). */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function one(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: string | number | null }>(db, query);
  return Number(row?.n ?? 0);
}

/** The one row of a query whose columns are counts, named as the answer's fields: each read as a number. */
async function counts<T extends object>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<Record<string, string | number | null>>(db, query);
  return Object.fromEntries(Object.entries(row ?? {}).map(([field, value]) => [field, Number(value)])) as T;
}

export interface VariantCounts {
  stock: number;
  paidOrders: number;
  paidUnits: number;
  pendingOrders: number;
  pendingUnits: number;
}

export function variantCounts(db: Db, variant: string): Promise<VariantCounts> {
  return counts(
    db,
    sql`select
      (select stock from product_variants where id = ${variant}) as stock,
      count(distinct o.id) filter (where o.status = 'paid') as "paidOrders",
      coalesce(sum(l.quantity) filter (where o.status = 'paid'), 0) as "paidUnits",
      count(distinct o.id) filter (where o.status = 'pending_payment') as "pendingOrders",
      coalesce(sum(l.stock_reserved) filter (where o.status = 'pending_payment'), 0) as "pendingUnits"
    from order_lines l join orders o on o.id = l.order_id where l.variant_id = ${variant}`,
  );
}

export interface CodeCounts {
  currentUses: number;
  reservedUses: number;
  paidOrders: number;
  pendingOrders: number;
  confirmedRedemptions: number;
}

export function codeCounts(db: Db, code: string): Promise<CodeCounts> {
  return counts(
    db,
    sql`select current_uses as "currentUses", reserved_uses as "reservedUses",
      (select count(*) from orders where promo_code = ${code} and status = 'paid') as "paidOrders",
      (select count(*) from orders where promo_code = ${code} and status = 'pending_payment') as "pendingOrders",
      (select count(*) from promo_redemptions where code = ${code} and status = 'confirmed') as "confirmedRedemptions"
    from promo_codes where code = ${code}`,
  );
}

export const pendingOrders = (db: Db) =>
  one(db, sql`select count(*) as n from orders where status = 'pending_payment'`);

/** Pending orders' windows moved `minutes` into the past, as if that time had gone by (their sessions' too). */
export async function ageReservations(db: Db, minutes: number) {
  const shift = sql.raw(`interval '${Math.trunc(minutes)} minutes'`);
  await db.execute(sql`update simulated_card_sessions s set expires_at = s.expires_at - ${shift}
    from orders o where o.id = s.order_id and o.status = 'pending_payment'`);
  await db.execute(sql`update orders set expires_at = expires_at - ${shift}
    where status = 'pending_payment'`);
}

export interface PaymentCounts {
  /**
   * Sessions paid at the (simulated) provider whose order is not paid: a payment taken and lost. An order refunded
   * in full (only a paid one can be) was paid, as everywhere below.
   */
  paidAtProviderNotPaid: number;
  paidOrders: number;
  /** Paid orders without exactly one confirmation mail in the outbox. */
  withoutOneMail: number;
  /** Confirmation mails of orders that are not paid. */
  mailsOfUnpaid: number;
  /** Confirmation mails not sent yet, and those of them held by a sender's claim (a killed instance's). */
  unsentMails: number;
  claimedUnsent: number;
}

export function paymentCounts(db: Db): Promise<PaymentCounts> {
  return counts(
    db,
    sql`select
      (select count(*) from simulated_card_sessions s join orders o on o.id = s.order_id
        where s.payment_status = 'paid' and o.status not in ('paid', 'refunded')) as "paidAtProviderNotPaid",
      (select count(*) from orders where status = 'paid') as "paidOrders",
      (select count(*) from orders o where o.status in ('paid', 'refunded') and
        (select count(*) from mail_outbox m where m.dedupe_key = 'commande-payee:' || o.id) <> 1) as "withoutOneMail",
      (select count(*) from mail_outbox m join orders o on m.dedupe_key = 'commande-payee:' || o.id
        where o.status not in ('paid', 'refunded')) as "mailsOfUnpaid",
      (select count(*) from mail_outbox where dedupe_key like 'commande-payee:%' and sent_at is null) as "unsentMails",
      (select count(*) from mail_outbox where dedupe_key like 'commande-payee:%' and sent_at is null
        and claimed_until > now()) as "claimedUnsent"`,
  );
}

/** Recipients of sent mails (confirmations, and refunds in the fault phase), with how many outbox rows each. */
export async function sentConfirmations(db: Db): Promise<Map<string, number>> {
  const list = await rows<{ to: string; n: string }>(
    db,
    sql`select "to", count(*) as n from mail_outbox where sent_at is not null group by "to"`,
  );
  return new Map(list.map((r) => [r.to, Number(r.n)]));
}
