import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MAX_LINE_QUANTITY } from "#core/cart";
import { dismissAdded, useAddedToBasket } from "#app/lib/added-to-basket";
import { ButtonLink } from "./ui/button";

/**
 * The confirmation of an addition to the basket, under the top bar: the line, its quantity and the way to the
 * basket. A polite live region (announced, focus left where it was), over the page so nothing moves; it stays
 * until closed (its button, Escape, a tap elsewhere) or another page is opened.
 */
export function AddedNotice() {
  const added = useAddedToBasket();
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => dismissAdded, [pathname]);
  useEffect(() => {
    if (!added) return;
    const onPointer = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node)) dismissAdded();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismissAdded();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [added]);
  return (
    // The live region is on the page before anything is put in it (so it is announced); the confirmation inside it
    // is the page's status only while it shows.
    <div aria-live="polite" className="absolute top-full right-4 mt-2 w-[min(22rem,calc(100vw-2rem))]">
      {added && (
        <div
          role="status"
          key={added.seq}
          ref={panel}
          className="rounded-xl border border-stone-200 bg-white p-4 text-encre shadow-lg"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold text-miel-900">
              {added.full ? `${MAX_LINE_QUANTITY} au plus par article` : "Ajouté au panier"}
            </p>
            <button
              type="button"
              onClick={dismissAdded}
              aria-label="Fermer"
              className="-mt-3 -mr-3 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-xl text-stone-700 hover:bg-miel-50"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className="-mt-2" data-testid="added-line">
            {added.name} — quantité {added.full ? `${MAX_LINE_QUANTITY} dans le panier` : added.quantity}
          </p>
          <ButtonLink to="/panier" size="sm" className="mt-3 w-full">
            Voir le panier
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
