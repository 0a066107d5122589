import { describe, expect, it } from "vitest";
import { refundBody, refundRequestOf } from "./refund-request";

describe("a refund between the page and the API", () => {
  it("travels in the API's names and comes back the same, a free amount included", () => {
    const lines = { requestKey: "k-1", full: false, lines: [{ lineId: 7, quantity: 2 }], shipping: true, note: "" };
    expect(refundBody({ ...lines, free: null })).toEqual({
      request_key: "k-1",
      full: false,
      lines: [{ line_id: 7, quantity: 2 }],
      shipping: true,
      free: undefined,
      note: "",
    });
    expect(refundRequestOf(refundBody({ ...lines, free: null }))).toEqual({ ...lines, free: null });
    const free = { reason: "goodwill" as const, amountCents: 500 };
    const freeRefund = { ...lines, lines: [], shipping: false, free, note: "Geste" };
    expect(refundBody(freeRefund).free).toEqual({ reason: "goodwill", amount_cents: 500 });
    expect(refundRequestOf(refundBody(freeRefund))).toEqual(freeRefund);
  });
});
