// The simulated carrier's pickup points: computed from the postal code alone (same code, same points), named and
// addressed as simulations so that no invented shop is ever shown as real; only the city is La Poste's.
import { createHash } from "node:crypto";
import { citiesOfPostalCode } from "../postal-codes";
import type { CarrierCountry, PickupPoint, PickupPointQuery } from "./carrier-provider";
import { frenchWeek } from "./opening-hours";

/** How many points any postal code has around it. */
export const SIMULATED_POINTS_PER_CODE = 10;

const POSTAL_CODE: Record<CarrierCountry, RegExp> = {
  FR: /^\d{5}$/,
  BE: /^\d{4}$/,
  LU: /^\d{4}$/,
  CH: /^\d{4}$/,
};

const CARRIERS = ["Mondial Relay (simulation)", "Colissimo relais (simulation)"] as const;

// Monday = 0 … Sunday = 6, as Sendcloud writes them: a shop, a shop closed on Mondays, a locker.
export const SIMULATED_WEEKS: Record<string, string[]>[] = [
  {
    0: ["09:00 - 12:30", "14:00 - 19:00"],
    1: ["09:00 - 12:30", "14:00 - 19:00"],
    2: ["09:00 - 12:30", "14:00 - 19:00"],
    3: ["09:00 - 12:30", "14:00 - 19:00"],
    4: ["09:00 - 12:30", "14:00 - 19:00"],
    5: ["09:00 - 13:00"],
    6: [],
  },
  {
    0: [],
    1: ["08:30 - 19:30"],
    2: ["08:30 - 19:30"],
    3: ["08:30 - 19:30"],
    4: ["08:30 - 19:30"],
    5: ["08:30 - 19:30"],
    6: ["09:00 - 12:00"],
  },
  {
    0: ["06:00 - 22:00"],
    1: ["06:00 - 22:00"],
    2: ["06:00 - 22:00"],
    3: ["06:00 - 22:00"],
    4: ["06:00 - 22:00"],
    5: ["06:00 - 22:00"],
    6: ["06:00 - 22:00"],
  },
];

async function cityOf(country: CarrierCountry, postalCode: string): Promise<string | null> {
  if (country !== "FR") return "Localité simulée";
  return (await citiesOfPostalCode(postalCode))[0] ?? null;
}

/** The points around a postal code, nearest first; none for a code that is not one (or that La Poste doesn't use). */
export async function simulatedPickupPoints(query: PickupPointQuery): Promise<PickupPoint[]> {
  const postalCode = query.postalCode.trim();
  if (!POSTAL_CODE[query.country].test(postalCode)) return [];
  const city = await cityOf(query.country, postalCode);
  if (!city) return [];
  const bytes = createHash("sha256").update(`${query.country}:${postalCode}`).digest();
  const points: PickupPoint[] = [];
  let distance = 90 + (bytes[0]! % 150);
  for (let i = 0; i < Math.min(query.limit, SIMULATED_POINTS_PER_CODE); i++) {
    const byte = bytes[i + 1]!;
    points.push({
      id: `SIM-${query.country}-${postalCode}-${i + 1}`,
      carrier: CARRIERS[byte % CARRIERS.length]!,
      name: `Point relais simulé n° ${i + 1} — ${postalCode}`,
      street: `${1 + (byte % 90)} rue fictive n° ${i + 1} (adresse simulée)`,
      postalCode,
      city,
      country: query.country,
      distanceMetres: distance,
      openingHours: frenchWeek(SIMULATED_WEEKS[(byte >> 2) % SIMULATED_WEEKS.length]!),
    });
    distance += 120 + ((byte * 7) % 380);
  }
  return points;
}
