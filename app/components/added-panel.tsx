import { useEffect, useRef } from "react";
import { MAX_LINE_QUANTITY } from "#core/cart";
import { type AddedLine, dismissAdded } from "#app/lib/added-to-basket";
import { ButtonLink } from "./ui/button";

/** The confirmation's panel inside AddedNotice's live region, closed by its button, Escape or a tap elsewhere. */
export function AddedPanel({ added }: { added: AddedLine }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
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
  );
}
