// The back office's customers (/admin/users): the tiles and the list, and one customer's page, read from the
// accounts, orders and promotions modules.
import { parisMonthStart } from "#core/paris-calendar";
import type { Db } from "#server/db/client";
import { accountCounts, findAccount, listAccounts } from "#server/modules/accounts/directory";
import { ordersOfCustomer, referencesOf } from "#server/modules/orders/team-figures";
import { personalCodesOf } from "#server/modules/promotions/personal-codes";
import { listRewards } from "./loyalty";

/** The tiles (accounts, verified, with a paid order, new this month in Paris) and a page of the list. */
export async function customerDirectory(db: Db, input: { page: number; perPage: number; q?: string; now: Date }) {
  const [counts, list] = await Promise.all([
    accountCounts(db, parisMonthStart(input.now)),
    listAccounts(db, { page: input.page, perPage: input.perPage, q: input.q }),
  ]);
  return { counts, ...list };
}

/** How many of a customer's orders their page lists. */
export const CUSTOMER_ORDERS_LIMIT = 100;

/** One customer's page: the account, its orders, its loyalty rewards and personal codes with their use. */
export async function customerFile(db: Db, id: string) {
  const user = await findAccount(db, id);
  if (!user) return null;
  const [orders, rewards, codes] = await Promise.all([
    ordersOfCustomer(db, { userId: user.id, email: user.email, limit: CUSTOMER_ORDERS_LIMIT }),
    listRewards(db, user),
    personalCodesOf(db, user.id),
  ]);
  const references = await referencesOf(
    db,
    codes.flatMap((c) => c.usedByOrderIds),
  );
  return {
    user,
    orders,
    rewards,
    codes: codes.map(({ usedByOrderIds, ...code }) => ({
      ...code,
      usedBy: usedByOrderIds.map((orderId) => references.get(orderId) ?? orderId),
    })),
  };
}

export type CustomerFile = NonNullable<Awaited<ReturnType<typeof customerFile>>>;
