import { desc, eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { mailOutbox } from "./schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  dedupeKey?: string;
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

export interface Mailer {
  /** Records the mail, then delivers it over SMTP when configured. False when its dedupe key was already used. */
  send(message: MailMessage): Promise<boolean>;
  /**
   * Records the mail inside the caller's transaction (it exists only if the transaction commits); returns its id,
   * or null when its dedupe key was already used. Call `deliver(id)` after the commit.
   */
  queue(tx: Db, message: MailMessage): Promise<number | null>;
  /** Sends a queued mail over SMTP when configured (nothing to do otherwise). */
  deliver(id: number): Promise<void>;
  /** Newest first: the development mailbox and the tests read it. */
  outbox(limit?: number): Promise<OutboxMail[]>;
}

export function createMailer(options: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const { db, logger } = options;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  const queue = async (tx: Db, message: MailMessage) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ ...message, dedupeKey: message.dedupeKey ?? null })
      .onConflictDoNothing()
      .returning({ id: mailOutbox.id });
    return row?.id ?? null;
  };
  const deliver = async (id: number) => {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || mail.sentAt) return;
    if (!transport) {
      logger.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        "e-mail gardé dans la boîte de développement",
      );
      return;
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
    } catch (err) {
      // Kept in the outbox with its error, to be sent again; the customer's action still succeeds.
      logger.error({ err, to: mail.to }, "l'envoi de l'e-mail a échoué");
      await db
        .update(mailOutbox)
        .set({ error: String(err) })
        .where(eq(mailOutbox.id, id));
    }
  };
  return {
    async send(message) {
      const id = await queue(db, message);
      if (id === null) return false;
      await deliver(id);
      return true;
    },
    queue,
    deliver,
    outbox(limit = 50) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}

/** A French mail with the shop's name, in HTML and plain text, with one call to action. */
export function composeMail(input: {
  shopName: string;
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A summary table (an order's lines and totals): label on the left, amount on the right. */
  rows?: { label: string; value: string; strong?: boolean }[];
  /** Paragraphs after the table. */
  closing?: string[];
  action?: { label: string; url: string };
}): MailMessage {
  const escape = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const text = [
    input.greeting,
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(input.rows ? [...input.rows.map((r) => `${r.label} : ${r.value}`), ""] : []),
    ...(input.closing ?? []).flatMap((p) => [p, ""]),
    ...(input.action ? [`${input.action.label} : ${input.action.url}`, ""] : []),
    `— ${input.shopName}`,
  ].join("\n");
  const html = `<!doctype html><html lang="fr"><body style="font-family:Georgia,serif;background:#fff9eb;color:#1c1917;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="color:#4a2c0c;font-size:22px">${escape(input.shopName)}</h1>
<p>${escape(input.greeting)}</p>
${input.paragraphs.map((p) => `<p>${escape(p)}</p>`).join("\n")}
${input.rows ? `<table style="width:100%;border-collapse:collapse">${input.rows.map((r) => `<tr><td style="padding:4px 0;${r.strong ? "font-weight:bold" : ""}">${escape(r.label)}</td><td style="padding:4px 0;text-align:right;${r.strong ? "font-weight:bold" : ""}">${escape(r.value)}</td></tr>`).join("")}</table>` : ""}
${(input.closing ?? []).map((p) => `<p>${escape(p)}</p>`).join("\n")}
${input.action ? `<p><a href="${escape(input.action.url)}" style="display:inline-block;background:#4a2c0c;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">${escape(input.action.label)}</a></p><p style="font-size:12px;color:#57534e">Si le bouton ne fonctionne pas : ${escape(input.action.url)}</p>` : ""}
</div></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
