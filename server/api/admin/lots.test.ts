import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "#server/modules/audit/service";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { checkoutBody } from "#server/testing/checkout";
import { testPdf } from "#server/testing/pdf";
import { setupTestShop } from "#server/testing/test-shop";
import { currentPublicLotsByFormat, publicLot } from "#server/workflows/lots";

// Lots through the back office's API (decision 038): creation and its refusals, the laboratory PDF checked by its
// bytes and served, the lots taken when an order is prepared (oldest first, or the one picked; concurrent
// preparations never take more than a lot has), the recall list and its mail, once per customer — also run on
// PostgreSQL by `npm run test:pg`.

const dataDir = mkdtempSync(path.join(tmpdir(), "maisonh-lots-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const shop = setupTestShop({ env: { DATA_DIR: dataDir } });

let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeEach(async () => {
  admin = await createSignedInAdmin(shop.db);
});

type Json = Record<string, unknown> & { detail?: string };
interface LotJson {
  id: string;
  code: string;
  remaining: number;
  quantityReceived: number;
  analysisKey: string | null;
}
const call = <T = Json>(method: string, route: string, body?: unknown, token = admin.token) =>
  shop.api.call<T & { detail?: string; field?: string }>(method, `/api/admin${route}`, { cookie: token, body });

const HONEY = "sidr_malaki_yemen";
const VARIANT = "sidr_malaki_yemen_250g";
const SEEDED = "L25-SIDR-MALAKI-YEMEN-250G";

const draft = (fields: Record<string, unknown> = {}) => ({
  code: "L26-SIDR-250-A",
  product_id: HONEY,
  variant_id: VARIANT,
  harvest_date: "2025-03-01",
  best_before: "2027-03-01",
  region: "Hadramaout, Yémen",
  producer: "Rucher Al-Amoudi",
  quantity_received: 50,
  moisture_percent: 17.4,
  hmf_mg_kg: 6.2,
  diastase: 19.5,
  pollen_summary: "Ziziphus spina-christi 72 %",
  ...fields,
});

async function createLot(fields: Record<string, unknown> = {}) {
  const res = await call<{ lot: LotJson }>("POST", "/lots", draft(fields));
  expect(res.status, res.body.detail).toBe(201);
  return res.body.lot;
}

const lotsOf = async (product = HONEY) =>
  (await call<{ products: { lots: LotJson[] }[] }>("GET", `/lots?product=${product}`)).body.products[0]!.lots;
const lotByCode = async (code: string, product = HONEY) => (await lotsOf(product)).find((l) => l.code === code)!;

async function paidOrder(items: { id: string; quantity: number }[], email?: string) {
  const body = checkoutBody({ items });
  if (email) {
    body.guest_email = email;
    body.shipping_address.email = email;
  }
  const res = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", { body });
  expect(res.status).toBe(200);
  const paid = await shop.api.call("POST", `/api/payments/simulated/${res.body.url.split("/").pop()!}/pay`, {
    body: { card_number: "4242424242424242" },
  });
  expect(paid.status).toBe(200);
  return res.body.reference;
}

type OrderJson = { order: { lines: { id: number; variantId: string; lots: { code: string; quantity: number }[] }[] } };
const orderOf = async (reference: string) => (await call<OrderJson>("GET", `/orders/${reference}`)).body.order;
const prepare = (reference: string, lots: { line_id: number; lot_id: string }[] = []) =>
  call("POST", `/orders/${reference}/prepare`, { lots });

async function uploadPdf(lotId: string, bytes: Uint8Array, name = "analyse.pdf", token = admin.token) {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" }));
  const res = await shop.app.request(`/api/admin/lots/${lotId}/analysis`, {
    method: "POST",
    body: form,
    headers: { cookie: `maisonh_session=${token}` },
  });
  return { status: res.status, body: (await res.json()) as Json & { analysis_key?: string } };
}

describe("lots in the back office", () => {
  it("lists the seeded lot of every honey format and of the Shilajit", async () => {
    const res = await call<{ products: { id: string; kind: string; variants: unknown[]; lots: LotJson[] }[] }>(
      "GET",
      "/lots",
    );
    expect(res.status).toBe(200);
    for (const product of res.body.products) {
      expect(product.lots.length, product.id).toBe(product.kind === "honey" ? product.variants.length : 1);
    }
    expect(res.body.products.some((p) => p.kind === "wellness")).toBe(true);
  });

  it("creates a lot (code upper-cased, all of it remaining), audited; refuses a taken code and bad fields in French", async () => {
    const lot = await createLot({ code: "l26-sidr-250-a" });
    expect(lot).toMatchObject({ code: "L26-SIDR-250-A", remaining: 50, quantityReceived: 50 });
    const audit = await listAudit(shop.db, { entity: "lot", entityId: "L26-SIDR-250-A" });
    expect(audit.entries.map((e) => e.action)).toEqual(["lot.create"]);

    const taken = await call("POST", "/lots", draft());
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toContain("existe déjà");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: "a/b" }, "code", "Code de lot"],
      [{ best_before: "2024-01-01" }, "bestBefore", "suivre la récolte"],
      [{ harvest_date: "2025-02-30" }, "harvestDate", "Date de récolte"],
      [{ moisture_percent: 140 }, "moisturePercent", "Humidité"],
      [{ quantity_received: 0 }, "quantityReceived", "Quantité reçue"],
      [{ variant_id: "parfum_homme_1" }, "variantId", "format"],
      [{ product_id: "parfum_homme", variant_id: null }, "productId", "Produit inconnu"],
      [{ product_id: "shilajit_product", variant_id: "shilajit_1", code: "SHI-X" }, "variantId", "toutes ses offres"],
    ];
    for (const [fields, field, words] of cases) {
      const res = await call("POST", "/lots", draft({ code: "L26-AUTRE", ...fields }));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.detail).toContain(words);
    }
    const hostile = await call("POST", "/lots", draft({ code: "L26-NUL", region: "Yémen\u0000" }));
    expect(hostile.status).toBe(400);
    expect((await call("GET", "/lots", undefined, (await createSignedInCustomer(shop.db)).token)).status).toBe(403);
  });

  it("edits a lot: the quantity received moves what remains, never under what was shipped", async () => {
    const lot = await createLot();
    const res = await call<{ lot: LotJson }>("PUT", `/lots/${lot.id}`, draft({ quantity_received: 80 }));
    expect(res.status, res.body.detail).toBe(200);
    expect(res.body.lot).toMatchObject({ quantityReceived: 80, remaining: 80 });
    expect((await call("PUT", `/lots/${"0".repeat(24)}`, draft())).status).toBe(404);
  });
});

describe("the laboratory's PDF", () => {
  it("stores a real PDF, served as application/pdf with nosniff; refuses a renamed file and a heavy one", async () => {
    const lot = await createLot();
    const ok = await uploadPdf(lot.id, testPdf("Analyse lot L26"));
    expect(ok.status, ok.body.detail).toBe(200);
    const key = ok.body.analysis_key!;
    expect(key).toMatch(/^analyses\/[a-f0-9]{24}\.pdf$/);
    const served = await shop.app.request(`/media/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // Downloaded, never shown by the browser inside the shop's origin; sandboxed if it ever is (decision 083).
    expect(served.headers.get("content-disposition")).toBe('attachment; filename="analyse-laboratoire.pdf"');
    expect(served.headers.get("content-security-policy")).toBe("sandbox");
    expect(new TextDecoder().decode(await served.arrayBuffer())).toContain("Analyse lot L26");
    const scripted = new TextDecoder("latin1")
      .decode(testPdf("Analyse piégée"))
      .replace("/Pages 2 0 R", "/Pages 2 0 R /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >>");
    const active = await uploadPdf(lot.id, Buffer.from(scripted, "latin1"));
    expect(active.status).toBe(400);
    expect(active.body.detail).toMatch(/^Ce PDF contient du contenu actif/);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const renamed = await uploadPdf(lot.id, png, "rapport.pdf");
    expect(renamed.status).toBe(400);
    expect(renamed.body.detail).toContain("n'est pas un PDF");
    const truncated = testPdf().slice(0, 200);
    expect((await uploadPdf(lot.id, truncated)).status).toBe(400);
    const heavy = new Uint8Array(5 * 1024 * 1024 + 10);
    heavy.set(testPdf());
    const tooBig = await uploadPdf(lot.id, heavy);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toContain("5 Mo");

    // The second report replaces the first, whose file goes.
    const again = await uploadPdf(lot.id, testPdf("Contre-analyse"));
    expect((await shop.app.request(`/media/${key}`)).status).toBe(404);
    expect((await shop.app.request(`/media/${again.body.analysis_key}`)).status).toBe(200);
    const actions = (await listAudit(shop.db, { entity: "lot", entityId: lot.code })).entries.map((e) => e.action);
    expect(actions.filter((a) => a === "lot.analysis")).toHaveLength(2);
    expect((await shop.app.request("/media/analyses/..%2F..%2Fetc.pdf")).status).toBe(404);
  });
});

describe("lots shipped when an order is prepared", () => {
  it("takes the oldest lot first (best-before, then harvest), then the next one; shows them on the order", async () => {
    const older = await createLot({
      code: "L24-SIDR-OLD",
      harvest_date: "2024-05-01",
      best_before: "2026-05-01",
      quantity_received: 3,
    });
    const reference = await paidOrder([
      { id: VARIANT, quantity: 5 },
      { id: "parfum_homme_1", quantity: 1 },
    ]);
    expect((await prepare(reference)).status).toBe(200);
    const lines = (await orderOf(reference)).lines;
    expect(lines.find((l) => l.variantId === VARIANT)!.lots).toEqual([
      { code: "L24-SIDR-OLD", quantity: 3 },
      { code: SEEDED, quantity: 2 },
    ]);
    expect(lines.find((l) => l.variantId === "parfum_homme_1")!.lots).toEqual([]);
    expect((await lotByCode(older.code)).remaining).toBe(0);
    expect((await lotByCode(SEEDED)).remaining).toBe(198);
  });

  it("counts a Shilajit pack's pots, and takes the lot the administrator picked", async () => {
    const picked = await createLot({ code: "L26-SIDR-PICK", best_before: "2028-01-01" });
    const reference = await paidOrder([
      { id: VARIANT, quantity: 2 },
      { id: "shilajit_3", quantity: 1 },
    ]);
    const line = (await orderOf(reference)).lines.find((l) => l.variantId === VARIANT)!;
    const wrong = await prepare(reference, [{ line_id: 999_999, lot_id: picked.id }]);
    expect(wrong.status).toBe(400);
    expect((await prepare(reference, [{ line_id: line.id, lot_id: picked.id }])).status).toBe(200);
    const lines = (await orderOf(reference)).lines;
    expect(lines.find((l) => l.variantId === VARIANT)!.lots).toEqual([{ code: "L26-SIDR-PICK", quantity: 2 }]);
    expect(lines.find((l) => l.variantId === "shilajit_3")!.lots).toEqual([{ code: "L25-SHILAJIT", quantity: 3 }]);
    expect((await lotByCode("L25-SHILAJIT", "shilajit_product")).remaining).toBe(297);
  });

  it("refuses to prepare when the lots lack units, and keeps the order to prepare", async () => {
    const seeded = await lotByCode(SEEDED);
    await call("PUT", `/lots/${seeded.id}`, draft({ code: SEEDED, quantity_received: 1 }));
    const reference = await paidOrder([{ id: VARIANT, quantity: 2 }]);
    const refused = await prepare(reference);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain("n'ont plus assez d'unités");
    expect((await orderOf(reference)).lines[0]!.lots).toEqual([]);
    expect((await lotByCode(SEEDED)).remaining).toBe(1);
  });

  it("two preparations racing for a lot's last units: one gets them, the other is refused, nothing goes negative", async () => {
    const seeded = await lotByCode(SEEDED);
    await call("PUT", `/lots/${seeded.id}`, draft({ code: SEEDED, quantity_received: 3 }));
    const first = await paidOrder([{ id: VARIANT, quantity: 2 }]);
    const second = await paidOrder([{ id: VARIANT, quantity: 2 }]);
    const answers = await Promise.all([prepare(first), prepare(second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await lotByCode(SEEDED)).remaining).toBe(1);
    const shipped = [...(await orderOf(first)).lines, ...(await orderOf(second)).lines].flatMap((l) => l.lots);
    expect(shipped).toEqual([{ code: SEEDED, quantity: 2 }]);
  });
});

interface DetailJson {
  lot: LotJson;
  recipients: { reference: string; email: string; notifiedAt: string | null }[];
  public_url: string;
  qr_svg: string;
}

describe("recall of a lot", () => {
  it("lists exactly the orders that received the lot and mails each customer once, even sent twice at once", async () => {
    const recalled = await createLot({ code: "L24-RAPPEL", best_before: "2026-01-01" });
    const alice = "alice.rappel@example.fr";
    const bruno = "bruno.rappel@example.fr";
    const a1 = await paidOrder([{ id: VARIANT, quantity: 1 }], alice);
    const a2 = await paidOrder([{ id: VARIANT, quantity: 1 }], alice);
    const b1 = await paidOrder([{ id: VARIANT, quantity: 1 }], bruno);
    const other = await createLot({ code: "L26-AUTRE-LOT", best_before: "2028-06-01" });
    const c1 = await paidOrder([{ id: VARIANT, quantity: 1 }], "chloe.autre@example.fr");
    const notPrepared = await paidOrder([{ id: VARIANT, quantity: 1 }], "denis@example.fr");
    for (const reference of [a1, a2, b1]) expect((await prepare(reference)).status).toBe(200);
    const line = (await orderOf(c1)).lines[0]!;
    expect((await prepare(c1, [{ line_id: line.id, lot_id: other.id }])).status).toBe(200);

    const detail = await call<DetailJson>("GET", `/lots/${recalled.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.recipients.map((r) => r.reference).sort()).toEqual([a1, a2, b1].sort());
    expect(detail.body.recipients.map((r) => r.reference)).not.toContain(notPrepared);
    expect(detail.body.public_url).toMatch(/\/lot\/L24-RAPPEL$/);
    expect(detail.body.qr_svg).toContain("<svg");

    expect((await call("POST", `/lots/${recalled.id}/recall`, {})).status).toBe(400);
    const otherAdmin = await createSignedInAdmin(shop.db);
    const sent = await Promise.all([
      call<{ sent: number; already_told: number }>("POST", `/lots/${recalled.id}/recall`, { confirm: true }),
      call<{ sent: number; already_told: number }>(
        "POST",
        `/lots/${recalled.id}/recall`,
        { confirm: true },
        otherAdmin.token,
      ),
    ]);
    expect(sent.map((s) => s.status)).toEqual([200, 200]);
    expect(sent.map((s) => s.body.sent).sort()).toEqual([0, 2]);
    const mails = (await shop.database.db.query.mailOutbox.findMany()).filter((m) => m.subject.includes("L24-RAPPEL"));
    expect(mails.map((m) => m.to).sort()).toEqual([alice, bruno]);
    const aliceMail = mails.find((m) => m.to === alice)!;
    expect(aliceMail.subject).toContain("Rappel du lot L24-RAPPEL");
    expect(aliceMail.text).toContain(a1);
    expect(aliceMail.text).toContain(a2);
    expect(aliceMail.text).toContain("/lot/L24-RAPPEL");

    const again = await call<{ sent: number; already_told: number; message: string }>(
      "POST",
      `/lots/${recalled.id}/recall`,
      { confirm: true },
    );
    expect(again.body).toMatchObject({ sent: 0, already_told: 2 });
    expect(again.body.message).toContain("déjà prévenus");
    const audit = (await listAudit(shop.db, { entity: "lot", entityId: "L24-RAPPEL" })).entries;
    expect(audit.filter((e) => e.action === "lot.recall")).toHaveLength(1);
    const after = await call<DetailJson>("GET", `/lots/${recalled.id}`);
    expect(after.body.recipients.every((r) => r.notifiedAt !== null)).toBe(true);
  });
});

describe("the public lot", () => {
  it("shows the lot's origin and analysis, nothing of its stock; null for an unknown code", async () => {
    const lot = await publicLot(shop.db, SEEDED);
    expect(lot).toMatchObject({
      code: SEEDED,
      productName: "Miel de Sidr Malaki",
      format: "250\u00a0g",
      productActive: true,
    });
    expect(lot).not.toHaveProperty("remaining");
    expect(lot).not.toHaveProperty("quantityReceived");
    expect(await publicLot(shop.db, "INCONNU")).toBeNull();
  });
  it("gives each format the lot its next jar ships from, not the 50 g one's for all", async () => {
    const codes = async () =>
      Object.fromEntries(Object.entries(await currentPublicLotsByFormat(shop.db, HONEY)).map(([v, l]) => [v, l.code]));
    expect(await codes()).toEqual({
      sidr_malaki_yemen_50g: "L25-SIDR-MALAKI-YEMEN-50G",
      sidr_malaki_yemen_90g: "L25-SIDR-MALAKI-YEMEN-90G",
      [VARIANT]: SEEDED,
    });
    // An older 250 g lot comes first for that format only.
    await createLot({ code: "L24-SIDR-250-OLD", best_before: "2026-12-01" });
    expect((await codes())[VARIANT]).toBe("L24-SIDR-250-OLD");
    expect((await codes()).sidr_malaki_yemen_50g).toBe("L25-SIDR-MALAKI-YEMEN-50G");
    expect(await currentPublicLotsByFormat(shop.db, "produit_inconnu")).toEqual({});
  });
});
