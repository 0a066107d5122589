import { CRYPTO_CURRENCIES } from "#core/crypto";
import { cardClass } from "#app/components/ui/card";

/** The currencies as large radio tiles, the chosen one ticked. */
export function CurrencyPicker({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <fieldset className={cardClass()}>
      <legend className="float-left w-full font-serif text-xl font-bold">Choisissez votre cryptomonnaie</legend>
      <div className="clear-both grid gap-3 pt-3 min-[26rem]:grid-cols-2 sm:grid-cols-3">
        {CRYPTO_CURRENCIES.map((c) => (
          <label
            key={c.code}
            className="group relative flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 p-3 has-checked:border-2 has-checked:border-miel-900 has-checked:bg-miel-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-miel-900"
          >
            <span
              aria-hidden="true"
              className="absolute top-1 right-2 hidden text-sm font-bold text-miel-900 group-has-checked:block"
            >
              ✓
            </span>
            <input
              type="radio"
              name="crypto-currency"
              value={c.code}
              checked={value === c.code}
              onChange={() => onChange(c.code)}
              className="sr-only"
            />
            {/* The sign drawn, not typed: most system fonts lack the Bitcoin and Tether signs. */}
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-miel-100">
              <img src={`/images/crypto/${c.code.toLowerCase()}.svg`} alt="" width={24} height={24} />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold break-words">{c.name}</span>
              <span className="block text-sm text-stone-700">{c.code}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
