// The newsletter's mails (decision 115): the confirmation of a sign-up, and the newsletter itself — its body from the
// product descriptions' stored format rendered as mail HTML (every text escaped), its product block, and the
// unsubscribe link in the body and in the one-click headers (`unsubscribeUrl`).
import { perfumePath, productImagePath } from "#core/catalog";
import { formatDayLong } from "#core/french-date";
import { formatEuros } from "#core/money";
import { parisDay } from "#core/paris-calendar";
import { MEDIA_PATH, photoFallback } from "#core/product-photos";
import { frenchText, THIN_NBSP } from "#core/typography";
import { parseRichText, type RichBlock, type RichInline } from "#core/rich-text";
import type { ProductWithVariants } from "#server/modules/catalog/service";
import { mailImageUrl } from "#server/modules/mail/compose";
import { composeMail, type MailMessage } from "#server/modules/mail/service";
import type { ShopContext } from "./context";

type MailContext = Pick<ShopContext, "shopName" | "publicUrl" | "newsletter">;

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** « 29 novembre 2026 », the day in Paris. */
export function parisDate(at: Date): string {
  const { year, month, day } = parisDay(at);
  return formatDayLong(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
}

export function confirmationMail(ctx: MailContext, email: string, token: string): MailMessage {
  return composeMail({
    shopName: ctx.shopName,
    publicUrl: ctx.publicUrl,
    to: email,
    subject: `Confirmez votre inscription à la lettre — ${ctx.shopName}`,
    greeting: "Bonjour,",
    paragraphs: [
      `Vous avez demandé à recevoir la lettre de ${ctx.shopName}. Confirmez-le en suivant ce lien puis en appuyant sur « Confirmer mon inscription » : sans cela, vous ne recevrez rien.`,
      "Ce lien est valable 7 jours ; si vous en recevez un plus récent, seul le dernier fonctionne.",
      "Si vous n'avez rien demandé, ignorez cet e-mail : votre adresse ne sera pas inscrite.",
    ],
    action: { label: "Confirmer mon inscription", url: `${ctx.publicUrl}/newsletter/confirmer?jeton=${token}` },
  });
}

const inlineHtml = (runs: RichInline[]) =>
  runs
    .map((run) => {
      if ("br" in run) return "<br>";
      let html = escape(frenchText(run.text));
      if (run.em) html = `<em>${html}</em>`;
      if (run.strong) html = `<strong>${html}</strong>`;
      return html;
    })
    .join("");
const inlineText = (runs: RichInline[]) => runs.map((run) => ("br" in run ? "\n" : run.text)).join("");

function blocksHtml(blocks: RichBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === "heading")
        return `<h2 style="margin:24px 0 8px;font-family:'Playfair Display',Georgia,serif;color:#4a2c0c;font-size:20px">${inlineHtml(block.content)}</h2>`;
      if (block.type === "paragraph") return `<p style="margin:0 0 16px">${inlineHtml(block.content)}</p>`;
      const tag = block.ordered ? "ol" : "ul";
      return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join("")}</${tag}>`;
    })
    .join("\n");
}

function blocksText(blocks: RichBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === "heading") return inlineText(block.content).toUpperCase();
      if (block.type === "paragraph") return inlineText(block.content);
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : "•"} ${inlineText(item)}`).join("\n");
    })
    .join("\n\n");
}

/** A product's page, by its kind (the honeys', the perfumes', the other products' collection). */
export function productPagePath(product: Pick<ProductWithVariants, "id" | "kind">): string {
  if (product.kind === "honey") return `/miel/${encodeURIComponent(product.id)}`;
  if (product.kind === "perfume") return perfumePath(product.id);
  return "/autres-collection";
}

export interface ProductBlock {
  name: string;
  priceLabel: string;
  url: string;
  imageUrl: string;
}

/** The product block's facts as the catalogue has them now: its name, « à partir de » price, first photo, page. */
export function productBlockOf(ctx: MailContext, product: ProductWithVariants): ProductBlock {
  const media = ctx.newsletter?.mediaBaseUrl ?? `${ctx.publicUrl}${MEDIA_PATH}`;
  const photo = product.photos[0];
  // Without a photo, the illustration as a PNG (mail clients show no SVG).
  const image =
    (photo && photoFallback(media, photo, 640)) ||
    mailImageUrl(ctx.publicUrl, productImagePath(product.id)) ||
    `${ctx.publicUrl}${productImagePath(product.id)}`;
  const several = new Set(product.variants.map((v) => v.priceCents)).size > 1;
  return {
    name: product.name,
    priceLabel: `${several ? "à partir de " : ""}${formatEuros(product.fromPriceCents)}`,
    url: `${ctx.publicUrl}${productPagePath(product)}`,
    imageUrl: image.startsWith("/") ? `${ctx.publicUrl}${image}` : image,
  };
}

export interface NewsletterContent {
  subject: string;
  body: string;
  product: ProductBlock | null;
}

/**
 * The newsletter as one subscriber receives it: `unsubscribe.token` makes both links (the page with its button in
 * the body; the one-click address of RFC 8058 in the headers); `consentedAt` is said at the bottom.
 */
export function newsletterMail(
  ctx: MailContext,
  content: NewsletterContent,
  to: { email: string; consentedAt: Date | null; unsubscribeToken: string; dedupeKey?: string },
): MailMessage {
  const blocks = parseRichText(content.body);
  const pageUrl = `${ctx.publicUrl}/newsletter/desabonnement?jeton=${encodeURIComponent(to.unsubscribeToken)}`;
  const oneClickUrl = `${ctx.publicUrl}/api/newsletter/desabonnement?jeton=${encodeURIComponent(to.unsubscribeToken)}`;
  const why = to.consentedAt
    ? `Vous recevez cette lettre parce que vous vous y êtes inscrit le ${parisDate(to.consentedAt)}.`
    : "Envoi d'essai à l'équipe : le lien de désabonnement ci-dessous ne désabonne personne.";
  const p = content.product;
  const productHtml = p
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #fadd8c;border-radius:12px;border-collapse:separate;margin:16px 0"><tr>
<td width="136" style="padding:12px;vertical-align:top"><a href="${escape(p.url)}"><img src="${escape(p.imageUrl)}" alt="" width="112" height="112" style="display:block;border:0;border-radius:8px;width:112px;height:112px;background:#fdefc8"></a></td>
<td style="padding:12px 12px 12px 0;vertical-align:top"><p style="margin:0;font-family:'Playfair Display',Georgia,serif;font-size:18px;font-weight:bold;color:#4a2c0c">${escape(p.name)}</p><p style="margin:4px 0">${escape(p.priceLabel)}</p>
<p style="margin:8px 0 0"><a href="${escape(p.url)}" style="color:#4a2c0c;font-weight:bold">Découvrir</a></p></td></tr></table>`
    : "";
  const { html, text } = composeMail({
    shopName: ctx.shopName,
    publicUrl: ctx.publicUrl,
    to: to.email,
    subject: content.subject,
    paragraphs: [],
    body: {
      html: `${blocksHtml(blocks)}\n${productHtml}`,
      text: [blocksText(blocks), ...(p ? ["", `${p.name} — ${p.priceLabel}`, p.url] : [])].join("\n"),
    },
    footnote: {
      html: `${escape(frenchText(why))} <a href="${escape(pageUrl)}" style="color:#4a2c0c">Se désabonner</a>${THIN_NBSP}: un clic, puis une confirmation.`,
      text: `${why}\nSe désabonner : ${pageUrl}`,
    },
  });
  return {
    to: to.email,
    subject: content.subject,
    text,
    html,
    unsubscribeUrl: oneClickUrl,
    ...(to.dedupeKey ? { dedupeKey: to.dedupeKey } : {}),
  };
}
