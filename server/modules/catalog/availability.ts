import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { products } from "./schema";

/** True for a product of the catalogue taken off sale in the back office (false for an unknown id). */
export async function isOffSale(db: Db, id: string): Promise<boolean> {
  return (await db.$count(products, and(eq(products.id, id), eq(products.active, false)))) > 0;
}
