import { Form } from "react-router";
import { formatEuros } from "#core/money";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";

/**
 * « Annuler ma commande » (decision 113): a paid order not yet in preparation, cancelled by its customer and refunded
 * in full on the card; posted to the order page's action (works without JavaScript).
 */
export function CancelOrderForm({ totalCents, busy }: { totalCents: number; busy: boolean }) {
  return (
    <section id="annuler" aria-labelledby="annuler-titre" className={cardClass("md", "mt-6")}>
      <h2 id="annuler-titre" className="font-serif text-xl font-bold">
        Annuler ma commande
      </h2>
      <p className="mt-2 text-stone-800">
        Votre commande n'est pas encore en préparation : vous pouvez l'annuler. Elle vous sera remboursée en entier (
        {formatEuros(totalCents)}) sur la carte utilisée, et un avoir vous sera adressé.
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="neutral" disabled={busy}>
          Annuler ma commande et être remboursé
        </Button>
      </Form>
    </section>
  );
}
