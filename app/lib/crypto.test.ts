import { describe, expect, it } from "vitest";
import type { ShippingAddress } from "#core/checkout";
import { jeanneAddress, storedCheckout, storedCheckoutLines } from "#app/testing/checkout-fixtures";
import { type CryptoCartData, cryptoCartData } from "./checkout";
import {
  cartSummary,
  countdownAnnouncement,
  cryptoCartRequest,
  cryptoChargeStorageKey,
  cryptoItemsRequest,
  cryptoPackageRequest,
  cryptoStatusMessage,
  deadlineFrom,
  formatCountdown,
  formatCryptoAmount,
  formatUsd,
  invoiceStatusText,
  nextPollDelay,
  orderStatusText,
  paidDestination,
  parseCryptoCartData,
  parseCryptoQuery,
  parseStoredCharge,
  payLabel,
  type StoredCharge,
  svgDataUrl,
} from "./crypto";

// The phone as the checkout stores it: E.164 (decision 087).
const address: ShippingAddress = { ...jeanneAddress, phone: "+33612345678" };

const stored: CryptoCartData = cryptoCartData({
  data: storedCheckout(false),
  address,
  totals: { subtotalCents: 3997, discountCents: 500, shippingCents: 299, freeShipping: false, totalCents: 3796 },
  guestEmail: "jeanne@example.fr",
});

describe("stored crypto cart data (spec §3)", () => {
  it("reads what the checkout stored", () => {
    expect(parseCryptoCartData(JSON.stringify(stored))).toEqual(stored);
  });

  it("converts the promotion of an entry stored before decision 098 (amount in cents under discount_amount)", () => {
    const { name, discount_cents, free_shipping, code } = stored.applied_promo!;
    const old = { code, discount_amount: discount_cents, free_shipping, promotion_details: { name } };
    const before = { ...stored, applied_promo: old };
    const read = parseCryptoCartData(JSON.stringify(before));
    expect(read).toEqual(stored);
    expect(cryptoCartRequest(read!, "BTC").promo_code).toEqual({ code: "PROMO5" });
  });

  it("refuses missing, unreadable or incomplete data", () => {
    expect(parseCryptoCartData(null)).toBeNull();
    expect(parseCryptoCartData("{oops")).toBeNull();
    expect(parseCryptoCartData(JSON.stringify({ ...stored, items: [] }))).toBeNull();
    expect(parseCryptoCartData(JSON.stringify({ ...stored, final_total: 37.96 }))).toBeNull();
    expect(
      parseCryptoCartData(JSON.stringify({ ...stored, items: [{ id: "x", name: "X", price: 10, quantity: 0 }] })),
    ).toBeNull();
    // A delivery address that the checkout's own rules refuse is not paid for.
    expect(
      parseCryptoCartData(JSON.stringify({ ...stored, shipping_address: { ...address, phone: "12" } })),
    ).toBeNull();
  });

  it("a signed-in customer's data has no guest e-mail", () => {
    const mine = parseCryptoCartData(JSON.stringify({ ...stored, guest_email: null, is_guest: false }));
    expect(mine).toMatchObject({ guest_email: null, is_guest: false });
  });

  it("sums the lines, the discount and the delivery as the checkout showed them", () => {
    expect(cartSummary(stored)).toMatchObject({
      subtotalCents: 3997,
      discountCents: 500,
      shippingCents: 299,
      totalCents: 3796,
      promoCode: "PROMO5",
    });
  });
});

describe("the page's query (spec §2: package, total, items)", () => {
  const query = (s: string) => parseCryptoQuery(new URLSearchParams(s));

  it("nothing asked", () => {
    expect(query("")).toEqual({ requested: false, packageId: null, items: null, totalCents: null });
  });

  it("a package and the total a link claimed", () => {
    expect(query("package=miel_sumur&total=189")).toEqual({
      requested: true,
      packageId: "miel_sumur",
      items: null,
      totalCents: 18900,
    });
    expect(query("package=parfum_homme&total=29,99").totalCents).toBe(2999);
    expect(query("package=parfum_homme&total=beaucoup").totalCents).toBeNull();
  });

  it("items as ids and quantities only, merged, any price ignored", () => {
    const items = JSON.stringify([
      { id: "cafe_50g", quantity: 2, price: 0.01 },
      { id: "parfum_homme_2" },
      { id: "cafe_50g", quantity: 1 },
    ]);
    expect(query(`items=${encodeURIComponent(items)}`).items).toEqual([
      { id: "cafe_50g", quantity: 3 },
      { id: "parfum_homme_2", quantity: 1 },
    ]);
  });

  it("malformed items are asked for but unusable", () => {
    for (const bad of ["nope", "[]", '[{"id":""}]', '[{"id":"a","quantity":-1}]', '[{"id":"a","quantity":1.5}]']) {
      expect(query(`items=${encodeURIComponent(bad)}`)).toMatchObject({ requested: true, items: null });
    }
  });
});

describe("request bodies", () => {
  it("the stored basket with the total the customer saw, the promo and the currency", () => {
    // Only what the server reads: ids and quantities, the total in cents, the code alone (it prices them again).
    expect(cryptoCartRequest(stored, "ETH")).toEqual({
      items: storedCheckoutLines,
      shipping_address: address,
      final_total_cents: 3796,
      guest_email: "jeanne@example.fr",
      promo_code: { code: "PROMO5" },
      currency: "ETH",
    });
  });

  it("a package: the address, and the guest e-mail only for a visitor", () => {
    const body = { packageId: "miel_manuka", address, currency: "BTC", originUrl: "https://b.example" };
    expect(cryptoPackageRequest({ ...body, signedIn: false })).toEqual({
      package_id: "miel_manuka",
      currency: "BTC",
      origin_url: "https://b.example",
      shipping_address: address,
      guest_email: "jeanne@example.fr",
      is_guest: true,
    });
    expect(cryptoPackageRequest({ ...body, signedIn: true })).toMatchObject({ guest_email: null, is_guest: false });
  });

  it("a link's lines: catalogue prices, and the expected total only when the delivery was quoted", () => {
    const lines = [{ id: "cafe_50g", name: "Miel café — 50g", unitCents: 499, quantity: 2 }];
    const common = { lines, address, signedIn: false, currency: "LTC" };
    expect(cryptoItemsRequest({ ...common, totalCents: 1297 })).toEqual({
      items: [{ id: "cafe_50g", quantity: 2 }],
      shipping_address: address,
      final_total_cents: 1297,
      guest_email: "jeanne@example.fr",
      currency: "LTC",
    });
    expect(cryptoItemsRequest({ ...common, totalCents: null })).not.toHaveProperty("final_total_cents");
  });

  it("labels and formats", () => {
    expect(payLabel("BTC")).toBe("Payer avec BTC");
    expect(formatUsd(38.26)).toBe("38,26\u00a0$US");
    // What Intl prints, without its cost in the browser (decision 072).
    const usd = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "USD" });
    for (const amount of [0, 0.5, 1.005, 2.675, 999.995, 1234.5, 38.26, 1e6 + 0.125, -12.3, 123456789.99]) {
      expect(formatUsd(amount), String(amount)).toBe(usd.format(amount));
    }
    expect(formatCryptoAmount("0.00123456")).toBe("0,00123456");
    expect(formatCryptoAmount("1234.5")).toBe("1\u202f234,5");
    expect(formatCryptoAmount("12")).toBe("12");
    expect(cryptoChargeStorageKey("maisonh")).toBe("maisonh_crypto_charge");
  });
});

describe("the 15-minute countdown", () => {
  it("formats minutes and seconds, rounding up and never below zero", () => {
    expect(formatCountdown(15 * 60_000)).toBe("15:00");
    expect(formatCountdown(754_000)).toBe("12:34");
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(999)).toBe("00:01");
    expect(formatCountdown(-5000)).toBe("00:00");
  });

  it("announces only meaningful steps", () => {
    expect(countdownAnnouncement(14 * 60_000)).toBe("");
    expect(countdownAnnouncement(10 * 60_000)).toBe("Moins de 10 minutes pour payer.");
    // The same sentence for every second between two steps: a screen reader hears it once.
    expect(countdownAnnouncement(9 * 60_000)).toBe(countdownAnnouncement(6 * 60_000));
    expect(countdownAnnouncement(4 * 60_000)).toBe("Moins de 5 minutes pour payer.");
    expect(countdownAnnouncement(100_000)).toBe("Moins de 2 minutes pour payer.");
    expect(countdownAnnouncement(45_000)).toBe("Moins d'une minute pour payer.");
    expect(countdownAnnouncement(10_000)).toBe("Moins de 30 secondes pour payer.");
    expect(countdownAnnouncement(0)).toBe("Le délai de paiement est écoulé.");
  });

  it("puts the server's expiry on the browser's clock", () => {
    const server = Date.parse("2025-06-01T10:00:00Z");
    const expires = "2025-06-01T10:15:00.000Z";
    // The browser's clock is 2 minutes behind the server's: 15 minutes are still left on it.
    const browser = server - 120_000;
    expect(deadlineFrom(expires, server, browser) - browser).toBe(15 * 60_000);
    expect(deadlineFrom(expires, null, server) - server).toBe(15 * 60_000);
    expect(deadlineFrom("pas une date", server, browser) - browser).toBe(15 * 60_000);
  });

  it("starts a new invoice at 15:00, not 15:01, though the Date header drops the milliseconds", () => {
    // Created at 10:00:00.700 on the server, whose Date header says 10:00:00.
    const expires = "2025-06-01T10:15:00.700Z";
    const header = Date.parse("2025-06-01T10:00:00Z");
    const browser = Date.parse("2025-06-01T10:00:00.750Z");
    expect(formatCountdown(deadlineFrom(expires, header, browser) - browser)).toBe("15:00");
  });
});

describe("the order's state", () => {
  const s = (
    status: "pending" | "paid" | "expired" | "review",
    invoice_status: string | null = "New",
    extra = "None",
  ) => cryptoStatusMessage({ status, invoice_status, additional_status: extra });

  it("in French, for each state", () => {
    expect(s("pending").title).toBe("En attente de votre paiement");
    expect(s("pending", "Processing").title).toBe("Paiement détecté");
    expect(s("paid").tone).toBe("success");
    expect(s("expired")).toMatchObject({ tone: "error", title: "Facture expirée" });
    expect(s("expired").text).toContain("15 minutes");
  });

  it("an under-payment or a late payment is for the team to review, and says they will get in touch", () => {
    const partial = s("review", "New", "PaidPartial");
    expect(partial).toMatchObject({ tone: "warning", title: "Paiement à vérifier" });
    expect(partial.text).toContain("complément");
    const closed = s("review", "Expired", "PaidPartial");
    expect(closed.title).toBe("Paiement à vérifier");
    expect(closed.text).toContain("vous contactera");
  });

  it("polls often while waiting, rarely once closed, never once paid", () => {
    expect(nextPollDelay(null)).toBe(3000);
    expect(nextPollDelay("pending")).toBe(3000);
    expect(nextPollDelay("review")).toBe(10_000);
    expect(nextPollDelay("expired")).toBe(10_000);
    expect(nextPollDelay("paid")).toBeNull();
  });

  it("goes to the shop's own success page only", () => {
    expect(paidDestination("/paiement/succes?session_id=inv_1", "inv_1")).toBe("/paiement/succes?session_id=inv_1");
    expect(paidDestination("https://ailleurs.example/", "inv 1")).toBe("/paiement/succes?session_id=inv%201");
    expect(paidDestination("//ailleurs.example/", "inv_1")).toBe("/paiement/succes?session_id=inv_1");
    expect(paidDestination(null, "inv_1")).toBe("/paiement/succes?session_id=inv_1");
  });
});

describe("the charge kept for this tab", () => {
  const kept: StoredCharge = {
    search: "?package=miel_sumur",
    charge: {
      amount: 34.8,
      amount_eur_cents: 3000,
      crypto_amount: "0.00031500",
      currency: "BTC",
      charge_id: "inv_sim_1",
      hosted_url: "/crypto-simule/inv_sim_1",
      expires_at: "2025-06-01T10:15:00.000Z",
      reference: "MH-ABCDEFGH",
    },
    deadline: 1_748_772_900_000,
    order: {
      kind: "package",
      packageId: "miel_sumur",
      lines: [{ id: "miel_sumur", name: "Miel de Sumur", unitCents: 3000, quantity: 1 }],
      totalCents: 3000,
    },
    basket: [],
  };

  const now = kept.deadline - 60_000;

  it("is found again for the same order only", () => {
    expect(parseStoredCharge(JSON.stringify(kept), "?package=miel_sumur", now)).toEqual(kept);
    expect(parseStoredCharge(JSON.stringify(kept), "", now)).toBeNull();
    expect(parseStoredCharge("{", "?package=miel_sumur", now)).toBeNull();
    expect(parseStoredCharge(null, "", now)).toBeNull();
    expect(
      parseStoredCharge(JSON.stringify({ ...kept, charge: { ...kept.charge, charge_id: 3 } }), kept.search, now),
    ).toBeNull();
  });

  it("is still shown a while after its expiry (a late payment may be confirming), then forgotten", () => {
    const raw = JSON.stringify(kept);
    expect(parseStoredCharge(raw, kept.search, kept.deadline + 30 * 60_000)).not.toBeNull();
    expect(parseStoredCharge(raw, kept.search, kept.deadline + 61 * 60_000)).toBeNull();
  });
});

describe("the simulated invoice page", () => {
  const invoice = {
    currency: "BTC",
    crypto_amount: "0.00031500",
    paid_amount: "0.00015750",
    due_amount: "0.00015750",
    invoice_status: "New",
    additional_status: "None",
  } as const;

  it("says the invoice's state in French", () => {
    expect(invoiceStatusText(invoice)).toBe("En attente de paiement");
    expect(invoiceStatusText({ ...invoice, additional_status: "PaidPartial" })).toBe(
      "Paiement partiel : 0.00015750 BTC reçus sur 0.00031500 BTC, reste 0.00015750 BTC",
    );
    expect(invoiceStatusText({ ...invoice, invoice_status: "Settled" })).toBe("Payée");
    expect(invoiceStatusText({ ...invoice, invoice_status: "Expired", additional_status: "PaidLate" })).toMatch(
      /^Expirée, paiement reçu en retard/,
    );
    expect(invoiceStatusText({ ...invoice, invoice_status: "Expired" })).toBe("Expirée, aucun paiement reçu");
    expect(orderStatusText("review")).toBe("À vérifier par la boutique");
  });

  it("shows the QR code as an image, never as markup of the page", () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(url.startsWith("data:image/svg+xml;utf8,")).toBe(true);
    expect(url).not.toContain("<");
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toContain("<path");
  });
});
