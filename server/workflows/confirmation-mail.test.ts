import { describe, expect, it } from "vitest";
import { formatEuros } from "#core/money";
import { combineTotals } from "#core/pricing";
import { confirmationMail } from "./settle-payment";

type Order = Parameters<typeof confirmationMail>[1];
type Line = Parameters<typeof confirmationMail>[2][number];

/** `1 234,56 €` or `−5,00 €` → cents. */
const cents = (text: string) => {
  const match = /(\u2212|-)?([\d\u202f\u00a0 ]+),(\d\d)\u00a0€/.exec(text);
  if (!match) throw new Error(`pas un montant : ${text}`);
  return (match[1] ? -1 : 1) * Number(`${match[2]!.replace(/\D/g, "")}${match[3]}`);
};

function order(
  lines: { name: string; unit: number; quantity: number }[],
  discount: number,
  wrapping: number,
  paid: { at?: Date; cutOffHour?: number } = {},
) {
  const subtotal = lines.reduce((sum, l) => sum + l.unit * l.quantity, 0);
  const totals = combineTotals({
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: 690,
    freeShipping: false,
  });
  const placed = {
    id: 7,
    reference: "MH-TOTAUX1",
    email: "claire@example.fr",
    ...totals,
    promoCode: discount ? "PROMO5" : null,
    giftWrappingCents: wrapping,
    totalCents: totals.totalCents + wrapping,
    shippingAddress: null,
    pickupPoint: null,
    gift: null,
    deliveryMethod: "home",
    paidAt: paid.at ?? new Date("2026-12-07T09:00:00Z"),
  } as unknown as Order;
  const orderLines = lines.map(
    (l, i) =>
      ({
        id: i + 1,
        name: l.name,
        image: `/images/products/miel-${i}.svg`,
        quantity: l.quantity,
        unitPriceCents: l.unit,
        lineTotalCents: l.unit * l.quantity,
      }) as unknown as Line,
  );
  const ctx = { publicUrl: "https://maisonh.example", shopName: "Maison H", shippingCutOffHour: paid.cutOffHour };
  return confirmationMail(ctx, placed, orderLines, "cle", { id: 3, number: "F-2026-000003" });
}

describe("the order confirmation's figures", () => {
  const lines = [
    { name: "Miel de Sidr Malaki — 250 g", unit: 4499, quantity: 2 },
    { name: "Mr.H — Vétiver Fumé", unit: 1250, quantity: 1 },
  ];

  it("adds up: its lines, less the discount, plus delivery and wrapping, make the total paid", () => {
    const mail = order(lines, 500, 375);
    const text = mail.text.split("\n");
    const amountOf = (label: string) => cents(text.find((l) => l.startsWith(`${label}\u202f:`))!);
    const lineAmounts = text.filter((l) => / × \d+\u202f: /.test(l)).map(cents);
    expect(lineAmounts).toHaveLength(2);
    const sum = lineAmounts.reduce((a, b) => a + b, 0);
    expect(amountOf("Sous-total")).toBe(sum);
    const discount = amountOf("Réduction (code PROMO5)");
    expect(discount).toBeLessThan(0);
    expect(text.find((l) => l.startsWith("Réduction"))).toContain("\u2212");
    expect(sum + discount + amountOf("Livraison") + amountOf("Emballage cadeau")).toBe(amountOf("Total payé"));
    // The same figures in the HTML part, the total in its strong row.
    expect(mail.html).toContain(`Total payé</td><td align="right" style="padding:4px 0;white-space:nowrap;`);
    expect(mail.html).toContain(formatEuros(sum + discount + 690 + 375));
  });

  it("shows each line's picture as a PNG from the shop's address, its name in text beside it", () => {
    const mail = order(lines, 0, 0);
    expect(mail.html).toContain('src="https://maisonh.example/images/mail/produits/miel-0.png" width="56" height="56"');
    expect(mail.html).toContain("Mr.H — Vétiver Fumé");
    expect(mail.text).not.toContain("Réduction");
  });
});

describe("the order confirmation's dispatch day", () => {
  const lines = [{ name: "Miel de Sidr Malaki — 250 g", unit: 4499, quantity: 1 }];
  const sentence = (at: Date, cutOffHour?: number) =>
    order(lines, 0, 0, { at, cutOffHour })
      .text.split("\n")
      .find((l) => l.startsWith("Votre commande est en préparation"));

  it("is the day the delivery estimates counted from: the same day before the cut-off, else the next working day", () => {
    // Monday 7 December 2026, 10:00 in Paris.
    expect(sentence(new Date("2026-12-07T09:00:00Z"))).toBe(
      "Votre commande est en préparation. Son expédition est prévue le lundi 7 décembre\u202f; vous recevrez alors son numéro de suivi.",
    );
    // Friday 11 December, 15:00 in Paris: after 12 h, so Monday; before a cut-off of 16 h, so Friday.
    expect(sentence(new Date("2026-12-11T14:00:00Z"))).toContain("prévue le lundi 14 décembre");
    expect(sentence(new Date("2026-12-11T14:00:00Z"), 16)).toContain("prévue le vendredi 11 décembre");
    // Thursday 24 December, 18:00: Christmas is not a working day.
    expect(sentence(new Date("2026-12-24T17:00:00Z"))).toContain("prévue le lundi 28 décembre");
  });

  it("never says « 2 à 3 jours », a delay no estimate used", () => {
    expect(order(lines, 0, 0, { at: new Date("2026-12-07T09:00:00Z") }).text).not.toContain("2 à 3 jours");
  });
});
