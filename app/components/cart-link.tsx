import { Link } from "react-router";
import { useCart } from "#app/state/cart";
import { countOf } from "#core/french-plural";
import { Icon } from "#app/components/icons";

/** The basket button with its item-count badge (shown above zero). */
export function CartLink({ className = "" }: { className?: string }) {
  const { totalItems } = useCart();
  return (
    <Link
      to="/panier"
      className={`relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-miel-900 text-white hover:bg-miel-700 ${className}`}
      aria-label={totalItems > 0 ? `Panier, ${countOf(totalItems, "article")}` : "Panier"}
    >
      <Icon name="basket" />
      {totalItems > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-miel-400 px-1 text-center text-xs font-bold text-encre"
        >
          {totalItems}
        </span>
      )}
    </Link>
  );
}
