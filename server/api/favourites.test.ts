import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { favourites } from "#server/modules/accounts/schema";
import { MAX_FAVOURITES, TOO_MANY_FAVOURITES, UNKNOWN_PRODUCT } from "#server/modules/accounts/favourites";
import { products, productVariants } from "#server/modules/catalog/schema";
import { createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";
import pino from "pino";
import { createServer } from "#server/app";
import { parseEnv } from "#server/env";

const shop = setupTestShop();

type List = { product_ids: string[] };
const path = (id: string) => `/api/favourites/${encodeURIComponent(id)}`;
const add = (token: string, id: string) => shop.api.call<List>("PUT", path(id), { cookie: token });
const remove = (token: string, id: string) => shop.api.call<List>("DELETE", path(id), { cookie: token });
const list = (token: string) => shop.api.call<List>("GET", "/api/favourites", { cookie: token });
const merge = (token: string, ids: unknown) =>
  shop.api.call<List>("POST", "/api/favourites/merge", { cookie: token, body: { product_ids: ids } });
const rowsOf = (userId: string) => shop.db.select().from(favourites).where(eq(favourites.userId, userId));

describe("/api/favourites", () => {
  it("adds and removes a product, listed oldest first, and leaves another account's untouched", async () => {
    const alice = await createSignedInCustomer(shop.db);
    const bob = await createSignedInCustomer(shop.db);
    expect((await add(bob.token, "soumur_oman")).status).toBe(200);

    expect((await add(alice.token, "sidr_malaki_yemen")).body).toEqual({ product_ids: ["sidr_malaki_yemen"] });
    const both = await add(alice.token, "parfum_homme_1");
    expect(both.body.product_ids).toEqual(["sidr_malaki_yemen", "parfum_homme_1"]);
    // Added again: nothing changes.
    expect((await add(alice.token, "sidr_malaki_yemen")).body.product_ids).toHaveLength(2);

    expect((await remove(alice.token, "sidr_malaki_yemen")).body).toEqual({ product_ids: ["parfum_homme_1"] });
    // Removing what is not there, or another account's product, only answers the list.
    expect((await remove(alice.token, "soumur_oman")).body).toEqual({ product_ids: ["parfum_homme_1"] });
    expect((await list(alice.token)).body).toEqual({ product_ids: ["parfum_homme_1"] });
    expect((await list(bob.token)).body).toEqual({ product_ids: ["soumur_oman"] });
  });

  it("stores one row when the same product is added ten times at once", async () => {
    const alice = await createSignedInCustomer(shop.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(alice.token, "jujubier_oman")));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await rowsOf(alice.id)).toHaveLength(1);
  });

  it("refuses a visitor, an unknown product and one taken off sale, in French", async () => {
    const visitor = await shop.api.call<{ detail: string }>("GET", "/api/favourites");
    expect(visitor.status).toBe(401);
    expect(visitor.body.detail).toBe("Connectez-vous pour accéder à votre compte.");

    const alice = await createSignedInCustomer(shop.db);
    const unknown = await shop.api.call<{ detail: string }>("PUT", path("<script>alert(1)</script>"), {
      cookie: alice.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(UNKNOWN_PRODUCT);
    await shop.db.update(products).set({ active: false }).where(eq(products.id, "fleur_oman"));
    expect((await add(alice.token, "fleur_oman")).status).toBe(404);
    const tooLong = await shop.api.call<{ detail: string }>("PUT", path("x".repeat(200)), { cookie: alice.token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe("Ce produit est inconnu.");
    expect(await rowsOf(alice.id)).toEqual([]);
  });

  it(`keeps at most ${MAX_FAVOURITES}, even when the last places are taken in parallel`, async () => {
    const alice = await createSignedInCustomer(shop.db);
    await shop.db
      .insert(favourites)
      .values(Array.from({ length: MAX_FAVOURITES - 1 }, (_, i) => ({ userId: alice.id, productId: `ancien-${i}` })));
    const answers = await Promise.all(
      ["sidr_malaki_yemen", "jujubier_oman", "soumur_oman"].map((id) => add(alice.token, id)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(2);
    expect((refused[0]!.body as unknown as { detail: string }).detail).toBe(TOO_MANY_FAVOURITES);
    expect(await rowsOf(alice.id)).toHaveLength(MAX_FAVOURITES);
  });
});

describe("POST /api/favourites/merge (at sign-in)", () => {
  it("joins the browser's favourites to the account's, once each, dropping what the shop does not sell", async () => {
    const alice = await createSignedInCustomer(shop.db);
    await add(alice.token, "sidr_malaki_yemen");
    const merged = await merge(alice.token, ["parfum_homme_2", "sidr_malaki_yemen", "n-existe-pas", "parfum_homme_2"]);
    expect(merged.status).toBe(200);
    expect(merged.body.product_ids).toEqual(["sidr_malaki_yemen", "parfum_homme_2"]);

    // Two tabs signing in at once: still one row per product.
    await Promise.all([merge(alice.token, ["soumur_oman", "jujubier_oman"]), merge(alice.token, ["jujubier_oman"])]);
    expect((await list(alice.token)).body.product_ids.sort()).toEqual(
      ["jujubier_oman", "parfum_homme_2", "sidr_malaki_yemen", "soumur_oman"].sort(),
    );
  });

  it("fills only the room left under the bound, and refuses a malformed body in French", async () => {
    const alice = await createSignedInCustomer(shop.db);
    await shop.db
      .insert(favourites)
      .values(Array.from({ length: MAX_FAVOURITES - 1 }, (_, i) => ({ userId: alice.id, productId: `ancien-${i}` })));
    expect((await merge(alice.token, ["soumur_oman", "jujubier_oman"])).status).toBe(200);
    expect(await rowsOf(alice.id)).toHaveLength(MAX_FAVOURITES);

    const tooMany = await shop.api.call<{ detail: string }>("POST", "/api/favourites/merge", {
      cookie: alice.token,
      body: { product_ids: Array(MAX_FAVOURITES + 1).fill("sidr_malaki_yemen") },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toBe(`Au plus ${MAX_FAVOURITES} favoris.`);
    expect((await merge(alice.token, "sidr")).status).toBe(400);
  });
});

describe("/profil/favoris's list", () => {
  it("shows today's price and stock from the catalogue, and a product no longer sold as such", async () => {
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const { services } = createServer({ env, database: shop.database, logger: pino({ level: "silent" }) });
    const alice = await createSignedInCustomer(shop.db);
    for (const id of ["sidr_malaki_yemen", "fleur_oman", "parfum_homme_1"]) await add(alice.token, id);
    await shop.db
      .update(productVariants)
      .set({ priceCents: 999 })
      .where(eq(productVariants.id, "sidr_malaki_yemen_50g"));
    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, "parfum_homme_1"));
    await shop.db.update(products).set({ active: false }).where(eq(products.id, "fleur_oman"));
    const request = new Request("http://x/profil/favoris", { headers: { cookie: alice.cookie } });
    const shown = await services.accounts.favourites(request);
    expect(shown?.map((f) => [f.id, f.onSale])).toEqual([
      ["sidr_malaki_yemen", true],
      ["fleur_oman", false],
      ["parfum_homme_1", true],
    ]);
    expect(shown?.[0]).toMatchObject({
      fromPriceCents: 999,
      several: true,
      stock: "in-stock",
      href: "/miel/sidr_malaki_yemen",
    });
    expect(shown?.[1]).toEqual({ id: "fleur_oman", name: "Miel de Fleurs d'Oman", onSale: false });
    expect(shown?.[2]).toMatchObject({ stock: "sold-out", href: "/parfum/parfum_homme_1" });
    expect(await services.accounts.favourites(new Request("http://x/profil/favoris"))).toBeNull();
  });
});
