import { favouriteLabel } from "#core/favourites";
import { useFavourites } from "#app/state/favourites";
import { IconFrame } from "./icons";

/**
 * The heart of a product card or page (decision 114): a toggle button, pressed when the product is a favourite,
 * labelled with its name. Its size never changes, so pressing it moves nothing; `floating`: over a tile's picture,
 * borderless, above the tile's stretched link.
 */
export function FavouriteButton({
  productId,
  name,
  floating = false,
  withText = false,
}: {
  productId: string;
  name: string;
  floating?: boolean;
  /** « Favori » written beside the heart (a product's page). */
  withText?: boolean;
}) {
  const { ids, toggle } = useFavourites();
  const pressed = ids.has(productId);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={favouriteLabel(name, pressed)}
      title={pressed ? "Retirer des favoris" : "Ajouter aux favoris"}
      onClick={() => toggle(productId)}
      data-testid="favourite-button"
      className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full text-miel-900 ${
        floating
          ? "absolute top-1 right-1 z-10 bg-white/70 hover:bg-white sm:top-2 sm:right-2"
          : "border border-stone-200 bg-white hover:bg-miel-100"
      } ${withText ? "mt-3 px-4 font-semibold" : ""}`}
    >
      <IconFrame size={22} round className={pressed ? "fill-current" : undefined}>
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </IconFrame>
      {withText && "Favori"}
    </button>
  );
}
