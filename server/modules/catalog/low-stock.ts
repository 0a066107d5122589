// Limited variants running out or sold out, for the team's dashboard: each variant against its own threshold.
import { and, asc, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { products, productVariants } from "./schema";

/** Active variants of active products with `stock` matching `where`, the emptiest first: how many, and the first `limit`. */
async function variantsWhere(db: Db, condition: ReturnType<typeof and>, limit: number) {
  const where = and(
    isNotNull(productVariants.stock),
    eq(productVariants.active, true),
    eq(products.active, true),
    condition,
  );
  const rows = await db
    .select({
      id: productVariants.id,
      label: productVariants.label,
      stock: productVariants.stock,
      threshold: productVariants.lowStockThreshold,
      productId: products.id,
      product: products.name,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(asc(productVariants.stock), asc(productVariants.id));
  return { total: rows.length, variants: rows.slice(0, limit).map((row) => ({ ...row, stock: row.stock ?? 0 })) };
}

/**
 * Sold-out variants (no unit left) and those running low (at or under their own threshold, at least one left).
 */
export async function stockAlerts(db: Db, input: { limit: number }) {
  const [soldOut, low] = await Promise.all([
    variantsWhere(db, eq(productVariants.stock, 0), input.limit),
    variantsWhere(
      db,
      and(gt(productVariants.stock, 0), lte(productVariants.stock, productVariants.lowStockThreshold)),
      input.limit,
    ),
  ]);
  return { soldOut, low };
}

/**
 * Active perfumes without their volume and Shilajit pots without their weight: their price per litre or per kilo,
 * which the law asks beside the price (decision 039), cannot be shown until the team enters it.
 */
export async function missingMeasures(db: Db, input: { limit: number }) {
  const rows = await db
    .select({
      id: productVariants.id,
      label: productVariants.label,
      productId: products.id,
      product: products.name,
      kind: products.kind,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.active, true),
        eq(products.active, true),
        or(
          and(eq(products.kind, "perfume"), isNull(productVariants.volumeMl)),
          and(eq(products.kind, "wellness"), isNull(productVariants.weightGrams)),
        ),
      ),
    )
    .orderBy(asc(products.name), asc(productVariants.id));
  return { total: rows.length, variants: rows.slice(0, input.limit) };
}
