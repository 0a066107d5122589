import { useEffect, useState } from "react";
import { type CryptoCartData, cryptoCartStorageKey } from "#app/lib/checkout";
import {
  cartSummary,
  cryptoChargeStorageKey,
  type CryptoOrderView,
  parseCryptoCartData,
  parseStoredCharge,
  type StoredCharge,
} from "#app/lib/crypto";

/** Where the crypto payment page stands: still reading, nothing to pay, choosing the currency, or the invoice. */
export type CryptoPhase =
  | { name: "loading" }
  | { name: "empty" }
  | { name: "choose"; order: CryptoOrderView; cart: CryptoCartData | null }
  | { name: "created"; stored: StoredCharge };

/**
 * The page's phase: first from its address (`order`, `requested`), then, browser storage being only readable
 * after hydration, from a charge created in this tab or else the checkout's basket.
 */
export function useCryptoPhase(order: CryptoOrderView | null, requested: boolean, shortName: string, search: string) {
  const [phase, setPhase] = useState<CryptoPhase>(() => {
    if (order) return { name: "choose", order, cart: null };
    return requested ? { name: "empty" } : { name: "loading" };
  });

  useEffect(() => {
    let stored: StoredCharge | null = null;
    let cart: CryptoCartData | null = null;
    try {
      // Crypto cart data is removed once its invoice exists: if some is stored, the checkout sent a newer order.
      if (!requested) cart = parseCryptoCartData(localStorage.getItem(cryptoCartStorageKey(shortName)));
      if (!cart) {
        stored = parseStoredCharge(sessionStorage.getItem(cryptoChargeStorageKey(shortName)), search, Date.now());
      }
    } catch {
      // Storage unavailable: only the page's address can say what to pay.
    }
    if (stored) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is only readable after hydration
      setPhase({ name: "created", stored });
    } else if (!requested) {
      const summary = cart ? cartSummary(cart) : null;
      setPhase(cart && summary ? { name: "choose", order: { kind: "cart", ...summary }, cart } : { name: "empty" });
    }
  }, [shortName, search, requested]);

  return [phase, setPhase] as const;
}
