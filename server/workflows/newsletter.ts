// The newsletter with consent (decision 115): sign-up with double opt-in, confirmation, withdrawal; the back office's
// newsletters (draft, test to the team, launch) and the periodic job queueing each batch at the configured rate.
import { z } from "zod";
import { NEWSLETTER_CONSENT_WORDING, NEWSLETTER_LIMITS, NEWSLETTER_SOURCES } from "#core/newsletter";
import { sanitizeHtml } from "#core/sanitize-html";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { type Limit, limitKey, takeSlot } from "#server/modules/accounts/limits";
import { emailInput } from "#server/modules/accounts/inputs";
import { recordAudit, type Actor } from "#server/modules/audit/service";
import { listProducts } from "#server/modules/catalog/service";
import {
  claimBatch,
  createNewsletter,
  deliveredCounts,
  findNewsletter,
  listNewsletters,
  markTestSent,
  type Newsletter,
  startSending,
  updateDraft,
} from "#server/modules/newsletter/issues";
import {
  confirmLinkWorks,
  confirmSubscription,
  requestSubscription,
  subscriberCounts,
  withdrawByLink,
} from "#server/modules/newsletter/subscriptions";
import { clock, type ShopContext } from "./context";
import { confirmationMail, type NewsletterContent, newsletterMail, productBlockOf } from "./newsletter-mail";

export const DEFAULT_MAILS_PER_MINUTE = 60;
/** A pending address gets another confirmation mail only this long after the last one. */
export const CONFIRMATION_RESEND_MS = 5 * 60_000;
export const SIGNUP_LIMIT: Limit = { name: "newsletter:client", max: 10, windowMs: 3600_000 };
export const TOO_MANY_SIGNUPS =
  "Trop d'inscriptions à la lettre depuis votre connexion en peu de temps : réessayez dans une heure.";
export const UNKNOWN_SOURCE = "Formulaire d'inscription à la lettre inconnu : rechargez la page et réessayez.";

type Ctx = Pick<ShopContext, "db" | "mailer" | "shopName" | "publicUrl" | "now" | "newsletter" | "logger">;

/** Delivered after the answer, so that the answer takes the same time whatever the address's state. */
function deliverLater(ctx: Ctx, id: number | null) {
  if (id !== null) void ctx.mailer.deliver(id).catch(() => undefined);
}

/**
 * A sign-up: counted per client address, then the confirmation mail queued with the request — or nothing when the
 * address is already confirmed or was mailed minutes ago. The caller answers the same in every case.
 */
export async function signUpToNewsletter(
  ctx: Ctx,
  input: { email: unknown; source: unknown; clientAddress: string },
): Promise<void> {
  const source = z.enum(NEWSLETTER_SOURCES).safeParse(input.source);
  if (!source.success) throw new DomainError("invalid", UNKNOWN_SOURCE, { field: "source" });
  const email = emailInput.safeParse(typeof input.email === "string" ? input.email : "");
  if (!email.success)
    throw new DomainError("invalid", "Saisissez une adresse e-mail valide, par exemple prenom@exemple.fr.", {
      field: "email",
    });
  const now = clock(ctx);
  const limit = { ...SIGNUP_LIMIT, max: ctx.newsletter?.signupsPerHour ?? SIGNUP_LIMIT.max };
  if (!(await takeSlot(ctx.db, limit, limitKey(limit, { address: input.clientAddress }), now)))
    throw new DomainError("too-many-requests", TOO_MANY_SIGNUPS);
  const address = email.data.toLowerCase();
  const mailId = await ctx.db.transaction(async (tx) => {
    const link = await requestSubscription(tx, {
      email: address,
      source: source.data,
      wording: NEWSLETTER_CONSENT_WORDING,
      now,
      resendAfterMs: CONFIRMATION_RESEND_MS,
    });
    if (!link) return null;
    return ctx.mailer.queue(tx, confirmationMail(ctx, address, link.token));
  });
  deliverLater(ctx, mailId);
}

const plausibleToken = (token: unknown): token is string => typeof token === "string" && /^[\w-]{20,100}$/.test(token);

/** The confirmation page: whether its link still works. */
export const confirmationWorks = (ctx: Ctx, token: unknown) =>
  plausibleToken(token) ? confirmLinkWorks(ctx.db, token, clock(ctx)) : Promise.resolve(false);

/** The confirmation's button: the consent given now; false when the link does not work (any more). */
export async function confirmNewsletter(ctx: Ctx, token: unknown): Promise<boolean> {
  if (!plausibleToken(token)) return false;
  return (await confirmSubscription(ctx.db, token, clock(ctx))) !== null;
}

/** A newsletter's unsubscribe link (its button, or a mail client's one-click post): false for an unknown link. */
export async function unsubscribeFromNewsletter(ctx: Ctx, token: unknown): Promise<boolean> {
  if (!plausibleToken(token)) return false;
  return withdrawByLink(ctx.db, token, clock(ctx));
}

// ——— The back office ———

const draftInput = z.object({
  subject: z
    .string()
    .trim()
    .min(1, "Donnez un objet à la lettre.")
    .max(NEWSLETTER_LIMITS.subject, `L'objet tient en ${NEWSLETTER_LIMITS.subject} caractères au plus.`),
  body: z
    .string()
    .max(NEWSLETTER_LIMITS.body, `Le texte de la lettre tient en ${NEWSLETTER_LIMITS.body} caractères au plus.`)
    .transform((html) => sanitizeHtml(html))
    .refine((html) => html.replace(/<[^>]*>/g, "").trim() !== "", "Écrivez le texte de la lettre (un bloc au moins)."),
  productId: z.string().max(200).nullable(),
});
export type DraftInput = z.input<typeof draftInput>;

async function checkedDraft(ctx: Ctx, input: DraftInput) {
  const parsed = draftInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DomainError("invalid", issue.message, { field: String(issue.path[0] ?? "") });
  }
  const draft = { ...parsed.data, productId: parsed.data.productId || null };
  if (draft.productId && !(await listProducts(ctx.db)).some((p) => p.id === draft.productId))
    throw new DomainError("invalid", "Ce produit n'est pas (plus) au catalogue : choisissez-en un autre.", {
      field: "productId",
    });
  return draft;
}

const NOT_A_DRAFT = "Cette lettre est déjà envoyée (ou en cours d'envoi) : elle ne se modifie ni ne s'envoie plus.";

/** A new draft (`id` null) or a draft's new text, audited. */
export async function saveNewsletterDraft(ctx: Ctx, actor: Actor, id: number | null, input: DraftInput) {
  const draft = await checkedDraft(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const row = id === null ? await createNewsletter(tx, draft, actor.id) : await updateDraft(tx, id, draft);
    if (!row) throw new DomainError("conflict", NOT_A_DRAFT);
    await recordAudit(
      tx,
      actor,
      {
        action: id === null ? "newsletter.create" : "newsletter.update",
        entity: "newsletter",
        entityId: String(row.id),
        after: { subject: row.subject, product: row.productId },
      },
      clock(ctx),
    );
    return row;
  });
}

async function contentOf(ctx: Ctx, newsletter: Newsletter, tx: Db = ctx.db): Promise<NewsletterContent> {
  const product = newsletter.productId
    ? (await listProducts(tx)).find((p) => p.id === newsletter.productId)
    : undefined;
  return {
    subject: newsletter.subject,
    body: newsletter.body,
    product: product ? productBlockOf(ctx, product) : null,
  };
}

async function requireNewsletter(ctx: Ctx, id: number): Promise<Newsletter> {
  const newsletter = await findNewsletter(ctx.db, id);
  if (!newsletter) throw new DomainError("not-found", "Lettre introuvable.");
  return newsletter;
}

/** The test: the newsletter as a subscriber would get it, to the signed-in administrator only, audited. */
export async function sendNewsletterTest(ctx: Ctx, actor: Actor, id: number): Promise<string> {
  const newsletter = await requireNewsletter(ctx, id);
  const content = await contentOf(ctx, newsletter);
  const mail = newsletterMail(
    ctx,
    { ...content, subject: `[Essai] ${content.subject}` },
    // A token no delivery has: the test's link unsubscribes nobody.
    { email: actor.email, consentedAt: null, unsubscribeToken: "essai-equipe-sans-effet" },
  );
  const mailId = await ctx.db.transaction(async (tx) => {
    await markTestSent(tx, id, clock(ctx));
    await recordAudit(tx, actor, { action: "newsletter.test", entity: "newsletter", entityId: String(id) }, clock(ctx));
    return ctx.mailer.queue(tx, mail);
  });
  deliverLater(ctx, mailId);
  return actor.email;
}

/** The launch (once: a draft only), audited; the batches then go out through the periodic job. */
export async function launchNewsletter(ctx: Ctx, actor: Actor, id: number): Promise<Newsletter> {
  await requireNewsletter(ctx, id);
  const now = clock(ctx);
  return ctx.db.transaction(async (tx) => {
    const started = await startSending(tx, id, now);
    if (!started) throw new DomainError("conflict", NOT_A_DRAFT);
    await recordAudit(
      tx,
      actor,
      {
        action: "newsletter.send",
        entity: "newsletter",
        entityId: String(id),
        after: { recipients: started.recipients },
      },
      now,
    );
    return started;
  });
}

/**
 * The periodic job's run: the next batch of the newsletter being sent, at most `NEWSLETTER_MAILS_PER_MINUTE` mails a
 * minute, each queued in the outbox in the transaction of its delivery row (its dedupe key `newsletter:<id>:<sub>`).
 * Safe with several instances: the newsletter's row is claimed with SKIP LOCKED and the minute checked on it.
 */
export async function queueNewsletterBatch(ctx: Ctx): Promise<{ newsletterId: number | null; queued: number }> {
  const size = ctx.newsletter?.mailsPerMinute ?? DEFAULT_MAILS_PER_MINUTE;
  const now = clock(ctx);
  const ids = await ctx.db.transaction(async (tx) => {
    const batch = await claimBatch(tx, size, now);
    if (!batch) return null;
    const content = await contentOf(ctx, batch.newsletter, tx);
    const queued: number[] = [];
    for (const r of batch.recipients) {
      const mail = newsletterMail(ctx, content, {
        email: r.email,
        consentedAt: r.confirmedAt,
        unsubscribeToken: r.unsubscribeToken,
        dedupeKey: `newsletter:${batch.newsletter.id}:${r.subscriptionId}`,
      });
      const id = await ctx.mailer.queue(tx, mail);
      if (id !== null) queued.push(id);
    }
    return { newsletterId: batch.newsletter.id, queued };
  });
  if (!ids) return { newsletterId: null, queued: 0 };
  // The outbox worker sends them too; delivering now only shortens the wait.
  for (const id of ids.queued) deliverLater(ctx, id);
  return { newsletterId: ids.newsletterId, queued: ids.queued.length };
}

/** The back office's page: the newsletters with their progress, and the subscribers' count. */
export async function newsletterOverview(ctx: Ctx) {
  const [list, counts] = await Promise.all([listNewsletters(ctx.db), subscriberCounts(ctx.db)]);
  const delivered = await deliveredCounts(
    ctx.db,
    list.map((n) => n.id),
  );
  return {
    subscribers: counts,
    newsletters: list.map((n) => ({ ...n, delivered: delivered.get(n.id) ?? 0 })),
  };
}

/** A newsletter (null: a new one) with its progress, and the catalogue's products for its product block. */
export async function newsletterForEditing(ctx: Ctx, id: number | null) {
  const newsletter = id === null ? null : await requireNewsletter(ctx, id);
  const delivered = id === null ? 0 : ((await deliveredCounts(ctx.db, [id])).get(id) ?? 0);
  return { newsletter, delivered, products: (await listProducts(ctx.db)).map((p) => ({ id: p.id, name: p.name })) };
}
