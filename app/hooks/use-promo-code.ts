import { useEffect, useState } from "react";
import { normaliseCode } from "#core/codes";
import { type AppliedPromotion, appliedPromotionFrom } from "#app/lib/applied-promotion";
import { promoStorageKey } from "#app/lib/basket";
import { promotionsClient } from "#app/lib/promotions-client";
import { useCart } from "#app/state/cart";

/**
 * The basket's promo code: typed, checked by the server, applied, removed. The applied code (kept for the tab
 * under `${shortName}_promo`) is checked again whenever the lines change, and once after a reload; `message` is the
 * server's sentence about it.
 */
export function usePromoCode(shortName: string) {
  const cart = useCart();
  const promoKey = promoStorageKey(shortName);
  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<{ promo: AppliedPromotion; message: string } | null>(null);
  const promo = applied?.promo ?? null;
  const lineKey = cart.items.map((i) => `${i.id}:${i.quantity}`).join(",");

  /** Asks the server about a code and applies its answer. */
  const check = async (wanted: string) => {
    try {
      const lines = cart.items.map(({ id, quantity }) => ({ id, quantity }));
      const result = await promotionsClient.validate(wanted, lines);
      const found = appliedPromotionFrom(result);
      if (found) {
        setApplied({ promo: found, message: result.message });
        setError(null);
        setCode("");
        sessionStorage.setItem(promoKey, found.code);
      } else {
        setApplied(null);
        sessionStorage.removeItem(promoKey);
        setError(result.message);
      }
    } catch {
      setError("Erreur lors de la validation du code");
    }
  };

  const apply = async () => {
    const wanted = normaliseCode(code);
    if (!wanted) return;
    setChecking(true);
    setError(null);
    await check(wanted);
    setChecking(false);
  };

  useEffect(() => {
    if (!cart.isLoaded || cart.items.length === 0) return;
    const saved = promo?.code ?? sessionStorage.getItem(promoKey);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state changes only once the server has answered
    if (saved) void check(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the lines calls for a new check
  }, [lineKey, cart.isLoaded]);

  const remove = () => {
    setApplied(null);
    setError(null);
    sessionStorage.removeItem(promoKey);
  };

  return { code, setCode, checking, error, promo, message: applied?.message ?? "", apply, remove };
}
