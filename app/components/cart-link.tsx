import { Link } from "react-router";
import { useCart } from "#app/state/cart";
import { countOf } from "#core/french-plural";

/** The basket button with its item-count badge (shown above zero). */
export function CartLink({ className = "" }: { className?: string }) {
  const { totalItems } = useCart();
  return (
    <Link
      to="/panier"
      className={`relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-miel-900 text-white hover:bg-miel-700 ${className}`}
      aria-label={totalItems > 0 ? `Panier, ${countOf(totalItems, "article")}` : "Panier"}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6 5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
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
