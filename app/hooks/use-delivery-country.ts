import { useEffect, useState } from "react";
import { SHIPPING_COUNTRIES, type ShippingCountry } from "#core/pricing";

// The delivery country chosen at the checkout, kept for the tab's session: the basket quotes delivery for it and a
// resumed order (« Reprendre ma commande ») comes back with its own, not France's.

const key = (shortName: string) => `${shortName}_delivery_country`;

export function rememberDeliveryCountry(shortName: string, country: string): void {
  try {
    if ((SHIPPING_COUNTRIES as readonly string[]).includes(country)) sessionStorage.setItem(key(shortName), country);
  } catch {
    // Storage unavailable: France again next time.
  }
}

function storedDeliveryCountry(shortName: string): ShippingCountry | null {
  try {
    const stored = sessionStorage.getItem(key(shortName));
    return (SHIPPING_COUNTRIES as readonly string[]).includes(stored ?? "") ? (stored as ShippingCountry) : null;
  } catch {
    return null;
  }
}

/** The remembered country once hydrated (browser storage), null before and when none was chosen. */
export function useDeliveryCountry(shortName: string): ShippingCountry | null {
  const [country, setCountry] = useState<ShippingCountry | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is only readable after hydration
    setCountry(storedDeliveryCountry(shortName));
  }, [shortName]);
  return country;
}
