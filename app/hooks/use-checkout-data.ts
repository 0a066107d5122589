import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { CheckoutData } from "#app/lib/basket";
import { checkoutStorageKeys, parseCheckoutData } from "#app/lib/checkout";
import { paymentsClient } from "#app/lib/payments-client";

export interface ShippingCost {
  cents: number;
  free: boolean;
}

/**
 * What the basket handed to the checkout (browser storage, readable only after hydration; without it the visitor
 * goes back to the basket), and its delivery quoted again for the country chosen; `fallback` while unknown.
 */
export function useCheckoutData(shortName: string, signedIn: boolean, country: string, fallback: ShippingCost) {
  const navigate = useNavigate();
  const [data, setData] = useState<CheckoutData | null>(null);
  const [shipping, setShipping] = useState(fallback);
  const quote = useRef(0);

  useEffect(() => {
    let found: CheckoutData | null = null;
    try {
      for (const key of checkoutStorageKeys(shortName, signedIn)) {
        found = parseCheckoutData(localStorage.getItem(key));
        // Written back as read: an entry of the shape before decision 098 is converted once, not at every visit.
        if (found) {
          localStorage.setItem(key, JSON.stringify(found));
          break;
        }
      }
    } catch {
      // Storage unavailable: nothing to pay for here.
    }
    if (!found) {
      void navigate("/panier", { replace: true });
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is only readable after hydration
    setData(found);
    setShipping({ cents: found.shippingCost, free: found.freeShipping });
  }, [shortName, signedIn, navigate]);

  const promoFree = data?.appliedPromo?.free_shipping ?? false;
  const afterDiscount = data?.totalAmount ?? 0;
  useEffect(() => {
    if (!data || promoFree) return;
    const id = ++quote.current;
    paymentsClient
      .shipping(afterDiscount, country)
      .then((q) => {
        if (id === quote.current) setShipping({ cents: q.shipping_cost_cents, free: q.free_shipping });
      })
      .catch(() => {
        if (id === quote.current) setShipping(fallback);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fallback is a constant of the page
  }, [data, promoFree, afterDiscount, country]);

  return { data, shipping };
}
