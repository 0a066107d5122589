import { MAX_LINE_QUANTITY } from "#core/cart";

/** − quantity + for a product page: from 1 to the basket's most of one article. */
export function QuantityStepper({ quantity, onChange }: { quantity: number; onChange: (quantity: number) => void }) {
  return (
    <div className="flex items-center rounded-full border border-stone-200 bg-white" role="group" aria-label="Quantité">
      <button
        type="button"
        onClick={() => onChange(Math.max(1, quantity - 1))}
        disabled={quantity <= 1}
        aria-label="Diminuer la quantité"
        className="h-11 w-11 rounded-full text-xl disabled:opacity-40"
      >
        −
      </button>
      <output aria-live="polite" className="w-10 text-center font-semibold">
        {quantity}
      </output>
      <button
        type="button"
        onClick={() => onChange(Math.min(MAX_LINE_QUANTITY, quantity + 1))}
        disabled={quantity >= MAX_LINE_QUANTITY}
        aria-label="Augmenter la quantité"
        className="h-11 w-11 rounded-full text-xl disabled:opacity-40"
      >
        +
      </button>
    </div>
  );
}
