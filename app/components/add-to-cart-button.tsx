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
  name,
  productId,
}: {
  item: CartItemInput;
  quantity?: number;
  className?: string;
  label?: string;
  /** Its accessible name when the text alone does not say what it adds (a sticky bar's: product, format, price). */
  name?: string;
  /** The product the line is a format of (a honey's id), for the funnel's events. */
  productId?: string;
}) {
  const { addItem, updateQuantity, items } = useCart();

  const add = () => {
    const current = items.find((line) => line.id === item.id)?.quantity ?? 0;
    if (quantity === 1) addItem(item);
    else if (current === 0) {
      addItem(item);
      updateQuantity(item.id, quantity);
    } else updateQuantity(item.id, current + quantity);
    // The basket keeps at most MAX_LINE_QUANTITY of an article: say so rather than pretend it was added.
    announceAdded({ name: item.name, quantity, full: current + quantity > MAX_LINE_QUANTITY });
    track("add_to_cart", { product: productId, variant: item.id });
  };

  return (
    <button
      type="button"
      onClick={add}
      aria-label={name}
      className={`rounded-full bg-miel-900 px-5 py-3 font-semibold text-white hover:bg-miel-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-miel-900 ${className}`}
    >
      {label}
    </button>
  );
}
