import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, promoRedemptions, users } from "#server/db/schema";
import { deliveryAddress } from "#server/testing/addresses";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { placeOrder } from "./place-order";

// What an unpaid visitor can hold (issue 11, item 18) and once-per-customer codes at checkout (item 19).
const SECRET = "secret-du-simulateur-de-test";
const shop = setupTestShop({ env: { PAYMENT_SIMULATOR_SECRET: SECRET } });

const address = deliveryAddress();

interface Answer {
  status: number;
  body: { detail?: string; url?: string; reference?: string; access_token?: string } & Record<string, unknown>;
}

/** A request as the Node server hands it over, from the client address `from` (the connection's). */
const call = (
  method: string,
  path: string,
  body: unknown,
  options: { headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> => shop.api.call<Answer["body"]>(method, path, { body, ...options });

const checkout = (
  email: string,
  overrides: Record<string, unknown> = {},
  options: { headers?: Record<string, string>; from?: string } = {},
) =>
  call(
    "POST",
    "/api/payments/checkout/cart",
    {
      items: [{ id: "parfum_homme_1", quantity: 1 }],
      shipping_address: address,
      guest_email: email,
      is_guest: true,
      ...overrides,
    },
    options,
  );

const cryptoCheckout = (options: { headers?: Record<string, string>; from?: string }) =>
  call(
    "POST",
    "/api/crypto/create/cart",
    { items: [{ id: "parfum_homme_1", quantity: 1 }], shipping_address: address, currency: "BTC" },
    options,
  );

const { stockOf, setStock } = shopRows(shop);
const pendingFor = (email: string) =>
  shop.db.$count(orders, and(eq(orders.email, email), eq(orders.status, "pending_payment")));

const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }), {});

const OWN_LIMIT =
  "Vous avez déjà 3 commandes en attente de paiement : finalisez-en une ou attendez leur expiration (30 minutes au plus).";
const ADDRESS_LIMIT =
  "Trop de commandes en attente de paiement depuis votre connexion (10 au plus) : finalisez-en une ou attendez leur expiration (30 minutes au plus).";
const SIGNED_IN_ONLY = "Ce code est réservé aux clients connectés : connectez-vous ou créez un compte pour l'utiliser.";

async function signedIn(email: string) {
  await call("POST", "/api/auth/register", { email, password: "miel-sidr-2025", full_name: "Léa Fidèle" });
  await shop.db.update(users).set({ isVerified: true }).where(eq(users.email, email));
  const login = await call("POST", "/api/auth/login", { email, password: "miel-sidr-2025" });
  expect(login.status).toBe(200);
  return { authorization: `Bearer ${login.body.access_token!}` };
}

describe("quantity per line", () => {
  it("refuses 25 of one perfume in French and holds no stock; 10 is accepted", async () => {
    await setStock("parfum_homme_2", 25);
    const greedy = await checkout("avide@example.fr", { items: [{ id: "parfum_homme_2", quantity: 25 }] });
    expect(greedy.status).toBe(400);
    expect(greedy.body.detail).toMatch(
      /^Vous pouvez commander au plus 10 exemplaires de « .+ » : réduisez la quantité\.$/,
    );
    // Split over two lines of the same article: merged, still refused.
    const split = await checkout("avide@example.fr", {
      items: [
        { id: "parfum_homme_2", quantity: 6 },
        { id: "parfum_homme_2", quantity: 5 },
      ],
    });
    expect(split.status).toBe(400);
    expect(await stockOf("parfum_homme_2")).toBe(25);
    expect(await shop.db.$count(orders, eq(orders.email, "avide@example.fr"))).toBe(0);

    const ten = await checkout("avide@example.fr", { items: [{ id: "parfum_homme_2", quantity: 10 }] });
    expect(ten.status).toBe(200);
    expect(await stockOf("parfum_homme_2")).toBe(15);
    await setStock("parfum_homme_2", null);
  });
});

describe("unpaid orders per client", () => {
  it("an e-mail holds at most 3 unpaid orders; paying one or letting one expire frees a place", async () => {
    const email = "trois@example.fr";
    const first = await checkout(email);
    for (let i = 0; i < 2; i++) expect((await checkout(email)).status).toBe(200);
    const fourth = await checkout(email);
    expect(fourth).toMatchObject({ status: 429, body: { detail: OWN_LIMIT } });
    // The same person with another basket, in capitals: still the same e-mail.
    expect((await checkout("TROIS@example.fr", { items: [{ id: "cafe_50g", quantity: 2 }] })).status).toBe(429);
    expect(await pendingFor(email)).toBe(3);

    const sessionId = first.body.url!.split("/").pop()!;
    const paid = await call("POST", `/api/payments/simulated/${sessionId}/pay`, { card_number: "4242424242424242" });
    expect(paid.body.outcome).toBe("paid");
    expect((await checkout(email)).status).toBe(200);
    expect((await checkout(email)).status).toBe(429);

    // 31 minutes later the unpaid ones no longer count, even before the expiry job has released them.
    const later = shop.context(31);
    const placed = await placeOrder(later, {
      lines: [{ id: "parfum_homme_1", quantity: 1 }],
      promoCode: null,
      address: null,
      email,
      user: null,
      paymentMethod: "card",
      provider: "simulated",
      paymentMinutes: 30,
    });
    expect(placed.order.status).toBe("pending_payment");
  });

  it("12 checkouts at once for one e-mail place exactly 3 orders", async () => {
    const email = "rafale@example.fr";
    const answers = await Promise.all(Array.from({ length: 12 }, () => checkout(email)));
    expect(statuses(answers)).toEqual({ 200: 3, 429: 9 });
    for (const refused of answers.filter((a) => a.status === 429)) expect(refused.body.detail).toBe(OWN_LIMIT);
    expect(await pendingFor(email)).toBe(3);
  });

  it("one address holds at most 10 unpaid orders whatever e-mails it types, also 25 at once", async () => {
    const from = "203.0.113.7";
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => checkout(`adresse${i}@example.fr`, {}, { from })),
    );
    expect(statuses(answers)).toEqual({ 200: 10, 429: 15 });
    for (const refused of answers.filter((a) => a.status === 429)) expect(refused.body.detail).toBe(ADDRESS_LIMIT);
    const fromThere = await shop.db
      .select({ hash: orders.clientAddressHash })
      .from(orders)
      .where(eq(orders.status, "pending_payment"));
    const hashes = fromThere.map((o) => o.hash).filter((h) => h !== null);
    expect(hashes).toHaveLength(10);
    // Hashed: the address itself is not stored.
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h!) && !h!.includes("203"))).toBe(true);
    // Crypto checkouts count too, and another address is not affected.
    expect((await cryptoCheckout({ from })).status).toBe(429);
    expect((await checkout("voisin@example.fr", {}, { from: "198.51.100.4" })).status).toBe(200);
  });

  it("a signed-in account holds at most 3, card and crypto together", async () => {
    const headers = await signedIn("compte.limite@example.fr");
    expect((await checkout("ignoree1@example.fr", {}, { headers })).status).toBe(200);
    expect((await cryptoCheckout({ headers })).status).toBe(200);
    expect((await checkout("ignoree2@example.fr", {}, { headers })).status).toBe(200);
    const crypto = await cryptoCheckout({ headers });
    expect(crypto).toMatchObject({ status: 429, body: { detail: OWN_LIMIT } });
  });
});

describe("once-per-customer codes at checkout", () => {
  it("asks a guest to sign in, whatever e-mail is typed", async () => {
    const guest = await checkout("nouvelle.adresse@example.fr", { promo_code: { code: "BIENVENUE10" } });
    expect(guest).toMatchObject({ status: 409, body: { detail: SIGNED_IN_ONLY } });
    expect(await shop.db.$count(orders, eq(orders.email, "nouvelle.adresse@example.fr"))).toBe(0);
  });

  it("gives a signed-in account one use, even with 5 checkouts at once", async () => {
    const headers = await signedIn("une.fois@example.fr");
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        checkout(`autre${i}@example.fr`, { promo_code: { code: "BIENVENUE10" } }, { headers }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect([409, 429]).toContain(refused.status);
      expect(refused.body.detail).toMatch(/^(Vous avez déjà utilisé ce code promo\.|Vous avez déjà 3 commandes)/);
    }
    const [user] = await shop.db.select().from(users).where(eq(users.email, "une.fois@example.fr"));
    const uses = await shop.db
      .select()
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.code, "BIENVENUE10"), eq(promoRedemptions.customerUserId, user!.id)));
    expect(uses).toHaveLength(1);
    const again = await checkout("encore@example.fr", { promo_code: { code: "BIENVENUE10" } }, { headers });
    expect(again.status).toBe(409);
  });
});
