import { ButtonLink } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";

/** The empty basket's content, in the basket page's `main` (which keeps its undo notice). */
export function EmptyBasket() {
  return (
    <div className="py-6 text-center">
      <PageTitle>Mon panier</PageTitle>
      <p className="mt-6 text-lg text-stone-800">Votre panier est vide</p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/miels-collection">Découvrir nos miels</ButtonLink>
        <ButtonLink to="/parfums-homme" variant="secondary">
          Découvrir les parfums Mr.H
        </ButtonLink>
      </p>
    </div>
  );
}
