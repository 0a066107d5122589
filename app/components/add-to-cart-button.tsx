import type { ReactNode } from "react";
import { type CartItemInput, MAX_LINE_QUANTITY } from "#core/cart";
import { announceAdded } from "#app/lib/added-to-basket";
import { track } from "#app/lib/track";
import { useCart } from "#app/state/cart";

/** "Ajouter au panier": adds one unit (or `quantity`) of a line; the top bar's confirmation says what was added. */
export function AddToCartButton({
  item,
  quantity = 1,
  className = "",
  label = "Ajouter au panier",
  productId,
}: {
  item: CartItemInput;
  quantity?: number;
  className?: string;
  /** Its text, which names it: a sticky bar's says the product, format and price too (`StickyLabel`). */
  label?: ReactNode;
  /** The product the line is a format of (a honey's id), for the funnel's events. */
  productId?: string;
}) {
  const { addItem, updateQuantity, items } = useCart();

  const add = () => {
    const current = items.find((line) => line.id === item.id)?.quantity ?? 0;
    // Adds the line (or a unit of it), then sets the quantity chosen on top of what the basket held.
    addItem(item);
    updateQuantity(item.id, current + quantity);
    // The basket keeps at most MAX_LINE_QUANTITY of an article: say so rather than pretend it was added.
    announceAdded({ name: item.name, quantity, full: current + quantity > MAX_LINE_QUANTITY });
    track("add_to_cart", { product: productId, variant: item.id });
  };

  return (
    <button
      type="button"
      onClick={add}
      className={`rounded-full bg-miel-900 px-5 py-3 font-semibold text-white hover:bg-miel-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-miel-900 ${className}`}
    >
      {label}
    </button>
  );
}
