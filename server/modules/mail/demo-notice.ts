import { frenchText } from "#core/typography";
import { MAIL_NOTICE_SLOT } from "./compose";
import type { Mailer, MailMessage } from "./service";

/** The line every mail carries while simulated payments are active (see docs/decisions/016-demo-mode.md). */
export const DEMO_MAIL_NOTICE = frenchText(
  "Mode démonstration — aucun paiement réel : ce message vient d'une boutique de test, rien n'a été débité ni ne sera livré.",
);

const NOTICE_HTML = `<p style="margin:0 0 16px;padding:8px 12px;background:#fde68a;border:1px solid #f59e0b;border-radius:8px;color:#1c1917;font-family:Arial,sans-serif;font-weight:bold">${DEMO_MAIL_NOTICE}</p>`;

/** A mail composed by `composeMail`, with the demonstration notice first in its text and its HTML. */
export function withDemoNotice(message: MailMessage): MailMessage {
  // In the card, under the mark, when the layout has its place (the preheader stays the first text); else first.
  const html = message.html.includes(MAIL_NOTICE_SLOT)
    ? message.html.replace(MAIL_NOTICE_SLOT, NOTICE_HTML)
    : /<body[^>]*>/.test(message.html)
      ? message.html.replace(/<body[^>]*>/, (body) => `${body}\n${NOTICE_HTML}`)
      : `${NOTICE_HTML}\n${message.html}`;
  return { ...message, text: `${DEMO_MAIL_NOTICE}\n\n${message.text}`, html };
}

/** Every mail the shop writes while in demonstration mode says so (verification, confirmation…). */
export function demoModeMailer(mailer: Mailer): Mailer {
  return {
    ...mailer,
    send: (message) => mailer.send(withDemoNotice(message)),
    queue: (tx, message) => mailer.queue(tx, withDemoNotice(message)),
  };
}
