import { useEffect } from "react";
import { Form, Link, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/favourites";
import { formatEuros } from "#core/money";
import { countOf } from "#core/french-plural";
import { FromPrice } from "#app/components/from-price";
import { ProductImage } from "#app/components/product-image";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import { PageTitle, TextLink } from "#app/components/ui/text";
import { signInRedirect } from "#app/lib/auth-form";
import { seoMeta } from "#app/lib/meta";
import { useFavourites } from "#app/state/favourites";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Mes favoris",
    description: "Les produits que vous avez gardés.",
    path: "/profil/favoris",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const favourites = await context.services.accounts.favourites(request);
  if (!favourites) throw signInRedirect(request);
  return { favourites };
}

/** « Retirer » without JavaScript: the form posts here, and the page is shown again. */
export async function action({ context, request }: Route.ActionArgs) {
  const productId = (await request.formData().catch(() => new FormData())).get("produit");
  if (typeof productId === "string") await context.services.accounts.removeFavourite(request, productId);
  return redirect("/profil/favoris");
}

const STOCK_TEXT = { "in-stock": "En stock", partly: "Certains formats épuisés", "sold-out": "Épuisé" } as const;

type Favourite = Route.ComponentProps["loaderData"]["favourites"][number];

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const { favourites } = loaderData;
  const { remove, ids, synced } = useFavourites();
  const revalidator = useRevalidator();
  // Signed in without JavaScript, the browser's favourites join the account on this first page: shown once joined.
  const differs = synced && (ids.size !== favourites.length || favourites.some((f) => !ids.has(f.id)));
  useEffect(() => {
    if (differs && revalidator.state === "idle") void revalidator.revalidate();
  }, [differs, revalidator]);
  // With JavaScript the removal goes through the browser's favourites, so every heart knows at once.
  const onRemove = (productId: string) => (event: React.FormEvent) => {
    event.preventDefault();
    void remove(productId).then(() => revalidator.revalidate());
  };
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <TextLink to="/profil">← Mon profil</TextLink>
      <PageTitle className="mt-4">Mes favoris</PageTitle>
      {favourites.length === 0 ? (
        <p className="mt-6 text-stone-800">
          Vous n'avez pas encore de favori. Touchez le cœur d'un produit pour le retrouver ici, au prix du jour.{" "}
          <Link to="/catalogue" className="font-semibold text-miel-900 underline">
            Parcourir le catalogue
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2 text-stone-800">
            {countOf(favourites.length, "produit")}, aux prix et au stock de ce jour.
          </p>
          <ul className="mt-6 space-y-4">
            {favourites.map((favourite) => (
              <li key={favourite.id} className={cardClass("md", "flex flex-wrap items-center gap-4")}>
                <FavouriteRow favourite={favourite} />
                <Form method="post" onSubmit={onRemove(favourite.id)} className="ml-auto">
                  <input type="hidden" name="produit" value={favourite.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    aria-label={`Retirer ${favourite.name} des favoris`}
                  >
                    Retirer
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

function FavouriteRow({ favourite }: { favourite: Favourite }) {
  if (!favourite.onSale) {
    return (
      <div>
        <p className="font-serif text-lg font-bold">{favourite.name}</p>
        <p className="text-stone-700">Ce produit n'est plus en vente.</p>
      </div>
    );
  }
  return (
    <>
      <ProductImage
        src={favourite.image}
        photo={favourite.photo}
        sizes="80px"
        className="size-20 rounded-xl object-cover"
      />
      <div>
        <Link to={favourite.href} className="font-serif text-lg font-bold hover:underline">
          {favourite.name}
        </Link>
        <p className="font-semibold text-miel-900">
          {favourite.several ? (
            <FromPrice cents={favourite.fromPriceCents} unitPrice={favourite.fromUnitPrice} />
          ) : (
            formatEuros(favourite.fromPriceCents)
          )}
        </p>
        <p className={favourite.stock === "sold-out" ? "text-red-800" : "text-stone-700"}>
          {STOCK_TEXT[favourite.stock]}
        </p>
      </div>
    </>
  );
}
