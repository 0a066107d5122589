import { describe, expect, it } from "vitest";
import { declarableUnits, lastDayText, withdrawalEnd, withdrawalWindow } from "./withdrawal";

const paris = (text: string) => new Date(text); // ISO with an explicit offset

describe("the withdrawal period (L221-18, L221-19)", () => {
  it("ends at midnight after the 14th day following delivery, the delivery day not counted", () => {
    // Delivered Tuesday 3 November 2026 at 15:00 → last day Tuesday 17 November.
    const end = withdrawalEnd(paris("2026-11-03T15:00:00+01:00"));
    expect(end.toISOString()).toBe("2026-11-17T23:00:00.000Z");
    expect(lastDayText(end)).toBe("17 novembre 2026");
  });

  it("moves a last day on a weekend or a public holiday to the next working day", () => {
    // Delivered Saturday 31 October → 14 November is a Saturday → Monday 16 November.
    expect(lastDayText(withdrawalEnd(paris("2026-10-31T10:00:00+01:00")))).toBe("16 novembre 2026");
    // Delivered Friday 11 December → 25 December (Christmas, a Friday) → Monday 28 December.
    expect(lastDayText(withdrawalEnd(paris("2026-12-11T10:00:00+01:00")))).toBe("28 décembre 2026");
    // Easter Monday 2027 is 29 March: a last day on Sunday 28 March moves to Tuesday 30 March.
    expect(lastDayText(withdrawalEnd(paris("2027-03-14T10:00:00+01:00")))).toBe("30 mars 2027");
  });

  it("counts Paris days across the change of time", () => {
    // Delivered Wednesday 14 October 2026 at 23:30 Paris (21:30 UTC) → last day Wednesday 28 October (winter time).
    const end = withdrawalEnd(new Date("2026-10-14T21:30:00Z"));
    expect(end.toISOString()).toBe("2026-10-28T23:00:00.000Z");
  });

  it("is open before shipping, counts from the delivery, or from shipping plus 7 days without one", () => {
    const shippedAt = paris("2026-11-02T10:00:00+01:00");
    const now = paris("2026-11-20T10:00:00+01:00");
    expect(withdrawalWindow({ status: "paid", shippedAt: null, deliveredAt: null }, now)).toEqual({
      open: true,
      deadline: null,
    });
    // Shipped 2 November, presumed received 9 November → last day Monday 23 November.
    const presumed = withdrawalWindow({ status: "paid", shippedAt, deliveredAt: null }, now);
    expect(presumed.open).toBe(true);
    expect(lastDayText(presumed.deadline!)).toBe("23 novembre 2026");
    // Delivered 3 November → last day 17 November: closed on the 20th, with a French reason.
    const closed = withdrawalWindow(
      { status: "paid", shippedAt, deliveredAt: paris("2026-11-03T15:00:00+01:00") },
      now,
    );
    expect(closed).toMatchObject({ open: false });
    expect(!closed.open && closed.reason).toContain("a pris fin le 17 novembre 2026");
    // The last instant of the last day is still inside.
    const delivered = { status: "paid", shippedAt, deliveredAt: paris("2026-11-03T15:00:00+01:00") };
    expect(withdrawalWindow(delivered, paris("2026-11-17T23:59:59+01:00")).open).toBe(true);
    expect(withdrawalWindow(delivered, paris("2026-11-18T00:00:00+01:00")).open).toBe(false);
  });

  it("refuses an unpaid or fully refunded order", () => {
    const now = new Date();
    expect(withdrawalWindow({ status: "pending_payment", shippedAt: null, deliveredAt: null }, now)).toMatchObject({
      open: false,
      reason: "Seule une commande payée peut faire l'objet d'une rétractation.",
    });
    expect(withdrawalWindow({ status: "refunded", shippedAt: null, deliveredAt: null }, now)).toMatchObject({
      open: false,
      reason: "Cette commande est déjà entièrement remboursée.",
    });
  });
});

describe("the units a declaration may still cover", () => {
  const lines = [
    { lineId: 1, quantity: 2, refundedQuantity: 0 },
    { lineId: 2, quantity: 3, refundedQuantity: 1 },
    { lineId: 3, quantity: 1, refundedQuantity: 1 },
  ];

  it("counts the units bought less those refunded; a line refunded in full is left out", () => {
    expect([...declarableUnits(lines, [])]).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it("takes out the units of earlier declarations, without counting twice one declared then refunded", () => {
    const declared = [
      { lineId: 1, quantity: 1 },
      { lineId: 2, quantity: 1 },
      { lineId: 2, quantity: 1 },
    ];
    expect([...declarableUnits(lines, declared)]).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect([...declarableUnits(lines, [{ lineId: 1, quantity: 2 }])]).toEqual([[2, 2]]);
  });
});
