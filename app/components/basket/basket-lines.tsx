import { Link } from "react-router";
import { MAX_LINE_QUANTITY } from "#core/cart";
import { formatEuros } from "#core/money";
import { type Measure, measuredPriceText } from "#core/unit-price";
import { type BasketUndo, decreaseButtonId } from "#app/hooks/use-basket-undo";
import { lineWeight } from "#app/lib/basket";
import { basketLinePath } from "#app/lib/basket-line-path";
import { useCart } from "#app/state/cart";

/**
 * The basket's lines, each with its quantity buttons and its removal; the unit price (€/kg, €/L) from the
 * catalogue's measure of the line's variant (display only, like the line's price: the server prices the order).
 */
export function BasketLines({
  measures,
  undo,
}: {
  measures: Readonly<Record<string, Measure>>;
  /** The removals with « Annuler » (« − » at 1, « Retirer »). */
  undo: BasketUndo;
}) {
  const cart = useCart();
  const unitPrice = (item: { id: string; price: number }) => measuredPriceText(item.price, measures[item.id] ?? null);
  return (
    <ul className="divide-y divide-miel-200 rounded-xl border border-stone-200 bg-white">
      {cart.items.map((item) => (
        <li key={item.id} className="grid grid-cols-[4.5rem_minmax(0,1fr)_auto] items-start gap-x-4 gap-y-3 p-4">
          <img
            src={item.image}
            alt=""
            width={72}
            height={72}
            className="row-span-2 h-18 w-18 rounded-xl object-cover"
          />
          <div className="min-w-0">
            <p className="font-semibold">
              {basketLinePath(item) ? (
                <Link to={basketLinePath(item)!} className="underline-offset-2 hover:underline">
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
            </p>
            <p className="text-sm text-stone-700">
              {lineWeight(item) ? `${lineWeight(item)} · ` : ""}
              {formatEuros(item.price)} l'unité
              {unitPrice(item) && <span data-testid="unit-price"> · {unitPrice(item)}</span>}
            </p>
          </div>
          <p className="text-right font-semibold whitespace-nowrap">{formatEuros(item.price * item.quantity)}</p>
          <div className="col-span-2 col-start-2 flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center rounded-full border border-stone-200">
              <button
                type="button"
                id={decreaseButtonId(item.id)}
                onClick={() => undo.decrease(item)}
                aria-label={`Diminuer la quantité de ${item.name}`}
                className="h-11 w-11 text-xl"
              >
                −
              </button>
              <span className="w-8 text-center font-semibold" aria-label={`Quantité : ${item.quantity}`}>
                {item.quantity}
              </span>
              <button
                type="button"
                onClick={() => cart.updateQuantity(item.id, item.quantity + 1)}
                disabled={item.quantity >= MAX_LINE_QUANTITY}
                aria-label={`Augmenter la quantité de ${item.name}`}
                aria-describedby={item.quantity >= MAX_LINE_QUANTITY ? `max-${item.id}` : undefined}
                className="h-11 w-11 text-xl disabled:opacity-40"
              >
                +
              </button>
            </div>
            <button
              type="button"
              onClick={() => undo.removeLine(item)}
              aria-label={`Retirer ${item.name}`}
              className="min-h-11 rounded-full px-3 text-sm whitespace-nowrap text-stone-800 underline"
            >
              Retirer
            </button>
          </div>
          {item.quantity >= MAX_LINE_QUANTITY && (
            <p id={`max-${item.id}`} role="status" className="col-span-full text-sm text-stone-800">
              {item.quantity > MAX_LINE_QUANTITY
                ? `${MAX_LINE_QUANTITY} exemplaires au plus par article : réduisez la quantité pour commander.`
                : `${MAX_LINE_QUANTITY} exemplaires au plus par article.`}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
