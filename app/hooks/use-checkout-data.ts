import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { OrderDeliveryMethod } from "#core/delivery-methods";
import { DEFAULT_SHIPPING_CENTS } from "#core/pricing";
import type { CheckoutData } from "#app/lib/basket";
import { checkoutStorageKeys, parseCheckoutData } from "#app/lib/checkout";
import type { MethodQuote } from "#app/lib/delivery-options";
import { promotionsClient } from "#app/lib/promotions-client";

export interface ShippingCost {
  cents: number;
  free: boolean;
}

/**
 * What the basket handed to the checkout (browser storage, readable only after hydration; without it the visitor
 * goes back to the basket), and every delivery method's quote for the country chosen (decision 109); `shippingOf`
 * gives a method's cost, the basket's figure while the server has not answered (or could not).
 */
export function useCheckoutData(shortName: string, signedIn: boolean, country: string) {
  const navigate = useNavigate();
  const [data, setData] = useState<CheckoutData | null>(null);
  const [methods, setMethods] = useState<readonly MethodQuote[]>([]);
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
  }, [shortName, signedIn, navigate]);

  const afterDiscount = data?.totalAmount ?? 0;
  // Asked even with a code giving free delivery: express stays charged (decision 109), and the list shows each method.
  useEffect(() => {
    if (!data) return;
    const id = ++quote.current;
    promotionsClient
      .shipping({ amountCents: afterDiscount, country, items: data.items })
      .then((q) => id === quote.current && setMethods(q.methods))
      .catch(() => id === quote.current && setMethods([]));
  }, [data, afterDiscount, country]);

  /** The method's cost as quoted; unknown yet: the basket's home delivery figure (or the default). */
  const shippingOf = (method: OrderDeliveryMethod): ShippingCost => {
    const quoted = methods.find((q) => q.method === method && q.available);
    if (quoted) return { cents: quoted.shipping_cost_cents, free: quoted.free_shipping };
    return data
      ? { cents: data.shippingCost, free: data.freeShipping }
      : { cents: DEFAULT_SHIPPING_CENTS, free: false };
  };

  return { data, methods, shippingOf };
}
