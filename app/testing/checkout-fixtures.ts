// Test data for the checkout's screens and helpers (imported by tests only).
import type { ShippingAddress } from "#core/checkout";
import type { CheckoutData } from "#app/lib/basket";

/** A valid French delivery address, as the checkout form is filled in. */
export const jeanneAddress: ShippingAddress = {
  firstName: "Jeanne",
  lastName: "Martin",
  email: "jeanne@example.fr",
  phone: "06 12 34 56 78",
  address: "3 rue des Lilas",
  address2: "",
  city: "Lyon",
  postalCode: "69003",
  country: "France",
};

/**
 * What the basket stores for /checkout: a perfume 29,99 € and two honeys 4,99 €, with the code PROMO5 (5 € off),
 * delivery free or 2,99 €.
 */
export function storedCheckout(freeShipping: boolean): CheckoutData {
  const shippingCost = freeShipping ? 0 : 299;
  return {
    items: [
      { id: "parfum_homme_2", name: "Mr.H — Oud Royal", price: 2999, quantity: 1 },
      { id: "cafe_50g", name: "Miel café 50g", price: 499, quantity: 2 },
    ],
    totalAmount: 3497,
    appliedPromo: { code: "PROMO5", name: "Promo 5 €", discount_cents: 500, free_shipping: freeShipping },
    freeShipping,
    shippingCost,
    finalTotal: 3497 + shippingCost,
  };
}

/** storedCheckout's lines as every checkout request sends them: ids and quantities only (the server prices them). */
export const storedCheckoutLines = [
  { id: "parfum_homme_2", quantity: 1 },
  { id: "cafe_50g", quantity: 2 },
];
