import { useEffect, useRef, useState } from "react";
import { formatEuros } from "#core/money";
import type { ShippingCountry } from "#core/pricing";
import { promotionsClient } from "#app/lib/promotions-client";

export interface BasketShipping {
  cents: number;
  free: boolean;
  /** What is left to spend for a free delivery, in words. */
  message: string;
}

/**
 * The delivery of a basket worth `afterDiscountCents` to `country`, asked once the amount has settled; `fallback`
 * meanwhile.
 */
export function useBasketShipping(
  afterDiscountCents: number,
  active: boolean,
  fallback: BasketShipping,
  country: ShippingCountry = "France",
) {
  const [shipping, setShipping] = useState(fallback);
  const request = useRef(0);
  useEffect(() => {
    if (!active) return;
    const id = ++request.current;
    const timer = setTimeout(() => {
      promotionsClient
        .shipping(afterDiscountCents, country)
        .then((quote) => {
          if (id === request.current) {
            setShipping({ cents: quote.shipping_cost_cents, free: quote.free_shipping, message: quote.message });
          }
        })
        .catch((err: unknown) => {
          console.info(`Frais de livraison indisponibles, ${formatEuros(fallback.cents)} affichés :`, err);
          if (id === request.current) setShipping(fallback);
        });
    }, 150);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fallback is a constant of the page
  }, [afterDiscountCents, active, country]);
  return shipping;
}
