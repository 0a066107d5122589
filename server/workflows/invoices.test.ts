import { eq, inArray } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import type { ShippingAddress } from "#core/checkout";
import { formatEuros } from "#core/money";
import { splitTtc } from "#core/vat";
import { createShopContext } from "#server/app";
import { invoices, orderLines, orders, products, productVariants } from "#server/db/schema";
import { parseEnv } from "#server/env";
import { createMailer } from "#server/modules/mail/service";
import { nextSequence } from "#server/modules/invoicing/service";
import { deliveryAddress } from "#server/testing/addresses";
import { checkoutBody, customerCheckoutBody, payOnSimulatedPage, placeCardCheckout } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { EDITED_IDENTITY } from "#server/testing/shop-identity";
import { setupTestShop } from "#server/testing/test-shop";
import type { ShopContext } from "./context";
import { placeOrder } from "./place-order";
import { fulfilOrder } from "./settle-payment";

// Invoices and credit notes (decisions 036, 037): VAT in the order's snapshot, gapless numbering under 50
// concurrent payments (run on PostgreSQL by `npm run test:pg`), the PDF parsed back, downloads only for whoever may
// see the order, credit notes of refunds, the accountant's CSV.

const shop = setupTestShop();
const LEGAL = {
  LEGAL_COMPANY_NAME: "Maison H SAS",
  LEGAL_FORM: "SAS au capital de 10 000 €",
  LEGAL_SIREN: "912 345 678",
  LEGAL_RCS_CITY: "Paris",
  LEGAL_VAT_NUMBER: "FR12912345678",
  LEGAL_ADDRESS: "12 rue des Abeilles, 75011 Paris",
};
let ctx: ShopContext;
beforeEach(() => {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...LEGAL });
  const logger = pino({ level: "silent" });
  const mailer = createMailer({ db: shop.db, logger, from: env.MAIL_FROM });
  ctx = createShopContext(env, shop.database, mailer, logger);
});

const year = Number(new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Paris", year: "numeric" }).format(new Date()));
const HONEY = "sidr_malaki_yemen_90g"; // 19,99 €, 5,5 %
const PERFUME = "parfum_homme_1"; // 29,99 €, 20 %

/** A real (not simulated) order placed through the workflow, not yet paid. */
async function realOrder(i: number, items = [{ id: HONEY, quantity: 1 }]) {
  const email = `client-${i}-${crypto.randomUUID().slice(0, 6)}@exemple.fr`;
  const { order } = await placeOrder(ctx, {
    lines: items,
    promoCode: null,
    address: deliveryAddress(email) as ShippingAddress,
    email,
    user: null,
    paymentMethod: "card",
    provider: "stripe",
    paymentMinutes: 30,
  });
  return order;
}

const textOf = async (pdf: Uint8Array) =>
  (await new PDFParse({ data: pdf }).getText()).text.replace(/[\u00a0\u202f]/g, " ");
const euros = (cents: number) => formatEuros(cents).replace(/[\u00a0\u202f]/g, " ");

describe("VAT of the order's snapshot", () => {
  it("records each line's rate, base HT and VAT, and the shipping's prorata between the goods' rates", async () => {
    const rates = await shop.db.select({ id: products.id, rate: products.vatRateBp }).from(products);
    const rate = (id: string) => rates.find((r) => r.id === id)!.rate;
    expect([rate("sidr_malaki_yemen"), rate("shilajit_product"), rate("parfum_homme_1"), rate("parfum_homme")]).toEqual(
      [550, 550, 2000, 2000],
    );
    expect(rate("miel_sumur")).toBe(550);

    const order = await realOrder(1, [
      { id: HONEY, quantity: 1 },
      { id: PERFUME, quantity: 1 },
    ]);
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const honey = lines.find((l) => l.variantId === HONEY)!;
    const perfume = lines.find((l) => l.variantId === PERFUME)!;
    expect(honey).toMatchObject({ vatRateBp: 550, discountShareCents: 0, ...splitTtc(1999, 550) });
    expect(perfume).toMatchObject({ vatRateBp: 2000, ...splitTtc(2999, 2000) });
    // 49,98 € of goods: delivery is free from 45 €.
    expect(order.shippingVat).toBeNull();

    const small = await realOrder(2, [{ id: HONEY, quantity: 1 }]);
    expect(small.shippingCents).toBe(299);
    expect(small.shippingVat).toEqual([{ vatRateBp: 550, ttcCents: 299, ...splitTtc(299, 550) }]);
  });
});

describe("numbering", () => {
  it("gives 50 concurrent payments 50 numbers with no gap and no duplicate, one invoice per order", async () => {
    await shop.db.update(productVariants).set({ stock: null }).where(eq(productVariants.id, HONEY));
    const placed = [];
    for (let i = 0; i < 50; i++) placed.push(await realOrder(i));
    const outcomes = await Promise.all(
      placed.flatMap((o) => [
        fulfilOrder(ctx, { orderId: o.id, session: null }),
        fulfilOrder(ctx, { orderId: o.id, session: null }),
      ]),
    );
    expect(outcomes.filter((o) => o === "paid")).toHaveLength(50);
    const rows = await shop.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          placed.map((o) => o.id),
        ),
      );
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(50);
    const sequences = rows.map((r) => r.sequence!).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const r of rows) expect(r.number).toBe(`F-${year}-${String(r.sequence).padStart(6, "0")}`);
  });

  it("gives back a number taken by a transaction that rolled back", async () => {
    const first = await realOrder(1);
    await fulfilOrder(ctx, { orderId: first.id, session: null });
    await expect(
      shop.db.transaction(async (tx) => {
        expect(await nextSequence(tx, "invoice", year)).toBe(2);
        throw new Error("paiement annulé");
      }),
    ).rejects.toThrow("paiement annulé");
    const second = await realOrder(2);
    await fulfilOrder(ctx, { orderId: second.id, session: null });
    const [row] = await shop.db.select().from(invoices).where(eq(invoices.orderId, second.id));
    expect(row!.number).toBe(`F-${year}-000002`);
  });
});

describe("the invoice's PDF", () => {
  it("carries every mandatory mention and the totals per rate", async () => {
    const order = await realOrder(1, [
      { id: HONEY, quantity: 2 },
      { id: PERFUME, quantity: 1 },
    ]);
    await fulfilOrder(ctx, { orderId: order.id, session: null });
    const [row] = await shop.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const admin = await createSignedInAdmin(shop.db);
    const res = await shop.app.request(`/api/admin/invoices/orders/${order.reference}/${row!.id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`facture-${row!.number}.pdf`);
    const text = await textOf(new Uint8Array(await res.arrayBuffer()));
    for (const mention of [
      `Facture ${row!.number}`,
      "Maison H SAS",
      "SAS au capital de 10 000 €",
      "12 rue des Abeilles, 75011 Paris",
      "SIREN : 912 345 678",
      "FR12912345678",
      order.reference,
      "Claire",
      "Carte bancaire",
      "Facture acquittée",
      "PU HT",
      "Total HT",
    ]) {
      expect(text, mention).toContain(mention);
    }
    // 2 × 19,99 € at 5,5 % and 29,99 € at 20 %; delivery free.
    const honey = splitTtc(3998, 550);
    const perfume = splitTtc(2999, 2000);
    expect(text).toContain(`TVA 5,5 % ${euros(honey.baseCents)} ${euros(honey.vatCents)} ${euros(3998)}`);
    expect(text).toContain(`TVA 20 % ${euros(perfume.baseCents)} ${euros(perfume.vatCents)} ${euros(2999)}`);
    expect(text).toContain(`Total TVA ${euros(honey.vatCents + perfume.vatCents)}`);
    expect(text).toContain(`Total TTC ${euros(6997)}`);
    expect(text).toContain(`Total HT ${euros(honey.baseCents + perfume.baseCents)}`);
  });

  it("prints the identity an administrator edited on the next invoice; one already issued keeps its seller", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const pdfOf = async ({ id, reference }: Awaited<ReturnType<typeof realOrder>>) => {
      const [row] = await shop.db.select().from(invoices).where(eq(invoices.orderId, id));
      const res = await shop.app.request(`/api/admin/invoices/orders/${reference}/${row!.id}`, {
        headers: { cookie: admin.cookie },
      });
      return textOf(new Uint8Array(await res.arrayBuffer()));
    };
    const before = await realOrder(1);
    await fulfilOrder(ctx, { orderId: before.id, session: null });

    const edited = await shop.api.call("PUT", "/api/admin/shop-identity", {
      cookie: admin.token,
      body: EDITED_IDENTITY,
    });
    expect(edited.status).toBe(200);
    const after = await realOrder(2);
    await fulfilOrder(ctx, { orderId: after.id, session: null });

    const text = await pdfOf(after);
    for (const mention of [
      "Miellerie Hélène SARL",
      "SARL au capital de 5 000 €",
      "SIREN : 823 456 789",
      "FR45823456789",
    ])
      expect(text, mention).toContain(mention);
    expect(text).not.toContain("Maison H SAS");
    expect(await pdfOf(before)).toContain("Maison H SAS");
  });

  it("says « à compléter » for an unset identity, and a test order's invoice is a specimen without a number", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const body = customerCheckoutBody(customer, { items: [{ id: HONEY, quantity: 1 }] });
    const placed = await placeCardCheckout(shop.api, body, customer.token);
    await payOnSimulatedPage(shop.api, placed.url);
    const [order] = await shop.db.select().from(orders).where(eq(orders.reference, placed.reference));
    const [row] = await shop.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(row).toMatchObject({ number: null, sequence: null, kind: "invoice" });
    const path = `/api/orders/${order!.reference}/documents/${row!.id}`;

    const own = await shop.app.request(path, { headers: { cookie: customer.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toContain(`facture-specimen-${order!.reference}.pdf`);
    const text = await textOf(new Uint8Array(await own.arrayBuffer()));
    expect(text).toContain("SPÉCIMEN — commande de test, sans valeur comptable");
    expect(text).toContain("Facture (spécimen)");
    expect(text).toContain("SIREN : à compléter");
    expect(text).not.toMatch(/F-\d{4}-\d{6}/);

    // Nobody else: another customer, a visitor, a wrong key, a document of another order.
    const other = await createSignedInCustomer(shop.db);
    expect((await shop.app.request(path, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await shop.app.request(path)).status).toBe(404);
    expect((await shop.app.request(`${path}?cle=mauvaise-cle`)).status).toBe(404);
    expect(
      (
        await shop.app.request(`/api/orders/${order!.reference}/documents/999999`, {
          headers: { cookie: customer.cookie },
        })
      ).status,
    ).toBe(404);
    expect((await shop.app.request(`/api/orders/${order!.reference}/documents/abc`)).status).toBe(400);
    // The admin route refuses a customer.
    expect(
      (
        await shop.app.request(`/api/admin/invoices/orders/${order!.reference}/${row!.id}`, {
          headers: { cookie: customer.cookie },
        })
      ).status,
    ).toBeGreaterThanOrEqual(401);

    // The guest link of the confirmation mail downloads it too.
    const mails = await shop.db.query.mailOutbox.findMany();
    const mail = mails.find((m) => m.subject.includes(order!.reference) && m.subject.startsWith("Confirmation"))!;
    const link = /\/api\/orders\/[^\s]+\/documents\/\d+\?cle=[\w-]+/.exec(mail.text)![0];
    expect(mail.text).toContain("Télécharger la facture spécimen (PDF)");
    expect((await shop.app.request(link)).status).toBe(200);
  });
});

describe("credit notes and the monthly export", () => {
  it("issues a numbered credit note for each refund, whose totals per rate match the amount refunded", async () => {
    const admin = await createSignedInAdmin(shop.db);
    // A simulated order made real, so its invoice and credit notes are numbered.
    const body = checkoutBody({
      items: [
        { id: HONEY, quantity: 2 },
        { id: PERFUME, quantity: 1 },
      ],
      promo_code: { code: "JESS69" },
    });
    const placed = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
      body,
    });
    const reference = placed.body.reference;
    await shop.db.update(orders).set({ testMode: false }).where(eq(orders.reference, reference));
    await shop.api.call("POST", `/api/payments/simulated/${placed.body.url.split("/").pop()}/pay`, {
      body: { card_number: "4242424242424242" },
    });
    const [order] = await shop.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.discountCents).toBeGreaterThan(0);
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const honey = lines.find((l) => l.variantId === HONEY)!;

    const refund = (payload: Record<string, unknown>) =>
      shop.api.call<{ detail?: string; refund?: { amount_cents: number } }>(
        "POST",
        `/api/admin/orders/${reference}/refunds`,
        { cookie: admin.token, body: { request_key: `cle-${crypto.randomUUID()}`, ...payload } },
      );
    const partial = await refund({ lines: [{ line_id: honey.id, quantity: 1 }] });
    expect(partial.status, partial.body.detail).toBe(200);
    const rest = await refund({ full: true });
    expect(rest.status, rest.body.detail).toBe(200);

    const docs = await shop.db.select().from(invoices).where(eq(invoices.orderId, order!.id)).orderBy(invoices.id);
    expect(docs.map((d) => d.kind)).toEqual(["invoice", "credit_note", "credit_note"]);
    const [invoice, first, second] = docs as [(typeof docs)[0], (typeof docs)[0], (typeof docs)[0]];
    expect(first.number).toBe(`A-${year}-000001`);
    expect(second.number).toBe(`A-${year}-000002`);
    // The partial refund: one honey at 5,5 %, its amount after its discount share.
    expect(first.document.rates).toHaveLength(1);
    expect(first.document.rates[0]).toMatchObject({ vatRateBp: 550, ttcCents: first.totalCents });
    expect(first.document.invoiceNumber).toBe(invoice.number);
    // Both credit notes together give back the invoice exactly, rate by rate.
    for (const rate of invoice.document.rates) {
      const back = [first, second].flatMap((d) => d.document.rates.filter((r) => r.vatRateBp === rate.vatRateBp));
      expect(back.reduce((s, r) => s + r.ttcCents, 0)).toBe(rate.ttcCents);
    }
    expect(first.totalCents + second.totalCents).toBe(order!.totalCents);

    const pdf = await shop.app.request(`/api/admin/invoices/orders/${reference}/${first.id}`, {
      headers: { cookie: admin.cookie },
    });
    const text = await textOf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Avoir ${first.number}`);
    expect(text).toContain(`Facture d'origine : ${invoice.number}`);
    const part = first.document.rates[0]!;
    expect(text).toContain(`TVA 5,5 % ${euros(part.baseCents)} ${euros(part.vatCents)} ${euros(part.ttcCents)}`);
    expect(text).toContain(`Total remboursé TTC ${euros(first.totalCents)}`);

    // The month's CSV: the invoice, then the credit notes in negative; totals per rate.
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit" })
      .format(new Date())
      .slice(0, 7);
    const csv = await shop.app.request(`/api/admin/invoices/export?month=${month}`, {
      headers: { cookie: admin.cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const content = await csv.text();
    expect(content.replace(/^\uFEFF/, "").startsWith("Type;Numéro;Date;Commande")).toBe(true);
    expect(content).toContain(`Facture;${invoice.number};`);
    expect(content).toContain(`Avoir;${first.number};`);
    const honeyRate = invoice.document.rates.find((r) => r.vatRateBp === 550)!;
    expect(content).toContain(`;5,5 %;${String(honeyRate.baseCents / 100).replace(".", ",")};`);
    // Everything refunded: the month's totals are zero at each rate.
    expect(content).toMatch(/Total du mois;;;;;;20 %;0;0;0/);
    expect(content).toMatch(/Total du mois;;;;;;Tous taux;0;0;0/);

    expect(
      (await shop.app.request(`/api/admin/invoices/export?month=2026-13`, { headers: { cookie: admin.cookie } }))
        .status,
    ).toBe(400);
    const customer = await createSignedInCustomer(shop.db);
    expect(
      (await shop.app.request(`/api/admin/invoices/export?month=${month}`, { headers: { cookie: customer.cookie } }))
        .status,
    ).toBeGreaterThanOrEqual(401);
  });
});
