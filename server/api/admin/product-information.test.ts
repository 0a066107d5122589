import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "#server/modules/audit/schema";
import pino from "pino";
import { loader as shilajitLoader } from "#app/routes/other-collection";
import { loader as honeyLoader } from "#app/routes/honey";
import { createServer } from "#server/app";
import { parseEnv } from "#server/env";
import { honeyDetails, products } from "#server/modules/catalog/schema";
import { apiClient } from "#server/testing/api-client";
import { checkoutBody } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import type { TestApp } from "#server/testing/test-app";
import { REAL_PAYMENTS_ENV } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();

const LEGAL = { LEGAL_COMPANY_NAME: "Maison H SAS", LEGAL_ADDRESS: "12 rue des Abeilles, 69001 Lyon" };

interface Answer {
  information: {
    legalName: string | null;
    ingredients: { name: string; allergen: boolean }[] | null;
    origins: { country: string; sharePercent: number | null }[] | null;
    operator: string | null;
  };
  missing: string[];
  missing_labels: string[];
  shop_operator: string | null;
  real_payments: boolean;
  message?: string;
  detail?: string;
  field?: string;
}

const PISTACHE = {
  legal_name: "Préparation à base de miel et de pistache",
  ingredients: [
    { name: "miel", allergen: false },
    { name: "pistache", allergen: true },
  ],
  origins: [
    { country: "France", share_percent: 70 },
    { country: "Espagne", share_percent: 30 },
  ],
  storage: "À conserver à l'abri de la lumière",
  operator: null,
  concentration: null,
  pyramid: null,
  precautions: null,
  pao_months: null,
};

const call = (app: TestApp, method: string, path: string, token: string, body?: unknown) =>
  apiClient(app).call<Answer>(method, `/api/admin/products/${path}`, { cookie: token, body });
const admin = () => createSignedInAdmin(shop.db);
const checkout = (app: TestApp, id: string) =>
  apiClient(app).call<{ detail?: string; url?: string }>("POST", "/api/payments/checkout/cart", {
    body: checkoutBody({ items: [{ id, name: "Miel", price: 4.99, quantity: 1 }] }),
  });

describe("GET and PUT /api/admin/products/:id/information", () => {
  it("says what a preparation lacks, then saves its facts with the allergen, audited", async () => {
    const owner = await admin();
    const before = await call(shop.app, "GET", "pistache/information", owner.token);
    expect(before.status).toBe(200);
    expect(before.body.information).toMatchObject({ legalName: null, ingredients: null });
    expect(before.body.missing).toEqual(["legalName", "ingredients", "storage", "operator"]);
    expect(before.body.missing_labels).toContain("Dénomination légale");

    const saved = await call(shop.app, "PUT", "pistache/information", owner.token, PISTACHE);
    expect(saved.status, saved.body.detail).toBe(200);
    expect(saved.body.message).toBe("Informations réglementaires enregistrées.");
    expect(saved.body.information.ingredients).toEqual(PISTACHE.ingredients);
    expect(saved.body.information.origins).toEqual([
      { country: "France", sharePercent: 70 },
      { country: "Espagne", sharePercent: 30 },
    ]);
    // No shop identity configured and none for the product: the operator is still to complete.
    expect(saved.body.missing).toEqual(["operator"]);
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "product"), eq(auditLog.action, "product.information")));
    expect(entry).toMatchObject({ entityId: "pistache", actorEmail: owner.email });
    expect(entry!.after).toMatchObject({ legalName: PISTACHE.legal_name });
    expect((entry!.before as Record<string, unknown>).legalName).toBeNull();

    const again = await call(shop.app, "PUT", "pistache/information", owner.token, PISTACHE);
    expect(again.body.message).toBe("Aucun changement à enregistrer.");
  });

  it("takes the shop's legal identity as operator when it is configured", async () => {
    const owner = await admin();
    const app = shop.appWith(LEGAL);
    const res = await call(app, "GET", "sidr_malaki_yemen/information", owner.token);
    expect(res.body.shop_operator).toBe("Maison H SAS, 12 rue des Abeilles, 69001 Lyon");
    expect(res.body.missing).toEqual([]);
  });

  it("refuses in French shares that do not sum to 100, an unknown concentration, a visitor", async () => {
    const owner = await admin();
    const shares = await call(shop.app, "PUT", "pistache/information", owner.token, {
      ...PISTACHE,
      origins: [
        { country: "France", share_percent: 70 },
        { country: "Espagne", share_percent: 20 },
      ],
    });
    expect(shares.status).toBe(400);
    expect(shares.body).toMatchObject({
      field: "origins",
      detail: "Les parts des pays doivent totaliser 100 % (ici 90 %).",
    });
    const concentration = await call(shop.app, "PUT", "parfum_homme_1/information", owner.token, {
      ...PISTACHE,
      concentration: "Eau fraîche",
    });
    expect(concentration.status).toBe(400);
    expect(concentration.body.detail).toContain("Concentration : Eau de parfum, Eau de toilette, Extrait de parfum.");
    const unknown = await call(shop.app, "GET", "inconnu/information", owner.token);
    expect(unknown.status).toBe(404);
    const visitor = await apiClient(shop.app).call("GET", "/api/admin/products/pistache/information");
    expect(visitor.status).toBe(401);
  });
});

/** A server whose reads are never kept: each call sees the rows as the test left them. */
function services(overrides: Record<string, string> = {}) {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", CATALOGUE_CACHE_SECONDS: "0", ...overrides });
  return createServer({ env, database: shop.database, logger: pino({ level: "silent" }) }).services;
}

const loadHoney = async (id: string, overrides: Record<string, string> = {}) =>
  honeyLoader({
    params: { id },
    context: { services: services(overrides) },
    request: new Request(`http://shop/miel/${id}`),
  } as unknown as Parameters<typeof honeyLoader>[0]);
const compositionOf = (page: Awaited<ReturnType<typeof loadHoney>>) =>
  page.characteristics.find(([name]) => name === "Composition")?.[1];

describe("the honey page's loader", () => {
  it("never says « 100 % miel » of a preparation, and gives a pure honey's facts", async () => {
    // A database seeded before decision 084 holds the default detail's « 100 % miel » for every preparation.
    await shop.db
      .update(honeyDetails)
      .set({ characteristics: { texture: "Onctueuse", composition: "100 % miel" } })
      .where(eq(honeyDetails.productId, "coco_amande"));
    const coco = await loadHoney("coco_amande");
    expect(compositionOf(coco)).toBeUndefined();
    expect(coco.information).toMatchObject({ legalName: null, ingredients: null, pureHoney: false, onSale: true });

    const sidr = await loadHoney("sidr_malaki_yemen");
    expect(compositionOf(sidr)).toBe("100 % miel de Sidr (Ziziphus spina-christi)");
    expect(sidr.information).toMatchObject({ legalName: "Miel de Sidr (Ziziphus spina-christi)", pureHoney: true });
    expect(sidr.information!.formats.map((f) => [f.label, f.netQuantity])).toEqual([
      ["50\u00a0g", "50\u00a0g"],
      ["90\u00a0g", "90\u00a0g"],
      ["250\u00a0g", "250\u00a0g"],
    ]);
  });

  it("gives the known ingredients instead of « 100 % miel » once filled", async () => {
    const owner = await admin();
    await call(shop.app, "PUT", "pistache/information", owner.token, PISTACHE);
    await shop.db
      .update(honeyDetails)
      .set({ characteristics: { composition: "100 % miel" } })
      .where(eq(honeyDetails.productId, "pistache"));
    expect(compositionOf(await loadHoney("pistache"))).toBe("miel, pistache");
  });

  it("gives the storage of the regulatory section, never the default detail's template", async () => {
    const storageOf = (page: Awaited<ReturnType<typeof loadHoney>>) =>
      page.characteristics.find(([name]) => name === "Conservation")?.[1];
    // Unknown storage: the template's « 24 mois à l'abri… » would contradict « Information en cours de vérification ».
    const unknown = await loadHoney("pistache");
    expect(unknown.information!.storage).toBeNull();
    expect(storageOf(unknown)).toBeUndefined();
    const owner = await admin();
    await call(shop.app, "PUT", "pistache/information", owner.token, PISTACHE);
    const filled = await loadHoney("pistache");
    expect(storageOf(filled)).toBe(PISTACHE.storage);
    expect(storageOf(await loadHoney("sidr_malaki_yemen"))).toBe("À conserver à l'abri de la lumière et de l'humidité");
  });

  it("says a product is not on sale yet with real payments while information is missing", async () => {
    expect((await loadHoney("pistache", REAL_PAYMENTS_ENV)).information!.onSale).toBe(false);
    expect((await loadHoney("pistache")).information!.onSale).toBe(true);
  });

  it("gives the Shilajit page its section, not on sale with real payments while its facts are unknown", async () => {
    const load = async (overrides: Record<string, string> = {}) =>
      shilajitLoader({
        params: {},
        context: { services: services(overrides) },
        request: new Request("http://shop/autres-collection"),
      } as unknown as Parameters<typeof shilajitLoader>[0]);
    const demo = await load();
    expect(demo.information).toMatchObject({ legalName: null, ingredients: null, onSale: true });
    expect(demo.information!.formats.map((f) => f.netQuantity)).toEqual([null, null, null]);
    expect((await load(REAL_PAYMENTS_ENV)).information!.onSale).toBe(false);
  });
});

describe("the sale block (decision 084)", () => {
  it("with real payments, refuses a basket holding a product whose information is missing", async () => {
    const res = await checkout(shop.appWith(REAL_PAYMENTS_ENV), "pistache_50g");
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      "« Miel à la Pistache » n'est pas encore en vente : ses informations obligatoires (dénomination légale, ingrédients, conservation, exploitant) sont en cours de vérification. Retirez-le de votre panier.",
    );
  });

  it("in demonstration mode, sells it (no real payment is taken)", async () => {
    const res = await checkout(shop.app, "pistache_50g");
    expect(res.status, res.body.detail).toBe(200);
    expect(res.body.url).toBeTruthy();
  });

  it("with real payments, refuses to put an incomplete product on sale until it is filled", async () => {
    const owner = await admin();
    await shop.db.update(products).set({ active: false }).where(eq(products.id, "pistache"));
    const app = shop.appWith({ ...REAL_PAYMENTS_ENV, ...LEGAL });
    const refused = await call(app, "PUT", "pistache", owner.token, { active: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      field: "active",
      detail:
        "Ce produit ne peut pas être mis en vente : complétez d'abord ses informations obligatoires (dénomination légale, ingrédients, conservation).",
    });
    await call(app, "PUT", "pistache/information", owner.token, PISTACHE);
    const accepted = await call(app, "PUT", "pistache", owner.token, { active: true });
    expect(accepted.status, accepted.body.detail).toBe(200);
  });

  it("in demonstration mode, lets an incomplete product be put on sale", async () => {
    const owner = await admin();
    await shop.db.update(products).set({ active: false }).where(eq(products.id, "pistache"));
    const res = await call(shop.app, "PUT", "pistache", owner.token, { active: true });
    expect(res.status, res.body.detail).toBe(200);
  });
});
