// Limited variants running out, for the team's dashboard.
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { products, productVariants } from "./schema";

/** Units at or under which a limited variant is shown as running low. */
export const LOW_STOCK_UNITS = 5;

/** Active limited variants with at most `atMost` units left, the emptiest first: how many, and the first `limit`. */
export async function lowStock(db: Db, input: { atMost: number; limit: number }) {
  const where = and(
    isNotNull(productVariants.stock),
    lte(productVariants.stock, input.atMost),
    eq(productVariants.active, true),
  );
  const total = await db.$count(productVariants, where);
  const rows = await db
    .select({
      id: productVariants.id,
      label: productVariants.label,
      stock: productVariants.stock,
      product: products.name,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(asc(productVariants.stock), asc(productVariants.id))
    .limit(input.limit);
  return { total, variants: rows.map((row) => ({ ...row, stock: row.stock ?? 0 })) };
}
