import { CardSection } from "#app/components/ui/card";
import { TextLink } from "#app/components/ui/text";

/** The profile's way to the favourites (decision 114). */
export function FavouritesLink() {
  return (
    <CardSection id="favoris" title="Mes favoris" padding="lg" className="mt-8" size="2xl">
      <p className="mt-2 text-stone-800">Les produits gardés d'un cœur, avec leur prix et leur stock du jour.</p>
      <TextLink to="/profil/favoris">Voir mes favoris</TextLink>
    </CardSection>
  );
}
