import { cardClass } from "#app/components/ui/card";
import { TextLink } from "#app/components/ui/text";

/** The profile's way to the favourites (decision 114). */
export function FavouritesLink() {
  return (
    <section aria-labelledby="favoris" className={cardClass("lg", "mt-8")}>
      <h2 id="favoris" className="font-serif text-2xl font-bold">
        Mes favoris
      </h2>
      <p className="mt-2 text-stone-800">Les produits gardés d'un cœur, avec leur prix et leur stock du jour.</p>
      <TextLink to="/profil/favoris">Voir mes favoris</TextLink>
    </section>
  );
}
