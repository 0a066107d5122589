import type { PaymentMethod } from "#core/checkout";
import { cardClass } from "#app/components/ui/card";
import { ChoiceGroup } from "#app/components/ui/choice-card";

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
      <ChoiceGroup
        legend="Mode de paiement"
        name="payment-method"
        options={METHODS}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
