import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orderLines, orders, orderWithdrawals } from "#server/db/schema";
import { issueAccessKey } from "#server/modules/orders/service";
import { customerCheckoutBody, payOnSimulatedPage, placeCardCheckout } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";

// The online withdrawal (decision 040): window, owner or link only, the hygiene confirmation, one open declaration
// per order under concurrent submissions (also on PostgreSQL: `npm run test:pg`), one acknowledgement mail.

const shop = setupTestShop();

type Json = Record<string, unknown> & {
  detail?: string;
  field?: string;
  created?: boolean;
  withdrawal?: { lines: unknown[] };
};
const DAY = 86_400_000;

const orderOf = async (reference: string) =>
  (await shop.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const mailsAbout = (reference: string) =>
  shop.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `Accusé de réception de votre rétractation — commande ${reference}%`));

/** A paid order of a Sidr Malaki 50 g and a Mr.H perfume, for `customer` or a guest. */
async function paidOrder(customer?: { token: string; email: string }) {
  const body = customerCheckoutBody(customer, {
    items: [
      { id: "sidr_malaki_yemen_50g", quantity: 1 },
      { id: "parfum_homme_1", quantity: 2 },
    ],
  });
  const placed = await placeCardCheckout(shop.api, body, customer?.token);
  await payOnSimulatedPage(shop.api, placed.url);
  return placed.reference;
}

const linesOf = async (reference: string) =>
  shop.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, (await orderOf(reference)).id))
    .orderBy(orderLines.position);

const declare = (reference: string, body: Record<string, unknown>, cookie?: string) =>
  shop.api.call<Json>("POST", `/api/orders/${reference}/withdrawal`, { body, cookie });

const deliveredDaysAgo = (reference: string, days: number) =>
  shop.db
    .update(orders)
    .set({
      fulfilment: "delivered",
      shippedAt: new Date(Date.now() - (days + 2) * DAY),
      deliveredAt: new Date(Date.now() - days * DAY),
    })
    .where(eq(orders.reference, reference));

describe("POST /api/orders/:reference/withdrawal", () => {
  it("records the owner's declaration of chosen lines, audits it and sends one acknowledgement with its content", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const reference = await paidOrder(customer);
    await deliveredDaysAgo(reference, 3);
    const order = await orderOf(reference);
    const [honey] = await shop.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.position);

    const answer = await declare(reference, { lines: [honey!.id], unopened: true }, customer.token);
    expect(answer.status, answer.body.detail).toBe(201);
    expect(answer.body).toMatchObject({
      created: true,
      withdrawal: {
        allLines: false,
        lines: [{ lineId: honey!.id, name: honey!.name, quantity: 1 }],
        processedAt: null,
      },
    });
    const [row] = await shop.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, order.id));
    expect(row).toMatchObject({ via: "account", unopenedConfirmed: true, customerEmail: customer.email });
    const audit = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, reference));
    expect(audit.map((e) => e.action)).toContain("order.withdrawal");

    const [mail, ...others] = await mailsAbout(reference);
    expect(others).toHaveLength(0);
    expect(mail!.to).toBe(customer.email);
    expect(mail!.text).toContain("Ce message en est l'accusé de réception (article L221-21");
    expect(mail!.text).toContain("Je vous notifie par la présente ma rétractation du contrat");
    expect(mail!.text).toContain(`${honey!.name}\u202f: 1 article`);
    expect(mail!.text).not.toContain("Mr.H — Erba");
    expect(mail!.text).toContain("Nom du consommateur\u202f: ");
    // The line returned with its picture, like the order's confirmation (decision 119): the PNG of its illustration,
    // decorative (`alt=""`) beside the name that says what it is.
    const picture = /^\/images\/products\/([\w-]+)\.svg$/.exec(honey!.image)![1];
    expect(mail!.html).toContain(
      `<img src="http://localhost:3000/images/mail/produits/${picture}.png" width="56" height="56" alt=""`,
    );
    expect(mail!.html).toMatch(/alt=""[^>]*><\/td><td [^>]*>Miel/);
    expect(mail!.html).not.toContain("Mr.H — Erba");
  });

  it("takes every line not refunded with « all », for a guest holding the mail's key", async () => {
    const reference = await paidOrder();
    const order = await orderOf(reference);
    const key = await issueAccessKey(shop.db, order.id);
    expect((await declare(reference, { lines: "all", unopened: true })).status).toBe(404);
    expect((await declare(reference, { lines: "all", unopened: true, cle: "mauvaise-cle" })).status).toBe(404);
    const answer = await declare(reference, { lines: "all", unopened: true, cle: key });
    expect(answer.status, answer.body.detail).toBe(201);
    expect(answer.body.withdrawal?.lines).toHaveLength(2);
    const [row] = await shop.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, order.id));
    expect(row).toMatchObject({ via: "link", allLines: true });
    expect(await mailsAbout(reference)).toHaveLength(1);
  });

  it("refuses another customer's order as unknown (404), and a visitor", async () => {
    const owner = await createSignedInCustomer(shop.db);
    const other = await createSignedInCustomer(shop.db);
    const reference = await paidOrder(owner);
    const answer = await declare(reference, { lines: "all", unopened: true }, other.token);
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe(
      "Commande introuvable. Utilisez le lien de votre e-mail de confirmation ou connectez-vous.",
    );
    expect((await declare("MH-INCONNUE", { lines: "all", unopened: true }, owner.token)).status).toBe(404);
    expect(await shop.db.select().from(orderWithdrawals)).toHaveLength(0);
  });

  it("refuses after the 14 days following delivery, in French, and accepts 12 days after it", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const late = await paidOrder(customer);
    await deliveredDaysAgo(late, 20);
    const refused = await declare(late, { lines: "all", unopened: true }, customer.token);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(
      /^Le délai légal de rétractation de 14 jours après la livraison a pris fin le \d{1,2} \S+ \d{4} : la rétractation n'est plus possible pour cette commande\./,
    );
    const inTime = await paidOrder(customer);
    await deliveredDaysAgo(inTime, 12);
    expect((await declare(inTime, { lines: "all", unopened: true }, customer.token)).status).toBe(201);
    expect(await mailsAbout(late)).toHaveLength(0);
  });

  it("is open before shipping; refuses an unpaid order, a missing confirmation and foreign lines", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const reference = await paidOrder(customer);
    const unopened = await declare(reference, { lines: "all", unopened: false }, customer.token);
    expect(unopened.status).toBe(400);
    expect(unopened.body.detail).toContain("un parfum ouvert ou un aliment descellé ne peut être retourné");
    const foreign = await declare(reference, { lines: [999_999], unopened: true }, customer.token);
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail).toBe(
      "Un des articles choisis ne fait pas partie de cette commande, ou n'est plus à retourner.",
    );
    const none = await declare(reference, { lines: [], unopened: true }, customer.token);
    expect(none.status).toBe(400);
    expect(none.body.detail).toContain("Choisissez au moins un article");
    for (const body of [{ lines: "some", unopened: true }, { lines: "all" }, { lines: ["1"], unopened: true }]) {
      expect((await declare(reference, body, customer.token)).status).toBe(400);
    }
    await shop.db.update(orders).set({ status: "expired" }).where(eq(orders.reference, reference));
    const unpaid = await declare(reference, { lines: "all", unopened: true }, customer.token);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.detail).toBe("Seule une commande payée peut faire l'objet d'une rétractation.");
    await shop.db.update(orders).set({ status: "paid" }).where(eq(orders.reference, reference));
    expect((await declare(reference, { lines: "all", unopened: true }, customer.token)).status).toBe(201);
  });

  it("keeps one open declaration and sends one mail whatever the concurrent submissions", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const reference = await paidOrder(customer);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => declare(reference, { lines: "all", unopened: true }, customer.token)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(answers.filter((a) => a.body.created === true)).toHaveLength(1);
    const order = await orderOf(reference);
    expect(await shop.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, order.id))).toHaveLength(1);
    expect(await mailsAbout(reference)).toHaveLength(1);
    // A later submission finds it too (idempotent), even with other lines.
    const again = await declare(reference, { lines: [1], unopened: true }, customer.token);
    expect(again.status).toBe(200);
    expect(again.body.withdrawal?.lines).toHaveLength(2);
    expect(await mailsAbout(reference)).toHaveLength(1);
  });

  it("lets the team mark it processed (audited), after which a new declaration may be sent", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const admin = await createSignedInAdmin(shop.db);
    const reference = await paidOrder(customer);
    const [, perfume] = await linesOf(reference);
    const first = await declare(
      reference,
      { lines: [{ line_id: perfume!.id, quantity: 1 }], unopened: true },
      customer.token,
    );
    expect(first.status).toBe(201);
    const processed = await shop.api.call<Json>("POST", `/api/admin/orders/${reference}/withdrawal/processed`, {
      cookie: admin.token,
    });
    expect(processed.status, processed.body.detail).toBe(200);
    const twice = await shop.api.call<Json>("POST", `/api/admin/orders/${reference}/withdrawal/processed`, {
      cookie: admin.token,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe("Cette commande n'a pas de rétractation en attente.");
    expect(
      (await shop.api.call("POST", `/api/admin/orders/${reference}/withdrawal/processed`, { cookie: customer.token }))
        .status,
    ).toBe(403);
    const audit = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, reference));
    expect(audit.map((e) => e.action)).toContain("order.withdrawal_processed");
    // The new one covers what is left: the honey and the other perfume, never the one declared before.
    const second = await declare(reference, { lines: "all", unopened: true }, customer.token);
    expect(second.status).toBe(201);
    expect(second.body.withdrawal!.lines).toEqual([
      expect.objectContaining({ name: expect.stringContaining("Sidr"), quantity: 1 }),
      expect.objectContaining({ lineId: perfume!.id, quantity: 1 }),
    ]);
    expect(await mailsAbout(reference)).toHaveLength(2);
  });

  it("takes a quantity per line: one of two perfumes, stored, mailed and shown to the team; refuses odd quantities", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const admin = await createSignedInAdmin(shop.db);
    const reference = await paidOrder(customer);
    const [honey, perfume] = await linesOf(reference);
    const send = (lines: unknown) => declare(reference, { lines, unopened: true }, customer.token);
    const twoAtMost = `« ${perfume!.name} » : de 1 à 2 unités peuvent être retournées.`;

    for (const [lines, detail] of [
      [[{ line_id: perfume!.id, quantity: 3 }], twoAtMost],
      [[{ line_id: honey!.id, quantity: 2 }], `« ${honey!.name} » : une seule unité peut être retournée.`],
      [[{ line_id: perfume!.id, quantity: 0 }], twoAtMost],
      [[{ line_id: perfume!.id, quantity: -1 }], twoAtMost],
      [[{ line_id: perfume!.id, quantity: 1.5 }], twoAtMost],
      [[{ line_id: perfume!.id, quantity: 1e12 }], twoAtMost],
      [[{ line_id: perfume!.id, quantity: "1" }], "Articles : « all » ou la liste des lignes choisies."],
      [[{ line_id: perfume!.id }, perfume!.id], "Chaque article ne peut être choisi qu'une fois."],
      [
        [{ line_id: 999_999, quantity: 1 }],
        "Un des articles choisis ne fait pas partie de cette commande, ou n'est plus à retourner.",
      ],
    ] as const) {
      const refused = await send(lines);
      expect(refused.status, JSON.stringify(lines)).toBe(400);
      expect(refused.body.detail, JSON.stringify(lines)).toBe(detail);
      expect(refused.body.field, JSON.stringify(lines)).toMatch(/^lines/);
    }
    expect(await shop.db.$count(orderWithdrawals, eq(orderWithdrawals.orderId, (await orderOf(reference)).id))).toBe(0);
    expect(await mailsAbout(reference)).toHaveLength(0);

    const answer = await send([{ line_id: perfume!.id, quantity: 1 }, honey!.id]);
    expect(answer.status, answer.body.detail).toBe(201);
    expect(answer.body.withdrawal).toMatchObject({
      allLines: false,
      lines: [
        { lineId: honey!.id, quantity: 1 },
        { lineId: perfume!.id, quantity: 1 },
      ],
    });
    const [mail] = await mailsAbout(reference);
    expect(mail!.text).toContain(`${perfume!.name}\u202f: 1 article`);
    const view = await shop.api.call<{ order: { withdrawals: { lines: { lineId: number; quantity: number }[] }[] } }>(
      "GET",
      `/api/admin/orders/${reference}`,
      { cookie: admin.token },
    );
    expect(view.body.order.withdrawals[0]!.lines).toContainEqual(
      expect.objectContaining({ lineId: perfume!.id, quantity: 1 }),
    );

    // Every unit left of every line is the whole order, however it is sent.
    const other = await paidOrder(customer);
    const [h, p] = await linesOf(other);
    const whole = await declare(
      other,
      { lines: [h!.id, { line_id: p!.id, quantity: 2 }], unopened: true },
      customer.token,
    );
    expect(whole.body.withdrawal).toMatchObject({ allLines: true });
  });
});
