// Every mail the shop writes (decision 119): one branded HTML layout — tables, inline styles, at most 600 px wide
// and fluid down to a 360 px phone — and its plain-text twin, complete on its own, both set by French typography.
import { frenchText } from "#core/typography";
import type { MailMessage } from "./service";

/** One product line of a mail: its picture (an absolute PNG address, or none), its name, quantity and amount. */
export interface MailItem {
  name: string;
  /** Under the name; none for a product named alone (a review invitation, a back-in-stock alert). */
  quantity?: number;
  /** On the right: the line's amount, or what it counts (a withdrawal's « 2 articles »). */
  amount?: string;
  image?: string | null;
}

const itemText = (i: MailItem) =>
  i.amount === undefined
    ? `• ${i.name}`
    : `${i.name}${i.quantity === undefined ? "" : ` × ${i.quantity}`} : ${i.amount}`;

export interface MailInput {
  shopName: string;
  /** The shop's public address (PUBLIC_URL): the mark and the product pictures are served from it. */
  publicUrl: string;
  to: string;
  subject: string;
  /** The line mail clients show after the subject; the first paragraph when not given. */
  preheader?: string;
  /** « Bonjour Claire, »; none for a newsletter. */
  greeting?: string;
  paragraphs: string[];
  /** A body already written as mail HTML (every text escaped by its writer) and its plain-text twin: a newsletter's. */
  body?: { html: string; text: string };
  /** Product lines with their pictures, before the summary table. */
  items?: MailItem[];
  /** A summary table (an order's lines and totals): label on the left, amount on the right. */
  rows?: { label: string; value: string; strong?: boolean }[];
  /** Paragraphs after the table. */
  closing?: string[];
  action?: { label: string; url: string };
  /** Further links after the call to action. */
  links?: { label: string; url: string }[];
  /** A small last paragraph (why this mail came, how to stop it), as HTML and as text. */
  footnote?: { html: string; text: string };
}

const BRAND = {
  cream: "#fff9eb",
  paper: "#ffffff",
  line: "#fadd8c",
  soft: "#fdefc8",
  honey: "#4a2c0c",
  mark: "#2a1a0e",
  gold: "#f6dc8c",
  ink: "#1c1917",
  grey: "#57534e",
};
const SERIF = "'Playfair Display',Georgia,'Times New Roman',serif";
const SANS = "Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
/** Where a notice goes in the layout, at the top of the card (demo-notice.ts). */
export const MAIL_NOTICE_SLOT = "<!--avis-->";
/** The mark's PNG is drawn at twice this size for sharp screens. */
const LOGO_SIZE = 40;
const ITEM_IMAGE_SIZE = 56;

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
// Outlook for Windows (Word's engine) ignores max-width: a fixed 600 px column for it alone.
const OUTLOOK_OPEN = `<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->`;
const OUTLOOK_CLOSE = "<!--[if mso]></td></tr></table><![endif]-->";
/** A text for an attribute or the title: French spaces, then escaped. */
const plain = (s: string) => escape(frenchText(s));
/** A text for the HTML part: `plain`, a hyphenated word or reference kept whole (« e-mail », « MH-7W57Y8WC »). */
const html = (s: string) =>
  plain(s).replace(/[\p{L}\d]+(?:-[\p{L}\d]+)+/gu, (word) => `<span style="white-space:nowrap">${word}</span>`);

/**
 * The PNG a mail shows for a product picture (`/images/products/<name>.svg`): served by the shop's mail images
 * (server/http/mail-images.ts), since mail clients show no SVG. Null for any other picture: the name says it all.
 */
export function mailImageUrl(publicUrl: string, image: string | null | undefined): string | null {
  const name = image ? /^\/images\/products\/([A-Za-z0-9_-]+)\.svg$/.exec(image)?.[1] : undefined;
  return name ? `${publicUrl}/images/mail/produits/${name}.png` : null;
}

/** The mark's PNG (public/images/logo.svg rasterized by the mail images). */
export const mailLogoUrl = (publicUrl: string) => `${publicUrl}/images/mail/logo.png`;

/** A French mail with the shop's name, in HTML and plain text, with one call to action. */
export function composeMail(input: MailInput): MailMessage {
  return { to: input.to, subject: input.subject, text: mailText(input), html: mailHtml(input) };
}

function mailText(input: MailInput): string {
  return [
    ...(input.greeting ? [input.greeting, ""] : []),
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(input.body ? [input.body.text, ""] : []),
    ...(input.items ? [...input.items.map(itemText), ""] : []),
    ...(input.rows ? [...input.rows.map((r) => `${r.label} : ${r.value}`), ""] : []),
    ...(input.closing ?? []).flatMap((p) => [p, ""]),
    ...(input.action ? [`${input.action.label} : ${input.action.url}`, ""] : []),
    ...(input.links ?? []).flatMap((l) => [`${l.label} : ${l.url}`, ""]),
    ...(input.footnote ? ["—", input.footnote.text, ""] : []),
    `— ${input.shopName}`,
  ]
    .map(frenchText)
    .join("\n");
}

const paragraph = (p: string) => `<p style="margin:0 0 16px">${html(p)}</p>`;

function mailHtml(input: MailInput): string {
  const title = input.subject.replace(new RegExp(` — ${escapeRegExp(input.shopName)}$`), "");
  const preheader = input.preheader ?? input.paragraphs[0] ?? title;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light only"><meta name="supported-color-schemes" content="light">
<title>${plain(input.subject)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.cream};color:${BRAND.ink}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all">${plain(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${BRAND.cream}"><tr><td align="center" style="padding:24px 8px">
${OUTLOOK_OPEN}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${BRAND.paper};border:1px solid ${BRAND.line};border-radius:12px;border-collapse:separate">
${header(input)}
<tr><td style="padding:24px 20px;font-family:${SANS};font-size:16px;line-height:1.5;color:${BRAND.ink}">
${MAIL_NOTICE_SLOT}
<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:24px;line-height:1.25;font-weight:bold;color:${BRAND.honey}">${html(title)}</h1>
${input.greeting ? paragraph(input.greeting) : ""}
${input.paragraphs.map(paragraph).join("\n")}
${input.body?.html ?? ""}
${input.items ? itemsTable(input.items) : ""}
${input.rows ? rowsTable(input.rows) : ""}
${(input.closing ?? []).map(paragraph).join("\n")}
${input.action ? actionButton(input.action) : ""}
${(input.links ?? []).map(link).join("\n")}
${input.footnote ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${BRAND.soft};font-size:12px;color:${BRAND.grey}">${input.footnote.html}</p>` : ""}
</td></tr>
${footer(input)}
</table>
${OUTLOOK_CLOSE}
</td></tr></table>
</body></html>`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The mark and the name on the mark's own dark brown: light text on a set background, in light and dark mode. */
function header(input: MailInput): string {
  return `<tr><td style="padding:16px 20px;background:${BRAND.mark};border-radius:11px 11px 0 0">
<a href="${escape(input.publicUrl)}" style="text-decoration:none;color:${BRAND.gold}"><img src="${escape(mailLogoUrl(input.publicUrl))}" width="${LOGO_SIZE}" height="${LOGO_SIZE}" alt="" style="display:inline-block;vertical-align:middle;border:0;width:${LOGO_SIZE}px;height:${LOGO_SIZE}px">&nbsp;&nbsp;<span style="vertical-align:middle;font-family:${SERIF};font-size:22px;font-weight:bold;color:${BRAND.gold}">${html(input.shopName)}</span></a>
</td></tr>`;
}

function footer(input: MailInput): string {
  return `<tr><td style="padding:16px 20px;background:${BRAND.soft};border-radius:0 0 11px 11px;font-family:${SANS};font-size:13px;line-height:1.5;color:${BRAND.grey}">
<span style="font-family:${SERIF};font-weight:bold;color:${BRAND.honey}">${html(input.shopName)}</span> · <a href="${escape(input.publicUrl)}" style="color:${BRAND.honey}">${escape(input.publicUrl.replace(/^https?:\/\//, ""))}</a>
</td></tr>`;
}

/** Each product with its picture (decorative: the name beside it says what it is), quantity and amount. */
function itemsTable(items: MailItem[]): string {
  const cell = (style: string, content: string, attributes = "") =>
    `<td${attributes} style="${style};border-bottom:1px solid ${BRAND.soft};vertical-align:middle">${content}</td>`;
  const picture = (src: string) =>
    `<img src="${escape(src)}" width="${ITEM_IMAGE_SIZE}" height="${ITEM_IMAGE_SIZE}" alt="" style="display:block;border:0;border-radius:8px;background:${BRAND.soft};width:${ITEM_IMAGE_SIZE}px;height:${ITEM_IMAGE_SIZE}px">`;
  const quantity = (n: number) =>
    `<br><span style="font-size:14px;color:${BRAND.grey}">${html(`Quantité : ${n}`)}</span>`;
  const rows = items.map((i) =>
    [
      "<tr>",
      cell("padding:8px 12px 8px 0", i.image ? picture(i.image) : "", ` width="${ITEM_IMAGE_SIZE}"`),
      cell("padding:8px 8px 8px 0", `${html(i.name)}${i.quantity === undefined ? "" : quantity(i.quantity)}`),
      i.amount === undefined ? "" : cell("padding:8px 0;white-space:nowrap", html(i.amount), ' align="right"'),
      "</tr>",
    ].join(""),
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px;font-size:15px">${rows.join("\n")}</table>`;
}

/** A summary value up to this long is kept on one line (« 1 234,56 € », « 29 novembre 2026 à 09:27 »). */
const SHORT_VALUE = 24;

function rowsTable(rows: NonNullable<MailInput["rows"]>): string {
  const cells = rows
    .map((r) => {
      const weight = r.strong
        ? `font-weight:bold;border-top:1px solid ${BRAND.line};padding-top:10px;color:${BRAND.honey}`
        : "";
      // An amount or a date stays on one line; a long value (an address, a product's name) wraps at 360 px.
      const whole = r.value.length <= SHORT_VALUE ? "white-space:nowrap;" : "";
      return `<tr><td style="padding:4px 8px 4px 0;${weight}">${html(r.label)}</td><td align="right" style="padding:4px 0;${whole}${weight}">${html(r.value)}</td></tr>`;
    })
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;font-size:15px">${cells}</table>`;
}

/** A button made of a table cell (Outlook draws no padding on links), its address written out under it. */
function actionButton(action: { label: string; url: string }): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 8px"><tr><td style="background:${BRAND.honey};border-radius:999px"><a href="${escape(action.url)}" style="display:inline-block;padding:12px 24px;font-family:${SANS};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:999px">${html(action.label)}</a></td></tr></table>
<p style="margin:0 0 16px;font-size:12px;color:${BRAND.grey};word-break:break-all">${html("Si le bouton ne fonctionne pas :")} ${escape(action.url)}</p>`;
}

function link(l: { label: string; url: string }): string {
  return `<p style="margin:0 0 12px"><a href="${escape(l.url)}" style="color:${BRAND.honey};font-weight:bold">${html(l.label)}</a><br><span style="font-size:12px;color:${BRAND.grey};word-break:break-all">${escape(l.url)}</span></p>`;
}
