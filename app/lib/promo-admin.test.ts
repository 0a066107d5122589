import { describe, expect, it } from "vitest";
import { benefitOf, bodyOf, draftOfForm, EMPTY_FORM, formOf, type PromoCodeView, usesOf } from "./promo-admin";

const view = (change: Partial<PromoCodeView> = {}): PromoCodeView => ({
  code: "PROMO5",
  name: "PROMO5",
  description: "",
  type: "fixed_amount",
  value: 5,
  bundle_size: null,
  minimum_amount: 25,
  minimum_amount_cents: 2500,
  maximum_amount: null,
  maximum_amount_cents: null,
  maximum_uses: null,
  free_shipping: true,
  active: true,
  category_restriction: null,
  valid_until: null,
  current_uses: 2,
  reserved_uses: 1,
  uses_per_customer: null,
  personal: false,
  personal_kind: null,
  created_at: "2026-01-01T00:00:00.000Z",
  ...change,
});

describe("the promo form", () => {
  it("reads French decimals, 0 for empty amounts and null for empty limits (spec §5)", () => {
    const draft = draftOfForm({ ...EMPTY_FORM, code: " ete ", type: "fixed_amount", value: "4,50" });
    expect(bodyOf(draft)).toMatchObject({
      code: "ETE",
      value: 4.5,
      minimum_amount: 0,
      maximum_amount: null,
      maximum_uses: null,
      valid_until: null,
      category_restriction: null,
      bundle_size: null,
    });
  });

  it("shows a stored code in the form and back unchanged", () => {
    const code = view({ valid_until: "2026-12-31T22:59:59.999Z", maximum_uses: 10 });
    const form = formOf(code);
    expect(form).toMatchObject({ value: "5", minimumAmount: "25", validUntil: "2026-12-31", maximumUses: "10" });
    expect(bodyOf(draftOfForm(form))).toMatchObject({ value: 5, minimum_amount: 25, maximum_uses: 10 });
  });

  it("says what a code gives and how often it was used", () => {
    expect(benefitOf(view())).toBe("5,00\u00a0€ de réduction + livraison offerte");
    expect(benefitOf(view({ type: "percentage", value: 12.5, free_shipping: false }))).toBe("12,5 % de réduction");
    expect(benefitOf(view({ type: "bundle", value: 50, bundle_size: 2, free_shipping: false }))).toBe(
      "Lot de 2 pour 50,00\u00a0€",
    );
    expect(usesOf(view())).toBe("2 utilisations (+ 1 en attente de paiement)");
  });
});
