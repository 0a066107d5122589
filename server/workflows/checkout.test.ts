import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  orderLines,
  orders,
  paymentEvents,
  productVariants,
  promoCodes,
  promoRedemptions,
  simulatedCardSessions,
  users,
} from "#server/db/schema";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { createSimulatedProvider } from "#server/modules/payments/simulated-card";
import { deliveryAddress } from "#server/testing/addresses";
import { answer, type CallerOptions, ok, typedApi } from "#server/testing/api-client";
import { type CartCheckout, checkoutBody } from "#server/testing/checkout";
import type { ShopContext } from "./context";
import { expireStaleOrders } from "./expire-orders";
import { cardSessionInTransaction } from "./payment-session";
import { placeOrder } from "./place-order";
import { releaseOrder } from "./settle-payment";

const SECRET = "secret-du-simulateur-de-test";
const shop = setupTestShop({ env: { PAYMENT_SIMULATOR_SECRET: SECRET } });

const address = deliveryAddress();

/** Untyped, for the malformed bodies. */
const call = (method: string, path: string, body?: unknown) =>
  shop.api.call<{ detail: string } & Record<string, unknown>>(method, path, { body });

const payments = (caller: CallerOptions = {}) => shop.client(caller).payments;
const checkout = (overrides: Partial<CartCheckout> = {}, caller: CallerOptions = {}) =>
  answer(payments(caller).checkout.cart.$post({ json: checkoutBody(overrides) }));

const sessionIdOf = (url: string) => url.split("/").pop()!;
const simulated = () => payments().simulated[":sessionId"];
const pay = (sessionId: string, card = "4242 4242 4242 4242", extra: Record<string, string> = {}) =>
  answer(simulated().pay.$post({ param: { sessionId }, json: { card_number: card, ...extra } }));
const status = (sessionId: string) => answer(payments().checkout.status[":sessionId"].$get({ param: { sessionId } }));
const ordersApi = (caller: CallerOptions = {}) => shop.client(caller).orders;
const orderByReference = (reference: string, caller: CallerOptions = {}, cle?: string) =>
  answer(ordersApi(caller)[":reference"].$get({ param: { reference }, query: cle === undefined ? {} : { cle } }));

const { orderOf, stockOf, setStock, mailsAbout } = shopRows(shop);

describe("POST /api/payments/checkout/cart", () => {
  it("charges the catalogue's price, never the browser's: 0,01 € sent, 29,99 € + 2,99 € charged", async () => {
    const { status: code, body } = await checkout({
      items: [{ id: "parfum_homme_1", name: "Parfum", price: 0.01, quantity: 1 }],
      guest_email: "claire@example.fr",
    });
    expect(code).toBe(200);
    expect(body.total_cents).toBe(3298);
    expect(body.url).toMatch(/^\/paiement-simule\/cs_sim_/);
    const order = await orderOf(body.reference);
    expect(order).toMatchObject({
      status: "pending_payment",
      subtotalCents: 2999,
      shippingCents: 299,
      totalCents: 3298,
      email: "claire@example.fr",
      // Placed with the simulated provider: a test order, left out of the books.
      testMode: true,
    });
    const [session] = await shop.db
      .select()
      .from(simulatedCardSessions)
      .where(eq(simulatedCardSessions.id, sessionIdOf(body.url)));
    expect(session!.amountCents).toBe(3298);
    const [line] = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({
      variantId: "parfum_homme_1",
      unitPriceCents: 2999,
      quantity: 1,
      lineTotalCents: 2999,
    });
  });

  it("refuses a total that differs from the server's with 409 and the server's totals, creating nothing", async () => {
    const before = await shop.db.$count(orders);
    const { status: code, body } = await checkout({ final_total: 0.01 });
    expect(code).toBe(409);
    expect(body.detail).toBe(
      "Le montant de votre commande a changé : le total est de 32,98\u00a0€ et non de 0,01\u00a0€. Vérifiez votre panier puis validez à nouveau.",
    );
    expect(body).toMatchObject({ final_total_cents: 3298, final_total: 32.98, shipping_cost_cents: 299 });
    expect(await shop.db.$count(orders)).toBe(before);
    expect((await checkout({ final_total: 32.98 })).status).toBe(200);
    expect((await checkout({ final_total_cents: 3298 })).status).toBe(200);
  });

  it("re-validates the code and computes shipping for the address's country", async () => {
    const promo = await checkout({
      items: [{ id: "sidr_malaki_yemen_250g", price: 1, quantity: 1 }],
      promo_code: { code: "promo5", discount_amount: 40, free_shipping: true },
      final_total: 39.99,
    });
    expect(promo.status).toBe(200);
    expect(await orderOf(promo.body.reference)).toMatchObject({
      subtotalCents: 4499,
      discountCents: 500,
      shippingCents: 0,
      totalCents: 3999,
      promoCode: "PROMO5",
    });
    const swiss = await checkout({
      shipping_address: { ...address, country: "Suisse", postalCode: "1200", phone: "079 123 45 67" },
    });
    expect(await orderOf(swiss.body.reference)).toMatchObject({ shippingCents: 1290, totalCents: 4289 });
    const tooSmall = await checkout({ promo_code: { code: "HRO15" } });
    expect(tooSmall.status).toBe(409);
    expect(tooSmall.body.detail).toMatch(/valable dès 45,00/);
    const unknown = await checkout({ promo_code: { code: "GRATUIT100" } });
    expect(unknown).toMatchObject({ status: 409, body: { detail: "Code promo inconnu. Vérifiez son orthographe." } });
  });

  it("gives every delivery-form message of spec §5", async () => {
    const empty = Object.fromEntries(Object.keys(address).map((k) => [k, "   "]));
    const { status: code, body } = await checkout({ shipping_address: empty, guest_email: "" });
    expect(code).toBe(400);
    expect(body.errors).toEqual({
      firstName: "Prénom requis",
      lastName: "Nom requis",
      email: "Email requis",
      phone: "Téléphone requis",
      address: "Adresse requise",
      city: "Ville requise",
      postalCode: "Code postal requis",
    });
    expect(body.detail).toBe("Prénom requis");
    const bad = await checkout({ shipping_address: { ...address, email: "claire@example", phone: "06 12 34 56" } });
    expect(bad.body.errors).toEqual({
      email: "Format email invalide",
      phone: "Format téléphone invalide (ex: 06 12 34 56 78)",
    });
    for (const phone of ["+33 6 12 34 56 78", "01 84 60 12 34", "0612345678"]) {
      expect((await checkout({ shipping_address: { ...address, phone } })).status).toBe(200);
    }
    for (const phone of ["00 12 34 56 78", "+44 6 12 34 56 78", "06 12 34 56 789"]) {
      expect((await checkout({ shipping_address: { ...address, phone } })).body.errors).toEqual({
        phone: "Format téléphone invalide (ex: 06 12 34 56 78)",
      });
    }
    // The postal code follows the country: four digits are a Belgian code, not a French one.
    expect((await checkout({ shipping_address: { ...address, postalCode: "7500" } })).body.errors).toEqual({
      postalCode: "Code postal invalide : 5 chiffres en France (ex : 75001)",
    });
    // So does the phone: a Belgian number, written the Belgian way or with +32, dots or dashes.
    const belgian = { ...address, country: "Belgique", postalCode: "1000" };
    for (const phone of ["0470 12 34 56", "+32 470.12.34.56", "0032-2-123-45-67"]) {
      expect((await checkout({ shipping_address: { ...belgian, phone } })).status).toBe(200);
    }
    expect((await checkout({ shipping_address: { ...belgian, phone: "06 12 34 56" } })).body.errors).toEqual({
      phone: "Numéro de téléphone invalide pour la Belgique (ex : 0470 12 34 56 ou +32 470 12 34 56)",
    });
    const guest = await checkout({ guest_email: "pas-un-email" });
    expect(guest).toMatchObject({ status: 400, body: { detail: "Format email invalide", field: "guest_email" } });
  });

  it("answers malformed bodies with a 4xx and a French detail", async () => {
    const cases: [unknown, number][] = [
      ["{pas du json", 400],
      [{}, 400],
      [{ items: [], shipping_address: address }, 400],
      [{ items: [{ id: "parfum_homme_1", quantity: 0 }], shipping_address: address }, 400],
      [{ items: [{ id: "parfum_homme_1", quantity: 1.5 }], shipping_address: address }, 400],
      [{ items: [{ id: "parfum_homme_1", quantity: 1 }], shipping_address: "Lyon" }, 400],
      [{ items: "tout", shipping_address: address }, 400],
    ];
    for (const [body, expected] of cases) {
      const res = await call("POST", "/api/payments/checkout/cart", body);
      expect(res.status, JSON.stringify(body)).toBe(expected);
      expect(typeof res.body.detail).toBe("string");
    }
    const text = await shop.app.request("/api/payments/checkout/cart", { method: "POST", body: "items=1" });
    expect(text.status).toBe(415);
    const unknownItem = await checkout({ items: [{ id: "miel_imaginaire_50g", quantity: 1 }] });
    expect(unknownItem.status).toBe(409);
    expect(unknownItem.body.detail).toMatch(/miel_imaginaire_50g/);
  });

  it("refuses an out-of-stock line by name and keeps the stock whole", async () => {
    await setStock("jujubier_oman_250g", 1);
    const res = await checkout({ items: [{ id: "jujubier_oman_250g", quantity: 2 }] });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/^Stock insuffisant pour « .+250\sg » : il en reste 1\./);
    expect(await stockOf("jujubier_oman_250g")).toBe(1);
    await setStock("jujubier_oman_250g", 0);
    const gone = await checkout({ items: [{ id: "jujubier_oman_250g", quantity: 1 }] });
    expect(gone.body.detail).toMatch(/est épuisé\. Retirez-le de votre panier pour commander\./);
  });
});

describe("concurrency", () => {
  beforeEach(() => setStock("soumur_oman_250g", 5));

  it("40 concurrent checkouts for a variant with 5 in stock: exactly 5 orders reserve it", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        checkout({ items: [{ id: "soumur_oman_250g", quantity: 1 }], guest_email: `client${i}@example.fr` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(35);
    expect(await stockOf("soumur_oman_250g")).toBe(0);
    const reserved = await shop.db.select().from(orderLines).where(eq(orderLines.variantId, "soumur_oman_250g"));
    expect(reserved.reduce((sum, l) => sum + l.stockReserved, 0)).toBe(5);
  });

  it("40 buyers from 40 addresses, two limited variants in either order: exactly 5 orders, each with its session", async () => {
    await setStock("soumur_oman_250g", 5);
    await setStock("sidr_malaki_yemen_250g", 100);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const both = [
          { id: "soumur_oman_250g", quantity: 1 },
          { id: "sidr_malaki_yemen_250g", quantity: 1 },
        ];
        // Half the baskets list the variants the other way round: the locks are still taken in one order.
        const items = i % 2 === 0 ? both : both.toReversed();
        return checkout({ items, guest_email: `adresse${i}@example.fr` }, { from: `203.0.113.${i + 1}` });
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(5).fill(200), ...Array(35).fill(409)]);
    expect(await stockOf("soumur_oman_250g")).toBe(0);
    expect(await stockOf("sidr_malaki_yemen_250g")).toBe(95);
    const placed = await shop.db.select().from(orders);
    expect(placed).toHaveLength(5);
    const sessions = await shop.db.select().from(simulatedCardSessions);
    // Written in the order's own transaction: one session per placed order, none for the 35 refused ones.
    expect(sessions.map((s) => s.orderId).sort()).toEqual(placed.map((o) => o.id).sort());
    for (const order of placed) {
      expect(order.paymentUrl).toBe(`/paiement-simule/${order.providerSessionId}`);
      expect(sessions.find((s) => s.id === order.providerSessionId)?.amountCents).toBe(order.totalCents);
    }
    const lines = await shop.db.select().from(orderLines);
    expect(lines.reduce((sum, l) => sum + l.stockReserved, 0)).toBe(10);
  });

  it("a variant made limited or unlimited between pricing and the transaction: the line holds what was taken", async () => {
    const placeWhile = (variantId: string, stock: number | null) =>
      placeOrder(shop.context(), {
        lines: [{ id: variantId, quantity: 3 }],
        promoCode: null,
        address: null,
        email: `change-${variantId}@example.fr`,
        user: null,
        paymentMethod: "card",
        provider: "simulated",
        paymentMinutes: 30,
        // Runs in the placing transaction after pricing, before the stock is taken: the back office's edit lands there.
        openSessionIn: async (tx) => {
          await tx.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
          return { sessionId: `cs_sim_${variantId}`, url: `/paiement-simule/cs_sim_${variantId}` };
        },
      });
    const reservedOf = async (orderId: string) =>
      (await shop.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0]!.stockReserved;

    await setStock("parfum_homme_1", null);
    const limitedSince = await placeWhile("parfum_homme_1", 4);
    expect(await reservedOf(limitedSince.order.id)).toBe(3);
    expect(await stockOf("parfum_homme_1")).toBe(1);

    await setStock("parfum_femme_1", 4);
    const unlimitedSince = await placeWhile("parfum_femme_1", null);
    expect(await reservedOf(unlimitedSince.order.id)).toBe(0);
    expect(await stockOf("parfum_femme_1")).toBeNull();
    expect(unlimitedSince.order.providerSessionId).toBe("cs_sim_parfum_femme_1");
  });

  it("a simulated session that cannot be written leaves no order: 502, nothing charged, stock whole", async () => {
    await setStock("soumur_oman_250g", 5);
    const base = shop.context();
    const ctx: ShopContext = {
      ...base,
      card: {
        ...base.card,
        createSessionIn: () => Promise.reject(new Error("disque plein")),
      },
    };
    const placing = placeOrder(ctx, {
      lines: [{ id: "soumur_oman_250g", quantity: 2 }],
      promoCode: null,
      address: null,
      email: "panne@example.fr",
      user: null,
      paymentMethod: "card",
      provider: "simulated",
      paymentMinutes: 30,
      openSessionIn: cardSessionInTransaction(ctx),
    });
    await expect(placing).rejects.toMatchObject({
      kind: "provider-failed",
      message: expect.stringContaining("Aucun montant"),
    });
    expect(await shop.db.select().from(orders)).toHaveLength(0);
    expect(await stockOf("soumur_oman_250g")).toBe(5);
  });

  it("a code with 3 uses and 20 concurrent checkouts: exactly 3 discounted orders; an expired one frees a use", async () => {
    await shop.db.insert(promoCodes).values({
      code: "TROISFOIS",
      name: "Trois fois",
      type: "fixed_amount",
      value: 300,
      maximumUses: 3,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout({ promo_code: { code: "TROISFOIS" }, guest_email: `promo${i}@example.fr` }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.detail)).toEqual(
      Array(17).fill("Ce code promo a atteint son nombre maximal d'utilisations."),
    );
    for (const a of accepted) expect(await orderOf(a.body.reference)).toMatchObject({ discountCents: 300 });
    expect((await checkout({ promo_code: { code: "TROISFOIS" } })).status).toBe(409);

    // One of the three is paid, the other two expire: their uses go back to the next customers.
    expect((await pay(sessionIdOf(accepted[0]!.body.url))).status).toBe(200);
    expect((await expireStaleOrders(shop.context(32))).released).toBeGreaterThanOrEqual(2);
    const [code] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "TROISFOIS"));
    expect(code).toMatchObject({ currentUses: 1, reservedUses: 0 });
    expect((await orderOf(accepted[1]!.body.reference)).status).toBe("expired");
    const next = await checkout({ promo_code: { code: "TROISFOIS" }, guest_email: "suivant@example.fr" });
    expect(next.status).toBe(200);
  });

  it("two instances expiring at once release each order once: the stock comes back exactly", async () => {
    await setStock("jujubier_pashtaw_250g", 6);
    const placed = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        checkout({ items: [{ id: "jujubier_pashtaw_250g", quantity: 1 }], guest_email: `exp${i}@example.fr` }),
      ),
    );
    expect(placed.map((p) => p.status)).toEqual(Array(6).fill(200));
    expect(await stockOf("jujubier_pashtaw_250g")).toBe(0);
    const [a, b, c] = await Promise.all(
      [shop.context(40), shop.context(40), shop.context(40)].map((ctx) => expireStaleOrders(ctx)),
    );
    expect(await stockOf("jujubier_pashtaw_250g")).toBe(6);
    expect(a!.released + b!.released + c!.released).toBeGreaterThanOrEqual(6);
    for (const p of placed) expect((await orderOf(p.body.reference)).status).toBe("expired");
  });

  it("the same payment event delivered 10 times, with the success page polling: one fulfilment, one mail", async () => {
    const { body } = await checkout({ guest_email: "doublon@example.fr" });
    const sessionId = sessionIdOf(body.url);
    await shop.db
      .update(simulatedCardSessions)
      .set({ status: "complete", paymentStatus: "paid" })
      .where(eq(simulatedCardSessions.id, sessionId));
    const signer = createSimulatedProvider({ db: shop.db, secret: SECRET });
    const event = signer.signedEvent("checkout.session.completed", (await signer.find(sessionId))!);
    const deliver = () =>
      shop.api.request("POST", "/api/payments/webhook/simulated", {
        body: event.rawBody,
        headers: { "stripe-signature": event.signature },
      });
    const results = await Promise.all([
      ...Array.from({ length: 10 }, deliver),
      ...Array.from({ length: 3 }, () => shop.app.request(`/api/payments/checkout/status/${sessionId}`)),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(13).fill(200));
    const outcomes = await Promise.all(
      results.slice(0, 10).map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((o) => o === "paid").length).toBeLessThanOrEqual(1);
    expect(await mailsAbout(body.reference)).toHaveLength(1);
    expect(await shop.db.$count(paymentEvents, eq(paymentEvents.orderId, (await orderOf(body.reference)).id))).toBe(1);
    expect((await orderOf(body.reference)).status).toBe("paid");
  });
});

describe("payment outcomes", () => {
  it("a forged or stale signature is refused with 400 and changes nothing", async () => {
    const { body } = await checkout();
    const sessionId = sessionIdOf(body.url);
    const forger = createSimulatedProvider({ db: shop.db, secret: "un-autre-secret-que-le-bon" });
    const forged = forger.signedEvent("checkout.session.completed", {
      ...(await forger.find(sessionId))!,
      status: "complete",
      paymentStatus: "paid",
    });
    const honest = createSimulatedProvider({
      db: shop.db,
      secret: SECRET,
      now: () => new Date(Date.now() - 10 * 60_000),
    });
    const stale = honest.signedEvent("checkout.session.completed", {
      ...(await honest.find(sessionId))!,
      status: "complete",
      paymentStatus: "paid",
    });
    const staleSignature = stale.signature.replace(/t=\d+/, `t=${Math.floor(Date.now() / 1000) - 600}`);
    const attempts = [
      { signature: forged.signature, rawBody: forged.rawBody },
      { signature: staleSignature, rawBody: stale.rawBody },
      { signature: undefined, rawBody: forged.rawBody },
    ];
    for (const attempt of attempts) {
      const res = await shop.app.request("/api/payments/webhook/simulated", {
        method: "POST",
        headers: attempt.signature ? { "stripe-signature": attempt.signature } : {},
        body: attempt.rawBody,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/^Signature du webhook invalide/);
    }
    expect((await orderOf(body.reference)).status).toBe("pending_payment");
    expect(await mailsAbout(body.reference)).toHaveLength(0);
    expect((await call("POST", "/api/payments/webhook/stripe", {})).status).toBe(404);
  });

  it("a paid order: status paid, amount in cents, one French confirmation mail with lines, totals, address and link", async () => {
    const { body } = await checkout({
      items: [{ id: "sidr_malaki_yemen_250g", quantity: 1 }],
      promo_code: { code: "PROMO5" },
      guest_email: "invitee@example.fr",
    });
    const sessionId = sessionIdOf(body.url);
    const paid = await pay(sessionId);
    expect(paid.body).toEqual({
      outcome: "paid",
      redirect_url: `http://localhost:3000/paiement/succes?session_id=${sessionId}`,
    });
    const { body: state } = await status(sessionId);
    expect(state).toMatchObject({
      payment_status: "paid",
      status: "complete",
      amount_total: 3999,
      currency: "eur",
      session_id: sessionId,
      metadata: { package_name: `Commande ${body.reference}` },
      // The confirmation page shows what was bought, and offers the guest an account under this e-mail.
      lines: [{ name: expect.stringContaining("250\u00a0g") as string, quantity: 1, total_cents: 4499 }],
      guest_email: "invitee@example.fr",
    });
    const [mail] = await mailsAbout(body.reference);
    expect(mail!.to).toBe("invitee@example.fr");
    expect(mail!.subject).toBe(`Confirmation de votre commande ${body.reference} — Maison H`);
    expect(mail!.text).toContain("Bonjour Claire,");
    expect(mail!.text).toContain("× 1\u202f: 44,99\u00a0€");
    expect(mail!.text).toContain("Réduction (code PROMO5)\u202f: −5,00\u00a0€");
    expect(mail!.text).toContain("Livraison\u202f: Gratuite");
    expect(mail!.text).toContain("Total payé\u202f: 39,99\u00a0€");
    expect(mail!.text).toContain("12 rue des Abeilles");
    // The day it leaves, from the time it was paid (decision 100): the day before the cut-off, else a working day.
    expect(mail!.text).toMatch(/Son expédition est prévue le (lundi|mardi|mercredi|jeudi|vendredi) \d/);
    const link = /http:\/\/localhost:3000\/commandes\/(MH-\w+)\?cle=([\w-]+)/.exec(mail!.text);
    expect(link?.[1]).toBe(body.reference);
    const [promo] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "PROMO5"));
    expect(promo!.currentUses).toBeGreaterThanOrEqual(1);

    // The guest finds the order with the mail's link; without it, nobody does.
    const seen = await orderByReference(body.reference, {}, link![2]);
    expect(seen.status).toBe(200);
    expect(seen.body.order).toMatchObject({ reference: body.reference, status: "paid", totalCents: 3999 });
    expect((await orderByReference(body.reference, {}, "mauvaise-cle")).status).toBe(404);
    expect((await orderByReference(body.reference)).status).toBe(404);
    // Paying a finished session again is refused.
    expect((await pay(sessionId)).status).toBe(409);
  });

  it("a declined card is refused on the payment page, the order still payable by another card; cancelling releases it", async () => {
    await setStock("sidr_malaki_yemen_90g", 4);
    const { body } = await checkout({ items: [{ id: "sidr_malaki_yemen_90g", quantity: 3 }] });
    expect(await stockOf("sidr_malaki_yemen_90g")).toBe(1);
    const sessionId = sessionIdOf(body.url);
    const declined = await pay(sessionId, "4000 0000 0000 0002");
    expect(declined).toMatchObject({
      status: 200,
      body: {
        outcome: "declined",
        redirect_url: null,
        detail: "Paiement refusé par votre banque. Essayez une autre carte.",
      },
    });
    expect(await stockOf("sidr_malaki_yemen_90g")).toBe(1);
    expect((await orderOf(body.reference)).status).toBe("pending_payment");
    expect((await status(sessionId)).body).toMatchObject({ payment_status: "unpaid", status: "open" });
    expect((await pay(sessionId, "4242 4242 4242 4242")).body.outcome).toBe("paid");
    expect((await orderOf(body.reference)).status).toBe("paid");
    await setStock("sidr_malaki_yemen_90g", 4);

    const second = await checkout({ items: [{ id: "sidr_malaki_yemen_90g", quantity: 2 }] });
    expect(await stockOf("sidr_malaki_yemen_90g")).toBe(2);
    const secondSession = sessionIdOf(second.body.url);
    const cancelled = await answer(simulated().cancel.$post({ param: { sessionId: secondSession } }));
    expect(cancelled.body.outcome).toBe("cancelled");
    expect(await stockOf("sidr_malaki_yemen_90g")).toBe(4);
    expect((await orderOf(second.body.reference)).status).toBe("expired");
    expect((await pay(sessionIdOf(second.body.url), "1234")).status).toBe(409);
    const unknownCard = await pay(sessionIdOf((await checkout()).body.url), "1111 2222 3333 4444");
    expect(unknownCard.status).toBe(400);
    expect(unknownCard.body.detail).toMatch(/4242 4242 4242 4242/);
  });

  it("a payment arriving after expiry is honoured when the stock can be taken again, and flagged otherwise", async () => {
    await setStock("frankincense_oman_250g", 1);
    const first = await checkout({ items: [{ id: "frankincense_oman_250g", quantity: 1 }] });
    await expireStaleOrders(shop.context(45));
    expect((await orderOf(first.body.reference)).status).toBe("expired");
    expect(await stockOf("frankincense_oman_250g")).toBe(1);
    // The webhook of a late payment still arrives.
    const signer = createSimulatedProvider({ db: shop.db, secret: SECRET });
    const lateEvent = async (sessionId: string) => {
      const row = (await signer.find(sessionId))!;
      const event = signer.signedEvent("checkout.session.completed", {
        ...row,
        status: "complete",
        paymentStatus: "paid",
      });
      return shop.app.request("/api/payments/webhook/simulated", {
        method: "POST",
        headers: { "stripe-signature": event.signature },
        body: event.rawBody,
      });
    };
    expect((await lateEvent(sessionIdOf(first.body.url))).status).toBe(200);
    expect(await orderOf(first.body.reference)).toMatchObject({ status: "paid", attention: null });
    expect(await stockOf("frankincense_oman_250g")).toBe(0);

    await setStock("frankincense_oman_250g", 1);
    const second = await checkout({ items: [{ id: "frankincense_oman_250g", quantity: 1 }] });
    await expireStaleOrders(shop.context(45));
    // Meanwhile someone else bought the last jar.
    await checkout({ items: [{ id: "frankincense_oman_250g", quantity: 1 }], guest_email: "autre@example.fr" });
    expect((await lateEvent(sessionIdOf(second.body.url))).status).toBe(200);
    const flagged = await orderOf(second.body.reference);
    expect(flagged.status).toBe("paid");
    expect(flagged.attention).toMatch(/stock insuffisant/);
    expect(await mailsAbout(second.body.reference)).toHaveLength(1);
  });

  it("a signed-in customer pays: account credited once, welcome code spent, orders listed for them only", async () => {
    const email = "fidele@example.fr";
    const accounts = shop.client().auth;
    await accounts.register.$post({ json: { email, password: "miel-sidr-2025", full_name: "Paul Fidèle" } });
    await shop.db.update(users).set({ isVerified: true }).where(eq(users.email, email));
    const login = await ok(accounts.login.$post({ json: { email, password: "miel-sidr-2025" } }));
    const auth = { bearer: login.access_token! };
    const client = shop.client(auth);
    const [user] = await shop.db.select().from(users).where(eq(users.email, email));
    await shop.db.insert(promoCodes).values({
      code: "BIENVENUE-TESTPAUL",
      name: "Bienvenue",
      type: "fixed_amount",
      value: 700,
      minimumAmountCents: 2999,
      maximumUses: 1,
      ownerUserId: user!.id,
    });
    const stranger = await checkout({ promo_code: { code: "BIENVENUE-TESTPAUL" } });
    expect(stranger.status).toBe(409);

    const { status: code, body } = await checkout(
      {
        items: [{ id: "frankincense_oman_90g", quantity: 5 }],
        promo_code: { code: "BIENVENUE-TESTPAUL" },
        guest_email: "ignored@example.fr",
        is_guest: false,
      },
      auth,
    );
    expect(code).toBe(200);
    const order = await orderOf(body.reference);
    expect(order).toMatchObject({ userId: user!.id, email, discountCents: 700, totalCents: 5 * 2499 - 700 });
    await ok(
      client.cart.$put({
        json: {
          items: [
            { id: "frankincense_oman_90g", quantity: 6 },
            { id: "cafe_50g", quantity: 1 },
          ],
        },
      }),
    );
    await pay(sessionIdOf(body.url));
    await status(sessionIdOf(body.url));
    // The bought jars leave the saved basket; what was added meanwhile stays.
    const saved = await ok(client.cart.$get());
    expect(saved.items.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: "frankincense_oman_90g", quantity: 1 },
      { id: "cafe_50g", quantity: 1 },
    ]);
    const [after] = await shop.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toMatchObject({ totalSpentCents: 11_795, orderCount: 1 });
    const [welcome] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "BIENVENUE-TESTPAUL"));
    expect(welcome).toMatchObject({ currentUses: 1, reservedUses: 0 });
    const [redemption] = await shop.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.code, "BIENVENUE-TESTPAUL"));
    expect(redemption!.status).toBe("confirmed");
    const rewards = await ok(client.auth.rewards.$get());
    expect(rewards.filter((r) => r.is_earned)).toHaveLength(1);

    const mine = await ok(client.orders.$get());
    expect(mine.orders.map((o) => o.reference)).toEqual([body.reference]);
    expect((await orderByReference(body.reference, auth)).status).toBe(200);
    expect((await ordersApi().$get()).status).toBe(401);
  });
});

describe("direct purchase", () => {
  it("POST /checkout/session sells a package; the payment page collects the e-mail and the address", async () => {
    const res = await answer(
      payments().checkout.session.$post({ json: { package_id: "miel_sumur", origin_url: "https://ailleurs.example" } }),
    );
    expect(res.status).toBe(200);
    const sessionId = sessionIdOf(res.body.url);
    const order = await orderOf(res.body.reference);
    expect(order).toMatchObject({ totalCents: 3000, shippingCents: 0, packageName: "Miel de Sumur", email: null });
    const missing = await pay(sessionId);
    expect(missing).toMatchObject({ status: 400, body: { detail: "Email requis" } });
    const paid = await pay(sessionId, "4242424242424242", {
      email: "Direct@Example.fr",
      name: "Jeanne Achat Direct",
      phone: "0612345678",
      line1: "3 place du Marché",
      city: "Nantes",
      postal_code: "44000",
      country: "FR",
    });
    expect(paid.body.outcome).toBe("paid");
    // The success URL is the shop's own, whatever origin_url said.
    expect(paid.body.redirect_url).toMatch(/^http:\/\/localhost:3000\/paiement\/succes\?session_id=/);
    const { body: state } = await status(sessionId);
    expect(state).toMatchObject({
      payment_status: "paid",
      amount_total: 3000,
      metadata: { package_name: "Miel de Sumur" },
    });
    expect(await orderOf(res.body.reference)).toMatchObject({
      email: "direct@example.fr",
      shippingAddress: { firstName: "Jeanne", lastName: "Achat Direct", city: "Nantes", country: "France" },
    });
    expect(await mailsAbout(res.body.reference)).toHaveLength(1);
  });

  it("sends the customer back to the port the shop listens on when PUBLIC_URL is not set", async () => {
    const onPort4100 = shop.appWith({ PORT: "4100" });
    const client = typedApi(onPort4100).payments;
    const { url } = await ok(
      client.checkout.cart.$post({
        json: {
          items: [{ id: "parfum_homme_1", quantity: 1 }],
          shipping_address: address,
          guest_email: "port4100@example.fr",
        },
      }),
    );
    const sessionId = sessionIdOf(url);
    const paid = await ok(
      client.simulated[":sessionId"].pay.$post({ param: { sessionId }, json: { card_number: "4242424242424242" } }),
    );
    expect(paid.redirect_url).toMatch(/^http:\/\/localhost:4100\/paiement\/succes\?session_id=cs_sim_/);
  });

  it("refuses an unknown package and an unknown session", async () => {
    const res = await call("POST", "/api/payments/checkout/session", { package_id: "miel_inconnu" });
    expect(res).toMatchObject({ status: 400, body: { detail: expect.stringContaining("Produit inconnu") } });
    const unknown = await status("cs_inexistant");
    expect(unknown).toMatchObject({ status: 404, body: { detail: "Session de paiement introuvable." } });
  });
});

describe("no payment lost: expiry asks the provider", () => {
  const LIMITED = "sidr_malaki_yemen_50g";
  const markSessionPaid = (sessionId: string, amountCents?: number) =>
    shop.db
      .update(simulatedCardSessions)
      .set({ status: "complete", paymentStatus: "paid", ...(amountCents === undefined ? {} : { amountCents }) })
      .where(eq(simulatedCardSessions.id, sessionId));
  const sessionRow = async (sessionId: string) =>
    (await shop.db.select().from(simulatedCardSessions).where(eq(simulatedCardSessions.id, sessionId)))[0]!;

  it("fulfils an order whose session was paid while the shop missed it, and closes the unpaid ones before releasing", async () => {
    await setStock(LIMITED, 5);
    const paid = await checkout({ items: [{ id: LIMITED, quantity: 2 }], guest_email: "paye@example.fr" });
    const unpaid = await checkout({ items: [{ id: LIMITED, quantity: 1 }], guest_email: "impaye@example.fr" });
    expect(await stockOf(LIMITED)).toBe(2);
    // The simulator recorded the payment, but the shop never heard of it (the process stopped in between).
    await markSessionPaid(sessionIdOf(paid.body.url));

    const report = await expireStaleOrders(shop.context(45));
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(await orderOf(paid.body.reference)).toMatchObject({ status: "paid", attention: null, releasedAt: null });
    expect(await orderOf(unpaid.body.reference)).toMatchObject({ status: "expired" });
    // Only the unpaid order's jar came back.
    expect(await stockOf(LIMITED)).toBe(3);
    expect(await mailsAbout(paid.body.reference)).toHaveLength(1);
    expect(await mailsAbout(unpaid.body.reference)).toHaveLength(0);
    // The unpaid session was closed at the provider first: it can no longer be paid for stock given back.
    expect((await sessionRow(sessionIdOf(unpaid.body.url))).status).toBe("expired");
    expect((await pay(sessionIdOf(unpaid.body.url))).status).toBe(409);

    // Another run, the status page and the webhook change nothing more.
    await expireStaleOrders(shop.context(50));
    expect((await status(sessionIdOf(paid.body.url))).body).toMatchObject({ payment_status: "paid" });
    expect(await mailsAbout(paid.body.reference)).toHaveLength(1);
    expect(await stockOf(LIMITED)).toBe(3);
  });

  it("a status call for a released order its provider says paid takes the stock again, or flags it", async () => {
    await setStock(LIMITED, 1);
    const first = await checkout({ items: [{ id: LIMITED, quantity: 1 }], guest_email: "relache@example.fr" });
    await releaseOrder(shop.context(), { orderId: (await orderOf(first.body.reference)).id, status: "expired" });
    expect(await stockOf(LIMITED)).toBe(1);
    await markSessionPaid(sessionIdOf(first.body.url));
    expect((await status(sessionIdOf(first.body.url))).body).toMatchObject({
      payment_status: "paid",
      status: "complete",
    });
    expect(await orderOf(first.body.reference)).toMatchObject({ status: "paid", attention: null });
    expect(await stockOf(LIMITED)).toBe(0);
    expect(await mailsAbout(first.body.reference)).toHaveLength(1);

    // Released, then its stock sold to someone else: paid all the same, and flagged for the team.
    await setStock(LIMITED, 1);
    const second = await checkout({ items: [{ id: LIMITED, quantity: 1 }], guest_email: "relache2@example.fr" });
    await releaseOrder(shop.context(), { orderId: (await orderOf(second.body.reference)).id, status: "failed" });
    await checkout({ items: [{ id: LIMITED, quantity: 1 }], guest_email: "autre2@example.fr" });
    await markSessionPaid(sessionIdOf(second.body.url));
    expect((await status(sessionIdOf(second.body.url))).body).toMatchObject({ payment_status: "paid" });
    const flagged = await orderOf(second.body.reference);
    expect(flagged.status).toBe("paid");
    expect(flagged.attention).toMatch(/stock insuffisant/);
    expect(await stockOf(LIMITED)).toBe(0);
  });

  it("three instances expiring at once ask the provider about each order from one instance only", async () => {
    const LIMITED = "nigelle_saoudien_250g";
    await setStock(LIMITED, 6);
    const placed = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        checkout({ items: [{ id: LIMITED, quantity: 1 }], guest_email: `trois${i}@example.fr` }),
      ),
    );
    expect(placed.map((p) => p.status)).toEqual(Array(6).fill(200));
    await markSessionPaid(sessionIdOf(placed[0]!.body.url));
    const instances = [0, 1, 2].map(() => {
      const ctx = shop.context(40);
      const asked = new Set<string>();
      const card = {
        ...ctx.card,
        getSession: (id: string) => {
          asked.add(id);
          return ctx.card.getSession(id);
        },
      };
      return { ctx: { ...ctx, card } satisfies ShopContext, asked };
    });
    const reports = await Promise.all(instances.map((i) => expireStaleOrders(i.ctx)));
    for (const p of placed) {
      const askedBy = instances.filter((i) => i.asked.has(sessionIdOf(p.body.url)));
      expect(askedBy, p.body.reference).toHaveLength(1);
    }
    expect(reports.reduce((n, r) => n + r.paid, 0)).toBe(1);
    expect(await orderOf(placed[0]!.body.reference)).toMatchObject({ status: "paid" });
    for (const p of placed.slice(1)) expect((await orderOf(p.body.reference)).status).toBe("expired");
    expect(await stockOf(LIMITED)).toBe(5);
    expect(await mailsAbout(placed[0]!.body.reference)).toHaveLength(1);
  });

  it("keeps an order while its provider does not answer, then after an hour releases it with a note", async () => {
    // A variant of its own: the runs below also release what earlier tests left pending.
    const LIMITED = "fleur_oman_250g";
    await setStock(LIMITED, 3);
    const { body } = await checkout({ items: [{ id: LIMITED, quantity: 1 }], guest_email: "panne@example.fr" });
    const silent = (minutes: number) => {
      const ctx = shop.context(minutes);
      return {
        ...ctx,
        card: { ...ctx.card, getSession: () => Promise.reject(new Error("connect ECONNREFUSED")) },
      } satisfies ShopContext;
    };
    // 15 minutes after the window: kept, its stock held.
    expect((await expireStaleOrders(silent(45))).waiting).toBeGreaterThanOrEqual(1);
    expect(await orderOf(body.reference)).toMatchObject({ status: "pending_payment", attention: null });
    expect(await stockOf(LIMITED)).toBe(2);
    // Asked again at a later run (not before its claim of 5 minutes runs out).
    expect((await expireStaleOrders(silent(47))).waiting).toBe(0);
    expect((await expireStaleOrders(silent(51))).waiting).toBeGreaterThanOrEqual(1);
    expect((await orderOf(body.reference)).status).toBe("pending_payment");
    // More than an hour after the window: released, and flagged for the team.
    expect((await expireStaleOrders(silent(95))).flagged).toBeGreaterThanOrEqual(1);
    const released = await orderOf(body.reference);
    expect(released.status).toBe("expired");
    expect(released.attention).toMatch(/n'a pas répondu pendant l'heure/);
    expect(await stockOf(LIMITED)).toBe(3);
    expect((await status(sessionIdOf(body.url))).body).toMatchObject({ payment_status: "unpaid", review: true });
    // The provider answers again and says paid: the order is paid after all, its stock taken again.
    await markSessionPaid(sessionIdOf(body.url));
    expect((await status(sessionIdOf(body.url))).body).toMatchObject({ payment_status: "paid" });
    expect(await stockOf(LIMITED)).toBe(2);
    expect(await mailsAbout(body.reference)).toHaveLength(1);
  });
});

describe("amount paid", () => {
  const signedEvent = async (sessionId: string, amountCents: number) => {
    const signer = createSimulatedProvider({ db: shop.db, secret: SECRET });
    const row = (await signer.find(sessionId))!;
    const event = signer.signedEvent("checkout.session.completed", {
      ...row,
      status: "complete",
      paymentStatus: "paid",
      amountCents,
    });
    const res = await shop.app.request("/api/payments/webhook/simulated", {
      method: "POST",
      headers: { "stripe-signature": event.signature },
      body: event.rawBody,
    });
    return { status: res.status, body: (await res.json()) as { outcome: string } };
  };

  it("a signed event reporting 1 cent for 32,98 € leaves the order unpaid, flagged, its stock released", async () => {
    await setStock("sidr_malaki_yemen_90g", 2);
    const { body } = await checkout({
      items: [{ id: "sidr_malaki_yemen_90g", quantity: 1 }],
      guest_email: "centime@example.fr",
    });
    const order = await orderOf(body.reference);
    expect(await stockOf("sidr_malaki_yemen_90g")).toBe(1);
    expect(await signedEvent(sessionIdOf(body.url), 1)).toEqual({
      status: 200,
      body: { received: true, outcome: "flagged" },
    });
    const flagged = await orderOf(body.reference);
    expect(flagged.status).toBe("failed");
    expect(flagged.paidAt).toBeNull();
    expect(flagged.attention).toBe(
      `Paiement de 0,01\u00a0€ (session ${sessionIdOf(body.url)}) inférieur au total de la commande ${(order.totalCents / 100).toFixed(2).replace(".", ",")}\u00a0€ : commande non payée, stock et code libérés ; rembourser le client ou lui demander le complément.`,
    );
    expect(await stockOf("sidr_malaki_yemen_90g")).toBe(2);
    expect(await mailsAbout(body.reference)).toHaveLength(0);
    expect((await status(sessionIdOf(body.url))).body).toMatchObject({ payment_status: "unpaid", review: true });
    // A total one cent short is short too; the same note is not added twice.
    expect((await signedEvent(sessionIdOf(body.url), order.totalCents - 1)).body.outcome).toBe("flagged");
    expect((await orderOf(body.reference)).status).toBe("failed");
  });

  it("a 1-cent payment found by the expiry job or the status page does not pay the order either", async () => {
    const { body } = await checkout({ guest_email: "centime2@example.fr" });
    await shop.db
      .update(simulatedCardSessions)
      .set({ status: "complete", paymentStatus: "paid", amountCents: 1 })
      .where(eq(simulatedCardSessions.id, sessionIdOf(body.url)));
    expect((await status(sessionIdOf(body.url))).body).toMatchObject({ payment_status: "unpaid", review: true });
    await expireStaleOrders(shop.context(45));
    expect(await orderOf(body.reference)).toMatchObject({ status: "failed", paidAt: null });
    expect(await mailsAbout(body.reference)).toHaveLength(0);
  });

  it("an over-payment stays paid, with a note to refund the difference", async () => {
    const { body } = await checkout({ guest_email: "trop@example.fr" });
    expect((await signedEvent(sessionIdOf(body.url), 4000)).body.outcome).toBe("paid");
    const order = await orderOf(body.reference);
    expect(order.status).toBe("paid");
    expect(order.attention).toMatch(/Montant payé 40,00\u00a0€ supérieur au total de la commande 32,98\u00a0€/);
    expect(await mailsAbout(body.reference)).toHaveLength(1);
  });
});
