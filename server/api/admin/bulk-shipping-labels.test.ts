import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { BULK_LABELS_MAX, NO_LABEL_TO_PRINT, NONE_SELECTED, TOO_MANY_SELECTED } from "#core/bulk-labels";
import { auditLog } from "#server/db/schema";
import { shipments } from "#server/modules/shipping/labels/schema";
import { apiClient } from "#server/testing/api-client";
import { checkoutBody, paidSimulatedOrder } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { pdfPageTexts } from "#server/testing/pdf";
import { useSendcloudShop } from "#server/testing/sendcloud-shop";
import { shopRows } from "#server/testing/shop-rows";
import type { TestApp } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";
import { BULK_SILENCES_BEFORE_PAUSE } from "#server/workflows/bulk-shipping-labels";

// Decision 107: the labels of the orders to prepare, made from the list through the one-order workflow (decision
// 104) — per order created, already had one, or error — and printed as one PDF.

const shop = setupTestShop();
const rows = shopRows(shop);
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeEach(async () => {
  admin = await createSignedInAdmin(shop.db);
});

interface BulkAnswer {
  results: { reference: string; outcome: string; message: string; tracking_number: string | null }[];
  message: string;
  detail?: string;
}

/** `cookie`: the administrator's session by default, null for a visitor. */
const bulkCreate = (body: unknown, cookie: string | null = admin.token, app: TestApp = shop.app) =>
  apiClient(app).call<BulkAnswer>("POST", "/api/admin/shipping-labels", { cookie: cookie ?? undefined, body });

const print = (references: string[], cookie: string | null = admin.token) =>
  shop.api.request(
    "GET",
    `/api/admin/shipping-labels.pdf?${references.map((r) => `reference=${encodeURIComponent(r)}`).join("&")}`,
    { cookie: cookie ?? undefined },
  );

const paidOrder = () => paidSimulatedOrder(shop.api);

async function shipmentsOf(references: string[]) {
  const ids = await Promise.all(references.map(async (r) => (await rows.orderOf(r)).id));
  return shop.db.select().from(shipments).where(inArray(shipments.orderId, ids));
}

describe("POST /api/admin/shipping-labels", () => {
  it("creates each order's label, skips the one that has one, reports the others' errors without stopping", async () => {
    const [first, labelled, last] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const single = await shop.api.call<{ label: { tracking_number: string } }>(
      "POST",
      `/api/admin/orders/${labelled}/label`,
      { cookie: admin.token, body: { weight_grams: 800 } },
    );
    expect(single.status).toBe(200);
    const unpaid = await shop.api.call<{ reference: string }>("POST", "/api/payments/checkout/cart", {
      body: checkoutBody(),
    });

    const answer = await bulkCreate({
      references: [first, labelled, unpaid.body.reference, "MH-INCONNUE", last, first],
    });
    expect(answer.status, answer.body.detail).toBe(200);
    expect(answer.body.results.map((r) => [r.reference, r.outcome])).toEqual([
      [first, "created"],
      [labelled, "existing"],
      [unpaid.body.reference, "error"],
      ["MH-INCONNUE", "error"],
      [last, "created"],
    ]);
    const [made, had, refused, unknown] = answer.body.results;
    expect(made!.message).toBe(`Étiquette créée : n° ${made!.tracking_number}.`);
    expect(had!.message).toBe(`Avait déjà une étiquette (n° ${single.body.label.tracking_number}) : rien de créé.`);
    expect(refused!.message).toContain("Seule une commande payée et pas encore expédiée peut recevoir une étiquette");
    expect(unknown!.message).toBe("Commande introuvable.");
    expect(answer.body.message).toBe("2 étiquettes créées, 1 commande en avait déjà une, 2 erreurs.");

    const made3 = await shipmentsOf([first, labelled, last, unpaid.body.reference]);
    expect(made3.map((s) => s.status)).toEqual(["created", "created", "created"]);
    // Each order's own estimate (a perfume of unknown volume: the 300 g packaging, decision 109) when no weight is
    // typed; the labelled order's own weight untouched.
    expect(made3.map((s) => s.weightGrams).sort()).toEqual([300, 300, 800]);

    const audit = await shop.db.select().from(auditLog).where(eq(auditLog.action, "labels.bulk-create"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: admin.email,
      entity: "shipping_labels",
      entityId: [first, labelled, unpaid.body.reference, "MH-INCONNUE", last].join(", "),
    });
    expect(audit[0]!.after).toMatchObject({
      weight_grams: "estimé pour chaque commande",
      summary: answer.body.message,
    });
    const created = await shop.db.select().from(auditLog).where(eq(auditLog.action, "order.label-created"));
    expect(created.map((a) => a.entityId).sort()).toEqual([first, labelled, last].sort());
  });

  it("gives every parcel the weight typed for the batch, instead of each order's estimate", async () => {
    const [one, two] = [await paidOrder(), await paidOrder()];
    expect((await bulkCreate({ references: [one, two], weight_grams: 1500 })).status).toBe(200);
    expect((await shipmentsOf([one, two])).map((s) => s.weightGrams)).toEqual([1500, 1500]);
  });

  it("refuses an empty or too long selection and a bad weight in French; a customer 403, a visitor 401", async () => {
    const reference = await paidOrder();
    const refusals: [unknown, string][] = [
      [{ references: [] }, NONE_SELECTED],
      [{}, NONE_SELECTED],
      [{ references: Array.from({ length: BULK_LABELS_MAX + 1 }, (_, i) => `MH-${i}`) }, TOO_MANY_SELECTED],
      [{ references: [reference], weight_grams: 0 }, "Poids du colis : 1 g au moins."],
      [{ references: ["x".repeat(41)] }, "Référence de commande : 40 caractères au plus."],
    ];
    for (const [body, detail] of refusals) {
      const refused = await bulkCreate(body);
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe(detail);
    }
    const customer = await createSignedInCustomer(shop.db);
    expect((await bulkCreate({ references: [reference] }, customer.token)).status).toBe(403);
    expect((await bulkCreate({ references: [reference] }, null)).status).toBe(401);
    expect((await print([reference], customer.token)).status).toBe(403);
    expect((await print([reference], null)).status).toBe(401);
    expect(await shipmentsOf([reference])).toHaveLength(0);
  });

  it("two administrators bulk-creating the same orders at once: one label per order", async () => {
    const references = [await paidOrder(), await paidOrder(), await paidOrder()];
    const other = await createSignedInAdmin(shop.db);
    const answers = await Promise.all([
      bulkCreate({ references }),
      bulkCreate({ references: [...references].reverse() }, other.token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const outcomes = answers.flatMap((a) => a.body.results);
    for (const reference of references) {
      const mine = outcomes.filter((r) => r.reference === reference).map((r) => r.outcome);
      expect(mine.sort(), reference).toEqual(["created", "existing"]);
    }
    const made = await shipmentsOf(references);
    expect(made).toHaveLength(3);
    expect(new Set(made.map((s) => s.orderId)).size).toBe(3);
  });
});

describe("with Sendcloud (its stand-in)", () => {
  const sendcloud = useSendcloudShop(shop, { publicKey: "pk-lot-0001", secretKey: "sk-lot-0001" });

  it("two administrators at once: one parcel per order at the carrier", async () => {
    const references = [await paidOrder(), await paidOrder()];
    const other = await createSignedInAdmin(shop.db);
    const answers = await Promise.all([
      bulkCreate({ references }, admin.token, sendcloud.app),
      bulkCreate({ references }, other.token, sendcloud.app),
    ]);
    expect(answers.flatMap((a) => a.body.results.map((r) => r.outcome)).sort()).toEqual([
      "created",
      "created",
      "existing",
      "existing",
    ]);
    expect(sendcloud.standIn.parcels.size).toBe(2);
  });

  it("the carrier silent: the orders not asked yet are left for later, each said so", async () => {
    // Four asked at once, then the next ones while fewer than three silences are known: six asked at most.
    const references = await Promise.all(Array.from({ length: 8 }, paidOrder));
    sendcloud.standIn.fault({ method: "POST", path: "/api/v2/parcels", kind: "error", times: 20 });
    const answer = await bulkCreate({ references }, admin.token, sendcloud.app);
    expect(answer.status).toBe(200);
    const messages = answer.body.results.map((r) => r.message);
    expect(answer.body.results.every((r) => r.outcome === "error")).toBe(true);
    const silent = messages.filter((m) => m === "Le transporteur ne répond pas : réessayez.").length;
    expect(silent).toBeGreaterThanOrEqual(BULK_SILENCES_BEFORE_PAUSE);
    expect(messages.slice(silent)).toEqual(
      Array(8 - silent).fill("Pas demandée : le transporteur ne répond pas. Réessayez dans quelques minutes."),
    );
    expect(silent).toBeLessThanOrEqual(6);
  });
});

describe("GET /api/admin/shipping-labels.pdf", () => {
  it("merges the selected orders' labels in the list's order, one page each, and names those without", async () => {
    const [older, newer, without] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const made = await bulkCreate({ references: [older, newer] });
    const number = (reference: string) => made.body.results.find((r) => r.reference === reference)!.tracking_number!;

    const res = await print([newer, without, older]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="etiquettes-\d{4}-\d{2}-\d{2}-2\.pdf"$/,
    );
    expect(res.headers.get("x-labels-missing")).toBe(without);
    const pages = await pdfPageTexts(await res.arrayBuffer());
    // The cover first (decision 122), then one page per label.
    expect(pages).toHaveLength(2 + 1);
    // The cover: the house, the date of printing (Paris), the count, and each order in the pile's order with its
    // recipient and how it travels.
    expect(pages[0]).toMatch(
      /^Maison H Étiquettes du transporteur Imprimées le \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2} 2 colis /,
    );
    expect(pages[0]).toContain(
      `1 ${newer} Claire Martin Colissimo (simulation) · Domicile 2 ${older} Claire Martin Colissimo (simulation) · Domicile`,
    );
    expect(pages[0]).not.toContain(without);
    expect(pages[1]).toContain(number(newer));
    expect(pages[2]).toContain(number(older));
    expect(pages.join(" ")).toContain("SPÉCIMEN");
  });

  it("answers a French 409 when no selected order has a label, 400 for an empty selection", async () => {
    const reference = await paidOrder();
    const none = await print([reference, "MH-INCONNUE"]);
    expect(none.status).toBe(409);
    expect(((await none.json()) as { detail: string }).detail).toBe(NO_LABEL_TO_PRINT);
    const empty = await print([]);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { detail: string }).detail).toBe(NONE_SELECTED);
  });
});
