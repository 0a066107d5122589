import { eq, like } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createShopContext } from "#server/app";
import { mailOutbox, orders, productVariants, simulatedCardSessions } from "#server/db/schema";
import { parseEnv } from "#server/env";
import { catalogSeed } from "#server/modules/catalog/seed-data";
import { createMailer } from "#server/modules/mail/service";
import { deliveryAddress } from "#server/testing/addresses";
import { checkoutBody } from "#server/testing/checkout";
import { createTestApp } from "#server/testing/test-app";
import { exited, setupCrashRig } from "#server/testing/crash-rig";
import { expireStaleOrders } from "./expire-orders";

// Item 16 of issue 11: the process is killed (SIGKILL, from inside, by the test-only crash point) after the
// simulated provider recorded a card payment and before the shop fulfilled the order. Restarted on the same data,
// the shop must find the order paid, its stock kept and one confirmation mail, not expire it.

const SECRET = "secret-du-simulateur-crash-test";
const VARIANT = "tahl_saoudien_250g";
const rig = setupCrashRig("crash");

const post = (base: string, route: string, body: unknown) =>
  fetch(`${base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const order = (email: string, quantity: number) =>
  checkoutBody({ items: [{ id: VARIANT, quantity }], shipping_address: deliveryAddress(email), guest_email: email });

describe("a card payment taken during a crash", () => {
  it("is found paid after a restart: stock kept, one confirmation mail, the unpaid order released", async () => {
    const seeded = catalogSeed.honeys.find((h) => h.id === "tahl_saoudien")!.stock!["250g"]!;
    expect(seeded).toBeGreaterThan(3);
    const target = await rig.dataTarget();
    const { child, base } = await rig.startChild({
      ...target.env,
      TEST_CRASH_POINT: "simulated-card-paid",
      PAYMENT_SIMULATOR_SECRET: SECRET,
    });

    // Two orders in flight: one will be paid when the process dies, the other never.
    const paidAnswer = (await (
      await post(base, "/api/payments/checkout/cart", order("paye@example.fr", 2))
    ).json()) as {
      url: string;
      reference: string;
    };
    const unpaidAnswer = (await (
      await post(base, "/api/payments/checkout/cart", order("impaye@example.fr", 1))
    ).json()) as { url: string; reference: string };
    const sessionId = paidAnswer.url.split("/").pop()!;

    // The payment: the simulator records it, then the process is killed before the shop fulfils the order.
    const paying = await post(base, `/api/payments/simulated/${sessionId}/pay`, {
      card_number: "4242 4242 4242 4242",
    }).catch((err: unknown) => err);
    expect(paying).toBeInstanceOf(Error);
    expect(await exited(child)).toBe("SIGKILL");

    // Restarted on the same data, half an hour and more later.
    const database = await target.open();
    rig.onLastCleanup(() => database.close());
    const orderOf = async (reference: string) =>
      (await database.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
    const stock = async () =>
      (await database.db.select().from(productVariants).where(eq(productVariants.id, VARIANT)))[0]!.stock;
    const mailsAbout = (reference: string) =>
      database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${reference}%`));

    // What the crash left: paid at the provider, still pending at the shop, nothing mailed.
    const [session] = await database.db
      .select()
      .from(simulatedCardSessions)
      .where(eq(simulatedCardSessions.id, sessionId));
    expect(session).toMatchObject({ status: "complete", paymentStatus: "paid" });
    expect((await orderOf(paidAnswer.reference)).status).toBe("pending_payment");
    expect(await mailsAbout(paidAnswer.reference)).toHaveLength(0);
    expect(await stock()).toBe(seeded - 3);

    const logger = pino({ level: "silent" });
    const env = parseEnv({ NODE_ENV: "test", PAYMENT_SIMULATOR_SECRET: SECRET });
    const mailer = createMailer({ db: database.db, logger, from: env.MAIL_FROM });
    const restarted = {
      ...createShopContext(env, database, mailer, logger),
      now: () => new Date(Date.now() + 45 * 60_000),
    };
    const report = await expireStaleOrders(restarted);
    expect(report).toMatchObject({ paid: 1, released: 1, waiting: 0, flagged: 0 });

    expect(await orderOf(paidAnswer.reference)).toMatchObject({ status: "paid", attention: null, releasedAt: null });
    expect((await orderOf(unpaidAnswer.reference)).status).toBe("expired");
    expect(await stock()).toBe(seeded - 2);
    expect(await mailsAbout(paidAnswer.reference)).toHaveLength(1);

    // The customer's success page and another expiry run find it paid, and mail nothing more.
    const app = createTestApp(database, { PAYMENT_SIMULATOR_SECRET: SECRET });
    const statusAnswer = await app.request(`/api/payments/checkout/status/${sessionId}`);
    expect(await statusAnswer.json()).toMatchObject({ payment_status: "paid", reference: paidAnswer.reference });
    expect(await expireStaleOrders(restarted)).toMatchObject({ paid: 0, released: 0 });
    expect(await mailsAbout(paidAnswer.reference)).toHaveLength(1);
    expect(await stock()).toBe(seeded - 2);
  }, 120_000);
});
