// A pickup point as an order keeps it (issue 32, decision 103): the carrier's point when the customer chose it,
// shown on every page, mail and invoice of the order, whatever the carrier says of it later.

export interface PickupPointSnapshot {
  id: string;
  carrier: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
}

/** « Point relais simulé n° 1 — 75011, 12 rue …, 75011 Paris (Mondial Relay) » */
export function pickupPointText(point: PickupPointSnapshot): string {
  return `${point.name}, ${point.street}, ${point.postalCode} ${point.city} (${point.carrier})`;
}

/** « à 350 m », « à 1,2 km »: the metres to 1 km, then kilometres with one French decimal. */
export function distanceText(metres: number): string {
  if (metres < 1_000) return `à ${Math.round(metres)} m`;
  const km = Math.round(metres / 100) / 10;
  return `à ${km.toLocaleString("fr-FR", { maximumFractionDigits: 1 })} km`;
}
