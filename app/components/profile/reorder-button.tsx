import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { ErrorMessage } from "#app/components/ui/alert-box";
import { basketItemsOf } from "#app/hooks/use-join-saved-basket";
import { accountClient } from "#app/lib/account-client";
import { serverMessage } from "#app/lib/auth-client";
import { useCart } from "#app/state/cart";
import { TextLink } from "#app/components/ui/text";

type Outcome = { added: { name: string; quantity: number }[]; unavailable: { name: string; reason: string }[] };

/**
 * « Commander à nouveau » (decision 113): the order's articles join this browser's basket at today's prices, within
 * the stock; what could not be added is named. The server saves the account's basket, this browser's follows.
 */
export function ReorderButton({ reference }: { reference: string }) {
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reorder = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await accountClient.reorder(reference, cart.items);
      cart.replaceItems(basketItemsOf(answer.items));
      setOutcome(answer);
    } catch (err) {
      setError(serverMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const units = outcome?.added.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <div className="basis-full">
      <Button variant="secondary" size="sm" onClick={() => void reorder()} disabled={busy || !cart.isLoaded}>
        Commander à nouveau<span className="sr-only"> la commande {reference}</span>
      </Button>
      <div role="status" className="empty:hidden">
        {outcome && (
          <div className="mt-2 rounded-lg bg-miel-50 p-3 text-sm">
            <p className="font-semibold">
              {units === 0
                ? "Aucun article n'a pu être ajouté à votre panier."
                : `${units === 1 ? "1 article ajouté" : `${units} articles ajoutés`} à votre panier, aux prix actuels.`}
            </p>
            {outcome.unavailable.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {outcome.unavailable.map((line) => (
                  <li key={line.name}>
                    {line.name} {line.reason}.
                  </li>
                ))}
              </ul>
            )}
            {units > 0 && (
              <TextLink to="/panier" className="mt-1">
                Voir mon panier
              </TextLink>
            )}
          </div>
        )}
      </div>
      {error && <ErrorMessage className="mt-2">{error}</ErrorMessage>}
    </div>
  );
}
