import { describe, expect, it } from "vitest";
import { asc, eq, gt } from "drizzle-orm";
import { products, productVariants } from "#server/modules/catalog/schema";
import { mailOutbox } from "#server/modules/mail/schema";
import { UNKNOWN_PARCEL_NOTE } from "#server/modules/shipping/tracking/carrier-events";
import { carrierEvents } from "#server/modules/shipping/tracking/schema";
import { insertOrderRow, insertRefundRow } from "#server/testing/back-office-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { teamDashboard } from "./team-dashboard";

const shop = setupTestShop();
// Wednesday 25 November 2026, 11:00 in Paris: the day began at 23:00 UTC on the 24th, the week (Monday 23rd) at
// 23:00 UTC on the 22nd.
const NOW = new Date("2026-11-25T10:00:00Z");
const at = (iso: string) => new Date(iso);

/** Paid orders, refunds, flags and mails on known days around NOW. */
async function knownWeek() {
  const paid = { status: "paid" as const };
  const a = await insertOrderRow(shop.db, { ...paid, totalCents: 5000, paidAt: at("2026-11-25T08:00:00Z") });
  // Tuesday 23:30 in Paris: yesterday, this week.
  const b = await insertOrderRow(shop.db, {
    ...paid,
    totalCents: 4000,
    paidAt: at("2026-11-24T22:30:00Z"),
    fulfilment: "shipped",
  });
  // Sunday 23:59 in Paris: last week; refunded in part today.
  const c = await insertOrderRow(shop.db, {
    ...paid,
    totalCents: 9000,
    paidAt: at("2026-11-22T22:59:00Z"),
    fulfilment: "delivered",
  });
  await insertRefundRow(shop.db, c.id, 2000, at("2026-11-25T09:00:00Z"));
  await insertRefundRow(shop.db, b.id, 500, at("2026-11-24T12:00:00Z"));
  // Paid and refunded in full today.
  const e = await insertOrderRow(shop.db, {
    status: "refunded",
    totalCents: 3000,
    refundedCents: 3000,
    paidAt: at("2026-11-25T07:00:00Z"),
  });
  await insertRefundRow(shop.db, e.id, 3000, at("2026-11-25T09:30:00Z"));
  // A demonstration order, paid today and to prepare, with a flag.
  const d = await insertOrderRow(shop.db, {
    ...paid,
    totalCents: 1000,
    paidAt: at("2026-11-25T09:00:00Z"),
    testMode: true,
    attention: "Commande de démonstration à vérifier.",
  });
  const f = await insertOrderRow(shop.db, {
    status: "pending_payment",
    attention: "Paiement insuffisant : 12,00 € reçus sur 30,00 €.",
    createdAt: at("2026-11-20T10:00:00Z"),
  });
  await insertOrderRow(shop.db, {
    ...paid,
    paidAt: at("2026-11-10T10:00:00Z"),
    fulfilment: "delivered",
    attention: "Payée après la libération du stock.",
    attentionResolvedAt: at("2026-11-11T10:00:00Z"),
  });
  const mail = { text: "…", html: "<p>…</p>", subject: "Votre commande est confirmée" };
  await shop.db.insert(mailOutbox).values([
    { ...mail, to: "claire@exemple.fr", dedupeKey: `commande-payee:${a.id}`, failedAt: at("2026-11-24T10:00:00Z") },
    { ...mail, to: "ancien@exemple.fr", failedAt: at("2026-10-10T10:00:00Z") },
    { ...mail, to: "livre@exemple.fr", sentAt: at("2026-11-25T08:00:00Z") },
  ]);
  return { a, d, f };
}

describe("the dashboard's figures", () => {
  it("counts a shop taking real payments: paid minus refunded per Paris day and week, test orders left out", async () => {
    const { a, f } = await knownWeek();
    const board = await teamDashboard(shop.db, { now: NOW, includeTestOrders: false });
    expect(board.includeTestOrders).toBe(false);
    expect(board.today).toEqual({
      from: at("2026-11-24T23:00:00Z"),
      paidOrders: 2,
      paidCents: 8000,
      refunds: 2,
      refundedCents: 5000,
      netCents: 3000,
    });
    expect(board.week).toEqual({
      from: at("2026-11-22T23:00:00Z"),
      paidOrders: 3,
      paidCents: 12_000,
      refunds: 3,
      refundedCents: 5500,
      netCents: 6500,
    });
    expect(board.toPrepare.total).toBe(1);
    expect(board.toPrepare.oldest.map((o) => o.reference)).toEqual([a.reference]);
    expect(board.flagged.total).toBe(1);
    expect(board.flagged.oldest).toMatchObject([
      { reference: f.reference, attention: expect.stringMatching(/^Paiement insuffisant/) },
    ]);
    expect(board.undeliveredMails.total).toBe(1);
    expect(board.undeliveredMails.latest).toMatchObject([
      { to: "claire@exemple.fr", subject: "Votre commande est confirmée", orderReference: a.reference },
    ]);
  });

  it("counts the carrier's events for parcels the shop never labelled, over the last 30 days (decision 108)", async () => {
    const event = (eventId: string, receivedAt: Date, note: string | null) => ({
      eventId,
      parcelId: `P-${eventId}`,
      status: "shipped",
      occurredAt: receivedAt,
      receivedAt,
      applied: note === null,
      note,
    });
    const unknown = `${UNKNOWN_PARCEL_NOTE} (aucune étiquette en cours) : non appliqué.`;
    await shop.db
      .insert(carrierEvents)
      .values([
        event("inconnu-recent", at("2026-11-24T10:00:00Z"), unknown),
        event("inconnu-ancien", at("2026-10-10T10:00:00Z"), unknown),
        event("applique", at("2026-11-24T11:00:00Z"), null),
        event("desordre", at("2026-11-24T12:00:00Z"), "Plus ancien que le dernier événement appliqué."),
      ]);
    const board = await teamDashboard(shop.db, { now: NOW, includeTestOrders: false });
    expect(board.unknownParcelEvents).toEqual({ total: 1, days: 30 });
  });

  it("counts the demonstration's test orders when the shop itself runs with simulated payments", async () => {
    const { a, d, f } = await knownWeek();
    const board = await teamDashboard(shop.db, { now: NOW, includeTestOrders: true });
    expect(board.includeTestOrders).toBe(true);
    expect(board.today).toMatchObject({ paidOrders: 3, paidCents: 9000, refundedCents: 5000, netCents: 4000 });
    expect(board.week).toMatchObject({ paidOrders: 4, paidCents: 13_000, netCents: 7500 });
    expect(board.toPrepare.oldest.map((o) => o.reference)).toEqual([a.reference, d.reference]);
    expect(board.flagged.oldest.map((o) => o.reference)).toEqual([f.reference, d.reference]);
  });

  it("is all zeros on an empty shop", async () => {
    const board = await teamDashboard(shop.db, { now: NOW, includeTestOrders: false });
    expect(board.today).toMatchObject({ paidOrders: 0, paidCents: 0, refundedCents: 0, netCents: 0 });
    expect(board.toPrepare).toEqual({ total: 0, oldest: [] });
    expect(board.flagged).toEqual({ total: 0, oldest: [] });
    expect(board.undeliveredMails.total).toBe(0);
    expect(board.unknownParcelEvents.total).toBe(0);
  });

  it("lists the sold-out variants and those at or under their own low-stock threshold, the emptiest first", async () => {
    const before = await teamDashboard(shop.db, { now: NOW, includeTestOrders: false });
    const limited = await shop.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(gt(productVariants.stock, 10))
      .orderBy(asc(productVariants.id))
      .limit(4);
    const [five, empty, six, eight] = limited.map((v) => v.id) as [string, string, string, string];
    await shop.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, five));
    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, empty));
    await shop.db.update(productVariants).set({ stock: 6 }).where(eq(productVariants.id, six));
    // Its own threshold of 10: 8 units left is low for it.
    await shop.db.update(productVariants).set({ stock: 8, lowStockThreshold: 10 }).where(eq(productVariants.id, eight));
    const board = await teamDashboard(shop.db, { now: NOW, includeTestOrders: false });
    expect(board.stock.soldOut.total).toBe(before.stock.soldOut.total + 1);
    expect(board.stock.soldOut.variants[0]).toMatchObject({ id: empty, stock: 0, productId: expect.any(String) });
    expect(board.stock.low.total).toBe(before.stock.low.total + 2);
    expect(board.stock.low.variants.map((v) => v.id)).toEqual(expect.arrayContaining([five, eight]));
    expect(board.stock.low.variants.find((v) => v.id === eight)).toMatchObject({ stock: 8, threshold: 10 });
    expect(board.stock.low.variants.map((v) => v.id)).not.toContain(six);
    expect(board.stock.low.variants.map((v) => v.id)).not.toContain(empty);
  });

  it("lists the perfumes without a volume and the Shilajit pots without a weight, until they are entered", async () => {
    const measured = (kind: "perfume" | "wellness") =>
      shop.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(products.kind, kind));
    const perfumes = (await measured("perfume")).map((v) => v.id);
    const pots = (await measured("wellness")).map((v) => v.id);
    const before = await teamDashboard(shop.db, { now: NOW, includeTestOrders: false });
    // The seed knows no size: every perfume and pot is listed, and no honey.
    expect(before.missingMeasures.total).toBe(perfumes.length + pots.length);
    expect(before.missingMeasures.variants.every((v) => v.kind === "perfume" || v.kind === "wellness")).toBe(true);
    await shop.db.update(productVariants).set({ volumeMl: 50 }).where(eq(productVariants.id, perfumes[0]!));
    await shop.db.update(productVariants).set({ weightGrams: 30 }).where(eq(productVariants.id, pots[0]!));
    const after = await teamDashboard(shop.db, { now: NOW, includeTestOrders: false });
    expect(after.missingMeasures.total).toBe(before.missingMeasures.total - 2);
    expect(after.missingMeasures.variants.map((v) => v.id)).not.toContain(perfumes[0]);
  });
});
