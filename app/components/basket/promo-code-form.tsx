import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import type { usePromoCode } from "#app/hooks/use-promo-code";
import { promoTitle } from "#app/lib/basket";

/** The promo code box: a field and its button, or the applied code with a way to remove it. */
export function PromoCodeForm({ promoCode }: { promoCode: ReturnType<typeof usePromoCode> }) {
  const { code, setCode, checking, error, promo, message, apply, remove } = promoCode;
  const title = promo && promoTitle(promo, message);
  return (
    <form
      className={cardClass("sm")}
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <label htmlFor="code-promo" className="font-semibold">
        Code promo
      </label>
      {promo ? (
        <div className="mt-2 rounded-xl bg-green-50 p-3 text-green-900" data-testid="promo-applied">
          {title && <p className="font-semibold">{title}</p>}
          <p>{message}</p>
          <button
            type="button"
            onClick={remove}
            className="mt-1 -ml-3 min-h-11 rounded-full px-3 font-semibold whitespace-nowrap underline"
          >
            Retirer le code
          </button>
        </div>
      ) : (
        <div className="mt-2 flex gap-2">
          <input
            id="code-promo"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-stone-400 px-3 uppercase"
          />
          <Button type="submit" size="sm" disabled={checking || code.trim() === ""} className="shrink-0">
            {checking ? "Vérification..." : "Appliquer"}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
