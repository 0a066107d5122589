import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "#server/modules/audit/schema";
import { priceHistory, products, productVariants } from "#server/modules/catalog/schema";
import { checkoutBody } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { migrationStatement } from "#server/testing/migration-sql";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();

type Body = Record<string, unknown>;
interface Variant {
  id: string;
  label: string;
  priceCents: number;
  stock: number | null;
  lowStockThreshold: number;
  active: boolean;
  history: { priceCents: number; validFrom: string; by: string | null }[];
}
interface Product {
  id: string;
  name: string;
  updatedAt: string;
  active: boolean;
  detailedDescription: string | null;
  variants: Variant[];
}
interface Page {
  products: (Product & { kind: string; collection: string | null; category: string | null })[];
  total: number;
  page: number;
  pages: number;
}

const HONEY = "jujubier_oman";
const V50 = "jujubier_oman_50g";

const call = <T = Body>(method: string, path: string, token: string, body?: unknown) =>
  shop.api.call<T & { detail?: string; field?: string; errors?: Record<string, string> }>(
    method,
    `/api/admin/products${path}`,
    { cookie: token, body },
  );
const admin = () => createSignedInAdmin(shop.db);
const list = async (token: string, query = "") => call<Page>("GET", query, token);
const one = async (token: string, id = HONEY) =>
  (await call<{ product: Product }>("GET", `/${id}`, token)).body.product;
const save = (token: string, body: Body, id = HONEY) =>
  call<{ product: Product; message: string }>("PUT", `/${encodeURIComponent(id)}`, token, body);
const historyOf = (variantId: string) =>
  shop.db.select().from(priceHistory).where(eq(priceHistory.variantId, variantId)).orderBy(priceHistory.id);
const auditOf = (id: string) =>
  shop.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
const variantRow = async (id: string) =>
  (await shop.db.select().from(productVariants).where(eq(productVariants.id, id)))[0]!;

describe("GET /api/admin/products", () => {
  it("searches the name or the id, filters by line, category, sale and stock, 20 a page", async () => {
    const { token } = await admin();
    const all = await list(token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pages: 3 });
    expect(all.body.products).toHaveLength(20);
    expect((await list(token, "?line=miels")).body.total).toBe(22);
    const mrH = await list(token, "?line=mr-h");
    expect(mrH.body.products.every((p) => p.kind === "perfume" && p.collection === "Mr.H")).toBe(true);
    expect((await list(token, "?line=mr-h")).body.total).toBe(13);
    expect((await list(token, "?line=miels&page=2")).body).toMatchObject({ page: 2, pages: 2, total: 22 });
    expect((await list(token, "?line=miels&page=2")).body.products).toHaveLength(2);
    const oman = await list(token, "?category=oman");
    expect(oman.body.products.map((p) => p.id)).toContain(HONEY);
    expect(oman.body.products.every((p) => p.category === "oman")).toBe(true);
    expect((await list(token, `?q=${encodeURIComponent("JUJUBIER")}`)).body.total).toBe(3);
    expect((await list(token, "?q=oman_50")).body.total).toBe(0);
    expect((await list(token, "?q=%25")).body.total).toBe(0);
    expect((await list(token, "?active=non")).body.total).toBe(0);

    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, V50));
    await shop.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, "fleur_oman_50g"));
    await shop.db.update(products).set({ active: false }).where(eq(products.id, "pistache"));
    expect((await list(token, "?stock=sold-out")).body.products.map((p) => p.id)).toEqual([HONEY]);
    const low = (await list(token, "?stock=low")).body.products.map((p) => p.id);
    expect(low).toEqual(expect.arrayContaining([HONEY, "fleur_oman"]));
    expect((await list(token, "?active=non")).body.products.map((p) => p.id)).toEqual(["pistache"]);

    for (const bad of ["?line=vins", "?category=corse", "?active=peut-etre", "?stock=bas", "?page=0"]) {
      const refused = await list(token, bad);
      expect(refused.status, bad).toBe(400);
      // The field apart, the French message alone (never « line : … »).
      expect(refused.body.field, bad).toMatch(/^(line|category|active|stock|page)$/);
      expect(refused.body.detail, bad).not.toMatch(/^[a-z_]+ : /);
    }
  });

  it("shows one product with each variant's price history, the catalogue's price first; 404 when unknown", async () => {
    const { token } = await admin();
    const product = await one(token);
    expect(product).toMatchObject({ id: HONEY, active: true, detailedDescription: expect.stringContaining("<p>") });
    expect(product.variants.map((v) => v.id)).toEqual([V50, "jujubier_oman_90g", "jujubier_oman_250g"]);
    for (const v of product.variants) {
      expect(v.lowStockThreshold).toBe(5);
      expect(v.history).toEqual([{ priceCents: v.priceCents, validFrom: expect.any(String), by: null }]);
    }
    const missing = await call("GET", "/nexiste_pas", token);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe("Produit introuvable.");
  });
});

describe("the price history's first entries", () => {
  it("are the seeded prices: one entry per variant at its price", async () => {
    const result = (await shop.db.execute(
      sql`select count(*)::int as missing from ${productVariants} v where (select count(*) from ${priceHistory} h where h.variant_id = v.id and h.price_cents = v.price_cents) <> 1`,
    )) as unknown as { rows: { missing: number }[] };
    const missing = result.rows[0]!.missing;
    expect(missing).toBe(0);
    expect(await shop.db.$count(priceHistory)).toBe(await shop.db.$count(productVariants));
  });

  it("are written for an existing catalogue by the migration's hand-written SQL", async () => {
    await shop.db.delete(priceHistory);
    await shop.db.execute(sql.raw(migrationStatement('INSERT INTO "price_history"')));
    expect(await shop.db.$count(priceHistory)).toBe(await shop.db.$count(productVariants));
    expect((await historyOf(V50)).map((h) => h.priceCents)).toEqual([(await variantRow(V50)).priceCents]);
  });
});

describe("PUT /api/admin/products/:id", () => {
  it("saves a price in cents with a price-history entry and an audit entry of the changed fields only", async () => {
    const owner = await admin();
    const before = await one(owner.token);
    const res = await save(owner.token, {
      expected_updated_at: before.updatedAt,
      name: "Jujubier d'Oman",
      variants: [{ id: V50, price: 13.5 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Produit enregistré.");
    expect(res.body.product.variants[0]).toMatchObject({ priceCents: 1350 });
    expect(res.body.product.variants[0]!.history[0]).toMatchObject({ priceCents: 1350, by: owner.email });
    expect(res.body.product.updatedAt).not.toBe(before.updatedAt);
    const history = await historyOf(V50);
    expect(history.map((h) => [h.priceCents, h.actorEmail])).toEqual([
      [before.variants[0]!.priceCents, null],
      [1350, owner.email],
    ]);
    const [entry] = await auditOf(HONEY);
    expect(entry).toMatchObject({
      action: "product.update",
      actorEmail: owner.email,
      before: { name: before.name, variants: { [V50]: { priceCents: before.variants[0]!.priceCents } } },
      after: { name: "Jujubier d'Oman", variants: { [V50]: { priceCents: 1350 } } },
    });

    // The storefront reads the new price at once (no copy of the catalogue kept in memory).
    const page = await shop.app.request("/api/catalog/honeys/jujubier_oman");
    const honey = (await page.json()) as { variants: { id: string; priceCents: number }[] };
    expect(honey.variants.find((v) => v.id === V50)!.priceCents).toBe(1350);
  });

  it("writes no price-history entry for an edit that leaves the prices, and nothing at all for no change", async () => {
    const { token } = await admin();
    const before = await one(token);
    const res = await save(token, {
      description: "Un miel ambré.",
      notes: ["Caramel", "Datte"],
      badge: "Luxe",
      variants: [
        { id: V50, price: before.variants[0]!.priceCents / 100, stock: 12, stock_before: null, low_stock_threshold: 3 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.product.variants[0]).toMatchObject({ stock: 12, lowStockThreshold: 3 });
    expect(await historyOf(V50)).toHaveLength(1);
    const [entry] = await auditOf(HONEY);
    expect(entry!.before).toEqual({
      description: expect.any(String),
      notes: expect.any(Array),
      badge: "Bestseller",
      variants: { [V50]: { stock: null, lowStockThreshold: 5 } },
    });
    expect(entry!.after).toEqual({
      description: "Un miel ambré.",
      notes: ["Caramel", "Datte"],
      badge: "Luxe",
      variants: { [V50]: { stock: 12, lowStockThreshold: 3 } },
    });

    const again = await save(token, { description: "Un miel ambré.", variants: [{ id: V50, stock: 12 }] });
    expect(again.body.message).toBe("Aucun changement à enregistrer.");
    expect(again.body.product.updatedAt).toBe(res.body.product.updatedAt);
    expect(await auditOf(HONEY)).toHaveLength(1);
  });

  it("refuses broken values with a French message naming the field, and changes nothing", async () => {
    const { token } = await admin();
    const cases: [Body, string, RegExp][] = [
      [{ variants: [{ id: V50, price: 0 }] }, `variants.${V50}.price`, /supérieur à 0/],
      [{ variants: [{ id: V50, price: -2 }] }, `variants.${V50}.price`, /supérieur à 0/],
      [{ variants: [{ id: V50, price: 10_000.01 }] }, `variants.${V50}.price`, /10 000 €/],
      [{ variants: [{ id: V50, stock: -1 }] }, `variants.${V50}.stock`, /0 ou plus/],
      [{ variants: [{ id: V50, low_stock_threshold: -3 }] }, `variants.${V50}.lowStockThreshold`, /0 ou plus/],
      [{ name: "  " }, "name", /Nom : obligatoire/],
      [{ badge: "Soldé" }, "badge", /Badge inconnu/],
      [{ notes: ["x".repeat(61)] }, "notes", /60 caractères/],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
      expect(res.body.detail).toMatch(message);
      expect(res.body.errors![field]).toBe(res.body.detail);
    }
    const typed: [Body, RegExp][] = [
      [{ variants: [{ id: V50, price: 12.345 }] }, /au centime près/],
      [{ variants: [{ id: V50, price: "12,50" }] }, /un montant en euros attendu/],
      [{ variants: [{ id: V50, stock: 1.5 }] }, /Stock : un nombre entier attendu/],
      [{ active: "oui" }, /vrai ou faux/],
      [{ name: "Miel\u0000" }, /caractères non autorisés/],
    ];
    for (const [body, message] of typed) {
      const res = await save(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toMatch(message);
    }
    const other = await save(token, { variants: [{ id: "parfum_homme_1", price: 10 }] });
    expect(other.status).toBe(400);
    expect(other.body.detail).toContain("Variante inconnue");
    expect((await save(token, { name: "X" }, "nexiste_pas")).status).toBe(404);
    expect((await save(token, { detailed_description: "<p>x</p>" }, "parfum_homme_1")).status).toBe(400);
    expect(await historyOf(V50)).toHaveLength(1);
    expect(await auditOf(HONEY)).toHaveLength(0);
  });

  it("sanitises the detailed description as the honey page does", async () => {
    const { token } = await admin();
    const res = await save(token, {
      detailed_description:
        '<p onclick="x()">Doux</p><script>alert(1)</script><img src=x onerror=y><strong>Rare</strong>',
    });
    expect(res.status).toBe(200);
    expect(res.body.product.detailedDescription).toBe("<p>Doux</p><strong>Rare</strong>");
  });

  it("refuses a stale form (409) and a stock that orders changed since the form was opened", async () => {
    const first = await admin();
    const second = await admin();
    const opened = await one(first.token);
    expect((await save(second.token, { expected_updated_at: opened.updatedAt, name: "Jujubier" })).status).toBe(200);
    const stale = await save(first.token, { expected_updated_at: opened.updatedAt, variants: [{ id: V50, price: 9 }] });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/modifié par quelqu'un d'autre.*rechargez/);
    expect(await historyOf(V50)).toHaveLength(1);

    await shop.db.update(productVariants).set({ stock: 8 }).where(eq(productVariants.id, V50));
    const sold = await save(first.token, { variants: [{ id: V50, stock: 20, stock_before: 10 }] });
    expect(sold.status).toBe(409);
    expect(sold.body.detail).toContain("(8 au lieu de 10)");
    expect((await variantRow(V50)).stock).toBe(8);
  });

  it("applies two price edits sent at once one after the other: both in the history, the last one in force", async () => {
    const { token } = await admin();
    const results = await Promise.all([
      save(token, { variants: [{ id: V50, price: 14 }] }),
      save(token, { variants: [{ id: V50, price: 15 }] }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const history = await historyOf(V50);
    expect(history).toHaveLength(3);
    expect(
      history
        .slice(1)
        .map((h) => h.priceCents)
        .sort(),
    ).toEqual([1400, 1500]);
    const latest = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime() || a.id - b.id).at(-1)!;
    expect((await variantRow(V50)).priceCents).toBe(latest.priceCents);
    expect(await auditOf(HONEY)).toHaveLength(2);

    // The same form sent twice at once: one saves, the other is stale.
    const version = (await one(token)).updatedAt;
    const racing = await Promise.all(
      [16, 17].map((price) => save(token, { expected_updated_at: version, variants: [{ id: V50, price }] })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await historyOf(V50)).toHaveLength(4);
  });
});

describe("a product or a variant taken off sale", () => {
  it("leaves the storefront's lists, its page and the basket: checkout refuses it", async () => {
    const { token } = await admin();
    expect((await save(token, { variants: [{ id: V50, active: false }] })).status).toBe(200);
    const honey = (await (await shop.app.request(`/api/catalog/honeys/${HONEY}`)).json()) as {
      variants: { id: string }[];
    };
    expect(honey.variants.map((v) => v.id)).not.toContain(V50);
    const refusedVariant = await shop.api.call<Body>("POST", "/api/payments/checkout/cart", {
      body: checkoutBody({ items: [{ id: V50, name: "Jujubier", price: 11.99, quantity: 1 }] }),
    });
    expect(refusedVariant.status).toBe(409);
    expect(refusedVariant.body.detail).toContain("n'est plus disponible");

    expect((await save(token, { active: false }, "parfum_homme_1")).status).toBe(200);
    expect((await save(token, { active: false })).status).toBe(200);
    const listed = (await (await shop.app.request("/api/catalog/products")).json()) as { products: { id: string }[] };
    expect(listed.products.map((p) => p.id)).not.toContain(HONEY);
    expect(listed.products.map((p) => p.id)).not.toContain("parfum_homme_1");
    expect((await shop.app.request(`/api/catalog/honeys/${HONEY}`)).status).toBe(404);
    const refused = await shop.api.call<Body>("POST", "/api/payments/checkout/cart", {
      body: checkoutBody({ items: [{ id: "parfum_homme_1", name: "Mr.H — Erba", price: 29.99, quantity: 1 }] }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain("parfum_homme_1");
  });
});

describe("VAT rate (decision 036)", () => {
  it("is edited among the French rates, audited, and refused otherwise with a French message", async () => {
    const owner = await admin();
    const before = await one(owner.token);
    expect((before as Product & { vatRateBp: number }).vatRateBp).toBe(550);
    const wrong = await save(owner.token, { vat_rate_bp: 700 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe("vatRateBp");
    expect(wrong.body.detail).toBe("Taux de TVA : 20 %, 10 %, 5,5 %, 2,1 %.");
    const res = await save(owner.token, { vat_rate_bp: 2000 });
    expect(res.status, res.body.detail).toBe(200);
    expect((res.body.product as Product & { vatRateBp: number }).vatRateBp).toBe(2000);
    const [entry] = await auditOf(HONEY);
    expect(entry).toMatchObject({ before: { vatRateBp: 550 }, after: { vatRateBp: 2000 } });
  });

  it("is filled for an existing catalogue by the migration's hand-written SQL", async () => {
    await shop.db.update(products).set({ vatRateBp: 1000 });
    await shop.db.execute(sql.raw(migrationStatement('UPDATE "products" SET "vat_rate_bp"')));
    const rates = new Map(
      (await shop.db.select({ id: products.id, rate: products.vatRateBp }).from(products)).map((r) => [r.id, r.rate]),
    );
    expect([rates.get(HONEY), rates.get("shilajit_product"), rates.get("miel_manuka")]).toEqual([550, 550, 550]);
    expect([rates.get("parfum_femme_3"), rates.get("parfum_homme"), rates.get("parfum_femme")]).toEqual([
      2000, 2000, 2000,
    ]);
  });
});
