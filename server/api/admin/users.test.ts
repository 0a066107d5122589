import { describe, expect, it } from "vitest";
import { insertAccount } from "#server/testing/back-office-rows";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();

interface UsersPage {
  users: Record<string, unknown>[];
  total: number;
  page: number;
  per_page: number;
  pages: number;
}

const list = (token: string | undefined, query = "") =>
  shop.api.call<UsersPage & { detail?: string; field?: string }>("GET", `/api/auth/users/all${query}`, {
    cookie: token,
  });

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe("GET /api/auth/users/all", () => {
  it("refuses a visitor (401), a customer and an administrator before the second factor (403), in French", async () => {
    const visitor = await list(undefined);
    expect(visitor.status).toBe(401);
    expect(visitor.body.detail).toMatch(/connectez-vous/i);
    const customer = await createSignedInCustomer(shop.db);
    const asCustomer = await list(customer.token);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.detail).toBe("Accès réservé aux administrateurs.");
    expect((await shop.api.call("GET", "/api/auth/users/all", { bearer: customer.token })).status).toBe(403);
    const pending = await createSignedInAdmin(shop.db, { secondFactor: false });
    expect((await list(pending.token)).status).toBe(403);
  });

  it("lists the accounts newest first in the spec's User shape with the role, never a secret", async () => {
    const admin = await createSignedInAdmin(shop.db);
    await insertAccount(shop.db, {
      email: "claire.martin@exemple.fr",
      fullName: "Claire Martin",
      isVerified: true,
      totalSpentCents: 12_990,
      orderCount: 2,
      welcomePromoCode: "BIENVENUE-ABCD1234",
      createdAt: new Date(Date.now() + 60_000),
    });
    const res = await list(admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.body).toMatchObject({ total: 2, page: 1, per_page: 20, pages: 1 });
    expect(res.body.users[0]).toEqual({
      id: expect.any(String),
      email: "claire.martin@exemple.fr",
      full_name: "Claire Martin",
      is_verified: true,
      role: "customer",
      created_at: expect.any(String),
      last_login: null,
      total_spent: 129.9,
      total_spent_cents: 12_990,
      order_count: 2,
      welcome_promo: "BIENVENUE-ABCD1234",
    });
    expect(res.body.users[1]).toMatchObject({ email: admin.email, role: "admin" });
    const keys = keysOf(res.body);
    expect(keys.filter((key) => /hash|token|password|secret|session/i.test(key))).toEqual([]);
    // Nor any value that is the stored hash or the admin's session token.
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("sans-mot-de-passe");
    expect(text).not.toContain(admin.token);
  });

  it("pages the list (per_page at most 100) and searches the e-mail or the name, case-insensitive", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 25; i++) {
      await insertAccount(shop.db, {
        email: `abeille${String(i).padStart(2, "0")}@rucher.fr`,
        fullName: i === 7 ? "Élodie Ruche_Dorée" : `Apiculteur ${i}`,
        createdAt: new Date(base + i * 1000),
      });
    }
    const first = await list(admin.token, "?per_page=10");
    expect(first.body).toMatchObject({ total: 26, page: 1, per_page: 10, pages: 3 });
    expect(first.body.users.map((u) => u.email)).toEqual([
      admin.email,
      ...Array.from({ length: 9 }, (_, i) => `abeille${24 - i}@rucher.fr`),
    ]);
    const third = await list(admin.token, "?per_page=10&page=3");
    expect(third.body.users.map((u) => u.email)).toEqual([
      "abeille05@rucher.fr",
      "abeille04@rucher.fr",
      "abeille03@rucher.fr",
      "abeille02@rucher.fr",
      "abeille01@rucher.fr",
      "abeille00@rucher.fr",
    ]);
    const beyond = await list(admin.token, "?per_page=10&page=9");
    expect(beyond.body).toMatchObject({ users: [], total: 26, page: 9, pages: 3 });

    const byEmail = await list(admin.token, "?q=ABEILLE1");
    expect(byEmail.body.total).toBe(10);
    const byName = await list(admin.token, `?q=${encodeURIComponent("ruche_dorée")}`);
    expect(byName.body.users.map((u) => u.email)).toEqual(["abeille07@rucher.fr"]);
    // `%` and `_` are looked for as they are, not as wildcards.
    expect((await list(admin.token, "?q=%25")).body.total).toBe(0);
    expect((await list(admin.token, "?q=abeille_")).body.total).toBe(0);
    expect((await list(admin.token, "?q=%20%20")).body.total).toBe(26);

    for (const bad of ["?per_page=101", "?per_page=0", "?page=0", "?page=deux", `?q=${"x".repeat(121)}`]) {
      const refused = await list(admin.token, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.field, bad).toMatch(/^(page|per_page|q)$/);
      expect(refused.body.detail, bad).not.toMatch(/^[a-z_]+ : /);
    }
  });
});
