import { useEffect, useState } from "react";
import { type CartItemInput, MAX_LINE_QUANTITY } from "#core/cart";
import { track } from "#app/lib/track";
import { useCart } from "#app/state/cart";

/** "Ajouter au panier": adds one unit (or `quantity`) of a line and says so for a moment. */
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
  label?: string;
  /** The product the line is a format of (a honey's id), for the funnel's events. */
  productId?: string;
}) {
  const { addItem, updateQuantity, items } = useCart();
  const [added, setAdded] = useState<false | "added" | "full">(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 2000);
    return () => clearTimeout(timer);
  }, [added]);

  const add = () => {
    const current = items.find((line) => line.id === item.id)?.quantity ?? 0;
    if (quantity === 1) addItem(item);
    else if (current === 0) {
      addItem(item);
      updateQuantity(item.id, quantity);
    } else updateQuantity(item.id, current + quantity);
    // The basket keeps at most MAX_LINE_QUANTITY of an article: say so rather than pretend it was added.
    setAdded(current + quantity > MAX_LINE_QUANTITY ? "full" : "added");
    track("add_to_cart", { product: productId, variant: item.id });
  };

  return (
    <button
      type="button"
      onClick={add}
      className={`rounded-full bg-miel-900 px-5 py-3 font-semibold text-white hover:bg-miel-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-miel-900 ${className}`}
    >
      <span aria-live="polite">
        {added === "full"
          ? `${MAX_LINE_QUANTITY} au plus par article`
          : added === "added"
            ? "Ajouté au panier ✓"
            : label}
      </span>
    </button>
  );
}
