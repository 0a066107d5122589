import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type LineRequest, type PricedVariant, priceLines } from "#server/modules/catalog/service";
import { savedCarts } from "./schema";

const MAX_QUANTITY = 99;

/** Lines as the browser's basket needs them, priced from the catalogue; unknown ids are dropped. */
export type CartLine = Pick<PricedVariant, "id" | "name" | "category" | "image" | "format"> & {
  price: number;
  quantity: number;
};

async function priced(db: Db, items: readonly LineRequest[]): Promise<CartLine[]> {
  const { lines } = await priceLines(db, items);
  return lines.map((line) => ({
    id: line.id,
    name: line.name,
    category: line.category,
    image: line.image,
    format: line.format,
    price: line.unitPriceCents,
    quantity: Math.min(line.quantity, MAX_QUANTITY),
  }));
}

async function save(db: Db, userId: string, lines: CartLine[]) {
  const items = lines.map(({ id, quantity }) => ({ id, quantity }));
  await db
    .insert(savedCarts)
    .values({ userId, items })
    .onConflictDoUpdate({ target: savedCarts.userId, set: { items, updatedAt: new Date() } });
}

export async function getSavedCart(db: Db, userId: string): Promise<CartLine[]> {
  const [row] = await db.select().from(savedCarts).where(eq(savedCarts.userId, userId));
  return row ? priced(db, row.items) : [];
}

export async function replaceSavedCart(db: Db, userId: string, items: readonly LineRequest[]): Promise<CartLine[]> {
  const lines = await priced(db, items);
  await save(db, userId, lines);
  return lines;
}

/** At sign-in: the browser's basket and the saved one become one (quantities added), and it is saved. */
export async function mergeSavedCart(
  db: Db,
  userId: string,
  browserItems: readonly LineRequest[],
): Promise<CartLine[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(savedCarts).where(eq(savedCarts.userId, userId)).for("update");
    const lines = await priced(tx, [...(row?.items ?? []), ...browserItems]);
    await save(tx, userId, lines);
    return lines;
  });
}

/** A paid order's lines leave the account's saved basket (what was added meanwhile stays). */
export async function removeBoughtLines(tx: Db, userId: string, bought: readonly LineRequest[]): Promise<void> {
  const [row] = await tx.select().from(savedCarts).where(eq(savedCarts.userId, userId)).for("update");
  if (!row) return;
  const left = new Map(row.items.map((item) => [item.id, item.quantity]));
  for (const line of bought) left.set(line.id, (left.get(line.id) ?? 0) - line.quantity);
  const items = [...left].filter(([, quantity]) => quantity > 0).map(([id, quantity]) => ({ id, quantity }));
  await tx.update(savedCarts).set({ items, updatedAt: new Date() }).where(eq(savedCarts.userId, userId));
}
