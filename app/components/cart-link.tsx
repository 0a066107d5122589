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
      className={`relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-miel-900 hover:bg-miel-100 ${className}`}
      aria-label={totalItems > 0 ? `Panier, ${countOf(totalItems, "article")}` : "Panier"}
    >
      <Icon name="basket" />
      {totalItems > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-miel-900 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {totalItems}
        </span>
      )}
    </Link>
  );
}
