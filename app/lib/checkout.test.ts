import { describe, expect, it } from "vitest";
import { jeanneAddress, storedCheckout, storedCheckoutLines } from "#app/testing/checkout-fixtures";
import {
  afterPollError,
  afterStatus,
  cardCheckoutErrorMessage,
  cartCheckoutRequest,
  checkoutStorageKeys,
  checkoutTotals,
  cryptoCartData,
  cryptoCartStorageKey,
  directPurchaseBanner,
  fieldErrorsFrom,
  finaliseLabel,
  firstErrorField,
  formatPaidAmount,
  NO_CHECKOUT_URL,
  parseCheckoutData,
  totalsFromConflict,
} from "./checkout";
import { PaymentApiError, type PaymentStatus } from "./payments-client";

const stored = storedCheckout(true);
const address = jeanneAddress;

const status = (over: Partial<PaymentStatus> = {}): PaymentStatus => ({
  payment_status: "unpaid",
  status: "open",
  order_status: "pending_payment",
  order_id: "8d2f6c1e-0000-4000-8000-000000000001",
  review: false,
  amount_total: 3298,
  currency: "eur",
  session_id: "cs_1",
  reference: "MH-ABCD1234",
  metadata: { package_name: "Mr.H — Erba" },
  lines: [{ name: "Mr.H — Erba", quantity: 1, total_cents: 2999 }],
  subtotal_cents: 2999,
  discount_cents: 0,
  promo_code: null,
  shipping_cents: 299,
  shipping_address: null,
  delivery_method: "home",
  pickup_point: null,
  gift: null,
  gift_wrapping_cents: 0,
  guest_links: null,
  guest_email: null,
  ...over,
});

describe("stored checkout data", () => {
  it("reads what the basket stored", () => {
    expect(parseCheckoutData(JSON.stringify(stored))).toEqual(stored);
  });

  it("converts an entry stored before decision 098: the code, its name and its cents are kept", () => {
    const before = {
      ...stored,
      appliedPromo: {
        code: "PROMO5",
        discount_amount: 500,
        free_shipping: true,
        promotion_details: { name: "Promo 5 €" },
      },
      discountAmount: 500,
    };
    const read = parseCheckoutData(JSON.stringify(before));
    expect(read).toEqual(stored);
    expect(checkoutTotals(read!, { cents: 299, free: false })).toMatchObject({ discountCents: 500, totalCents: 3497 });
    // An old promotion without its name is titled by its code; one with an amount not in cents is dropped.
    const { promotion_details: _name, ...unnamed } = before.appliedPromo;
    expect(parseCheckoutData(JSON.stringify({ ...before, appliedPromo: unnamed }))?.appliedPromo).toEqual({
      code: "PROMO5",
      name: "PROMO5",
      discount_cents: 500,
      free_shipping: true,
    });
    const inEuros = { ...before, appliedPromo: { ...before.appliedPromo, discount_amount: 5.5 } };
    expect(parseCheckoutData(JSON.stringify(inEuros))).toMatchObject({ appliedPromo: null, totalAmount: 3997 });
  });

  it("refuses absent, unreadable, empty or malformed data", () => {
    expect(parseCheckoutData(null)).toBeNull();
    expect(parseCheckoutData("{pas du json")).toBeNull();
    expect(parseCheckoutData(JSON.stringify({ ...stored, items: [] }))).toBeNull();
    expect(
      parseCheckoutData(JSON.stringify({ ...stored, items: [{ id: "x", name: "x", price: 2999, quantity: 0 }] })),
    ).toBeNull();
    expect(
      parseCheckoutData(JSON.stringify({ ...stored, items: [{ id: "x", name: "x", price: 29.99, quantity: 1 }] })),
    ).toBeNull();
  });

  it("recomputes the totals and ignores a discount without a code", () => {
    const data = parseCheckoutData(
      JSON.stringify({ ...stored, appliedPromo: null, discountAmount: 900, freeShipping: false, shippingCost: 299 }),
    );
    expect(data).toMatchObject({ totalAmount: 3997, finalTotal: 4296 });
    expect(data).not.toHaveProperty("discountAmount");
  });

  it("looks under the visitor's key first, then the other one", () => {
    expect(checkoutStorageKeys("maisonh", false)).toEqual(["maisonh_guest_checkout_data", "maisonh_checkout_data"]);
    expect(checkoutStorageKeys("maisonh", true)).toEqual(["maisonh_checkout_data", "maisonh_guest_checkout_data"]);
    expect(cryptoCartStorageKey("maisonh")).toBe("maisonh_crypto_cart_data");
  });
});

describe("checkout totals", () => {
  const noPromo = { ...stored, appliedPromo: null };

  it("adds the quoted delivery unless it is free", () => {
    expect(checkoutTotals(noPromo, { cents: 299, free: false })).toMatchObject({
      subtotalCents: 3997,
      shippingCents: 299,
      totalCents: 4296,
    });
    expect(checkoutTotals(noPromo, { cents: 0, free: true }).totalCents).toBe(3997);
  });

  it("keeps delivery free when the code gives it, whatever the quote", () => {
    expect(checkoutTotals(stored, { cents: 299, free: false })).toMatchObject({
      discountCents: 500,
      shippingCents: 0,
      freeShipping: true,
      totalCents: 3497,
    });
  });

  it("takes the server's figures from a refused total", () => {
    const body = {
      detail: "Le montant de votre commande a changé",
      subtotal_cents: 3997,
      discount_cents: 0,
      shipping_cost_cents: 599,
      free_shipping: false,
      final_total_cents: 4596,
    };
    expect(totalsFromConflict(body)).toEqual({
      subtotalCents: 3997,
      discountCents: 0,
      shippingCents: 599,
      freeShipping: false,
      totalCents: 4596,
    });
    expect(totalsFromConflict({ detail: "« Miel » est épuisé." })).toBeNull();
  });

  it("labels the button with French decimals", () => {
    expect(finaliseLabel(3298)).toBe("Finaliser l'achat - 32,98\u00a0€");
  });
});

describe("request bodies", () => {
  const totals = checkoutTotals(stored, { cents: 0, free: true });

  it("sends a guest's card checkout as the server reads it: ids, the total in cents, the code alone", () => {
    expect(cartCheckoutRequest({ data: stored, address, totals, guestEmail: "jeanne@example.fr" })).toEqual({
      items: storedCheckoutLines,
      shipping_address: address,
      final_total_cents: 3497,
      guest_email: "jeanne@example.fr",
      promo_code: { code: "PROMO5" },
    });
  });

  it("sends no guest e-mail nor code for a signed-in customer without a code", () => {
    const request = cartCheckoutRequest({
      data: { ...stored, appliedPromo: null },
      address,
      totals,
      guestEmail: null,
    });
    expect(request).toMatchObject({ guest_email: null });
    expect(request).not.toHaveProperty("promo_code");
  });

  it("stores the crypto cart data in cents", () => {
    expect(cryptoCartData({ data: stored, address, totals, guestEmail: null })).toEqual({
      items: stored.items,
      total: 3497,
      final_total: 3497,
      applied_promo: stored.appliedPromo,
      shipping_address: address,
      guest_email: null,
      is_guest: false,
    });
  });
});

describe("card checkout errors", () => {
  it("words them as spec §8 does", () => {
    expect(cardCheckoutErrorMessage(new PaymentApiError("« Miel » est épuisé.", 409, {}))).toBe(
      "Erreur lors du paiement: « Miel » est épuisé.",
    );
    expect(cardCheckoutErrorMessage(new PaymentApiError("Erreur lors de la création du paiement", 502, {}))).toBe(
      "Erreur lors du paiement: Erreur lors de la création du paiement",
    );
    expect(cardCheckoutErrorMessage(new Error(NO_CHECKOUT_URL))).toBe(
      "Erreur lors du paiement: Aucune URL de checkout reçue",
    );
    expect(cardCheckoutErrorMessage(new TypeError("Failed to fetch"))).toMatch(/^Erreur lors du paiement: Impossible/);
  });

  it("puts the server's field errors under their fields", () => {
    const refused = new PaymentApiError("Prénom requis", 400, {
      field: "firstName",
      errors: { firstName: "Prénom requis", phone: "Format téléphone invalide (ex: 06 12 34 56 78)", other: "x" },
    });
    const errors = fieldErrorsFrom(refused);
    expect(errors).toEqual({
      firstName: "Prénom requis",
      phone: "Format téléphone invalide (ex: 06 12 34 56 78)",
    });
    expect(firstErrorField(errors)).toBe("firstName");
    expect(firstErrorField({ city: "Ville requise", guest_email: "Email requis" })).toBe("guest_email");
    expect(fieldErrorsFrom(new PaymentApiError("x", 409, { errors: { city: "x" } }))).toEqual({});
  });

  it("shows the server's guest_email error under the one e-mail field", () => {
    const refused = new PaymentApiError("Format email invalide", 400, {
      errors: { guest_email: "Format email invalide" },
    });
    expect(fieldErrorsFrom(refused)).toEqual({ email: "Format email invalide" });
  });
});

describe("payment status", () => {
  it("formats the amount with the upper-cased currency", () => {
    expect(formatPaidAmount(3298, "eur")).toBe("32,98\u00a0€");
    expect(formatPaidAmount(3298, "usd")).toBe("32,98\u00a0USD");
  });

  it("polls while pending, up to the limit", () => {
    expect(afterStatus(status(), 1, 5)).toMatchObject({ phase: "pending", attempts: 1 });
    expect(afterStatus(status(), 5, 5).phase).toBe("timeout");
    expect(afterStatus(status(), 500).phase).toBe("pending");
    expect(afterStatus(status({ payment_status: "paid", status: "complete" }), 5, 5).phase).toBe("paid");
    expect(afterStatus(status({ status: "expired", order_status: "cancelled" }), 1).phase).toBe("expired");
    // An order waiting for the team's check stops the polling, expired or not.
    expect(afterStatus(status({ review: true }), 1).phase).toBe("review");
    expect(afterStatus(status({ review: true, status: "expired" }), 1).phase).toBe("review");
  });

  it("tells a refusal from a network failure", () => {
    expect(afterPollError(new PaymentApiError("Session de paiement introuvable.", 404, {}))).toEqual({
      phase: "error",
      message: "Session de paiement introuvable.",
      network: false,
    });
    expect(afterPollError(new TypeError("Failed to fetch"))).toMatchObject({ network: true });
  });

  it("gives /paiement the spec's messages word for word", () => {
    const text = (state: Parameters<typeof directPurchaseBanner>[0]) => directPurchaseBanner(state)?.text;
    expect(directPurchaseBanner({ phase: "idle" })).toBeNull();
    expect(text({ phase: "pending", status: null, attempts: 0 })).toBe("Traitement du paiement en cours...");
    expect(text({ phase: "paid", status: status() })).toBe("Paiement réussi ! Merci pour votre achat.");
    expect(text({ phase: "expired", status: status() })).toBe("Session de paiement expirée. Veuillez réessayer.");
    expect(text({ phase: "timeout", status: status() })).toBe(
      "Vérification du paiement expirée. Veuillez vérifier votre email.",
    );
    expect(text({ phase: "review", status: status({ review: true }) })).toMatch(/en cours de vérification/);
    expect(text({ phase: "error", message: "x", network: false })).toBe(
      "Échec de la vérification du statut de paiement",
    );
    expect(text({ phase: "error", message: "x", network: true })).toBe(
      "Erreur lors de la vérification. Veuillez réessayer.",
    );
  });
});
