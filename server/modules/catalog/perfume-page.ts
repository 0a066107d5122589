import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { products } from "./schema";
import { attachVariants, type ProductWithVariants } from "./service";

/** An active perfume with its bottle and photos; null when unknown, taken off sale or not a perfume. */
export async function getPerfume(db: Db, id: string): Promise<ProductWithVariants | null> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.kind, "perfume"), eq(products.active, true)));
  if (!product) return null;
  const [withVariants] = await attachVariants(db, [product]);
  return withVariants ?? null;
}
