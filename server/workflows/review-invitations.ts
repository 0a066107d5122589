// The one review invitation of each delivered order (decision 110): written by a periodic job, every instance
// running it — the due orders are locked with SKIP LOCKED, the invitation is unique per order, the order is marked
// and the mail queued with its dedupe key, all in one transaction.
import { REVIEWS_CHARTER_PATH } from "#core/reviews";
import type { Db } from "#server/db/client";
import { hashToken, newToken } from "#server/modules/accounts/tokens";
import { listProducts } from "#server/modules/catalog/service";
import { mailImageUrl } from "#server/modules/mail/compose";
import { composeMail } from "#server/modules/mail/service";
import { lockOrdersDueForReview, markReviewInvited } from "#server/modules/orders/review-due";
import { linesOf, type Order, type OrderLine } from "#server/modules/orders/service";
import { createInvitation, INVITATION_VALID_DAYS, invitationByTokenHash } from "#server/modules/reviews/service";
import { clock, type ShopContext } from "./context";

const DAY_MS = 86_400_000;
/** Orders shipped longer ago than this are never invited (those shipped before reviews existed, above all). */
export const INVITATION_WINDOW_DAYS = 60;
/** Orders invited per transaction; the job runs again until none is due. */
const BATCH = 20;

/** What one order line gives to review: the product it proves, when still in the catalogue and not all returned. */
export interface ReviewableLine {
  line: OrderLine;
  productId: string;
  productName: string;
}

/** The lines of an order a customer may review, each with its product. */
export async function reviewableLines(db: Db, orderId: string): Promise<ReviewableLine[]> {
  const [lines, catalogue] = await Promise.all([linesOf(db, orderId), listProducts(db)]);
  const productOf = new Map(catalogue.flatMap((p) => p.variants.map((v) => [v.id, p] as const)));
  return lines.flatMap((line) => {
    const product = productOf.get(line.variantId);
    return product && line.refundedQuantity < line.quantity
      ? [{ line, productId: product.id, productName: product.name }]
      : [];
  });
}

/** « Prénom N. »: how a review is signed, from the order's delivery address. */
export function reviewAuthorOf(order: Pick<Order, "shippingAddress">): string {
  const first = order.shippingAddress?.firstName.trim() ?? "";
  const initial = order.shippingAddress?.lastName.trim().charAt(0).toUpperCase() ?? "";
  return [first || "Client", initial ? `${initial}.` : ""].filter(Boolean).join(" ");
}

/** The review link of a token. */
export const reviewLink = (ctx: Pick<ShopContext, "publicUrl">, token: string) => `${ctx.publicUrl}/avis/${token}`;

function invitationMail(ctx: ShopContext, order: Order, lines: readonly ReviewableLine[], token: string) {
  return {
    ...composeMail({
      shopName: ctx.shopName,
      publicUrl: ctx.publicUrl,
      to: order.email!,
      subject: `Votre avis sur votre commande ${order.reference} — ${ctx.shopName}`,
      greeting: order.shippingAddress?.firstName ? `Bonjour ${order.shippingAddress.firstName},` : "Bonjour,",
      paragraphs: [
        `Votre commande ${order.reference} vous est parvenue : qu'avez-vous pensé de ${lines.length > 1 ? "ces articles" : "cet article"} ?`,
      ],
      items: lines.map((l) => ({ name: l.productName, image: mailImageUrl(ctx.publicUrl, l.line.image) })),
      closing: [
        `Le lien ci-dessous est valable ${INVITATION_VALID_DAYS} jours ; il vous permet de laisser un avis par article acheté.`,
        "Chaque avis est lu par notre équipe avant sa publication, avec la mention « Achat vérifié » et la date de votre achat. Aucun avis n'est rémunéré ni récompensé.",
      ],
      action: { label: "Donner mon avis", url: reviewLink(ctx, token) },
      links: [{ label: "Notre charte des avis clients", url: `${ctx.publicUrl}${REVIEWS_CHARTER_PATH}` }],
    }),
    dedupeKey: `invitation-avis:${order.id}`,
  };
}

/**
 * Invites the customers of every order delivered, or shipped `daysAfterShipping` days ago without a delivery event,
 * once per order ever; returns how many mails were queued. Safe with any number of instances at once.
 */
export async function inviteReviews(ctx: ShopContext, daysAfterShipping: number): Promise<{ invited: number }> {
  let invited = 0;
  for (;;) {
    const now = clock(ctx);
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await lockOrdersDueForReview(tx, {
        shippedSince: new Date(now.getTime() - INVITATION_WINDOW_DAYS * DAY_MS),
        shippedBefore: new Date(now.getTime() - daysAfterShipping * DAY_MS),
        limit: BATCH,
      });
      const mailIds: number[] = [];
      for (const order of due) {
        await markReviewInvited(tx, order.id, now);
        const lines = await reviewableLines(tx, order.id);
        if (lines.length === 0) continue;
        const { token, hash } = newToken();
        const invitation = await createInvitation(tx, {
          orderId: order.id,
          tokenHash: hash,
          email: order.email!,
          author: reviewAuthorOf(order),
          purchasedAt: order.paidAt ?? order.createdAt,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
        });
        const mailId = invitation && (await ctx.mailer.queue(tx, invitationMail(ctx, order, lines, token)));
        if (mailId) mailIds.push(mailId);
      }
      return { count: due.length, mailIds };
    });
    for (const id of batch.mailIds) await ctx.mailer.deliver(id);
    invited += batch.mailIds.length;
    if (batch.count < BATCH) return { invited };
  }
}

/** The invitation of a link's token: null when the token is unknown (altered, or never given). */
export function invitationOfToken(db: Db, token: string) {
  return token.length > 0 && token.length <= 100 ? invitationByTokenHash(db, hashToken(token)) : Promise.resolve(null);
}
