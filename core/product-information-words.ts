// What the shop's pages show of the regulatory information (decision 084), apart from its rules
// (product-information.ts) so that a product page's scripts carry these words and not the back office's checks.
import type { InformationOrigin } from "./product-information";

/** What the shop's page says of an unknown fact; the back office says « à compléter ». */
export const UNKNOWN_FOR_CUSTOMERS = "Information en cours de vérification";
export { NOT_ON_SALE_YET } from "./not-on-sale";

/** « Yémen (60 %), Oman (40 %) » — or the countries alone when their shares are not given. */
export function formatOrigins(origins: readonly InformationOrigin[]): string {
  return origins
    .map((origin) =>
      origin.sharePercent === null ? origin.country : `${origin.country} (${origin.sharePercent}\u00a0%)`,
    )
    .join(", ");
}
