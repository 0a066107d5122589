import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, paymentEvents, productVariants, promoCodes, simulatedCryptoInvoices, users } from "#server/db/schema";
import { checkoutBody, guestEmail } from "#server/testing/checkout";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { expireStaleOrders } from "#server/workflows/expire-orders";
import { releaseOrder } from "#server/workflows/settle-payment";
import type { InvoiceEventType } from "./provider";
import { createSimulatedCryptoProvider } from "./simulated";
import { signBody } from "./webhook";

// The crypto payment API end to end with the built-in simulator (CRYPTO_PROVIDER=simulated, the default): orders
// placed by the card checkout's workflow, deliveries signed in BTCPay's format and settled through the webhook path.

const SECRET = "secret-du-simulateur-crypto-de-test";
const RATES = { USD: "1.16", BTC: "0.0000105", ETH: "0.00033", LTC: "0.012", USDT: "1.16", USDC: "1.16" };
const LIMITED = "sidr_malaki_yemen_250g";

const shop = setupTestShop({ env: { CRYPTO_SIMULATOR_SECRET: SECRET } });

const address = {
  firstName: "Inès",
  lastName: "Satoshi",
  email: "ines@example.fr",
  phone: "06 12 34 56 78",
  address: "8 rue de la Blockchain",
  address2: "",
  city: "Bordeaux",
  postalCode: "33000",
  country: "France",
};

type Answer = Record<string, unknown> & {
  detail: string;
  amount: number;
  amount_eur_cents: number;
  crypto_amount: string;
  currency: string;
  charge_id: string;
  hosted_url: string;
  expires_at: string;
  reference: string;
  status: string;
  order_status: string;
  paid: boolean;
  redirect_url: string | null;
  outcomes: string[];
};

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  shop.api.call<Answer>(method, path, { body, headers });

const createCart = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call(
    "POST",
    "/api/crypto/create/cart",
    checkoutBody({ currency: "BTC", origin_url: "https://ailleurs.example", shipping_address: address, ...overrides }),
    headers,
  );

/** A basket order that must be accepted: its answer, order and guest e-mail. */
const placed = async (overrides: Record<string, unknown> = {}) => {
  const email = guestEmail("crypto");
  const res = await createCart({ guest_email: email, ...overrides });
  expect(res.status, res.body.detail).toBe(200);
  return { ...res.body, order: await orderOf(res.body.reference), email };
};

const pay = (invoiceId: string, mode: string, extra: Record<string, unknown> = {}) =>
  call("POST", `/api/crypto/simulated/${invoiceId}/pay`, { mode, ...extra });
const status = (chargeId: string) => call("GET", `/api/crypto/status/${chargeId}`);
const webhook = (rawBody: string, signature?: string) =>
  shop.api.request("POST", "/api/crypto/webhook/simulated", {
    body: rawBody,
    headers: signature === undefined ? {} : { "BTCPay-Sig": signature },
  });

/** The simulator's signer with the shop's secret: deliveries BTCPay-style, as the page's buttons produce them. */
const signer = () => createSimulatedCryptoProvider({ db: shop.db, secret: SECRET, rates: RATES });
const signed = async (type: InvoiceEventType, invoiceId: string, extra: Record<string, unknown> = {}) =>
  signer().signedEvent(type, (await signer().find(invoiceId))!, extra);
const deliver = async (type: InvoiceEventType, invoiceId: string) => {
  const { rawBody, signature } = await signed(type, invoiceId);
  const res = await webhook(rawBody, signature);
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcome: string }).outcome;
};
const setInvoice = (invoiceId: string, fields: Partial<typeof simulatedCryptoInvoices.$inferInsert>) =>
  shop.db.update(simulatedCryptoInvoices).set(fields).where(eq(simulatedCryptoInvoices.id, invoiceId));

const { orderOf, stockOf, mailsAbout } = shopRows(shop);
const usesOf = async (code: string) => {
  const [row] = await shop.db
    .select({ reservedUses: promoCodes.reservedUses, currentUses: promoCodes.currentUses })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  return row!;
};
const eventsOf = (orderId: string) =>
  shop.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.provider, "crypto-simulated")));

describe("GET /api/crypto/currencies", () => {
  it("lists the currencies with symbol and name, Bitcoin first and by default", async () => {
    const { status: code, body } = await call("GET", "/api/crypto/currencies");
    expect(code).toBe(200);
    expect(body.currencies).toEqual([
      { code: "BTC", symbol: "₿", name: "Bitcoin" },
      { code: "ETH", symbol: "Ξ", name: "Ethereum" },
      { code: "LTC", symbol: "Ł", name: "Litecoin" },
      { code: "USDT", symbol: "₮", name: "Tether (USDT)" },
      { code: "USDC", symbol: "$", name: "USD Coin (USDC)" },
    ]);
    expect(body).toMatchObject({ default: "BTC", expiration_minutes: 15, provider: "simulated" });
  });
});

describe("POST /api/crypto/create/cart", () => {
  it("opens a 15-minute invoice for the catalogue's price, whatever price the browser sends", async () => {
    const before = Date.now();
    const { status: code, body } = await createCart({
      items: [{ id: "parfum_homme_1", name: "Parfum", price: 0.01, quantity: 1 }],
    });
    expect(code, body.detail).toBe(200);
    // 29,99 € + 2,99 € delivery = 32,98 € = 38,26 $ at 1,16 $/€ = 0,00034629 BTC at 0,0000105 BTC/€.
    expect(body).toMatchObject({
      amount: 38.26,
      amount_eur_cents: 3298,
      crypto_amount: "0.00034629",
      currency: "BTC",
    });
    expect(body.charge_id).toMatch(/^inv_sim_[0-9a-f]{24}$/);
    expect(body.hosted_url).toBe(`/crypto-simule/${body.charge_id}`);
    expect(body.reference).toMatch(/^MH-/);
    const expiresAt = new Date(body.expires_at).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);

    const order = await orderOf(body.reference);
    expect(order).toMatchObject({
      status: "pending_payment",
      paymentMethod: "crypto",
      provider: "simulated",
      subtotalCents: 2999,
      shippingCents: 299,
      totalCents: 3298,
      providerSessionId: body.charge_id,
      paymentUrl: body.hosted_url,
      userId: null,
    });
    expect(order.expiresAt.getTime() - order.createdAt.getTime()).toBe(15 * 60_000);
    const [invoice] = await shop.db
      .select()
      .from(simulatedCryptoInvoices)
      .where(eq(simulatedCryptoInvoices.id, body.charge_id));
    expect(invoice).toMatchObject({
      orderId: order.id,
      amountCents: 3298,
      currency: "BTC",
      cryptoAmount: "0.00034629",
      status: "New",
      // Always the shop's own address, whatever origin_url said.
      redirectUrl: `http://localhost:3000/api/crypto/return/${order.id}`,
    });
  });

  it("re-prices the promo code and the delivery, refuses a different total with 409, takes any currency's case", async () => {
    const promo = await createCart({
      items: [{ id: LIMITED, price: 1, quantity: 1 }],
      promo_code: { code: "promo5" },
      final_total: 39.99,
      currency: "eth",
    });
    expect(promo.status, promo.body.detail).toBe(200);
    expect(promo.body).toMatchObject({ amount_eur_cents: 3999, currency: "ETH", crypto_amount: "0.01319670" });
    expect(await orderOf(promo.body.reference)).toMatchObject({
      discountCents: 500,
      shippingCents: 0,
      promoCode: "PROMO5",
    });

    const before = await shop.db.$count(orders);
    const tampered = await createCart({ final_total: 0.01 });
    expect(tampered.status).toBe(409);
    expect(tampered.body.detail).toMatch(/le total est de 32,98/);
    expect(tampered.body.final_total_cents).toBe(3298);
    expect(await shop.db.$count(orders)).toBe(before);
    expect((await createCart({ final_total_cents: 3298, currency: "USDT" })).body).toMatchObject({
      crypto_amount: "38.26",
      currency: "USDT",
    });
  });

  it("answers malformed bodies, unknown currencies and missing addresses with a 4xx and a French detail", async () => {
    const before = await shop.db.$count(orders);
    const cases: [string, unknown, number, RegExp?][] = [
      ["/api/crypto/create/cart", "{pas du json", 400, /JSON valide/],
      ["/api/crypto/create/cart", {}, 400],
      ["/api/crypto/create/cart", { items: [], shipping_address: address }, 400, /panier est vide/],
      ["/api/crypto/create/cart", { items: [{ id: "parfum_homme_1", quantity: 0 }], shipping_address: address }, 400],
      ["/api/crypto/create/cart", { items: [{ id: "parfum_homme_1", quantity: 2.5 }], shipping_address: address }, 400],
      ["/api/crypto/create/cart", { items: "tout", shipping_address: address }, 400],
      [
        "/api/crypto/create/cart",
        { items: [{ id: "parfum_homme_1", quantity: 1 }], shipping_address: "Bordeaux" },
        400,
      ],
      ["/api/crypto/create/cart", { items: [{ id: "parfum_homme_1", quantity: 1 }], currency: 42 }, 400],
      ["/api/crypto/create", { currency: "BTC" }, 400],
      ["/api/crypto/create", { package_id: "miel_imaginaire" }, 400, /Produit inconnu/],
      ["/api/crypto/create", { package_id: "miel_sumur", guest_email: "pas-un-email" }, 400, /Format email invalide/],
      ["/api/crypto/create", { package_id: "miel_sumur", shipping_address: { city: "Lyon" } }, 400, /requis/],
    ];
    for (const [path, body, expected, detail] of cases) {
      const res = await call("POST", path, body);
      expect(res.status, JSON.stringify(body)).toBe(expected);
      expect(typeof res.body.detail, JSON.stringify(body)).toBe("string");
      if (detail) expect(res.body.detail).toMatch(detail);
    }
    const doge = await createCart({ currency: "DOGE" });
    expect(doge).toMatchObject({
      status: 400,
      body: {
        detail: "Cryptomonnaie non prise en charge : « DOGE ». Choisissez BTC, ETH, LTC, USDT ou USDC.",
        field: "currency",
      },
    });
    const noAddress = await createCart({ shipping_address: undefined });
    expect(noAddress).toMatchObject({ status: 400, body: { detail: "Prénom requis", field: "firstName" } });
    expect(noAddress.body.errors).toMatchObject({ lastName: "Nom requis", city: "Ville requise" });
    const badPhone = await createCart({ shipping_address: { ...address, phone: "12" } });
    expect(badPhone.body.detail).toBe("Format téléphone invalide (ex: 06 12 34 56 78)");
    const text = await shop.app.request("/api/crypto/create/cart", { method: "POST", body: "items=1" });
    expect(text.status).toBe(415);
    expect(await shop.db.$count(orders)).toBe(before);

    const unknownItem = await createCart({ items: [{ id: "miel_imaginaire_50g", quantity: 1 }] });
    expect(unknownItem.status).toBe(409);
    expect(unknownItem.body.detail).toMatch(/miel_imaginaire_50g/);
    expect(await status("inv_inexistante")).toMatchObject({
      status: 404,
      body: { detail: "Paiement crypto introuvable." },
    });
    expect((await pay("inv_inexistante", "full")).status).toBe(404);
    expect((await call("GET", "/api/crypto/simulated/inv_inexistante")).status).toBe(404);
    const { charge_id } = await placed();
    expect((await pay(charge_id, "tout")).body.detail).toMatch(/Mode inconnu/);
    const wrongProvider = await call("POST", "/api/crypto/webhook/btcpay", {});
    expect(wrongProvider.status).toBe(404);
  });

  it("refuses an out-of-stock line by name and keeps the stock whole", async () => {
    await shop.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, "jujubier_oman_250g"));
    const res = await createCart({ items: [{ id: "jujubier_oman_250g", quantity: 2 }] });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/^Stock insuffisant pour « .+250\sg » : il en reste 1\./);
    expect(await stockOf("jujubier_oman_250g")).toBe(1);
  });

  it("links the order to the account of a bearer token, and credits it once paid", async () => {
    const email = "hodler@example.fr";
    await call("POST", "/api/auth/register", { email, password: "miel-sidr-2025", full_name: "Sam Hodler" });
    await shop.db.update(users).set({ isVerified: true }).where(eq(users.email, email));
    const login = await call("POST", "/api/auth/login", { email, password: "miel-sidr-2025" });
    const auth = { authorization: `Bearer ${login.body.access_token as string}` };
    const [user] = await shop.db.select().from(users).where(eq(users.email, email));

    const { status: code, body } = await createCart({ guest_email: "ignore@example.fr", is_guest: false }, auth);
    expect(code).toBe(200);
    expect(await orderOf(body.reference)).toMatchObject({ userId: user!.id, email });
    expect((await pay(body.charge_id, "full")).body.status).toBe("paid");
    const [after] = await shop.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toMatchObject({ totalSpentCents: 3298, orderCount: 1 });
    const mine = await call("GET", "/api/orders", undefined, auth);
    expect((mine.body.orders as { reference: string }[]).map((o) => o.reference)).toEqual([body.reference]);
    // An invalid token is a guest, not an error.
    const stranger = await createCart({}, { authorization: "Bearer jeton-inconnu" });
    expect((await orderOf(stranger.body.reference)).userId).toBeNull();
  });
});

describe("POST /api/crypto/create (fallback packages)", () => {
  it("sells a package delivered free, names it, and takes the e-mail on the simulated page", async () => {
    const res = await call("POST", "/api/crypto/create", { package_id: "miel_manuka", currency: "LTC" });
    expect(res.status, res.body.detail).toBe(200);
    // 89 € at 0,012 LTC/€.
    expect(res.body).toMatchObject({
      amount_eur_cents: 8900,
      amount: 103.24,
      crypto_amount: "1.06800000",
      currency: "LTC",
    });
    const order = await orderOf(res.body.reference);
    expect(order).toMatchObject({
      totalCents: 8900,
      shippingCents: 0,
      packageName: "Miel de Manuka UMF 10+",
      email: null,
      shippingAddress: null,
    });
    const paid = await pay(res.body.charge_id, "full", { email: "Direct@Example.fr" });
    expect(paid.body).toMatchObject({ status: "paid", order_status: "paid" });
    const after = await orderOf(res.body.reference);
    expect(after.email).toBe("direct@example.fr");
    // Paid, and the administrator knows the address is still to be asked for.
    expect(after.attention).toMatch(/Aucune adresse de livraison/);
    expect(await mailsAbout(res.body.reference)).toHaveLength(1);
    const statusPage = await call("GET", `/api/payments/checkout/status/${res.body.charge_id}`);
    expect(statusPage.body).toMatchObject({
      payment_status: "paid",
      amount_total: 8900,
      metadata: { package_name: "Miel de Manuka UMF 10+" },
    });
  });

  it("keeps the address and e-mail the page sends with the package", async () => {
    const res = await call("POST", "/api/crypto/create", {
      package_id: "collection_miels",
      shipping_address: address,
      guest_email: "Coffret@Example.fr",
    });
    expect(res.status, res.body.detail).toBe(200);
    expect(res.body).toMatchObject({ amount_eur_cents: 24900, currency: "BTC" });
    expect(await orderOf(res.body.reference)).toMatchObject({
      email: "coffret@example.fr",
      shippingAddress: { city: "Bordeaux" },
      shippingCents: 0,
    });
    await pay(res.body.charge_id, "full");
    expect(await orderOf(res.body.reference)).toMatchObject({ status: "paid", attention: null });
  });
});

describe("the simulated invoice page", () => {
  it("reads the amount, a payment address, the QR code as SVG and the window", async () => {
    const { charge_id, reference } = await placed();
    const { status: code, body } = await call("GET", `/api/crypto/simulated/${charge_id}`);
    expect(code).toBe(200);
    expect(body).toMatchObject({
      invoice_id: charge_id,
      charge_id,
      reference,
      description: `Commande ${reference}`,
      amount: 38.26,
      amount_eur_cents: 3298,
      currency: "BTC",
      currency_symbol: "₿",
      currency_name: "Bitcoin",
      crypto_amount: "0.00034629",
      paid_amount: "0.00000000",
      due_amount: "0.00034629",
      invoice_status: "New",
      additional_status: "None",
      status: "pending",
      order_status: "pending_payment",
      paid: false,
      redirect_url: null,
      payable: true,
      late_payable: true,
    });
    expect(body.address).toMatch(/^tb1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/);
    // The same address every time for this invoice.
    expect((await call("GET", `/api/crypto/simulated/${charge_id}`)).body.address).toBe(body.address);
    expect(body.payment_uri).toBe(`bitcoin:${body.address as string}?amount=0.00034629`);
    expect(body.qr_svg as string).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    const order = await orderOf(reference);
    // The invoice closes with the order, 15 minutes after it was placed (a few milliseconds later).
    const gap = new Date(body.expires_at).getTime() - order.expiresAt.getTime();
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(2000);
  });
});

describe("payment outcomes", () => {
  it("a full payment: BTCPay's deliveries through the webhook path, one fulfilment, one mail, the success page", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const { charge_id, reference, order } = await placed({ items: [{ id: LIMITED, quantity: 1 }] });
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);

    const paid = await pay(charge_id, "full");
    expect(paid.status).toBe(200);
    // Received, processing (nothing to do yet), payment settled (paid), invoice settled (already paid).
    expect(paid.body.outcomes).toEqual(["unchanged", "unchanged", "paid", "already-paid"]);
    expect(paid.body).toMatchObject({
      status: "paid",
      paid: true,
      invoice_status: "Settled",
      redirect_url: `/paiement/succes?session_id=${charge_id}`,
      payable: false,
    });
    expect(await status(charge_id)).toMatchObject({
      status: 200,
      body: {
        status: "paid",
        order_status: "paid",
        paid: true,
        reference,
        redirect_url: `/paiement/succes?session_id=${charge_id}`,
      },
    });
    // The card success page's status endpoint works for crypto too.
    const success = await call("GET", `/api/payments/checkout/status/${charge_id}`);
    expect(success.body).toMatchObject({
      payment_status: "paid",
      status: "complete",
      amount_total: 4798,
      session_id: charge_id,
      reference,
    });
    expect(await mailsAbout(reference)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(4);
    expect(await orderOf(reference)).toMatchObject({ status: "paid", attention: null });
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);
    expect((await pay(charge_id, "full")).status).toBe(409);
  });

  it("refuses forged, unsigned, tampered and garbled deliveries with 400, and changes nothing", async () => {
    const { charge_id, reference, order } = await placed();
    // The invoice is settled on the simulator's side, but only a genuine delivery (or the status page) may say so.
    await setInvoice(charge_id, { status: "Settled", paidAmount: "0.00034629" });
    const genuine = await signed("InvoiceSettled", charge_id);
    const forger = createSimulatedCryptoProvider({
      db: shop.db,
      secret: "un-autre-secret-que-le-bon",
      rates: RATES,
    });
    const forged = forger.signedEvent("InvoiceSettled", (await forger.find(charge_id))!);
    const tampered = genuine.rawBody.replace(charge_id, "inv_sim_000000000000000000000000");
    expect(tampered).not.toBe(genuine.rawBody);
    const notJson = "pas du json";

    const attempts: [string, string, string | undefined][] = [
      ["forged", forged.rawBody, forged.signature],
      ["unsigned", genuine.rawBody, undefined],
      ["empty signature", genuine.rawBody, ""],
      ["tampered", tampered, genuine.signature],
      ["garbled", genuine.rawBody, "sha256=zz"],
      ["another body's signature", genuine.rawBody, (await signed("InvoiceExpired", charge_id)).signature],
      ["signed, not JSON", notJson, signBody(notJson, SECRET)],
    ];
    for (const [name, rawBody, signature] of attempts) {
      const res = await webhook(rawBody, signature);
      expect(res.status, name).toBe(400);
      const body = (await res.json()) as { detail: string };
      expect(body.detail, name).toMatch(/^Webhook refusé : ./);
    }
    expect((await orderOf(reference)).status).toBe("pending_payment");
    expect(await mailsAbout(reference)).toHaveLength(0);
    expect(await eventsOf(order.id)).toHaveLength(0);

    // The genuine delivery still goes through afterwards.
    const res = await webhook(genuine.rawBody, genuine.signature);
    expect(await res.json()).toEqual({ received: true, outcome: "paid" });
    expect(await mailsAbout(reference)).toHaveLength(1);
  });

  it("ignores a replayed delivery; an invoice settled twice (two deliveries) is fulfilled once, racing the status page", async () => {
    const { charge_id, reference, order } = await placed();
    await setInvoice(charge_id, { status: "Settled", paidAmount: "0.00034629" });
    const settled = await signed("InvoiceSettled", charge_id);

    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => webhook(settled.rawBody, settled.signature)),
      ...Array.from({ length: 3 }, () => shop.app.request(`/api/crypto/status/${charge_id}`)),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(9).fill(200));
    const outcomes = await Promise.all(
      results.slice(0, 6).map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    for (const outcome of outcomes) expect(["paid", "already-paid", "duplicate-event"]).toContain(outcome);
    expect(outcomes.filter((o) => o !== "duplicate-event")).toHaveLength(1);

    // BTCPay redelivers it (new delivery id, same original): nothing more.
    const redelivery = JSON.parse(settled.rawBody) as Record<string, unknown>;
    const again = JSON.stringify({ ...redelivery, deliveryId: "sim_dlv_redelivery", isRedelivery: true });
    expect(await (await webhook(again, signBody(again, SECRET))).json()).toEqual({
      received: true,
      outcome: "duplicate-event",
    });
    // Another event about the same settlement: a second delivery, still one fulfilment.
    expect(await deliver("InvoicePaymentSettled", charge_id)).toBe("already-paid");
    expect(await orderOf(reference)).toMatchObject({ status: "paid" });
    expect(await mailsAbout(reference)).toHaveLength(1);
    expect(await eventsOf(order.id)).toHaveLength(2);
  });

  it("an expired invoice gives back the stock and the promo code use", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const usesBefore = await usesOf("PROMO5");
    const { charge_id, reference } = await placed({
      items: [{ id: LIMITED, quantity: 1 }],
      promo_code: { code: "PROMO5" },
    });
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);
    expect(await usesOf("PROMO5")).toEqual({ ...usesBefore, reservedUses: usesBefore.reservedUses + 1 });

    await setInvoice(charge_id, { status: "Expired" });
    expect(await deliver("InvoiceExpired", charge_id)).toBe("released");
    expect(await orderOf(reference)).toMatchObject({ status: "expired", attention: null });
    expect(await stockOf(LIMITED)).toBe(stockBefore);
    expect(await usesOf("PROMO5")).toEqual(usesBefore);
    expect((await status(charge_id)).body).toMatchObject({ status: "expired", paid: false, redirect_url: null });
    expect(await mailsAbout(reference)).toHaveLength(0);
  });

  it("an under-payment is flagged for the administrator and not paid; its reservations go back once expired", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const { charge_id, reference } = await placed({ items: [{ id: LIMITED, quantity: 1 }] });
    const partial = await pay(charge_id, "partial");
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      outcomes: ["unchanged"],
      status: "review",
      order_status: "pending_payment",
      paid: false,
      invoice_status: "New",
      additional_status: "PaidPartial",
      paid_amount: "0.00025189",
      due_amount: "0.00025190",
    });
    const flagged = await orderOf(reference);
    expect(flagged.attention).toBe(
      `Paiement crypto incomplet sur la facture ${charge_id} : 0.00025189 BTC reçus pour 0.00050379 BTC attendus. Commande non payée : attendre le complément ou rembourser le client.`,
    );
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);
    expect(await mailsAbout(reference)).toHaveLength(0);
    // The success page stops waiting and says the team will check.
    expect((await call("GET", `/api/payments/checkout/status/${charge_id}`)).body).toMatchObject({
      payment_status: "unpaid",
      review: true,
    });

    // The window closes: the status page reads the invoice (Expired, PaidPartial) and releases the order.
    await setInvoice(charge_id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await status(charge_id)).body).toMatchObject({
      status: "review",
      order_status: "expired",
      invoice_status: "Expired",
      additional_status: "PaidPartial",
    });
    const released = await orderOf(reference);
    expect(released.attention).toMatch(/expirée après un paiement incomplet/);
    expect(released.attention).toMatch(/^Paiement crypto incomplet/);
    expect(await stockOf(LIMITED)).toBe(stockBefore);
    // Polling again notes nothing more.
    await status(charge_id);
    expect((await orderOf(reference)).attention).toBe(released.attention);
  });

  it("a payment after expiry is honoured with a note, its stock taken again", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const { charge_id, reference } = await placed({ items: [{ id: LIMITED, quantity: 1 }] });
    const late = await pay(charge_id, "late");
    expect(late.status).toBe(200);
    // BTCPay says "expired" (released), then the payment arrives after expiration (paid).
    expect(late.body.outcomes).toEqual(["released", "paid"]);
    expect(late.body).toMatchObject({ status: "paid", invoice_status: "Expired", additional_status: "PaidLate" });
    const order = await orderOf(reference);
    expect(order.status).toBe("paid");
    expect(order.attention).toMatch(
      new RegExp(`^Paiement crypto reçu après l'expiration de la facture ${charge_id} : 0\\.00050379 BTC reçus`),
    );
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);
    expect(await mailsAbout(reference)).toHaveLength(1);
  });

  it("a late payment after the expiry job released the order is honoured too", async () => {
    const { charge_id, reference } = await placed();
    await expireStaleOrders(shop.context(17));
    expect((await orderOf(reference)).status).toBe("expired");
    const late = await pay(charge_id, "late");
    expect(late.body.outcomes).toEqual(["unchanged", "paid"]);
    expect(await orderOf(reference)).toMatchObject({
      status: "paid",
      attention: expect.stringMatching(/après l'expiration/),
    });
  });

  it("an over-payment is paid with a note to refund the difference", async () => {
    const { charge_id, reference } = await placed();
    const over = await pay(charge_id, "over");
    expect(over.body).toMatchObject({ status: "paid", additional_status: "PaidOver", paid_amount: "0.00038091" });
    const order = await orderOf(reference);
    expect(order.status).toBe("paid");
    expect(order.attention).toMatch(
      /supérieur au montant dû .* 0\.00038091 BTC reçus pour 0\.00034629 BTC attendus : rembourser l'excédent/,
    );
    expect(await mailsAbout(reference)).toHaveLength(1);
  });

  it("an invalid invoice is flagged and its reservations released", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const { charge_id, reference } = await placed({ items: [{ id: LIMITED, quantity: 1 }] });
    await setInvoice(charge_id, { status: "Invalid" });
    expect(await deliver("InvoiceInvalid", charge_id)).toBe("released");
    const order = await orderOf(reference);
    expect(order).toMatchObject({ status: "failed" });
    expect(order.attention).toMatch(/invalide \(paiement non confirmé à temps\)/);
    expect(await stockOf(LIMITED)).toBe(stockBefore);
    expect((await status(charge_id)).body).toMatchObject({ status: "review", paid: false });
  });
});

describe("expiry", () => {
  it("releases a crypto order 15 minutes after it was placed, without any event", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const { charge_id, reference } = await placed({ items: [{ id: LIMITED, quantity: 2 }] });
    expect(await stockOf(LIMITED)).toBe(stockBefore - 2);
    await expireStaleOrders(shop.context(14));
    expect((await orderOf(reference)).status).toBe("pending_payment");
    expect((await expireStaleOrders(shop.context(17))).released).toBeGreaterThanOrEqual(1);
    expect(await orderOf(reference)).toMatchObject({ status: "expired", attention: null });
    expect(await stockOf(LIMITED)).toBe(stockBefore);
    expect((await status(charge_id)).body).toMatchObject({ status: "expired", order_status: "expired" });
  });

  it("keeps the reservations of a payment waiting for its confirmations", async () => {
    const { charge_id, reference } = await placed();
    await setInvoice(charge_id, { status: "Processing", paidAmount: "0.00034629" });
    expect(await deliver("InvoiceReceivedPayment", charge_id)).toBe("unchanged");
    const waiting = await orderOf(reference);
    expect(waiting.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    await expireStaleOrders(shop.context(17));
    expect((await orderOf(reference)).status).toBe("pending_payment");
    expect((await status(charge_id)).body).toMatchObject({ status: "pending", invoice_status: "Processing" });
    await setInvoice(charge_id, { status: "Settled" });
    expect(await deliver("InvoiceSettled", charge_id)).toBe("paid");
  });

  it("asks the invoice first: one settled while the shop missed its webhooks is paid, not released", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const { charge_id, reference } = await placed({ items: [{ id: LIMITED, quantity: 1 }] });
    await setInvoice(charge_id, { status: "Settled", paidAmount: "0.00050379" });
    expect((await expireStaleOrders(shop.context(17))).paid).toBeGreaterThanOrEqual(1);
    expect(await orderOf(reference)).toMatchObject({ status: "paid", attention: null });
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);
    expect(await mailsAbout(reference)).toHaveLength(1);
  });

  it("flags and releases an order whose invoice was only partly paid when its window closed", async () => {
    const { charge_id, reference } = await placed();
    await setInvoice(charge_id, { additionalStatus: "PaidPartial", paidAmount: "0.0001" });
    expect((await expireStaleOrders(shop.context(17))).flagged).toBeGreaterThanOrEqual(1);
    const order = await orderOf(reference);
    expect(order.status).toBe("expired");
    expect(order.attention).toMatch(/après un paiement incomplet/);
  });

  it("a status call for a released (failed) order whose invoice is settled pays it and takes its stock again", async () => {
    const stockBefore = (await stockOf(LIMITED))!;
    const { charge_id, reference } = await placed({ items: [{ id: LIMITED, quantity: 1 }] });
    await releaseOrder(shop.context(), { orderId: (await orderOf(reference)).id, status: "failed" });
    expect(await stockOf(LIMITED)).toBe(stockBefore);
    await setInvoice(charge_id, { status: "Settled", paidAmount: "0.00050379" });
    expect((await status(charge_id)).body).toMatchObject({ status: "paid", paid: true });
    expect((await orderOf(reference)).status).toBe("paid");
    expect(await stockOf(LIMITED)).toBe(stockBefore - 1);
    expect(await mailsAbout(reference)).toHaveLength(1);
  });

  it("sends the customer back from the provider's page to the success page", async () => {
    const { charge_id, order } = await placed();
    const back = await shop.app.request(`/api/crypto/return/${order.id}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`http://localhost:3000/paiement/succes?session_id=${charge_id}`);
    const unknown = await shop.app.request("/api/crypto/return/inconnue");
    expect(unknown.headers.get("location")).toBe("http://localhost:3000/crypto-payment");
  });
});
