import { useEffect, useRef, useState } from "react";
import { formatEuros } from "#core/money";
import type { ShippingCountry } from "#core/pricing";
import type { MethodQuote } from "#app/lib/delivery-options";
import { promotionsClient } from "#app/lib/promotions-client";

export interface BasketShipping {
  cents: number;
  free: boolean;
  /** What is left to spend for a free delivery, in words. */
  message: string;
  /** Every delivery method's quote (decision 109); empty until the server has answered. */
  methods: readonly MethodQuote[];
}

/**
 * The home delivery of a basket worth `afterDiscountCents` to `country`, and every method's quote, asked once the
 * amount has settled; `fallback` meanwhile. The lines choose the weight band.
 */
export function useBasketShipping(
  afterDiscountCents: number,
  items: readonly { id: string; quantity: number }[],
  active: boolean,
  fallback: Omit<BasketShipping, "methods">,
  country: ShippingCountry = "France",
): BasketShipping {
  const [shipping, setShipping] = useState<BasketShipping>({ ...fallback, methods: [] });
  const request = useRef(0);
  const lines = items.map((item) => `${item.id}×${item.quantity}`).join(",");
  useEffect(() => {
    if (!active) return;
    const id = ++request.current;
    const timer = setTimeout(() => {
      promotionsClient
        .shipping({ amountCents: afterDiscountCents, country, items })
        .then((quote) => {
          if (id === request.current) {
            setShipping({
              cents: quote.shipping_cost_cents,
              free: quote.free_shipping,
              message: quote.message,
              methods: quote.methods,
            });
          }
        })
        .catch((err: unknown) => {
          console.info(`Frais de livraison indisponibles, ${formatEuros(fallback.cents)} affichés :`, err);
          if (id === request.current) setShipping({ ...fallback, methods: [] });
        });
    }, 150);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fallback is a constant of the page; `lines` stands for the items
  }, [afterDiscountCents, active, country, lines]);
  return shipping;
}
