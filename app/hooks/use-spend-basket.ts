import { cartStorageKey } from "#core/cart";
import { checkoutStorageKeys } from "#app/lib/checkout";
import { paymentsClient } from "#app/lib/payments-client";
import { useCart } from "#app/state/cart";

/**
 * Once an order is placed and its stock held, the basket and its checkout data are spent: this empties the
 * basket, its stored copies (the basket's own saving runs after a render, and for an account after a delay, while
 * the page may be left at once) and the code kept for it.
 */
export function useSpendBasket(shortName: string, signedIn: boolean) {
  const cart = useCart();
  return () => {
    try {
      for (const key of checkoutStorageKeys(shortName, signedIn)) localStorage.removeItem(key);
      sessionStorage.removeItem(`${shortName}_promo`);
      localStorage.removeItem(cartStorageKey(shortName));
    } catch {
      // Storage unavailable: nothing was kept there.
    }
    cart.clearCart();
    if (signedIn) paymentsClient.clearSavedBasket();
  };
}
