const NEXT_STEPS = [
  "Vous recevez un e-mail de confirmation avec le récapitulatif de votre commande.",
  "Nous préparons votre commande avec soin.",
  "Elle est expédiée sous 2 à 3 jours ouvrés, avec un numéro de suivi.",
];

/** What happens after a paid order. */
export function NextSteps() {
  return (
    <section aria-labelledby="etapes" className="mt-8">
      <h2 id="etapes" className="font-serif text-xl font-bold">
        Et maintenant ?
      </h2>
      <ol className="mt-3 space-y-2">
        {NEXT_STEPS.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-miel-100 font-bold text-miel-900"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
