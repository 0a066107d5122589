import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "#server/modules/audit/schema";
import { promoCodes } from "#server/modules/promotions/schema";
import { createPersonalCode } from "#server/modules/promotions/service";
import { checkoutBody } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();

type Body = Record<string, unknown>;
const as = (token: string | undefined) => (token === undefined ? {} : { cookie: token });
const call = <T = Body>(method: string, path: string, token?: string, body?: unknown) =>
  shop.api.call<T>(method, `/api/promotions/codes${path}`, { ...as(token), body });

const admin = async () => (await createSignedInAdmin(shop.db)).token;
const auditOf = (code: string) => shop.db.select().from(auditLog).where(eq(auditLog.entityId, code));
const rowOf = async (code: string) => (await shop.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0];

const NEW_CODE = {
  code: "ete-2026",
  name: "Été 2026",
  description: "12,5 % sur les miels",
  type: "percentage",
  value: 12.5,
  minimum_amount: 20,
  maximum_amount: 15,
  maximum_uses: 100,
  free_shipping: false,
  category_restriction: "miel",
  valid_until: "2099-08-31",
};

/** A guest's basket order with `code` (two Mr.H perfumes, 59,98 €), paid by the simulated card or left unpaid. */
async function orderWith(code: string, pay: boolean) {
  const res = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
    body: checkoutBody({
      items: [{ id: "parfum_homme_1", name: "Mr.H", price: 29.99, quantity: 2 }],
      promo_code: { code },
    }),
  });
  expect(res.status).toBe(200);
  if (pay) {
    const session = res.body.url.split("/").pop()!;
    const paid = await shop.api.call("POST", `/api/payments/simulated/${session}/pay`, {
      body: { card_number: "4242 4242 4242 4242" },
    });
    expect(paid.status).toBeLessThan(300);
  }
  return res.body.reference;
}

async function personalCode() {
  const owner = await createSignedInCustomer(shop.db);
  await shop.db.transaction((tx) =>
    createPersonalCode(tx, {
      code: "BIENVENUE-TEST01",
      name: "Bienvenue",
      description: "7 € offerts",
      valueCents: 700,
      minimumAmountCents: 2999,
      ownerUserId: owner.id,
    }),
  );
  return "BIENVENUE-TEST01";
}

describe("who may call the promo manager", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", ""],
    ["GET", "/stats"],
    ["POST", "", NEW_CODE],
    ["PUT", "/JESS69", { description: "x" }],
    ["POST", "/JESS69/toggle"],
    ["DELETE", "/JESS69"],
  ];

  it("answers 401 to a visitor, 403 to a customer and to an admin before the second factor, each in French", async () => {
    const customer = (await createSignedInCustomer(shop.db)).token;
    const pending = (await createSignedInAdmin(shop.db, { secondFactor: false })).token;
    const answers: string[] = [];
    for (const [method, path, body] of calls) {
      for (const token of [undefined, customer, pending]) {
        const res = await call(method, path, token, body);
        answers.push(`${method} ${path} ${res.status} ${String(res.body.detail)}`);
      }
    }
    expect(answers).toEqual(
      calls.flatMap(([method, path]) => [
        `${method} ${path} 401 Authentification requise : connectez-vous avec un compte administrateur.`,
        `${method} ${path} 403 Accès réservé aux administrateurs.`,
        `${method} ${path} 403 Validez d'abord la double authentification de votre compte administrateur.`,
      ]),
    );
    // Nothing was changed by the refused calls.
    expect(await rowOf("JESS69")).toMatchObject({ active: true, description: "10 % de réduction (code partenaire)" });
    expect(await rowOf("ETE-2026")).toBeUndefined();
  });

  it("checks the administrator in the routes themselves, not only in the gate in front of the app", async () => {
    const { promoCodeRoutes } = await import("./promo-codes");
    const { accountsContext, authOptions } = await import("#server/app");
    const { parseEnv } = await import("#server/env");
    const env = parseEnv({ NODE_ENV: "test" });
    const bare = promoCodeRoutes(
      accountsContext(env, shop.database, { outbox: async () => [] } as never),
      authOptions(env),
    );
    const customer = (await createSignedInCustomer(shop.db)).token;
    const res = await bare.request("/", { headers: { cookie: `maisonh_session=${customer}` } });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/promotions/codes", () => {
  it("lists the shop's codes in the spec's units, then the personal codes flagged", async () => {
    const code = await personalCode();
    const res = await call<Body[]>("GET", "", await admin());
    expect(res.status).toBe(200);
    const byCode = new Map(res.body.map((c) => [c.code, c]));
    expect(byCode.get("PROMO5")).toMatchObject({
      type: "fixed_amount",
      value: 5,
      minimum_amount: 25,
      minimum_amount_cents: 2500,
      maximum_amount: null,
      maximum_uses: null,
      free_shipping: true,
      active: true,
      category_restriction: null,
      valid_until: null,
      current_uses: 0,
      personal: false,
      personal_kind: null,
    });
    expect(byCode.get("REDUCTION15")).toMatchObject({ type: "percentage", value: 15, maximum_amount: 30 });
    expect(byCode.get("PACK50")).toMatchObject({ type: "bundle", value: 50, bundle_size: 2 });
    expect(byCode.get(code)).toMatchObject({ personal: true, personal_kind: "bienvenue", value: 7 });
    // Personal codes come after the shop's.
    expect(res.body.at(-1)!.code).toBe(code);
  });
});

describe("POST /api/promotions/codes", () => {
  it("creates the code upper-cased, in cents in the table, with its audit entry", async () => {
    const { token, email } = await createSignedInAdmin(shop.db);
    const res = await call("POST", "", token, NEW_CODE);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: "ETE-2026", value: 12.5, minimum_amount: 20, maximum_amount: 15 });
    expect(await rowOf("ETE-2026")).toMatchObject({
      value: 1250,
      minimumAmountCents: 2000,
      maximumAmountCents: 1500,
      maximumUses: 100,
      categoryRestriction: "miel",
      active: true,
    });
    // Valid through the whole 31 August, Paris time (UTC+2 in summer).
    expect(res.body.valid_until).toBe("2099-08-31T21:59:59.999Z");
    const [entry] = await auditOf("ETE-2026");
    expect(entry).toMatchObject({ action: "promo.create", entity: "promo_code", actorEmail: email, before: null });
    expect(entry!.after).toMatchObject({ code: "ETE-2026", value: 12.5, type: "percentage" });
  });

  it("refuses a code that exists, whatever its case, with 409", async () => {
    const token = await admin();
    const res = await call("POST", "", token, { ...NEW_CODE, code: "promo5" });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe("Le code PROMO5 existe déjà.");
    expect((await call("POST", "", token, { ...NEW_CODE, code: await personalCode() })).status).toBe(409);
  });

  it("fills the name with the code, and a free-shipping code gives free shipping with no value", async () => {
    const res = await call("POST", "", await admin(), {
      code: "PORT_OFFERT",
      type: "free_shipping",
      value: 12,
      maximum_amount: null,
      maximum_uses: "",
      valid_until: "",
      category_restriction: "",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "PORT_OFFERT",
      value: 0,
      free_shipping: true,
      maximum_uses: null,
      valid_until: null,
      category_restriction: null,
    });
  });

  const refusals: [string, Body, string][] = [
    ["a code too short", { code: "ab" }, "Le code doit faire entre 3 et 32 caractères."],
    ["a code too long", { code: "A".repeat(33) }, "Le code doit faire entre 3 et 32 caractères."],
    [
      "a code with other characters",
      { code: "ÉTÉ 2026" },
      "Le code ne peut contenir que des lettres sans accent, des chiffres, « - » et « _ ».",
    ],
    ["a percentage of 0", { value: 0 }, "Le pourcentage doit être compris entre 1 et 100."],
    ["a percentage above 100", { value: 100.5 }, "Le pourcentage doit être compris entre 1 et 100."],
    [
      "a fixed amount of 0",
      { type: "fixed_amount", value: 0 },
      "Le montant de la réduction doit être supérieur à 0 €.",
    ],
    [
      "a negative fixed amount",
      { type: "fixed_amount", value: -5 },
      "Le montant de la réduction doit être supérieur à 0 €.",
    ],
    [
      "a fixed amount with tenths of cents",
      { type: "fixed_amount", value: 5.555 },
      "Le montant de la réduction s'écrit au centime près (deux décimales au plus).",
    ],
    ["a negative minimum", { minimum_amount: -1 }, "Le montant minimum de commande ne peut pas être négatif."],
    [
      "a maximum discount of 0",
      { maximum_amount: 0 },
      "La réduction maximale doit être supérieur à 0 €, ou laissez le champ vide.",
    ],
    [
      "no use allowed",
      { maximum_uses: 0 },
      "Le nombre maximal d'utilisations doit être un entier d'au moins 1, ou laissé vide.",
    ],
    [
      "a fraction of a use",
      { maximum_uses: 1.5 },
      "Le nombre maximal d'utilisations doit être un entier d'au moins 1, ou laissé vide.",
    ],
    [
      "an end of validity in the past",
      { valid_until: "2020-01-01" },
      "La date de fin de validité doit être dans le futur, ou laissée vide.",
    ],
    [
      "an end of validity that is not a date",
      { valid_until: "2026-02-30" },
      "Date de fin de validité invalide (format AAAA-MM-JJ).",
    ],
    [
      "a category the catalogue does not have",
      { category_restriction: "bougies" },
      "Catégorie inconnue : choisissez parmi Miels, Parfums, Autres (Shilajit), Coffrets, ou aucune.",
    ],
    [
      "an unknown type",
      { type: "cadeau" },
      "Type inconnu : choisissez pourcentage, montant fixe, livraison offerte ou lot.",
    ],
    ["a value that is not a number", { value: "dix" }, "La valeur doit être un nombre."],
    [
      "a bundle without its size",
      { type: "bundle", value: 40, category_restriction: "parfum" },
      "Un lot compte de 2 à 10 articles.",
    ],
  ];

  it.each(refusals)("refuses %s with a French detail and writes nothing", async (_name, change, detail) => {
    const res = await call("POST", "", await admin(), { ...NEW_CODE, ...change });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
    expect(await shop.db.$count(auditLog)).toBe(0);
  });
});

describe("PUT /api/promotions/codes/{code}", () => {
  it("changes only the fields sent (the spec's JESS69 button), with the before and after in the audit", async () => {
    const res = await call("PUT", "/jess69", await admin(), {
      free_shipping: true,
      description: "10 % et livraison offerte",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: "JESS69",
      type: "percentage",
      value: 10,
      free_shipping: true,
      description: "10 % et livraison offerte",
    });
    const [entry] = await auditOf("JESS69");
    expect(entry).toMatchObject({ action: "promo.update" });
    expect(entry!.before).toMatchObject({ freeShipping: false, value: 10 });
    expect(entry!.after).toMatchObject({ freeShipping: true, description: "10 % et livraison offerte" });
  });

  it("applies the same rules to the merged code", async () => {
    const token = await admin();
    const bad = await call("PUT", "/JESS69", token, { value: 150 });
    expect([bad.status, bad.body.detail]).toEqual([400, "Le pourcentage doit être compris entre 1 et 100."]);
    const retyped = await call("PUT", "/JESS69", token, { type: "fixed_amount", value: 4 });
    expect(retyped.body).toMatchObject({ type: "fixed_amount", value: 4 });
    expect((await rowOf("JESS69"))!.value).toBe(400);
    expect((await call("PUT", "/JESS69", token, { valid_until: "2001-01-01" })).status).toBe(400);
  });

  it("lets an expired code be corrected without moving its date", async () => {
    await shop.db
      .update(promoCodes)
      .set({ validUntil: new Date("2024-01-01") })
      .where(eq(promoCodes.code, "HRO15"));
    const res = await call("PUT", "/HRO15", await admin(), { description: "Ancienne offre" });
    expect(res.status).toBe(200);
    expect(res.body.valid_until).toBe("2024-01-01T00:00:00.000Z");
  });

  it("refuses a maximum below the uses already made, and an unknown code with 404", async () => {
    const token = await admin();
    await orderWith("PROMO5", true);
    await orderWith("PROMO5", false);
    const res = await call("PUT", "/PROMO5", token, { maximum_uses: 1 });
    expect([res.status, res.body.detail]).toEqual([
      400,
      "Ce code compte déjà 2 utilisations : le maximum ne peut pas être inférieur.",
    ]);
    expect((await call("PUT", "/PROMO5", token, { maximum_uses: 2 })).status).toBe(200);
    const unknown = await call("PUT", "/INCONNU", token, { description: "x" });
    expect([unknown.status, unknown.body.detail]).toEqual([404, "Le code promo INCONNU n'existe pas."]);
  });
});

describe("POST /api/promotions/codes/{code}/toggle", () => {
  it("switches a code off then on, each time in the audit; the basket refuses it while off", async () => {
    const token = await admin();
    const off = await call("POST", "/LIVRAISON0/toggle", token);
    expect([off.status, off.body.active]).toEqual([200, false]);
    const validation = await shop.api.call("POST", "/api/promotions/validate", {
      body: { code: "LIVRAISON0", cart_total: 30 },
    });
    expect(validation.body).toMatchObject({ valid: false, message: "Ce code promo n'est plus actif." });
    const on = await call("POST", "/LIVRAISON0/toggle", token);
    expect(on.body.active).toBe(true);
    const actions = (await auditOf("LIVRAISON0")).map((e) => e.action).sort();
    expect(actions).toEqual(["promo.activate", "promo.deactivate"]);
  });
});

describe("DELETE /api/promotions/codes/{code}", () => {
  it("deletes a code nobody used", async () => {
    const res = await call("DELETE", "/HRO15", await admin());
    expect(res.body).toEqual({
      deleted: true,
      deactivated: false,
      message: "Code supprimé avec succès !",
      code: "HRO15",
    });
    expect(await rowOf("HRO15")).toBeUndefined();
    const [entry] = await auditOf("HRO15");
    expect(entry).toMatchObject({ action: "promo.delete", after: null });
    expect(entry!.before).toMatchObject({ code: "HRO15", value: 15 });
  });

  it("switches off instead a code that a paid order used, and says so", async () => {
    await orderWith("PROMO5", true);
    const res = await call("DELETE", "/PROMO5", await admin());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      deleted: false,
      deactivated: true,
      message:
        "Le code PROMO5 a servi à 1 commande payée : il a été désactivé au lieu d'être supprimé, pour garder l'historique.",
    });
    expect(await rowOf("PROMO5")).toMatchObject({ active: false, currentUses: 1 });
    expect((await auditOf("PROMO5"))[0]).toMatchObject({ action: "promo.deactivate" });
  });

  it("switches off instead a code that an order awaiting payment holds", async () => {
    await orderWith("PROMO5", false);
    const res = await call("DELETE", "/PROMO5", await admin());
    expect(res.body).toMatchObject({
      deleted: false,
      deactivated: true,
      message:
        "Des commandes en attente de paiement utilisent le code PROMO5 : il a été désactivé au lieu d'être supprimé.",
    });
  });
});

describe("personal codes", () => {
  it("are read-only: edit, toggle and delete answer 403 in French and change nothing", async () => {
    const code = await personalCode();
    const token = await admin();
    for (const [method, path, body] of [
      ["PUT", `/${code}`, { value: 50 }],
      ["POST", `/${code}/toggle`, undefined],
      ["DELETE", `/${code}`, undefined],
    ] as const) {
      const res = await call(method, path, token, body);
      expect([method, res.status, res.body.detail]).toEqual([
        method,
        403,
        "Les codes personnels (bienvenue, fidélité) appartiennent au compte d'un client : ils ne se modifient pas ici.",
      ]);
    }
    expect(await rowOf(code)).toMatchObject({ value: 700, active: true });
    expect(await shop.db.$count(auditLog)).toBe(0);
  });
});

describe("GET /api/promotions/codes/stats", () => {
  /** The answer for these figures: [codes, active, personal, uses, savings in cents]. */
  const figures = ([codes, active, personal, uses, cents]: number[]) => ({
    global_stats: {
      total_codes: codes,
      active_codes: active,
      personal_codes: personal,
      total_uses: uses,
      total_savings: cents! / 100,
      total_savings_cents: cents,
    },
    total_uses: uses,
  });

  it("counts the shop's codes and the uses and savings of paid orders only", async () => {
    const token = await admin();
    expect((await call("GET", "/stats", token)).body).toEqual(figures([8, 8, 0, 0, 0]));
    await personalCode();
    await call("POST", "/JESS69/toggle", token);
    // Two Mr.H perfumes (59,98 €): PROMO5 gives 5 €, REDUCTION15 gives 9 € (15 %, rounded).
    await orderWith("PROMO5", true);
    await orderWith("REDUCTION15", true);
    await orderWith("PROMO5", false);
    expect((await call("GET", "/stats", token)).body).toEqual(figures([8, 7, 1, 2, 1400]));
  });
});
