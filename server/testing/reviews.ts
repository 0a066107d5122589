// Orders ready for a review invitation (decision 110), for the reviews' tests.
import { eq, like } from "drizzle-orm";
import { mailOutbox, orders } from "#server/db/schema";
import type { Db } from "#server/db/client";
import type { ApiClient } from "./api-client";
import { checkoutBody, payOnSimulatedPage } from "./checkout";

const DAY = 86_400_000;

/** The shop's pieces these helpers use: read on each call (the test shop's database is open only during tests). */
interface Shop {
  readonly db: Db;
  readonly api: ApiClient;
}

/**
 * A paid guest order (a Sidr Malaki 50 g and two Mr.H perfumes unless `items` says otherwise), delivered — or only
 * shipped — `daysAgo` days ago.
 */
export async function shippedOrder(
  shop: Shop,
  fulfilment: { delivered: boolean; daysAgo: number },
  items = [
    { id: "sidr_malaki_yemen_50g", quantity: 1 },
    { id: "parfum_homme_1", quantity: 2 },
  ],
) {
  const placed = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
    body: checkoutBody({ items }),
  });
  if (placed.status !== 200) throw new Error(`commande refusée : ${placed.status}`);
  await payOnSimulatedPage(shop.api, placed.body.url);
  const at = new Date(Date.now() - fulfilment.daysAgo * DAY);
  const [row] = await shop.db
    .update(orders)
    .set({
      fulfilment: fulfilment.delivered ? "delivered" : "shipped",
      shippedAt: at,
      deliveredAt: fulfilment.delivered ? at : null,
    })
    .where(eq(orders.reference, placed.body.reference))
    .returning();
  return row!;
}

/** The invitation mails of an order. */
export const invitationMails = (db: Db, reference: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `Votre avis sur votre commande ${reference}%`));

/** The token of the order's invitation, read from its mail (the database keeps only its hash). */
export async function invitationToken(db: Db, reference: string): Promise<string> {
  const [mail] = await invitationMails(db, reference);
  if (!mail) throw new Error(`aucune invitation pour ${reference}`);
  return /\/avis\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}
