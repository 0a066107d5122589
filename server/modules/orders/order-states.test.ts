import { describe, expect, it } from "vitest";
import {
  assertMove,
  awaitsPayment,
  canAdvance,
  canMove,
  ForbiddenMoveError,
  paidEffect,
  statusAfterRefund,
} from "./order-states";
import { FULFILMENT_STATUSES, ORDER_STATUSES, type OrderStatus } from "./schema";

// The state machine's table, written out by hand (the model-based test in server/workflows/order-state-machine.test.ts
// reads its decisions from the module: this one pins them).

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ["pending_payment", "paid"],
  ["pending_payment", "expired"],
  ["pending_payment", "failed"],
  ["pending_payment", "cancelled"],
  ["expired", "paid"],
  ["failed", "paid"],
  ["paid", "refunded"],
];

describe("order statuses", () => {
  it("allows exactly the listed moves, and refuses every other pair", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
        expect(canMove(from, to), `${from} → ${to}`).toBe(allowed);
        if (allowed) expect(assertMove(from, to)).toBe(to);
        else expect(() => assertMove(from, to)).toThrow(ForbiddenMoveError);
      }
    }
  });

  it("a provider's paid: paid when awaited or late, told again when paid, refused when refunded or cancelled", () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, paidEffect(s)]))).toEqual({
      pending_payment: "pay",
      expired: "late-pay",
      failed: "late-pay",
      paid: "already-paid",
      refunded: "refuse",
      cancelled: "refuse",
    });
    expect(ORDER_STATUSES.filter(awaitsPayment)).toEqual(["pending_payment", "expired", "failed"]);
  });

  it("a refund reaching the total refunds the order; a partial one keeps it paid", () => {
    const order = { status: "paid" as const, totalCents: 5000 };
    expect(statusAfterRefund(order, 4999)).toBe("paid");
    expect(statusAfterRefund(order, 5000)).toBe("refunded");
    expect(statusAfterRefund({ status: "refunded", totalCents: 5000 }, 5000)).toBe("refunded");
    expect(() => statusAfterRefund({ status: "expired", totalCents: 5000 }, 5000)).toThrow(ForbiddenMoveError);
  });
});

describe("fulfilment", () => {
  it("moves one step at a time, only while paid", () => {
    const before = [null, ...FULFILMENT_STATUSES] as const;
    for (const status of ORDER_STATUSES) {
      for (const from of before) {
        for (const to of FULFILMENT_STATUSES) {
          const next = before[before.indexOf(from) + 1];
          expect(canAdvance({ status, fulfilment: from }, to), `${status}/${from} → ${to}`).toBe(
            status === "paid" && next === to,
          );
        }
      }
    }
  });
});
