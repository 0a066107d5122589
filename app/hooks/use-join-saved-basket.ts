import { authClient } from "#app/lib/auth-client";
import { useCart } from "#app/state/cart";
import type { CartItem } from "#core/cart";
import { formatLabel } from "#core/catalog";

/** The account's saved basket, as the server priced it, in the browser basket's shape. */
export const basketItemsOf = (
  lines: {
    id: string;
    name: string;
    price: number;
    quantity: number;
    image: string;
    category: string;
    format: string | null;
  }[],
): CartItem[] =>
  lines.map((line) => ({
    id: line.id,
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    image: line.image,
    category: line.category,
    ...(line.format ? { weight: formatLabel(line.format) } : {}),
  }));

/** Once signed in, the basket of this browser joins the one saved with the account. */
export function useJoinSavedBasket() {
  const cart = useCart();
  return async () => {
    try {
      const merged = await authClient.mergeCart(cart.items.map(({ id, quantity }) => ({ id, quantity })));
      cart.replaceItems(basketItemsOf(merged.items));
    } catch {
      // The basket stays as it is in this browser; signing in still succeeded.
    }
  };
}
