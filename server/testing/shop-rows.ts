// What a test reads back from (or sets straight into) the shop's database around a journey.
import { eq, like } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { mailOutbox, orders, productVariants } from "#server/db/schema";

/** `shop` is read on each call: the test shop's database is opened only while the tests run. */
export function shopRows(shop: { readonly db: Db }) {
  return {
    /** The order's row by its reference (it must exist). */
    async orderOf(reference: string) {
      const [order] = await shop.db.select().from(orders).where(eq(orders.reference, reference));
      if (!order) throw new Error(`commande ${reference} introuvable`);
      return order;
    },
    /** A format's stock; null when it is not counted. */
    async stockOf(variantId: string) {
      const [row] = await shop.db.select().from(productVariants).where(eq(productVariants.id, variantId));
      if (!row) throw new Error(`format ${variantId} introuvable`);
      return row.stock;
    },
    setStock: (variantId: string, stock: number | null) =>
      shop.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId)),
    /** The e-mails queued whose subject names the order. */
    mailsAbout: (reference: string) =>
      shop.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${reference}%`)),
  };
}
