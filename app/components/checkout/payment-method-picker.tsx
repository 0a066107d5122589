import type { PaymentMethod } from "#core/checkout";
import { cardClass } from "#app/components/ui/card";

const METHODS = [
  ["card", "Carte bancaire", "Paiement sécurisé"],
  ["crypto", "Cryptomonnaie", "Devise choisie à l'étape suivante"],
] as const;

export function PaymentMethodPicker({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <div className={cardClass()}>
      <fieldset>
        <legend className="font-serif text-xl font-bold">Mode de paiement</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {METHODS.map(([method, label, note]) => (
            <label
              key={method}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 p-3 has-checked:border-miel-900 has-checked:bg-miel-50"
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
                className="h-5 w-5 accent-miel-900"
              />
              <span>
                <span className="block font-semibold">{label}</span>
                <span className="block text-sm text-stone-700">{note}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
