import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orders, promoCodes, rewards, users } from "#server/db/schema";
import { customerCheckoutBody, placeCardCheckout } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";

// Decision 088: loyalty is counted on spending net of refunds; a refund that takes the spending under a step
// withdraws that step's voucher if it was never used nor held by an order awaiting payment, and keeps it otherwise.

const shop = setupTestShop();
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let customer: Awaited<ReturnType<typeof createSignedInCustomer>>;
beforeEach(async () => {
  admin = await createSignedInAdmin(shop.db);
  customer = await createSignedInCustomer(shop.db);
});

type Json = Record<string, unknown> & { detail?: string };
const SIDR = "sidr_malaki_yemen_250g"; // 44,99 €
const PERFUME = "parfum_homme_1"; // 29,99 €

async function place(items: { id: string; quantity: number }[], code?: string) {
  const body = customerCheckoutBody(customer, { items, ...(code ? { promo_code: { code } } : {}) });
  const { reference, sessionId } = await placeCardCheckout(shop.api, body, customer.token);
  return { reference, sessionId };
}

async function paid(items: { id: string; quantity: number }[], code?: string) {
  const placed = await place(items, code);
  const pay = await shop.api.call("POST", `/api/payments/simulated/${placed.sessionId}/pay`, {
    body: { card_number: "4242424242424242" },
  });
  expect(pay.status).toBe(200);
  return placed.reference;
}

const refund = async (reference: string, body: Record<string, unknown>) => {
  const res = await shop.api.call<Json>("POST", `/api/admin/orders/${reference}/refunds`, {
    cookie: admin.token,
    body: { request_key: `cle-${crypto.randomUUID()}`, ...body },
  });
  expect(res.status, res.body.detail).toBe(200);
};
const lineIds = async (reference: string) => {
  const [order] = await shop.db.select().from(orders).where(eq(orders.reference, reference));
  const lines = await shop.db.query.orderLines.findMany({ where: (l, { eq: is }) => is(l.orderId, order!.id) });
  return Object.fromEntries(lines.map((l) => [l.variantId, l.id]));
};
const vouchers = () => shop.db.select().from(rewards).where(eq(rewards.userId, customer.id));
/** A first order of three Sidr (past the 100 € step), paid: its reference and the voucher it earned. */
async function paidWithVoucher() {
  const first = await paid([{ id: SIDR, quantity: 3 }]);
  const [voucher] = await vouchers();
  return { first, voucher: voucher! };
}
const codeRow = async (code: string) => (await shop.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!;
const spent = async () => (await shop.db.select().from(users).where(eq(users.id, customer.id)))[0]!.totalSpentCents;
const nextStep = async () => {
  const res = await shop.api.call<{ threshold_amount: number; is_earned: boolean }[]>("GET", "/api/auth/rewards", {
    cookie: customer.token,
  });
  return res.body.find((r) => !r.is_earned)!.threshold_amount;
};

describe("loyalty after a refund (decision 088)", () => {
  it("a full refund withdraws the unused voucher it earned, says so in the mail and the log; the step is earned anew", async () => {
    const reference = await paid([
      { id: SIDR, quantity: 2 },
      { id: PERFUME, quantity: 1 },
    ]);
    const [voucher] = await vouchers();
    expect(voucher).toMatchObject({ thresholdCents: 10_000 });

    await refund(reference, { full: true });
    expect(await spent()).toBe(0);
    expect(await vouchers()).toEqual([]);
    const withdrawn = await codeRow(voucher!.code);
    expect(withdrawn.active).toBe(false);
    expect(withdrawn.description).toContain(`retiré au remboursement de la commande ${reference}`);
    expect(await nextStep()).toBe(100);
    const [mail] = await shop.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Remboursement de votre commande ${reference}%`));
    expect(mail!.text).toContain(`Votre bon fidélité ${voucher!.code} de 10`);
    const [entry] = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, reference));
    expect((entry!.after as { withdrawn_vouchers?: string[] }).withdrawn_vouchers).toEqual([voucher!.code]);
    // The withdrawn code is refused at the checkout.
    const check = await shop.api.call<{ valid: boolean }>("POST", "/api/promotions/validate", {
      cookie: customer.token,
      body: { code: voucher!.code, items: [{ id: PERFUME, quantity: 1 }] },
    });
    expect(check.body.valid).toBe(false);

    await paid([{ id: SIDR, quantity: 3 }]);
    const [again] = await vouchers();
    expect(again).toMatchObject({ thresholdCents: 10_000 });
    expect(again!.code).not.toBe(voucher!.code);
  });

  it("a partial refund withdraws the voucher only once the spending falls under its step", async () => {
    const reference = await paid([
      { id: SIDR, quantity: 3 },
      { id: PERFUME, quantity: 1 },
    ]);
    const ids = await lineIds(reference);
    const [voucher] = await vouchers();
    expect(voucher).toBeDefined();

    await refund(reference, { lines: [{ line_id: ids[PERFUME], quantity: 1 }] });
    expect(await spent()).toBeGreaterThanOrEqual(10_000);
    expect(await vouchers()).toHaveLength(1);
    expect((await codeRow(voucher!.code)).active).toBe(true);
    expect(await nextStep()).toBe(200);

    await refund(reference, { lines: [{ line_id: ids[SIDR], quantity: 1 }] });
    expect(await spent()).toBeLessThan(10_000);
    expect(await vouchers()).toEqual([]);
    expect((await codeRow(voucher!.code)).active).toBe(false);
    expect(await nextStep()).toBe(100);
  });

  it("keeps a voucher already used, and never promises its step again", async () => {
    const { first, voucher } = await paidWithVoucher();
    await paid([{ id: PERFUME, quantity: 1 }], voucher.code);

    await refund(first, { full: true });
    expect(await spent()).toBeLessThan(10_000);
    expect(await vouchers()).toHaveLength(1);
    expect((await codeRow(voucher.code)).active).toBe(true);
    // Not « encore … pour gagner un bon » at 100 €, whose voucher the customer holds: the next step is 200 €.
    expect(await nextStep()).toBe(200);
  });

  it("two refunds of the same account at once withdraw each voucher once, the total ending at zero", async () => {
    const first = await paid([{ id: SIDR, quantity: 3 }]);
    const second = await paid([{ id: SIDR, quantity: 3 }]);
    expect((await vouchers()).map((v) => v.thresholdCents).sort()).toEqual([10_000, 20_000]);
    const codes = (await vouchers()).map((v) => v.code);

    await Promise.all([refund(first, { full: true }), refund(second, { full: true })]);
    expect(await spent()).toBe(0);
    expect(await vouchers()).toEqual([]);
    for (const code of codes) expect((await codeRow(code)).active).toBe(false);
    const entries = await shop.db.select().from(auditLog).where(eq(auditLog.action, "order.refund"));
    const withdrawn = entries
      .filter((e) => [first, second].includes(e.entityId))
      .flatMap((e) => (e.after as { withdrawn_vouchers?: string[] }).withdrawn_vouchers ?? []);
    expect(withdrawn.sort()).toEqual([...codes].sort());
  });

  it("keeps a voucher held by an order awaiting its payment (the checkout took its row first)", async () => {
    const { first, voucher } = await paidWithVoucher();
    await place([{ id: PERFUME, quantity: 1 }], voucher.code);

    await refund(first, { full: true });
    expect(await vouchers()).toHaveLength(1);
    expect(await codeRow(voucher.code)).toMatchObject({ active: true, reservedUses: 1 });
  });

  it("a refund racing a checkout with the voucher ends with one of them: withdrawn and refused, or held and kept", async () => {
    const { first, voucher } = await paidWithVoucher();
    const body = customerCheckoutBody(customer, {
      items: [{ id: PERFUME, quantity: 1 }],
      promo_code: { code: voucher.code },
    });
    const [checkout] = await Promise.all([
      shop.api.call<Json>("POST", "/api/payments/checkout/cart", { body, cookie: customer.token }),
      refund(first, { full: true }),
    ]);
    const row = await codeRow(voucher.code);
    if (checkout.status === 200) {
      expect(row).toMatchObject({ active: true, reservedUses: 1 });
      expect(await vouchers()).toHaveLength(1);
    } else {
      expect(checkout.status).toBe(409);
      expect(row).toMatchObject({ active: false, reservedUses: 0 });
      expect(await vouchers()).toEqual([]);
    }
  });
});
