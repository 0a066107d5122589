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

export const AT_DISPATCH = "Délai de livraison communiqué à l'expédition";

/** The server's estimates per country and method, as the basket's and checkout's loaders give them (decisions 100, 109). */
export const ESTIMATES = {
  France: {
    home: "Livraison estimée le jeudi 3 décembre",
    pickup: "Livraison estimée entre le vendredi 4 et le mardi 8 décembre",
    express: "Livraison estimée le mercredi 2 décembre",
  },
  Belgique: { home: AT_DISPATCH, pickup: AT_DISPATCH, express: AT_DISPATCH },
  Suisse: { home: AT_DISPATCH, pickup: AT_DISPATCH, express: AT_DISPATCH },
  Luxembourg: {
    home: "Livraison estimée entre le vendredi 4 et le mardi 8 décembre",
    pickup: AT_DISPATCH,
    express: AT_DISPATCH,
  },
};
