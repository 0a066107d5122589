import { and, asc, desc, eq, isNull, like, lte, notInArray, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "#server/db/client";
import { containsPattern } from "#server/db/lists";
import type { Logger } from "#server/logger";
import { mailOutbox } from "./schema";

export { composeMail } from "./compose";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  dedupeKey?: string;
  /** A marketing mail's one-click unsubscribe address: every marketing mail has one (RFC 8058 headers). */
  unsubscribeUrl?: string;
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Attempts before a mail is given up and flagged for the team (about 16 hours, see `retryDelayMs`). */
export const MAX_MAIL_ATTEMPTS = 12;
/** How long a sender holds a claimed mail: far more than one send may take (the SMTP timeouts below). */
export const MAIL_CLAIM_MS = 5 * 60_000;

/** Waiting time after the n-th failed attempt: 1, 2, 4… minutes, at most 4 hours (11 waits ≈ 16 h 15 in all). */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 4 * 3600_000);
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, tried again later. */
  retried: number;
  /** Failed for the last time: flagged for the team. */
  failed: number;
}

export interface Mailer {
  /** Records the mail, then delivers it over SMTP when configured. False when its dedupe key was already used. */
  send(message: MailMessage): Promise<boolean>;
  /**
   * Records the mail inside the caller's transaction (it exists only if the transaction commits); returns its id,
   * or null when its dedupe key was already used. Call `deliver(id)` after the commit.
   */
  queue(tx: Db, message: MailMessage): Promise<number | null>;
  /**
   * The fast path after a commit: sends this mail now if no other sender holds it (the same claim as the worker's).
   * Never throws: a failure is recorded and the worker tries again later.
   */
  deliver(id: number): Promise<void>;
  /**
   * The outbox worker's run: sends every mail that is due, each claimed first (`FOR UPDATE SKIP LOCKED` and a
   * lease), so any number of instances send each mail once. Nothing to do without SMTP.
   */
  deliverDue(options?: { max?: number }): Promise<DeliveryReport>;
  /** Newest first: the development mailbox and the tests read it. */
  outbox(limit?: number): Promise<OutboxMail[]>;
}

/** What may be kept of an SMTP failure: its codes and message, without any address. */
export function describeMailError(err: unknown): string {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const message = typeof e.message === "string" ? e.message : String(err);
  return [
    typeof e.code === "string" ? e.code : null,
    typeof e.responseCode === "number" ? e.responseCode : null,
    message,
  ]
    .filter((part) => part !== null)
    .join(" ")
    .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "<adresse>")
    .slice(0, 300);
}

/**
 * The mail's Message-ID, from its outbox row and the domain of the shop's sender address: the same on every attempt,
 * so a mail sent again after a crash mid-send is recognisably the same message (decision 080).
 */
export function messageIdOf(mail: Pick<OutboxMail, "id" | "createdAt">, from: string): string {
  const domain = /@([^\s<>@]+?)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<courriel.${mail.id}.${mail.createdAt.getTime().toString(36)}@${domain}>`;
}

/** Immediate tries of the update marking a mail sent: a cut connection is replaced by the pool at the next. */
const MARK_SENT_DELAYS_MS = [0, 50, 250];

/** What the mailer's steps share: the database, the log, the sender, the clock and the SMTP transport (if any). */
interface MailerContext {
  db: Db;
  logger: Logger;
  from: string;
  now: () => Date;
  transport: Transporter | null;
  /**
   * Mails SMTP accepted whose « sent » mark could not be written yet: never sent again by this process (its claim
   * keeps the others off them meanwhile), marked sent at the start of its next runs (decision 080).
   */
  acceptedUnmarked: Set<number>;
}

/** The SMTP transport, or null without SMTP (the mails are kept for the development mailbox). */
function createTransport(smtpUrl: string | undefined): Transporter | null {
  // Timeouts well under the claim: a send that hangs gives the mail up before another sender may take it.
  return smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
    : null;
}

/** Records the mail in the outbox (inside `tx`): its id, or null when its dedupe key was already used. */
async function queueMail(ctx: MailerContext, tx: Db, message: MailMessage): Promise<number | null> {
  const [row] = await tx
    .insert(mailOutbox)
    // Without SMTP the mail is kept for the development mailbox: no sender will ever pick it.
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      dedupeKey: message.dedupeKey ?? null,
      listUnsubscribeUrl: message.unsubscribeUrl ?? null,
      nextAttemptAt: ctx.transport ? ctx.now() : null,
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/** Takes one due mail (this one, or the next due) for MAIL_CLAIM_MS; null when there is none free. */
function claimMail(ctx: MailerContext, id: number | null): Promise<OutboxMail | null> {
  return ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    const [row] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          id === null ? undefined : eq(mailOutbox.id, id),
          ctx.acceptedUnmarked.size ? notInArray(mailOutbox.id, [...ctx.acceptedUnmarked]) : undefined,
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, at),
          or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, at)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return null;
    const [claimed] = await tx
      .update(mailOutbox)
      .set({ claimedUntil: new Date(at.getTime() + MAIL_CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, row.id))
      .returning();
    return claimed ?? null;
  });
}

/** One update marking the mail sent (it throws if the database cannot be reached). */
async function setSent(ctx: MailerContext, id: number): Promise<void> {
  await ctx.db
    .update(mailOutbox)
    .set({ sentAt: ctx.now(), claimedUntil: null, error: null })
    .where(eq(mailOutbox.id, id));
}

/** Marks the mail sent, tried again at once a few times: false when every try failed. */
async function markSent(ctx: MailerContext, id: number): Promise<boolean> {
  for (const delay of MARK_SENT_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      await setSent(ctx, id);
      return true;
    } catch {
      // Tried again below; the last failure is logged by the caller.
    }
  }
  return false;
}

/** Marks sent the mails SMTP accepted earlier whose mark could not be written then. */
async function markAcceptedMails(ctx: MailerContext): Promise<void> {
  for (const id of [...ctx.acceptedUnmarked]) {
    try {
      await setSent(ctx, id);
      ctx.acceptedUnmarked.delete(id);
      ctx.logger.info({ mailId: id }, "e-mail accepté plus tôt par le serveur SMTP, marqué envoyé");
    } catch {
      // Still unreachable: kept for the next run, never sent again.
    }
  }
}

/** RFC 8058: a mail client's « Se désabonner » button posts `List-Unsubscribe=One-Click` to the address. */
export function unsubscribeHeaders(url: string | null): Record<string, string> | undefined {
  return url ? { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : undefined;
}

/** Sends one claimed mail over SMTP and records what came of it. */
async function attemptMail(
  ctx: MailerContext,
  transport: Transporter,
  mail: OutboxMail,
): Promise<keyof DeliveryReport> {
  try {
    await transport.sendMail({
      from: ctx.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: messageIdOf(mail, ctx.from),
      headers: unsubscribeHeaders(mail.listUnsubscribeUrl),
    });
  } catch (err) {
    return recordFailure(ctx, mail, err);
  }
  // SMTP accepted the mail: from here on, nothing may send it again — a failure to record it is not a send failure.
  if (!(await markSent(ctx, mail.id))) {
    ctx.acceptedUnmarked.add(mail.id);
    ctx.logger.error(
      { mailId: mail.id },
      "e-mail accepté par le serveur SMTP mais pas marqué envoyé (base de données) : il ne sera pas renvoyé",
    );
  }
  return "sent";
}

/** A failed send: tried again later (`retryDelayMs`), or given up and flagged after MAX_MAIL_ATTEMPTS. */
async function recordFailure(ctx: MailerContext, mail: OutboxMail, err: unknown): Promise<keyof DeliveryReport> {
  const { db, logger } = ctx;
  const error = describeMailError(err);
  if (mail.attempts >= MAX_MAIL_ATTEMPTS) {
    await db
      .update(mailOutbox)
      .set({ failedAt: ctx.now(), claimedUntil: null, error })
      .where(eq(mailOutbox.id, mail.id));
    logger.warn(
      { mailId: mail.id, attempts: mail.attempts, error },
      "e-mail abandonné après le dernier essai : à traiter par l'équipe",
    );
    return "failed";
  }
  const nextAttemptAt = new Date(ctx.now().getTime() + retryDelayMs(mail.attempts));
  await db.update(mailOutbox).set({ nextAttemptAt, claimedUntil: null, error }).where(eq(mailOutbox.id, mail.id));
  logger.warn({ mailId: mail.id, attempts: mail.attempts, error, nextAttemptAt }, "l'envoi de l'e-mail a échoué");
  return "retried";
}

/** Without SMTP: the mail is only written to the log, for the development mailbox. */
async function logKeptMail(ctx: MailerContext, id: number): Promise<void> {
  const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (mail) {
    ctx.logger.info(
      { to: mail.to, subject: mail.subject, text: mail.text },
      "e-mail gardé dans la boîte de développement",
    );
  }
}

/** The fast path after a commit (Mailer.deliver): never throws. */
async function deliverMail(ctx: MailerContext, id: number): Promise<void> {
  const { transport } = ctx;
  if (!transport) return logKeptMail(ctx, id);
  try {
    await markAcceptedMails(ctx);
    const mail = await claimMail(ctx, id);
    if (mail) await attemptMail(ctx, transport, mail);
  } catch (err) {
    // The mail is in the outbox: the worker sends it. The customer's action still succeeds.
    ctx.logger.warn({ mailId: id, error: describeMailError(err) }, "l'envoi immédiat de l'e-mail a échoué");
  }
}

/** The outbox worker's run (Mailer.deliverDue): at most `max` due mails, each claimed first. */
async function deliverDueMails(ctx: MailerContext, max: number): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const { transport } = ctx;
  if (!transport) return report;
  await markAcceptedMails(ctx);
  for (let i = 0; i < max; i++) {
    const mail = await claimMail(ctx, null);
    if (!mail) break;
    report[await attemptMail(ctx, transport, mail)] += 1;
  }
  return report;
}

export function createMailer(options: {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  now?: () => Date;
}): Mailer {
  const ctx: MailerContext = {
    db: options.db,
    logger: options.logger,
    from: options.from,
    now: () => (options.now ? options.now() : new Date()),
    transport: createTransport(options.smtpUrl),
    acceptedUnmarked: new Set<number>(),
  };
  return {
    async send(message) {
      const id = await queueMail(ctx, ctx.db, message);
      if (id === null) return false;
      await deliverMail(ctx, id);
      return true;
    },
    queue: (tx, message) => queueMail(ctx, tx, message),
    deliver: (id) => deliverMail(ctx, id),
    deliverDue: ({ max = 100 } = {}) => deliverDueMails(ctx, max),
    outbox(limit = 50) {
      return ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}

/**
 * The mails kept for one address whose subject names `mention` (an order's reference), oldest first: the back
 * office's "mails sent" of an order, with whether each went out.
 */
export async function mailsAbout(db: Db, input: { to: string; mention: string }): Promise<OutboxMail[]> {
  const pattern = containsPattern(input.mention);
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, input.to), like(mailOutbox.subject, pattern)))
    .orderBy(asc(mailOutbox.id))
    .limit(100);
}
