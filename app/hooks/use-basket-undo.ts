import { useCallback, useEffect, useState } from "react";
import type { CartItem } from "#core/cart";
import { type RemovedLines, restoreLines } from "#app/lib/basket";
import { useCart } from "#app/state/cart";

/** How long « Annuler » stays offered, unless the shopper is on it (focus or pointer). */
export const UNDO_MS = 10_000;

export interface UndoOffer {
  message: string;
  removed: RemovedLines;
  /** Where the focus goes once undone: the restored line's « − », or « Vider le panier ». */
  focusId: string;
}

/** The id of a line's « − » button, for the focus after an undo. */
export const decreaseButtonId = (lineId: string) => `moins-${lineId}`;
export const CLEAR_BUTTON_ID = "vider-panier";

/**
 * The basket's removals with an undo (a line's « − » at 1, « Retirer », « Vider le panier »): each removes at once
 * and offers « Annuler » for some seconds, while the shopper is on the notice as long as needed.
 */
export function useBasketUndo() {
  const cart = useCart();
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!offer || held) return;
    const timer = setTimeout(() => setOffer(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [offer, held]);

  const removeLine = useCallback(
    (item: CartItem) => {
      const index = cart.items.findIndex((line) => line.id === item.id);
      cart.removeItem(item.id);
      setOffer({
        message: `Article retiré : ${item.name}.`,
        removed: [{ item, index }],
        focusId: decreaseButtonId(item.id),
      });
    },
    [cart],
  );

  /** « − »: one less, or the line removed (with its undo) when it was the last one. */
  const decrease = useCallback(
    (item: CartItem) => (item.quantity > 1 ? cart.updateQuantity(item.id, item.quantity - 1) : removeLine(item)),
    [cart, removeLine],
  );

  const clear = useCallback(() => {
    const removed = cart.items.map((item, index) => ({ item, index }));
    cart.clearCart();
    setOffer({ message: "Panier vidé.", removed, focusId: CLEAR_BUTTON_ID });
  }, [cart]);

  const undo = useCallback(() => {
    if (!offer) return;
    cart.replaceItems(restoreLines(cart.items, offer.removed));
    setOffer(null);
    setHeld(false);
    // Once the lines are back on screen: the focus on the control that removed them, not lost with the notice.
    setTimeout(() => document.getElementById(offer.focusId)?.focus());
  }, [cart, offer]);

  return { offer, removeLine, decrease, clear, undo, hold: setHeld };
}

export type BasketUndo = ReturnType<typeof useBasketUndo>;
