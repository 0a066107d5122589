import type { OutboxMail } from "./service";

// Quotes too: the links are written inside attributes (href="…").
const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** A plain page listing the kept mails, with clickable links (development only). */
export function mailboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map((mail) => {
      const text = escape(mail.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
      return `<article><h2>${escape(mail.subject)}</h2><p>À : ${escape(mail.to)} — ${mail.createdAt.toISOString()}${mail.sentAt ? " — envoyé" : ""}</p><p><a href="/dev/boite-mail/${mail.id}">Voir le courriel tel qu'il s'affiche (HTML)</a></p>${mail.listUnsubscribeUrl ? `<p>List-Unsubscribe : &lt;${escape(mail.listUnsubscribeUrl)}&gt; (un clic)</p>` : ""}<pre>${text}</pre></article>`;
    })
    .join("\n");
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boîte mail de développement</title></head><body style="font-family:sans-serif;max-width:760px;margin:auto;padding:16px"><h1>Boîte mail de développement</h1>${items || "<p>Aucun e-mail pour l'instant.</p>"}</body></html>`;
}
