import { type ReactNode, useEffect } from "react";
import { Form, Link, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/favourites";
import { formatEuros } from "#core/money";
import { countOf } from "#core/french-plural";
import { FromPrice } from "#app/components/from-price";
import {
  ProductTile,
  productGridClass,
  TILE_LINK,
  TILE_META,
  TILE_NAME,
  TILE_PRICE,
} from "#app/components/product-tile";
import { Button } from "#app/components/ui/button";
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
    <main className="mx-auto max-w-6xl px-4 py-12">
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
          <ul className={`mt-8 ${productGridClass(Math.max(favourites.length, 4))}`}>
            {favourites.map((favourite, index) => (
              <li key={favourite.id}>
                <FavouriteTile favourite={favourite} eager={index < 4}>
                  <Form method="post" onSubmit={onRemove(favourite.id)} className="relative z-10 mt-3">
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
                </FavouriteTile>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

/**
 * A favourite as the collections show a product (decision 116's tile, decision 122): the picture, its name leading to
 * its page, today's stock and price, then `children` (« Retirer »). No heart: « Retirer » is this page's one action,
 * and works without JavaScript. A product no longer on sale keeps its place, its frame saying so.
 */
function FavouriteTile({ favourite, eager, children }: { favourite: Favourite; eager: boolean; children: ReactNode }) {
  if (!favourite.onSale) {
    return (
      <article className="flex h-full flex-col">
        <div className="flex aspect-square items-center justify-center rounded-lg bg-stone-100 p-4 text-center text-sm text-stone-700">
          Ce produit n'est plus en vente.
        </div>
        <div className="flex flex-1 flex-col pt-3">
          <h2 className={TILE_NAME}>{favourite.name}</h2>
          <div className="mt-auto">{children}</div>
        </div>
      </article>
    );
  }
  return (
    <ProductTile image={favourite.image} photo={favourite.photo} eager={eager}>
      <h2 className={TILE_NAME}>
        <Link to={favourite.href} className={TILE_LINK}>
          {favourite.name}
        </Link>
      </h2>
      <p className={`${TILE_META} ${favourite.stock === "sold-out" ? "font-semibold text-red-800" : ""}`}>
        {STOCK_TEXT[favourite.stock]}
      </p>
      <p className={TILE_PRICE}>
        {favourite.several ? (
          <FromPrice cents={favourite.fromPriceCents} unitPrice={favourite.fromUnitPrice} />
        ) : (
          formatEuros(favourite.fromPriceCents)
        )}
      </p>
      {children}
    </ProductTile>
  );
}
