import { ButtonLink } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";

export function NothingToPay() {
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <PageTitle>Aucune donnée de commande</PageTitle>
      <p role="alert" className="mt-4 text-lg text-stone-800">
        Aucune donnée de commande disponible
      </p>
      <p className="mt-2 text-stone-700">
        Choisissez vos articles puis le paiement en cryptomonnaie au moment de finaliser votre commande.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/panier">Retour au panier</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Retour à l'accueil
        </ButtonLink>
      </div>
    </div>
  );
}
