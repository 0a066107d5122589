import { REVIEWS_KEPT_YEARS } from "#core/reviews";
import type { Db } from "#server/db/client";
import { pruneLoginFailures } from "#server/modules/accounts/service";
import { pruneAnalytics } from "#server/modules/analytics/events";
import type { Mailer } from "#server/modules/mail/service";
import { pruneUnconfirmedSubscriptions } from "#server/modules/newsletter/subscriptions";
import { pruneReviews } from "#server/modules/reviews/service";
import { clock, type ShopContext } from "#server/workflows/context";
import { expireStaleOrders } from "#server/workflows/expire-orders";
import { queueNewsletterBatch } from "#server/workflows/newsletter";
import { purgeStaleAccounts } from "#server/workflows/personal-data";
import { reconcileLabels } from "#server/workflows/reconcile-labels";
import { reconcileRefunds } from "#server/workflows/reconcile-refunds";
import { inviteReviews } from "#server/workflows/review-invitations";
import { pruneStockAlerts, sendStockAlerts } from "#server/workflows/stock-alerts";
import type { Job } from "./scheduler";

/** The outbox worker's pace: a mail whose immediate send failed waits at least a minute anyway (its backoff). */
export const MAIL_OUTBOX_EVERY_MS = 30_000;
/** The newsletter's job looks this often; a batch leaves at most once a minute (decision 115). */
export const NEWSLETTER_EVERY_MS = 15_000;
export const PRUNE_EVERY_MS = 3600_000;
/** Refunds left without the provider's answer are asked about this often (decision 079). */
export const REFUND_RECONCILE_EVERY_MS = 60_000;
/** Carrier labels left without the carrier's answer are settled this often (decision 108). */
export const LABEL_RECONCILE_EVERY_MS = 60_000;
/** Orders delivered are invited to leave their reviews this often by default (decision 110). */
export const REVIEW_INVITATIONS_EVERY_MS = 600_000;
/**
 * Back-in-stock alerts are sent this often for a stock raised by any path (a refund, an expired order, the back
 * office); the back office's own edit sends them at once (decision 111).
 */
export const STOCK_ALERTS_EVERY_MS = 60_000;
/** The embedded database's vacuum and statistics (it has no autovacuum): a few hundred milliseconds, four times a day. */
export const DATABASE_MAINTENANCE_EVERY_MS = 6 * 3600_000;
/** Sign-in failures older than this are forgotten (the limits look back 15 minutes). */
export const LOGIN_FAILURES_KEPT_MS = 24 * 3600_000;

/**
 * The shop's periodic jobs, each safe with any number of instances: order expiry (orders claimed with SKIP LOCKED),
 * refund reconciliation (open refund intents claimed the same way), label reconciliation (stale label attempts
 * the same way, decision 108), review invitations (due orders locked with SKIP LOCKED, one invitation per order,
 * decision 110), back-in-stock alerts (claimed the same way, decision 111), outbox delivery (mails too), pruning (a plain delete of old rows); for the embedded database,
 * which one process owns, its maintenance.
 */
export function shopJobs(deps: {
  shop: ShopContext;
  mailer: Mailer;
  db: Db;
  expiryEveryMs: number;
  /** The review invitations' job (decision 110): its pace, and the days after shipping without a delivery event. */
  reviewInvitations?: { everyMs: number; daysAfterShipping: number };
  /** The database's own maintenance when it needs the shop to run it (`Database.maintain`: the embedded one). */
  maintainDatabase?: (() => Promise<void>) | null;
  /** Told after an expiry run that gave stock back or took it (what is kept for display must be read again). */
  onStockChange?: () => void;
  /** Tests start every job at once. */
  firstAfterMs?: number;
}): Job[] {
  const { shop, mailer, db, maintainDatabase } = deps;
  /** Logs a run's report when it counted anything (a quiet run writes no line); whether it did. */
  const logCounted = (report: object, message: string) => {
    const counted = (Object.values(report) as number[]).some((n) => n > 0);
    if (counted) shop.logger.info(report, message);
    return counted;
  };
  const jobs: Job[] = [
    {
      name: "expiration-des-commandes",
      everyMs: deps.expiryEveryMs,
      firstAfterMs: deps.firstAfterMs ?? 5_000,
      run: async () => {
        if (logCounted(await expireStaleOrders(shop), "commandes non payées traitées")) deps.onStockChange?.();
      },
    },
    {
      name: "rapprochement-des-remboursements",
      everyMs: REFUND_RECONCILE_EVERY_MS,
      firstAfterMs: deps.firstAfterMs ?? 20_000,
      run: async () => {
        const report = await reconcileRefunds(shop);
        // A refund recorded puts its units back in stock.
        if (report.recorded > 0) deps.onStockChange?.();
        logCounted(report, "remboursements sans réponse rapprochés");
      },
    },
    {
      name: "rapprochement-des-etiquettes",
      everyMs: LABEL_RECONCILE_EVERY_MS,
      firstAfterMs: deps.firstAfterMs ?? 25_000,
      run: async () => {
        logCounted(await reconcileLabels(shop), "étiquettes sans réponse rapprochées");
      },
    },
    {
      name: "invitations-aux-avis",
      everyMs: deps.reviewInvitations?.everyMs ?? REVIEW_INVITATIONS_EVERY_MS,
      firstAfterMs: deps.firstAfterMs ?? Math.min(30_000, deps.reviewInvitations?.everyMs ?? 30_000),
      run: async () => {
        const report = await inviteReviews(shop, deps.reviewInvitations?.daysAfterShipping ?? 10);
        logCounted(report, "invitations à donner un avis envoyées");
      },
    },
    {
      name: "alertes-de-retour-en-stock",
      everyMs: STOCK_ALERTS_EVERY_MS,
      firstAfterMs: deps.firstAfterMs ?? 30_000,
      run: async () => {
        const told = await sendStockAlerts(shop);
        if (told > 0) shop.logger.info({ told }, "alertes de retour en stock envoyées");
      },
    },
    {
      name: "envoi-des-e-mails",
      everyMs: MAIL_OUTBOX_EVERY_MS,
      firstAfterMs: deps.firstAfterMs ?? 3_000,
      run: async () => {
        logCounted(await mailer.deliverDue(), "e-mails en attente traités");
      },
    },
    {
      name: "envoi-des-lettres",
      everyMs: NEWSLETTER_EVERY_MS,
      firstAfterMs: deps.firstAfterMs ?? 10_000,
      run: async () => {
        const report = await queueNewsletterBatch(shop);
        if (report.queued > 0) shop.logger.info(report, "lettre : lot d'e-mails mis en file");
      },
    },
    {
      name: "purge",
      everyMs: PRUNE_EVERY_MS,
      firstAfterMs: deps.firstAfterMs ?? 60_000,
      run: async () => {
        const now = clock(shop);
        await pruneLoginFailures(db, new Date(now.getTime() - LOGIN_FAILURES_KEPT_MS));
        // Funnel events past their 13 months, and the salts of past days (docs/decisions/031).
        await pruneAnalytics(db, now);
        // Unverified accounts past 30 days without orders, expired sessions and links (docs/decisions/035).
        const purged = await purgeStaleAccounts(db, now);
        // Review invitations and their reviews past the term the reviews' charter gives (decision 110).
        await pruneReviews(db, new Date(now.getTime() - REVIEWS_KEPT_YEARS * 365 * 86_400_000));
        if (purged.accounts > 0) shop.logger.info(purged, "comptes non vérifiés purgés");
        // Unconfirmed back-in-stock alerts past their week, finished ones past 90 days (decision 111).
        await pruneStockAlerts(shop, now);
        // Newsletter sign-ups never confirmed, once their link is dead: no consent to prove (decision 115).
        await pruneUnconfirmedSubscriptions(db, now);
      },
    },
  ];
  if (maintainDatabase) {
    // The purge deletes rows every hour and orders, sessions and mails churn: without this, the embedded database's
    // files only grow and its planner never learns the tables' sizes. While it runs (it holds the one embedded
    // connection) requests wait for it.
    jobs.push({
      name: "entretien-de-la-base",
      everyMs: DATABASE_MAINTENANCE_EVERY_MS,
      firstAfterMs: deps.firstAfterMs ?? 10 * 60_000,
      run: async () => {
        const started = performance.now();
        await maintainDatabase();
        shop.logger.info({ ms: Math.round(performance.now() - started) }, "base embarquée nettoyée et analysée");
      },
    });
  }
  return jobs;
}
