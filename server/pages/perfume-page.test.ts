// `/parfum/:id` (decision 085): the page's loader over the shop's services — 404 for an unknown, other-kind or
// off-sale id — and what it shows of a perfume's regulatory facts, each unknown one left unknown.
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loader } from "#app/routes/perfume";
import { createServer } from "#server/app";
import { parseEnv } from "#server/env";
import { productInformation, products, productVariants } from "#server/modules/catalog/schema";
import { REAL_PAYMENTS_ENV } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();
const PERFUME = "parfum_femme_5";

/** A shop taking real payments, with its legal identity configured. */
const REAL_SHOP = {
  ...REAL_PAYMENTS_ENV,
  LEGAL_COMPANY_NAME: "Maison H SAS",
  LEGAL_ADDRESS: "1 rue de l'Exemple, 75001 Paris",
};

/** A server whose catalogue reads are never kept: each call sees the rows as the test left them. */
function services(overrides: Record<string, string> = {}) {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", CATALOGUE_CACHE_SECONDS: "0", ...overrides });
  return createServer({ env, database: shop.database, logger: pino({ level: "silent" }) }).services;
}

async function load(id: string, overrides: Record<string, string> = {}) {
  const args = {
    params: { id },
    context: { services: services(overrides) },
    request: new Request(`http://shop/parfum/${id}`),
  };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

/** The status of what the loader threw (React Router's `data(null, { status })`). */
async function thrownStatus(id: string): Promise<number | undefined> {
  try {
    await load(id);
    return undefined;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
}

describe("the perfume page's loader", () => {
  it("gives the perfume, its bottle and its line", async () => {
    const page = await load(PERFUME);
    expect(page.perfume).toMatchObject({ id: PERFUME, line: "Mme.H", notes: ["Iris", "Violette", "Poire", "Musc"] });
    expect(page.perfume.name).toMatch(/Iris Poudré/);
    expect(page.bottle).toEqual({
      id: PERFUME,
      priceCents: 2999,
      volumeMl: null,
      unitPrice: null,
      soldOut: false,
      onSale: true,
    });
  });

  it("answers 404 for an unknown id, another kind's id and a perfume taken off sale", async () => {
    expect(await thrownStatus("parfum_inconnu")).toBe(404);
    expect(await thrownStatus("sidr_malaki_yemen")).toBe(404);
    expect(await thrownStatus("parfum_homme")).toBe(404); // a direct-purchase package, not a perfume of a line
    await shop.db.update(products).set({ active: false }).where(eq(products.id, PERFUME));
    expect(await thrownStatus(PERFUME)).toBe(404);
  });

  it("answers 404 for a perfume whose only bottle is taken off sale", async () => {
    await shop.db.update(productVariants).set({ active: false }).where(eq(productVariants.id, PERFUME));
    expect(await thrownStatus(PERFUME)).toBe(404);
  });

  it("shows a sold-out bottle as sold out, and a known volume with its price per litre", async () => {
    await shop.db.update(productVariants).set({ stock: 0, volumeMl: 50 }).where(eq(productVariants.id, PERFUME));
    expect((await load(PERFUME)).bottle).toMatchObject({
      volumeMl: 50,
      unitPrice: "599,80\u00a0€/L",
      soldOut: true,
    });
  });
});

describe("the perfume's regulatory facts", () => {
  it("are all unknown for the catalogue as written: nothing is invented", async () => {
    expect((await load(PERFUME)).composition).toEqual({
      concentration: null,
      pyramid: [],
      ingredients: null,
      allergens: null,
      precautions: null,
      paoMonths: null,
      operator: null,
    });
  });

  it("name the allergens of a known INCI list and keep only the pyramid's known levels", async () => {
    await shop.db
      .update(productInformation)
      .set({
        concentration: "Eau de parfum",
        ingredients: [
          { name: "Alcohol Denat.", allergen: false },
          { name: "Parfum (Fragrance)", allergen: false },
          { name: "Aqua (Water)", allergen: false },
          { name: "Linalool", allergen: true },
          { name: "Citronellol", allergen: true },
        ],
        pyramid: { head: ["Poire"], heart: [], base: ["Musc"] },
        precautions: "Inflammable. Tenir à l'écart de la chaleur.",
        paoMonths: 24,
        operator: "Maison H, 1 rue de l'Exemple, 75001 Paris",
      })
      .where(eq(productInformation.productId, PERFUME));
    expect((await load(PERFUME)).composition).toEqual({
      concentration: "Eau de parfum",
      pyramid: [
        { level: "head", notes: ["Poire"] },
        { level: "base", notes: ["Musc"] },
      ],
      ingredients: ["Alcohol Denat.", "Parfum (Fragrance)", "Aqua (Water)", "Linalool", "Citronellol"],
      allergens: ["Linalool", "Citronellol"],
      precautions: "Inflammable. Tenir à l'écart de la chaleur.",
      paoMonths: 24,
      operator: "Maison H, 1 rue de l'Exemple, 75001 Paris",
    });
  });

  it("say « no allergen » only from a known list, and stay unknown without the perfume's row", async () => {
    await shop.db
      .update(productInformation)
      .set({ ingredients: [{ name: "Alcohol Denat.", allergen: false }] })
      .where(eq(productInformation.productId, PERFUME));
    expect((await load(PERFUME)).composition.allergens).toEqual([]);
    await shop.db.delete(productInformation).where(eq(productInformation.productId, PERFUME));
    expect((await load(PERFUME)).composition).toMatchObject({ ingredients: null, allergens: null });
  });
});

describe("with real payments", () => {
  it("is not on sale while a mandatory fact is missing, and names the shop as responsible person by default", async () => {
    const page = await load(PERFUME, REAL_SHOP);
    expect(page.bottle.onSale).toBe(false);
    expect(page.composition.operator).toBe("Maison H SAS, 1 rue de l'Exemple, 75001 Paris");
    await shop.db.update(productVariants).set({ volumeMl: 50 }).where(eq(productVariants.id, PERFUME));
    await shop.db
      .update(productInformation)
      .set({
        concentration: "Eau de parfum",
        ingredients: [{ name: "Alcohol Denat.", allergen: false }],
        paoMonths: 24,
      })
      .where(eq(productInformation.productId, PERFUME));
    expect((await load(PERFUME, REAL_SHOP)).bottle.onSale).toBe(true);
  });
});
