import type { SimulatedCryptoMode } from "#app/lib/crypto-client";
import { Button } from "#app/components/ui/button";

const BUTTONS: { mode: SimulatedCryptoMode; label: string; help: string }[] = [
  { mode: "full", label: "Simuler un paiement complet", help: "Le montant exact arrive et est confirmé." },
  {
    mode: "partial",
    label: "Simuler un paiement partiel",
    help: "La moitié du montant arrive : la commande reste impayée et la boutique est prévenue.",
  },
  {
    mode: "late",
    label: "Simuler un paiement en retard",
    help: "La facture expire, puis le montant arrive après le délai.",
  },
  {
    mode: "over",
    label: "Simuler un paiement excédentaire",
    help: "Un dixième de plus que le montant arrive : la commande est payée, la boutique rembourse l'excédent.",
  },
];

/** One button a way the payment can arrive, each with what it does. */
export function SimulationButtons({
  busy,
  enabled,
  onSimulate,
}: {
  busy: SimulatedCryptoMode | null;
  enabled: (mode: SimulatedCryptoMode) => boolean;
  onSimulate: (mode: SimulatedCryptoMode) => void;
}) {
  return (
    <ul className="mt-4 space-y-4">
      {BUTTONS.map((b) => (
        <li key={b.mode}>
          <Button
            variant={b.mode === "full" ? "primary" : "neutral"}
            onClick={() => onSimulate(b.mode)}
            disabled={!enabled(b.mode)}
            aria-describedby={`aide-${b.mode}`}
            className="w-full disabled:cursor-not-allowed"
          >
            {busy === b.mode ? "Traitement..." : b.label}
          </Button>
          <p id={`aide-${b.mode}`} className="mt-1 text-sm text-stone-700">
            {b.help}
          </p>
        </li>
      ))}
    </ul>
  );
}
