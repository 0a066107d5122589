import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { productVariants } from "./schema";

export class OutOfStockError extends Error {
  constructor(
    readonly variantId: string,
    readonly left: number,
  ) {
    super(`stock insuffisant pour ${variantId} (reste ${left})`);
  }
}

/**
 * Takes `quantity` units of a limited variant inside the caller's transaction and returns how many were taken
 * (0 for an unlimited variant). The conditional update never lets the stock go below zero, however many
 * orders race for the last units.
 */
export async function takeStock(tx: Db, variantId: string, quantity: number): Promise<number> {
  const [taken] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(
      and(eq(productVariants.id, variantId), isNotNull(productVariants.stock), gte(productVariants.stock, quantity)),
    )
    .returning({ stock: productVariants.stock });
  if (taken) return quantity;
  const [row] = await tx
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (row && row.stock === null) return 0;
  throw new OutOfStockError(variantId, row?.stock ?? 0);
}

/**
 * Takes the units of every line in one statement, inside the caller's transaction, and returns how many were taken
 * per variant (0 for an unlimited one); throws OutOfStockError for the first line that cannot be served. The limited
 * rows are locked in the order of their ids (two baskets sharing variants cannot deadlock) before the same
 * conditional update as takeStock's: the stock never goes below zero, however many orders race for the last units.
 * Unlimited variants are read, never locked, so their orders do not queue on one row.
 */
export async function takeStocks(
  tx: Db,
  lines: readonly { id: string; quantity: number }[],
): Promise<Map<string, number>> {
  if (lines.length === 0) return new Map();
  const wanted = sql.join(
    lines.map((line) => sql`(${line.id}::text, ${line.quantity}::int)`),
    sql`, `,
  );
  const ids = sql.join(
    lines.map((line) => sql`${line.id}`),
    sql`, `,
  );
  // The locking read comes first in the plan of the update (it is joined to it), so every row is first locked by
  // it, in id order; the update then re-checks the stock on the row's latest version.
  const result = await tx.execute(sql`
    with wanted(id, quantity) as (values ${wanted}),
    locked as (
      select v.id, v.stock from product_variants v
      where v.id in (${ids}) and v.stock is not null
      order by v.id for update
    ),
    taken as (
      update product_variants v set stock = v.stock - w.quantity
      from wanted w join locked l on l.id = w.id
      where v.id = w.id and v.stock >= w.quantity
      returning v.id
    )
    select w.id, t.id is not null as taken, l.stock as locked_stock, v.id is not null as known
    from wanted w
    left join taken t on t.id = w.id
    left join locked l on l.id = w.id
    left join product_variants v on v.id = w.id`);
  const { rows } = result as unknown as {
    rows: { id: string; taken: boolean; locked_stock: number | null; known: boolean }[];
  };
  const byId = new Map<string, number>();
  for (const line of lines) {
    const row = rows.find((r) => r.id === line.id);
    if (row?.taken) byId.set(line.id, line.quantity);
    // Locked but not taken: not enough left. Unknown: gone since the basket was priced.
    else if (!row?.known || row.locked_stock !== null) throw new OutOfStockError(line.id, row?.locked_stock ?? 0);
    else byId.set(line.id, 0);
  }
  return byId;
}

/** Gives back units taken by an order that will not be paid. */
export async function returnStock(tx: Db, variantId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(and(eq(productVariants.id, variantId), isNotNull(productVariants.stock)));
}
