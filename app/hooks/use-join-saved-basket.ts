import { authClient } from "#app/lib/auth-client";
import { useCart } from "#app/state/cart";
import { formatLabel } from "#core/catalog";

/** Once signed in, the basket of this browser joins the one saved with the account. */
export function useJoinSavedBasket() {
  const cart = useCart();
  return async () => {
    try {
      const merged = await authClient.mergeCart(cart.items.map(({ id, quantity }) => ({ id, quantity })));
      cart.replaceItems(
        merged.items.map((line) => ({
          id: line.id,
          name: line.name,
          price: line.price,
          quantity: line.quantity,
          image: line.image,
          category: line.category,
          ...(line.format ? { weight: formatLabel(line.format) } : {}),
        })),
      );
    } catch {
      // The basket stays as it is in this browser; signing in still succeeded.
    }
  };
}
