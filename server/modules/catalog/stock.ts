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

/** Gives back units taken by an order that will not be paid. */
export async function returnStock(tx: Db, variantId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(and(eq(productVariants.id, variantId), isNotNull(productVariants.stock)));
}
