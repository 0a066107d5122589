// What the shop's pages show of the regulatory information (decision 084), apart from its rules
// (product-information.ts) so that a product page's scripts carry these words and not the back office's checks.
import type { InformationOrigin } from "./product-information";

/** What the shop's page says of an unknown fact; the back office says « à compléter ». */
export const UNKNOWN_FOR_CUSTOMERS = "Information en cours de vérification";
/** In place of the add-to-basket button, with real payments, while a mandatory fact is missing (decision 084). */
export const NOT_ON_SALE_YET = "Pas encore en vente : ses informations obligatoires sont en cours de vérification.";

/** « Yémen (60 %), Oman (40 %) » — or the countries alone when their shares are not given. */
export function formatOrigins(origins: readonly InformationOrigin[]): string {
  return origins
    .map((origin) =>
      origin.sharePercent === null ? origin.country : `${origin.country} (${origin.sharePercent}\u00a0%)`,
    )
    .join(", ");
}
