import { describe, expect, it } from "vitest";
import { checkGiftMessage, GIFT_MESSAGE_MAX, GIFT_MESSAGES, recipientLines } from "./gift";
import { orderVat, splitTtc } from "./vat";

describe("checkGiftMessage", () => {
  it("keeps the text as written, trimmed, its line ends unified", () => {
    expect(checkGiftMessage("  Joyeux anniversaire,\r\nMaman !  ")).toEqual({
      ok: true,
      message: "Joyeux anniversaire,\nMaman !",
    });
    expect(checkGiftMessage(undefined)).toEqual({ ok: true, message: "" });
  });

  it("counts characters, not UTF-16 units: 300 emoji fit, 301 characters do not", () => {
    expect(checkGiftMessage("🎁".repeat(GIFT_MESSAGE_MAX))).toMatchObject({ ok: true });
    expect(checkGiftMessage("a".repeat(GIFT_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      error: GIFT_MESSAGES.tooLong(GIFT_MESSAGE_MAX + 1),
    });
  });

  it("refuses a NUL byte in French, and keeps markup as plain text", () => {
    expect(checkGiftMessage("Bonne\u0000fête")).toEqual({ ok: false, error: GIFT_MESSAGES.nul });
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    expect(checkGiftMessage(hostile)).toEqual({ ok: true, message: hostile });
  });
});

describe("the gift wrapping's VAT", () => {
  it("takes the rate of what it wraps on a one-rate basket", () => {
    const vat = orderVat({
      lines: [{ lineTotalCents: 2999, vatRateBp: 2000 }],
      discountCents: 0,
      shippingCents: 0,
      wrappingCents: 450,
    });
    expect(vat.wrapping).toEqual([{ vatRateBp: 2000, ttcCents: 450, ...splitTtc(450, 2000) }]);
    expect(vat.totals.ttcCents).toBe(2999 + 450);
  });

  it("is shared across a mixed basket's rates in proportion to the goods after discount, in exact integer cents", () => {
    // Honey 3 × 1 990 (5,5 %) and perfume 2 999 (20 %), 500 off, 299 shipping, 450 wrapping.
    const lines = [
      { lineTotalCents: 5970, vatRateBp: 550 },
      { lineTotalCents: 2999, vatRateBp: 2000 },
    ];
    const vat = orderVat({ lines, discountCents: 500, shippingCents: 299, wrappingCents: 450 });
    const goods20 = vat.lines[1]!.netCents;
    const goods55 = vat.lines[0]!.netCents;
    const [at20, at55] = vat.wrapping;
    expect(at20!.vatRateBp).toBe(2000);
    expect(at55!.vatRateBp).toBe(550);
    expect(at20!.ttcCents + at55!.ttcCents).toBe(450);
    // Largest remainder: each share is the floor or the ceiling of its exact proportion.
    const exact20 = (450 * goods20) / (goods20 + goods55);
    expect([Math.floor(exact20), Math.ceil(exact20)]).toContain(at20!.ttcCents);
    for (const part of vat.wrapping) {
      expect(Number.isInteger(part.vatCents)).toBe(true);
      expect(part).toMatchObject(splitTtc(part.ttcCents, part.vatRateBp));
    }
    expect(vat.totals.ttcCents).toBe(5970 + 2999 - 500 + 299 + 450);
    expect(vat.totals.baseCents + vat.totals.vatCents).toBe(vat.totals.ttcCents);
  });

  it("adds nothing without wrapping", () => {
    const vat = orderVat({ lines: [{ lineTotalCents: 1000, vatRateBp: 550 }], discountCents: 0, shippingCents: 0 });
    expect(vat.wrapping).toEqual([]);
  });
});

describe("recipientLines", () => {
  it("prints the name, the street, the complement when there is one, the city and the country", () => {
    expect(
      recipientLines({
        firstName: "Léa",
        lastName: "Durand",
        phone: "+33612345678",
        address: "3 rue des Lilas",
        address2: "",
        postalCode: "69003",
        city: "Lyon",
        country: "France",
      }),
    ).toEqual(["Léa Durand", "3 rue des Lilas", "69003 Lyon", "France"]);
  });
});
