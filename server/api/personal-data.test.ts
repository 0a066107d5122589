import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailVerifications, passwordResets, savedCarts, sessions, users } from "#server/modules/accounts/schema";
import { newToken } from "#server/modules/accounts/tokens";
import { auditLog } from "#server/modules/audit/schema";
import { invoices } from "#server/modules/invoicing/schema";
import { orders } from "#server/modules/orders/schema";
import { promoCodes } from "#server/modules/promotions/schema";
import { createPersonalCode } from "#server/modules/promotions/service";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();
const PASSWORD = "miel de lavande 2026";
let passwordHash: string | undefined;

type Body = Record<string, unknown>;

/** A verified customer with a real password, an open session and a personal code. */
async function customer(name: string) {
  passwordHash ??= await hash(PASSWORD);
  const id = randomUUID();
  const email = `${name}-${id.slice(0, 6)}@exemple.fr`;
  await shop.db.insert(users).values({ id, email, passwordHash, fullName: `${name} Dupont`, isVerified: true });
  const { token, hash: tokenHash } = newToken();
  await shop.db.insert(sessions).values({ tokenHash, userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
  const code = `BIENVENUE-${id.slice(0, 6).toUpperCase()}`;
  await shop.db.transaction((tx) =>
    createPersonalCode(tx, { code, name: "Bienvenue", description: "7 €", valueCents: 700, ownerUserId: id }),
  );
  return { id, email, token, code };
}

/** A signed-in customer's order, paid or left unpaid. */
async function orderOf(token: string, pay: boolean) {
  const res = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
    cookie: token,
    body: checkoutBody({ is_guest: false, guest_email: undefined }),
  });
  expect(res.status).toBe(200);
  if (pay) await payOnSimulatedPage(shop.api, res.body.url);
  return res.body.reference;
}

const exportOf = (token: string) => shop.api.call<Body>("GET", "/api/auth/me/export", { cookie: token });
const erase = (token: string, password: string, from = "203.0.113.7") =>
  shop.api.call<Body>("POST", "/api/auth/me/delete", { cookie: token, body: { password }, from });
const userRow = async (id: string) => (await shop.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("GET /api/auth/me/export", () => {
  it("gives the customer's account, addresses, orders, codes and rewards, and nothing of another customer", async () => {
    const alice = await customer("alice");
    const bob = await customer("bob");
    const aliceOrder = await orderOf(alice.token, true);
    const bobOrder = await orderOf(bob.token, true);
    for (const [reference, token] of [
      [aliceOrder, alice.token],
      [bobOrder, bob.token],
    ] as const) {
      const declared = await shop.api.call("POST", `/api/orders/${reference}/withdrawal`, {
        body: { lines: "all", unopened: true },
        cookie: token,
      });
      expect(declared.status).toBe(201);
    }
    const res = await exportOf(alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="mes-donnees-.*\.json"$/);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const data = res.body as {
      account: Body;
      addresses: Body[];
      orders: { reference: string; lines: unknown[] }[];
      promo_codes: { code: string }[];
      rewards: unknown[];
      invoices: { order: string; kind: string }[];
      withdrawals: unknown[];
    };
    expect(data.account).toMatchObject({ id: alice.id, email: alice.email, full_name: "alice Dupont" });
    expect(data.orders.map((o) => o.reference)).toEqual([aliceOrder]);
    expect(data.orders[0]!.lines).toHaveLength(1);
    expect(data.addresses).toHaveLength(1);
    expect(data.promo_codes.map((c) => c.code)).toEqual([alice.code]);
    expect(Array.isArray(data.rewards)).toBe(true);
    expect(data.invoices).toEqual([expect.objectContaining({ order: aliceOrder, kind: "facture" })]);
    expect(data.withdrawals).toEqual([expect.objectContaining({ order: aliceOrder, allLines: true })]);
    const text = JSON.stringify(data);
    for (const foreign of [bob.id, bob.email, bob.code, bobOrder]) expect(text).not.toContain(foreign);
    for (const secret of [passwordHash!, "password", "token"]) expect(text).not.toContain(secret);
  });

  it("asks a visitor to sign in", async () => {
    const res = await shop.api.call<Body>("GET", "/api/auth/me/export");
    expect(res.status).toBe(401);
    expect(res.body.detail).toMatch(/Connectez-vous/);
  });
});

describe("POST /api/auth/me/delete", () => {
  it("refuses a wrong password, then the sign-in limits answer 429", async () => {
    const alice = await customer("alice");
    const first = await erase(alice.token, "pas le bon");
    expect(first.status).toBe(403);
    expect(first.body.detail).toBe("Mot de passe incorrect : votre compte n'a pas été supprimé.");
    for (let i = 0; i < 4; i += 1) expect((await erase(alice.token, "pas le bon")).status).toBe(403);
    const limited = await erase(alice.token, PASSWORD);
    expect(limited.status).toBe(429);
    expect((await userRow(alice.id)).email).toBe(alice.email);
  });

  it("anonymises the account, ends its sessions, keeps its orders detached and their invoices, and lets the e-mail register again", async () => {
    const alice = await customer("alice");
    const bob = await customer("bob");
    const paid = await orderOf(alice.token, true);
    const unpaid = await orderOf(alice.token, false);
    await shop.db.update(orders).set({ status: "expired" }).where(eq(orders.reference, unpaid));
    await shop.db.insert(savedCarts).values({ userId: alice.id, items: [{ id: "parfum_homme_1", quantity: 1 }] });
    await shop.db.insert(passwordResets).values({
      tokenHash: "r".repeat(64),
      userId: alice.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    const [sold] = await shop.db.select({ id: orders.id }).from(orders).where(eq(orders.reference, paid));
    const invoicesOfSale = () => shop.db.select().from(invoices).where(eq(invoices.orderId, sold!.id));
    const issued = await invoicesOfSale();
    expect(issued).toHaveLength(1);
    expect(JSON.stringify(issued[0]!.document)).toContain(alice.email);

    const res = await erase(alice.token, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/maisonh_session=;.*Max-Age=0/i);
    // The accounting keeps the invoice as issued, with the buyer's identity (decision 035, 037).
    expect(await invoicesOfSale()).toEqual(issued);

    const row = await userRow(alice.id);
    expect(row).toMatchObject({ email: `supprime-${alice.id}@invalid`, fullName: "", passwordHash: "" });
    expect(await shop.db.select().from(sessions).where(eq(sessions.userId, alice.id))).toEqual([]);
    expect(await shop.db.select().from(passwordResets).where(eq(passwordResets.userId, alice.id))).toEqual([]);
    expect(await shop.db.select().from(emailVerifications).where(eq(emailVerifications.userId, alice.id))).toEqual([]);
    expect(await shop.db.select().from(savedCarts).where(eq(savedCarts.userId, alice.id))).toEqual([]);
    expect((await shop.db.select().from(promoCodes).where(eq(promoCodes.code, alice.code)))[0]!.active).toBe(false);
    expect((await shop.db.select().from(promoCodes).where(eq(promoCodes.code, bob.code)))[0]!.active).toBe(true);
    expect((await exportOf(alice.token)).status).toBe(401);
    expect((await exportOf(bob.token)).status).toBe(200);

    const [sale] = await shop.db.select().from(orders).where(eq(orders.reference, paid));
    expect(sale).toMatchObject({ userId: null, email: alice.email, clientAddressHash: null, accessTokenHash: null });
    expect(sale!.shippingAddress).toMatchObject({ phone: "", city: expect.any(String) });
    const [never] = await shop.db.select().from(orders).where(eq(orders.reference, unpaid));
    expect(never).toMatchObject({ userId: null, email: null, shippingAddress: null });

    const [entry] = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, alice.id));
    expect(entry).toMatchObject({ action: "account.erased", actorEmail: `supprime-${alice.id}@invalid` });
    expect(JSON.stringify(entry)).not.toContain(alice.email);
    expect(JSON.stringify(entry)).not.toContain("alice Dupont");

    const login = await shop.api.call<Body>("POST", "/api/auth/login", {
      body: { email: alice.email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    const erasedLogin = await shop.api.call<Body>("POST", "/api/auth/login", {
      body: { email: `supprime-${alice.id}@invalid`, password: PASSWORD },
    });
    expect([400, 401]).toContain(erasedLogin.status);
    const again = await shop.api.call<{ user: { id: string } }>("POST", "/api/auth/register", {
      body: { email: alice.email, password: "un autre miel de fleurs", full_name: "Alice" },
    });
    expect(again.status).toBe(201);
    const [fresh] = await shop.db.select().from(users).where(eq(users.email, alice.email));
    expect(fresh!.id).not.toBe(alice.id);
  });

  it("of two concurrent requests, one erases the account and the other fails cleanly", async () => {
    const alice = await customer("alice");
    const answers = await Promise.all([erase(alice.token, PASSWORD), erase(alice.token, PASSWORD, "203.0.113.8")]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(await shop.db.select().from(auditLog).where(eq(auditLog.entityId, alice.id))).toHaveLength(1);
  });
});

describe("POST /api/auth/me/delete by an administrator", () => {
  it("is refused in French, even with the right password: the account, its role and its sessions stay", async () => {
    passwordHash ??= await hash(PASSWORD);
    const id = randomUUID();
    const email = `gerante-${id.slice(0, 6)}@maisonh.fr`;
    await shop.db
      .insert(users)
      .values({ id, email, passwordHash, fullName: "Gérante", isVerified: true, role: "admin" });
    const { token, hash: tokenHash } = newToken();
    const now = new Date();
    await shop.db
      .insert(sessions)
      .values({ tokenHash, userId: id, expiresAt: new Date(now.getTime() + 3_600_000), secondFactorAt: now });

    const answer = await erase(token, PASSWORD);
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toBe(
      "Un compte administrateur ne se supprime pas depuis le profil : la boutique doit garder ses administrateurs.",
    );
    expect(await userRow(id)).toMatchObject({ email, role: "admin", passwordHash });
    expect(await shop.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
    expect((await shop.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((e) => e.action)).not.toContain(
      "account.erased",
    );
    // The session still works.
    expect((await shop.api.call("GET", "/api/auth/me", { cookie: token })).status).toBe(200);
  });
});
