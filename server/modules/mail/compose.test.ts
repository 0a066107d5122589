import { describe, expect, it } from "vitest";
import { composeMail, mailImageUrl, mailLogoUrl } from "./compose";
import { DEMO_MAIL_NOTICE, withDemoNotice } from "./demo-notice";

const base = {
  shopName: "Maison H",
  publicUrl: "https://maisonh.example",
  to: "claire@example.fr",
  subject: "Confirmation de votre commande MH-1 — Maison H",
  greeting: "Bonjour Claire,",
  paragraphs: ["Merci pour votre commande !", "Référence de commande : MH-1"],
};

describe("the mails' layout", () => {
  const mail = composeMail({
    ...base,
    items: [
      { name: "Miel de Sidr Malaki — 250 g", quantity: 2, amount: "89,98\u00a0€", image: "https://x/a.png" },
      { name: "Carte « Merci »", quantity: 1, amount: "2,00\u00a0€", image: null },
    ],
    rows: [{ label: "Total payé", value: "91,98\u00a0€", strong: true }],
    action: { label: "Voir ma commande", url: "https://maisonh.example/commandes/MH-1?cle=k" },
  });

  it("shows the mark as an absolute PNG with its size, from the shop's public address", () => {
    const logo = mailLogoUrl(base.publicUrl);
    expect(logo).toBe("https://maisonh.example/images/mail/logo.png");
    expect(mail.html).toContain(`<img src="${logo}" width="40" height="40" alt=""`);
    // The name is written beside the mark: the picture carries no fact of its own.
    expect(mail.html).toMatch(/<img src="[^"]+logo\.png"[^>]*>[^<]*<span[^>]*>Maison H<\/span>/);
    expect(mail.html).not.toMatch(/\.svg/);
  });

  it("is fluid tables at most 600 px wide, with a hidden preheader first", () => {
    expect(mail.html).toContain("max-width:600px");
    // A fixed width only inside Outlook's conditional comments: every other client gets the fluid card.
    const outsideOutlook = mail.html.replace(/<!--\[if mso\]>[\s\S]*?<!\[endif\]-->/g, "");
    expect(outsideOutlook).not.toMatch(/width="(6\d\d|[7-9]\d\d)"/);
    expect(mail.html).toContain('<!--[if mso]><table role="presentation" width="600"');
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    const body = mail.html.slice(mail.html.indexOf("<body"));
    expect(body).toMatch(/^<body[^>]*>\n<div style="display:none[^"]*">Merci pour votre commande\u202f!<\/div>/);
  });

  it("draws each product line with its picture beside its name, quantity and amount", () => {
    expect(mail.html).toContain('<img src="https://x/a.png" width="56" height="56" alt=""');
    expect(mail.html).toContain("Miel de Sidr Malaki — 250\u00a0g");
    expect(mail.html).toContain("Quantité\u202f: 2");
    expect(mail.html).toContain("Carte «\u202fMerci\u202f»");
    expect(mail.html.match(/<img /g)).toHaveLength(2); // the mark and one product: no picture for the card
  });

  it("keeps the plain-text part complete, every figure and link in it, set in French", () => {
    expect(mail.text.split("\n")).toEqual([
      "Bonjour Claire,",
      "",
      "Merci pour votre commande\u202f!",
      "",
      "Référence de commande\u202f: MH-1",
      "",
      "Miel de Sidr Malaki — 250\u00a0g × 2\u202f: 89,98\u00a0€",
      "Carte «\u202fMerci\u202f» × 1\u202f: 2,00\u00a0€",
      "",
      "Total payé\u202f: 91,98\u00a0€",
      "",
      "Voir ma commande\u202f: https://maisonh.example/commandes/MH-1?cle=k",
      "",
      "— Maison H",
    ]);
  });

  it("writes light text only on a background it sets (dark mode), and the button as a filled cell", () => {
    expect(mail.html).toMatch(/<td style="background:#4a2c0c;border-radius:999px"><a href="[^"]+cle=k"/);
    expect(mail.html).toMatch(/<td style="padding:16px 20px;background:#2a1a0e[^"]*">/);
  });

  it("puts the demonstration notice in the card, after the preheader", () => {
    const demo = withDemoNotice(mail);
    expect(demo.html).not.toContain("<!--avis-->");
    expect(demo.html.indexOf(DEMO_MAIL_NOTICE)).toBeGreaterThan(demo.html.indexOf("display:none"));
    expect(demo.text.startsWith(DEMO_MAIL_NOTICE)).toBe(true);
  });
});

describe("mailImageUrl", () => {
  it("serves a product illustration as a PNG, and nothing for another picture", () => {
    expect(mailImageUrl("https://m.fr", "/images/products/fruite_orange.svg")).toBe(
      "https://m.fr/images/mail/produits/fruite_orange.png",
    );
    expect(mailImageUrl("https://m.fr", "/media/photos/12-640.webp")).toBeNull();
    expect(mailImageUrl("https://m.fr", "/images/products/../secret.svg")).toBeNull();
    expect(mailImageUrl("https://m.fr", null)).toBeNull();
  });
});

describe("the mails' line breaks", () => {
  it("keeps a hyphenated word or an order's reference on one line, in the HTML part only", () => {
    const mail = composeMail({
      ...base,
      subject: "Confirmez votre adresse e-mail",
      paragraphs: ["Commande MH-7W57Y8WC."],
    });
    expect(mail.html).toContain('<span style="white-space:nowrap">e-mail</span>');
    expect(mail.html).toContain('<span style="white-space:nowrap">MH-7W57Y8WC</span>');
    expect(mail.html).toContain("<title>Confirmez votre adresse e-mail</title>");
    expect(mail.text).toContain("Commande MH-7W57Y8WC.");
  });
});

describe("a product named alone", () => {
  it("shows its picture and name, with no quantity nor amount, and a bullet in the text", () => {
    const mail = composeMail({ ...base, items: [{ name: "Miel de Sidr Malaki", image: "https://x/s.png" }] });
    expect(mail.html).toContain('<img src="https://x/s.png" width="56" height="56" alt=""');
    expect(mail.html).not.toContain("Quantité");
    expect(mail.text).toContain("\n• Miel de Sidr Malaki\n");
  });
});

describe("a line counted rather than priced (a withdrawal's)", () => {
  it("shows its picture, its name and its count on the right, and « name : count » in the text", () => {
    const mail = composeMail({
      ...base,
      items: [{ name: "Mr.H — Erba", amount: "2 articles", image: "https://x/e.png" }],
    });
    expect(mail.html).toContain('<img src="https://x/e.png" width="56" height="56" alt=""');
    expect(mail.html).toMatch(/<td align="right" [^>]*>2 articles<\/td>/);
    expect(mail.html).not.toContain("Quantité");
    expect(mail.text).toContain("\nMr.H — Erba\u202f: 2 articles\n");
  });
});

describe("the summary's values", () => {
  it("keeps an amount or a date on one line, and lets a long value (an address) wrap on a phone", () => {
    const mail = composeMail({
      ...base,
      rows: [
        { label: "Total", value: "1 234,56 €" },
        { label: "Adresse", value: "12 rue des Abeilles, 69001 Lyon, France" },
      ],
    });
    expect(mail.html).toMatch(/white-space:nowrap;">1 234,56/);
    expect(mail.html).toMatch(/style="padding:4px 0;">12 rue des Abeilles/);
  });
});
