import { ButtonLink } from "#app/components/ui/button";
import { registrationPath } from "#app/lib/auth-form";
import { dispatchRuleText } from "#core/dispatch-rule";

/** What happens after a paid order; its dispatch as the delivery estimates count it (decision 100). */
export function NextSteps({ cutOffHour }: { cutOffHour?: number }) {
  const steps = [
    "Vous recevez un e-mail de confirmation avec le récapitulatif de votre commande.",
    "Nous préparons votre commande avec soin.",
    `${dispatchRuleText(cutOffHour)} ; vous recevez alors le numéro de suivi de votre colis.`,
  ];
  return (
    <section aria-labelledby="etapes" className="mt-8">
      <h2 id="etapes" className="font-serif text-xl font-bold">
        Et maintenant ?
      </h2>
      <ol className="mt-3 space-y-2">
        {steps.map((step, index) => (
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

/** After a guest's order: an account under the order's e-mail (the form opens with it filled in). */
export function AccountInvite({ email }: { email: string }) {
  return (
    <section aria-labelledby="creer-compte" className="mt-8 rounded-xl bg-miel-50 p-4 sm:p-5">
      <h2 id="creer-compte" className="font-serif text-xl font-bold">
        Suivez cette commande avec un compte
      </h2>
      <p className="mt-1 text-stone-800">
        Créez votre compte avec <strong className="break-all">{email}</strong> : vous retrouverez vos commandes et
        cumulerez vos récompenses.
      </p>
      <ButtonLink to={registrationPath(email)} variant="secondary" className="mt-3">
        Créer mon compte
      </ButtonLink>
    </section>
  );
}
