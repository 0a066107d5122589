// The customer's RGPD rights (decision 035): the export of their data, the erasure of their account, and the
// retention purge, read and written through the accounts, orders, promotions and audit modules.
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import {
  confirmPassword,
  deleteUnverifiedAccounts,
  eraseAccount,
  erasedEmail,
  pruneExpiredSessions,
  staleUnverifiedAccounts,
} from "#server/modules/accounts/erasure";
import { listAddresses } from "#server/modules/accounts/address-book";
import { type AccountsContext, publicUser, type User } from "#server/modules/accounts/service";
import { recordAudit } from "#server/modules/audit/service";
import { alertsOf, deleteAlertsOf } from "#server/modules/catalog/stock-alerts";
import { documentsOfOrders } from "#server/modules/invoicing/service";
import { eraseSubscriptions, subscriptionsOf } from "#server/modules/newsletter/subscriptions";
import { eraseReviewAuthor, reviewsOf } from "#server/modules/reviews/service";
import { detachOrdersOfUser, usersWithOrders } from "#server/modules/orders/personal-data";
import { listOrdersForUser } from "#server/modules/orders/service";
import { withdrawalsOf } from "#server/modules/orders/withdrawals";
import { deactivateUnusedPersonalCodes, personalCodesOf } from "#server/modules/promotions/personal-codes";
import { listRewards } from "./loyalty";

/** Unverified accounts without orders are deleted after this many days. */
export const UNVERIFIED_ACCOUNTS_KEPT_DAYS = 30;
const DAY = 86_400_000;

/** Every order of the customer (the export is not paged). */
const ALL_ORDERS = 10_000;

/** Everything the shop keeps about the signed-in customer, as one JSON document (right of access and portability). */
export async function exportPersonalData(db: Db, user: User, now: Date) {
  const [orders, rewards, codes, book, newsletter, alerts, reviews] = await Promise.all([
    listOrdersForUser(db, user.id, ALL_ORDERS),
    listRewards(db, user),
    personalCodesOf(db, user.id),
    listAddresses(db, user.id),
    subscriptionsOf(db, user.email),
    alertsOf(db, { email: user.email, userId: user.id }),
    reviewsOf(db, user.email),
  ]);
  const addresses = new Map<string, NonNullable<(typeof orders)[number]["shippingAddress"]>>();
  for (const order of orders) {
    if (order.shippingAddress) addresses.set(JSON.stringify(order.shippingAddress), order.shippingAddress);
  }
  const references = new Map(orders.map((o) => [o.id, o.reference]));
  const ids = orders.map((o) => o.id);
  const [documents, withdrawals] = await Promise.all([
    documentsOfOrders(db, ids),
    Promise.all(ids.map((id) => withdrawalsOf(db, id))).then((each) => each.flat()),
  ]);
  return {
    exported_at: now.toISOString(),
    account: publicUser(user),
    addresses: [...addresses.values()],
    // The address book (decision 113).
    saved_addresses: book,
    orders,
    promo_codes: codes.map(({ usedByOrderIds, ...code }) => ({
      ...code,
      validUntil: code.validUntil?.toISOString() ?? null,
      createdAt: code.createdAt.toISOString(),
      usedByOrders: usedByOrderIds.map((id) => references.get(id) ?? id),
    })),
    rewards: rewards.filter((r) => r.is_earned),
    // The invoices and credit notes themselves are downloaded from each order's page; here, what identifies them.
    invoices: documents.map((d) => ({
      order: references.get(d.orderId) ?? d.orderId,
      kind: d.kind === "invoice" ? "facture" : "avoir",
      number: d.number ?? "spécimen (commande de test)",
      issuedAt: d.issuedAt.toISOString(),
      totalCents: d.totalCents,
    })),
    // Each consent to the newsletter (decision 115): when, where, the words shown, and its withdrawal.
    newsletter: newsletter.map((s) => ({
      email: s.email,
      source: s.source,
      wording: s.wording,
      requestedAt: s.requestedAt.toISOString(),
      confirmedAt: s.confirmedAt?.toISOString() ?? null,
      withdrawnAt: s.withdrawnAt?.toISOString() ?? null,
    })),
    // The reviews written from the invitations mailed to the account's address (decision 110).
    reviews: reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    withdrawals: withdrawals.map(({ id: _id, orderId, processedBy: _by, ...w }) => ({
      ...w,
      order: references.get(orderId) ?? orderId,
      createdAt: w.createdAt.toISOString(),
      processedAt: w.processedAt?.toISOString() ?? null,
    })),
    // Back-in-stock alerts asked with the account's address or while signed in (decision 111).
    stock_alerts: alerts.map((a) => ({
      ...a,
      createdAt: a.createdAt.toISOString(),
      confirmedAt: a.confirmedAt?.toISOString() ?? null,
      notifiedAt: a.notifiedAt?.toISOString() ?? null,
      unsubscribedAt: a.unsubscribedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Erases the signed-in customer's account once the password is confirmed (under the sign-in limits), in one
 * transaction: account anonymised, sessions and links ended, basket deleted, unused personal codes deactivated,
 * back-in-stock alerts deleted, reviews' author made anonymous, orders detached (sales keep their billing identity), and an audit entry without personal data.
 */
export async function erasePersonalData(
  ctx: AccountsContext,
  user: User,
  input: { password: string; address: string },
) {
  if (user.role !== "customer") {
    throw new DomainError(
      "forbidden",
      "Un compte administrateur ne se supprime pas depuis le profil : la boutique doit garder ses administrateurs.",
    );
  }
  await confirmPassword(ctx, user, input);
  const at = ctx.now ? ctx.now() : new Date();
  return ctx.db.transaction(async (tx) => {
    await eraseAccount(tx, user.id, user.passwordHash);
    const orders = await detachOrdersOfUser(tx, user.id);
    const codes = await deactivateUnusedPersonalCodes(tx, user.id);
    // The consents are withdrawn and lose the address; their dates and words stay as proof (decision 115).
    await eraseSubscriptions(tx, user.email, at);
    // The reviews stay, signed « Client anonyme »; the invitations lose the address and their links (decision 110).
    await eraseReviewAuthor(tx, user.email, at);
    const alerts = await deleteAlertsOf(tx, { email: user.email, userId: user.id });
    await recordAudit(
      tx,
      { id: user.id, email: erasedEmail(user.id) },
      {
        action: "account.erased",
        entity: "user",
        entityId: user.id,
        after: {
          orders_kept: orders.kept,
          orders_anonymised: orders.anonymised,
          codes_deactivated: codes,
          stock_alerts_deleted: alerts,
        },
      },
      at,
    );
    return { orders, codes };
  });
}

/** The retention purge (periodic job): old unverified accounts without orders, expired sessions and links. */
export async function purgeStaleAccounts(db: Db, now: Date): Promise<{ accounts: number }> {
  const before = new Date(now.getTime() - UNVERIFIED_ACCOUNTS_KEPT_DAYS * DAY);
  const candidates = await staleUnverifiedAccounts(db, before);
  const withOrders = await usersWithOrders(db, candidates);
  const accounts = await deleteUnverifiedAccounts(
    db,
    candidates.filter((id) => !withOrders.has(id)),
    before,
  );
  await pruneExpiredSessions(db, now);
  return { accounts };
}
