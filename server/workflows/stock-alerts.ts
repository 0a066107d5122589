// Back-in-stock alerts (issue 33, decision 111): « Me prévenir » asks for a confirmation by mail (double opt-in),
// then one mail per confirmed alert once its variant can be bought again, each with a one-click unsubscribe
// (RFC 8058). Every mail is queued in the transaction of the change it goes with, with a dedupe key.
import { perfumePath } from "#core/catalog";
import { DomainError } from "#server/lib/domain-error";
import { emailInput } from "#server/modules/accounts/inputs";
import { type Limit, limitKey, takeSlot } from "#server/modules/accounts/limits";
import {
  type AlertedVariant,
  claimRestockedAlerts,
  confirmAlert,
  markNotified,
  pruneAlerts,
  requestAlert,
  UNKNOWN_VARIANT,
  unsubscribeAlerts,
} from "#server/modules/catalog/stock-alerts";
import { mailImageUrl } from "#server/modules/mail/compose";
import { composeMail } from "#server/modules/mail/service";
import { clock, type ShopContext } from "./context";

/** A pending alert's confirmation mail is sent again at most this often, however many times it is asked. */
export const CONFIRMATION_RESEND_MS = 5 * 60_000;
/** Requests a client address (IPv6 by /64) may make in ten minutes. */
export const ALERT_REQUEST_LIMIT: Limit = { name: "stock-alerts:client", max: 10, windowMs: 10 * 60_000 };
export const TOO_MANY_ALERTS = "Trop de demandes d'alerte en peu de temps : réessayez dans quelques minutes.";
/** An unconfirmed alert (and its link) is deleted this long after its last confirmation mail. */
export const PENDING_ALERTS_KEPT_DAYS = 7;
/** A notified or unsubscribed alert is deleted this long after (its mail's unsubscribe link keeps working until). */
export const FINISHED_ALERTS_KEPT_DAYS = 90;
/** Alerts claimed per transaction by the sender. */
const NOTIFY_BATCH = 50;
const DAY = 86_400_000;

export const ALERT_PATHS = {
  request: "/alerte-stock",
  confirm: "/alerte-stock/confirmer",
  unsubscribe: "/alerte-stock/desabonnement",
} as const;

/** What the customer reads after « Me prévenir », the same whatever the address's alerts were (it tells nothing). */
export const ALERT_REQUESTED = (email: string) =>
  `C'est noté. Confirmez votre alerte avec le lien que nous venons d'envoyer à ${email} (s'il n'arrive pas, regardez dans les indésirables) : sans confirmation, nous ne vous écrirons rien d'autre.`;

type AlertContext = Pick<ShopContext, "db" | "mailer" | "publicUrl" | "shopName" | "now" | "logger">;

const VARIANT_ID = /^[\p{L}\p{N}_.-]{1,200}$/u;

function productPageOf(variant: AlertedVariant): string {
  if (variant.productKind === "honey") return `/miel/${encodeURIComponent(variant.productId)}`;
  if (variant.productKind === "perfume") return perfumePath(variant.productId);
  return "/autres-collection";
}

/** The product, with its variant's label when it has several (a honey's format; a perfume's one bottle is not named). */
const nameOf = (v: AlertedVariant) =>
  v.productKind === "perfume" || v.variantLabel === v.productName
    ? v.productName
    : `${v.productName} — ${v.variantLabel}`;

/** The product the alert is about, with its picture (decision 119), as the order confirmation shows a line. */
const alertItems = (ctx: AlertContext, v: AlertedVariant) => [
  { name: nameOf(v), image: mailImageUrl(ctx.publicUrl, v.productImage) },
];
const linkOf = (ctx: AlertContext, path: string, token: string) => `${ctx.publicUrl}${path}?jeton=${token}`;

/**
 * « Me prévenir »: checks the address and the variant (sold out), counts the client address's requests, and queues
 * the confirmation mail when one is due (the first request, or the last mail older than CONFIRMATION_RESEND_MS).
 */
export async function requestStockAlert(
  ctx: AlertContext,
  input: { variantId: string; email: string; userId: string | null; clientAddress: string },
): Promise<{ message: string }> {
  const parsed = emailInput.safeParse(input.email);
  if (!parsed.success) throw new DomainError("invalid", "Adresse e-mail invalide.", { field: "email" });
  const email = parsed.data.toLowerCase();
  if (!VARIANT_ID.test(input.variantId)) throw new DomainError("not-found", UNKNOWN_VARIANT, { field: "variant" });
  const now = clock(ctx);
  const slot = await takeSlot(
    ctx.db,
    ALERT_REQUEST_LIMIT,
    limitKey(ALERT_REQUEST_LIMIT, { address: input.clientAddress }),
    now,
  );
  if (!slot) throw new DomainError("too-many-requests", TOO_MANY_ALERTS);
  const queued = await ctx.db.transaction(async (tx) => {
    const request = await requestAlert(tx, {
      variantId: input.variantId,
      email,
      userId: input.userId,
      now,
      resendAfterMs: CONFIRMATION_RESEND_MS,
    });
    if (!request.mail) return null;
    const mail = composeMail({
      shopName: ctx.shopName,
      publicUrl: ctx.publicUrl,
      to: email,
      subject: `Confirmez votre alerte : ${nameOf(request.variant)} — ${ctx.shopName}`,
      greeting: "Bonjour,",
      paragraphs: [
        `Vous avez demandé à être prévenu(e) du retour en stock de « ${nameOf(request.variant)} ». Confirmez votre demande : nous vous écrirons une seule fois, quand il sera de nouveau disponible.`,
        `Ce lien est valable ${PENDING_ALERTS_KEPT_DAYS} jours. Si vous n'avez rien demandé, ignorez cet e-mail : sans confirmation, vous ne recevrez rien d'autre.`,
      ],
      items: alertItems(ctx, request.variant),
      action: { label: "Confirmer mon alerte", url: linkOf(ctx, ALERT_PATHS.confirm, request.confirmToken) },
      links: [{ label: "Annuler cette alerte", url: linkOf(ctx, ALERT_PATHS.unsubscribe, request.unsubscribeToken) }],
    });
    return ctx.mailer.queue(tx, {
      ...mail,
      dedupeKey: `stock-alert-confirm:${request.id}:${request.mailedAt.getTime()}`,
    });
  });
  if (queued !== null) void ctx.mailer.deliver(queued).catch(() => undefined);
  return { message: ALERT_REQUESTED(email) };
}

/** The confirmation link's button: the alert is confirmed (again: nothing changes). */
export async function confirmStockAlert(ctx: AlertContext, token: string) {
  const { variant, justNow } = await confirmAlert(ctx.db, token, clock(ctx));
  return { product: nameOf(variant), productPath: productPageOf(variant), justNow };
}

/** The one-click unsubscribe (a mail client's POST, or the page's button): the address's live alerts end. */
export function unsubscribeStockAlerts(ctx: AlertContext, token: string) {
  return unsubscribeAlerts(ctx.db, token, clock(ctx));
}

/**
 * Sends the alerts of every variant that can be bought again, oldest request first: each batch is claimed
 * (`FOR UPDATE SKIP LOCKED`), marked notified and its mails queued in one transaction, so any number of instances
 * running this at once tell each subscriber once (the dedupe key holds even if a row were claimed twice). All the
 * confirmed subscribers are told, not only as many as units came back: the mail says it is back, not that one is
 * kept for them. Returns how many were told.
 */
export async function sendStockAlerts(ctx: AlertContext): Promise<number> {
  let told = 0;
  for (;;) {
    const { claimed, ids } = await ctx.db.transaction(async (tx) => {
      const now = clock(ctx);
      const queued: number[] = [];
      const alerts = await claimRestockedAlerts(tx, NOTIFY_BATCH);
      for (const alert of alerts) {
        const marked = await markNotified(tx, alert.id, now);
        if (!marked) continue;
        const unsubscribeUrl = linkOf(ctx, ALERT_PATHS.unsubscribe, marked.unsubscribeToken);
        const mail = composeMail({
          shopName: ctx.shopName,
          publicUrl: ctx.publicUrl,
          to: alert.email,
          subject: `De retour : ${nameOf(alert)} — ${ctx.shopName}`,
          greeting: "Bonjour,",
          paragraphs: [
            `« ${nameOf(alert)} » est de nouveau disponible. Vous nous aviez demandé de vous prévenir : c'est fait, et votre alerte s'arrête ici.`,
            "Les quantités sont limitées : nous vous prévenons, sans pouvoir vous réserver d'article.",
          ],
          items: alertItems(ctx, alert),
          action: { label: "Voir le produit", url: `${ctx.publicUrl}${productPageOf(alert)}` },
          links: [{ label: "Ne plus recevoir d'alerte de retour en stock", url: unsubscribeUrl }],
        });
        const id = await ctx.mailer.queue(tx, { ...mail, dedupeKey: `stock-alert:${alert.id}`, unsubscribeUrl });
        if (id !== null) queued.push(id);
      }
      return { claimed: alerts.length, ids: queued };
    });
    told += ids.length;
    for (const id of ids) await ctx.mailer.deliver(id);
    if (claimed < NOTIFY_BATCH) return told;
  }
}

/** The retention purge of the alerts (decision 111). */
export function pruneStockAlerts(ctx: Pick<ShopContext, "db">, now: Date) {
  return pruneAlerts(ctx.db, {
    pendingBefore: new Date(now.getTime() - PENDING_ALERTS_KEPT_DAYS * DAY),
    finishedBefore: new Date(now.getTime() - FINISHED_ALERTS_KEPT_DAYS * DAY),
  });
}
