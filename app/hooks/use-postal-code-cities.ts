import { useEffect, useState } from "react";
import { api, call, segment } from "#app/lib/api-client";

// The French communes of the postal code typed, asked of the server (`/api/postal-codes/:code`: La Poste's base
// stays on the server) once per code and tab.

const known = new Map<string, Promise<string[]>>();

function citiesOf(code: string): Promise<string[]> {
  let cities = known.get(code);
  if (!cities) {
    cities = call(api["postal-codes"][":code"].$get({ param: { code: segment(code) } }), "Communes indisponibles")
      .then((answer) => answer.cities)
      .catch(() => {
        known.delete(code); // asked again next time: a network failure is not an unknown code
        return [];
      });
    known.set(code, cities);
  }
  return cities;
}

/**
 * The communes of `postalCode` when `country` is France and the code has its 5 digits; [] for any other code, null
 * while the server is asked.
 */
export function usePostalCodeCities(postalCode: string, country: string): string[] | null {
  const code = postalCode.replace(/\s+/g, "");
  const wanted = country === "France" && /^\d{5}$/.test(code) ? code : null;
  const [found, setFound] = useState<{ code: string; cities: string[] } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void citiesOf(wanted).then((cities) => {
      if (current) setFound({ code: wanted, cities });
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  if (!wanted) return [];
  return found && found.code === wanted ? found.cities : null;
}
