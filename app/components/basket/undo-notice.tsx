import { useEffect, useRef } from "react";
import type { BasketUndo } from "#app/hooks/use-basket-undo";

/**
 * « Article retiré. Annuler » / « Panier vidé. Annuler »: a polite status always in the page (so its change is
 * announced), fixed at the bottom of the screen. The focus goes to « Annuler » when the removal took away the
 * focused control; the notice stays while the focus or the pointer is on it.
 */
export function UndoNotice({ undo }: { undo: BasketUndo }) {
  const button = useRef<HTMLButtonElement>(null);
  const { offer } = undo;
  useEffect(() => {
    if (offer && (document.activeElement === document.body || document.activeElement === null)) button.current?.focus();
  }, [offer]);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
      // Held for a keyboard's focus (a click's leaves the seconds running) or a pointer resting on it.
      onFocus={(event) => undo.hold(focusVisible(event.target))}
      onBlur={() => undo.hold(false)}
      onPointerEnter={() => undo.hold(true)}
      onPointerLeave={() => undo.hold(false)}
    >
      {offer && (
        <p className="pointer-events-auto flex max-w-full flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl bg-stone-900 px-4 py-2 text-white shadow-lg">
          <span>{offer.message}</span>
          <button
            ref={button}
            type="button"
            onClick={undo.undo}
            className="min-h-11 font-semibold text-miel-200 underline underline-offset-2"
          >
            Annuler
          </button>
        </p>
      )}
    </div>
  );
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}
