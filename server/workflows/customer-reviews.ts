// A customer's reviews through their invitation's link, and the team's moderation (decision 110): one review per
// order line (the database's unique line id decides between parallel submissions), each published or refused by
// the team with its audit entry; a refusal's reason is mailed to its author, as the reviews' charter promises.
import {
  MODERATION_TEXT_MAX,
  ratingError,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEWS_CHARTER_PATH,
  reviewTextError,
} from "#core/reviews";
import { DomainError } from "#server/lib/domain-error";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { composeMail } from "#server/modules/mail/service";
import { insertReview, lockReview, reviewsOfInvitation, updateReview } from "#server/modules/reviews/service";
import { clock, type ShopContext } from "./context";
import { invitationOfToken, reviewableLines } from "./review-invitations";

export const UNKNOWN_LINK = "Ce lien d'avis n'est pas valide : ouvrez celui de votre e-mail d'invitation.";
export const EXPIRED_LINK = "Ce lien d'avis a expiré : il était valable 30 jours après l'invitation.";
export const ALREADY_REVIEWED = "Vous avez déjà donné votre avis sur cet article : un seul avis par article acheté.";
export const NOT_IN_ORDER = "Cet article ne fait pas partie de la commande de ce lien.";

/** The invitation of a token, open now; a French refusal otherwise. */
async function openInvitation(ctx: ShopContext, token: string) {
  const invitation = await invitationOfToken(ctx.db, token);
  if (!invitation) throw new DomainError("not-found", UNKNOWN_LINK);
  if (invitation.expiresAt.getTime() <= clock(ctx).getTime()) throw new DomainError("gone", EXPIRED_LINK);
  return invitation;
}

/** The review page of a link: the order's lines, each with its review once left; a French refusal for a bad link. */
export async function reviewPage(ctx: ShopContext, token: string) {
  const invitation = await openInvitation(ctx, token);
  const [lines, reviews] = await Promise.all([
    reviewableLines(ctx.db, invitation.orderId),
    reviewsOfInvitation(ctx.db, invitation.id),
  ]);
  const reviewOf = new Map(reviews.map((r) => [r.orderLineId, r]));
  return {
    author: invitation.author,
    purchasedOn: invitation.purchasedAt.toISOString().slice(0, 10),
    expiresOn: invitation.expiresAt.toISOString().slice(0, 10),
    lines: lines.map(({ line, productName }) => {
      const review = reviewOf.get(line.id);
      return {
        id: line.id,
        productName,
        variantName: line.name,
        image: line.image,
        review: review ? { rating: review.rating, body: review.body, status: review.status } : null,
      };
    }),
  };
}

const invalid = (message: string, field: string) => new DomainError("invalid", message, { field });

/** The form's fields as posted: anything but a whole line number, a 1–5 rating and a bounded text is refused. */
export function reviewInput(input: { lineId: unknown; rating: unknown; body: unknown }) {
  const lineId = Number(input.lineId);
  if (!Number.isSafeInteger(lineId) || lineId <= 0) throw invalid(NOT_IN_ORDER, "ligne");
  const ratingRefusal = ratingError(input.rating);
  if (ratingRefusal) throw invalid(ratingRefusal, "note");
  if (typeof input.body !== "string") throw invalid("Écrivez votre avis.", "avis");
  const textRefusal = reviewTextError(input.body, { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX, what: "Votre avis" });
  if (textRefusal) throw invalid(textRefusal, "avis");
  return { lineId, rating: Number(input.rating), body: input.body.trim() };
}

/** Stores one review of one line of the link's order, waiting for moderation; once per line, whoever posts first. */
export async function submitReview(
  ctx: ShopContext,
  token: string,
  posted: { lineId: unknown; rating: unknown; body: unknown },
) {
  const input = reviewInput(posted);
  const invitation = await openInvitation(ctx, token);
  const line = (await reviewableLines(ctx.db, invitation.orderId)).find((l) => l.line.id === input.lineId);
  if (!line) throw invalid(NOT_IN_ORDER, "ligne");
  const review = await insertReview(ctx.db, {
    invitationId: invitation.id,
    orderLineId: line.line.id,
    productId: line.productId,
    productName: line.productName,
    rating: input.rating,
    body: input.body,
  });
  if (!review) throw new DomainError("conflict", ALREADY_REVIEWED, { field: "ligne" });
  return review;
}

export type Moderation = { kind: "publish" } | { kind: "refuse"; reason: string } | { kind: "reply"; text: string };

const MODERATION_REFUSALS = {
  publish: "Seul un avis en attente peut être publié.",
  refuse: "Seul un avis en attente ou publié peut être refusé.",
  reply: "Seule une réponse à un avis publié peut être publiée.",
};

/** Each moderation's audit action (labelled in core/back-office-labels.ts). */
const AUDIT_ACTIONS = {
  publish: { action: "review.publish" },
  refuse: { action: "review.refuse" },
  reply: { action: "review.reply" },
} as const;

const moderationText = (text: string, what: string) => {
  const refusal = reviewTextError(text, { min: 3, max: MODERATION_TEXT_MAX, what });
  if (refusal) throw invalid(refusal, "texte");
  return text.trim();
};

/**
 * Publishes a waiting review, refuses one (the reason mailed to its author) or publishes the team's reply to a
 * published one; each under the review's row lock, with its audit entry, in one transaction.
 */
export async function moderateReview(ctx: ShopContext, actor: Actor, id: number, action: Moderation) {
  const text =
    action.kind === "refuse"
      ? moderationText(action.reason, "Le motif du refus")
      : action.kind === "reply"
        ? moderationText(action.text, "La réponse")
        : null;
  const { mailId, review } = await ctx.db.transaction(async (tx) => {
    const found = await lockReview(tx, id);
    if (!found) throw new DomainError("not-found", "Avis introuvable.");
    const { review: before, invitation } = found;
    const allowed =
      action.kind === "publish"
        ? before.status === "pending"
        : action.kind === "refuse"
          ? before.status !== "refused"
          : before.status === "published";
    if (!allowed) throw new DomainError("conflict", MODERATION_REFUSALS[action.kind]);
    const now = clock(ctx);
    const after = await updateReview(
      tx,
      id,
      action.kind === "reply"
        ? { reply: text, repliedAt: now }
        : action.kind === "refuse"
          ? { status: "refused", refusalReason: text, moderatedAt: now }
          : { status: "published", moderatedAt: now },
    );
    await recordAudit(
      tx,
      actor,
      {
        ...AUDIT_ACTIONS[action.kind],
        entity: "review",
        entityId: String(id),
        before: { status: before.status, reply: before.reply },
        after: { status: after.status, refusal_reason: after.refusalReason, reply: after.reply },
      },
      now,
    );
    const mailId =
      action.kind === "refuse"
        ? await ctx.mailer.queue(tx, refusalMail(ctx, invitation.email, after.productName, text!, id))
        : null;
    return { mailId, review: after };
  });
  if (mailId !== null) await ctx.mailer.deliver(mailId);
  return review;
}

function refusalMail(ctx: ShopContext, to: string, productName: string, reason: string, id: number) {
  return {
    ...composeMail({
      shopName: ctx.shopName,
      publicUrl: ctx.publicUrl,
      to,
      subject: `Votre avis sur ${productName} n'a pas été publié — ${ctx.shopName}`,
      greeting: "Bonjour,",
      paragraphs: [
        `Merci d'avoir pris le temps de donner votre avis sur ${productName}. Notre équipe l'a lu et ne l'a pas publié, pour la raison suivante :`,
        reason,
      ],
      closing: [
        "Notre charte des avis clients dit comment les avis sont vérifiés et pourquoi l'un d'eux peut être refusé.",
      ],
      links: [{ label: "Charte des avis clients", url: `${ctx.publicUrl}${REVIEWS_CHARTER_PATH}` }],
    }),
    dedupeKey: `avis-refuse:${id}`,
  };
}
