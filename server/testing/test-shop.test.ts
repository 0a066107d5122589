import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, productVariants, promoCodes, users } from "#server/db/schema";
import { ok, refused } from "./api-client";
import { createSignedInCustomer } from "./customers";
import { setupTestShop } from "./test-shop";

// The harness's promise: whatever a test writes, the next one starts from the seeded shop.
const shop = setupTestShop();

let earlierApp: unknown;
const stockOf = async (variantId: string) =>
  (await shop.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;

describe("setupTestShop", () => {
  it("puts back the seeded rows, empties the other tables and restarts the identities", async () => {
    const seededStock = await stockOf("sidr_malaki_yemen_250g");
    const codes = await shop.db.$count(promoCodes);
    const { app } = shop;

    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, "sidr_malaki_yemen_250g"));
    await shop.db.delete(promoCodes);
    await createSignedInCustomer(shop.db);
    const [first] = await shop.db
      .insert(mailOutbox)
      .values({ to: "a@example.fr", subject: "Un", text: "Un", html: "" })
      .returning({ id: mailOutbox.id });
    expect(shop.app).toBe(app);

    await shop.database.reset();

    expect(await stockOf("sidr_malaki_yemen_250g")).toBe(seededStock);
    expect(await shop.db.$count(promoCodes)).toBe(codes);
    expect(await shop.db.$count(users)).toBe(0);
    expect(await shop.db.$count(mailOutbox)).toBe(0);
    const [again] = await shop.db
      .insert(mailOutbox)
      .values({ to: "a@example.fr", subject: "Un", text: "Un", html: "" })
      .returning({ id: mailOutbox.id });
    expect(again!.id).toBe(first!.id);

    // Left behind for the next test (in the written order) to not find.
    await createSignedInCustomer(shop.db);
    earlierApp = shop.app;
  });

  it("starts each test from that state, with an app of its own", async () => {
    expect(await shop.db.$count(users)).toBe(0);
    expect(shop.app).not.toBe(earlierApp);
    const res = await shop.api.call<{ status: string }>("GET", "/api/health");
    expect(res).toMatchObject({ status: 200, body: { status: "ok" } });
  });
});

describe("the typed client", () => {
  it("calls the in-process app with the contract's types, a session and an address", async () => {
    const health = await ok(shop.client().health.$get());
    expect(health.status).toBe("ok");
    const me = shop.client({ from: "203.0.113.5" }).auth.me.$get();
    expect(await refused(me, 401)).toBe("Connectez-vous pour accéder à votre compte.");
    const { token } = await createSignedInCustomer(shop.db);
    const byCookie = await ok(shop.client({ cookie: token }).auth.me.$get());
    const byBearer = await ok(shop.client({ bearer: token }).auth.me.$get());
    expect(byCookie.user.email).toBe(byBearer.user.email);
  });
});
