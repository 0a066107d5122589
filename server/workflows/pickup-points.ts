// The carrier's pickup points at checkout (issue 32, decision 103): the list the customer chooses from, and the point
// an order keeps, asked of the carrier again by the server, before the order's transaction (never inside it).
import type { PickupPointSnapshot } from "#core/pickup-point";
import { DomainError } from "#server/lib/domain-error";
import { type Limit, limitKey, takeSlot } from "#server/modules/accounts/limits";
import type { CarrierProvider, PickupPoint } from "#server/modules/shipping/carrier/carrier-provider";
import type { ShopContext } from "./context";

/** How many points the checkout lists, nearest first. */
export const PICKUP_POINTS_LISTED = 8;
/** Past this the customer is told to choose home delivery: Sendcloud's own deadline (15 s) is a label's, not a page's. */
export const PICKUP_POINTS_DEADLINE_MS = 5_000;

export const CARRIER_SILENT =
  "Les points relais ne répondent pas pour le moment : choisissez la livraison à domicile ou réessayez.";
export const POINT_GONE = "Ce point relais n'est plus disponible : choisissez-en un autre.";

/**
 * A postal code's points are kept a few minutes per carrier: a page that asks again, the check at ordering, or a burst
 * of the same request (asked at once: one call) reach the carrier once — with Sendcloud, every call spends the
 * account's quota. Only answers are kept, never a failure; the oldest code leaves first past CACHED_CODES.
 */
export const PICKUP_POINTS_KEPT_MS = 5 * 60_000;
const CACHED_CODES = 2_000;
const cached = new WeakMap<CarrierProvider, Map<string, { at: number; points: Promise<PickupPoint[]> }>>();

function carrierPoints(carrier: CarrierProvider, postalCode: string): Promise<PickupPoint[]> {
  let byCode = cached.get(carrier);
  if (!byCode) cached.set(carrier, (byCode = new Map()));
  const kept = byCode.get(postalCode);
  if (kept && Date.now() - kept.at < PICKUP_POINTS_KEPT_MS) return kept.points;
  byCode.delete(postalCode);
  if (byCode.size >= CACHED_CODES) byCode.delete(byCode.keys().next().value!);
  const points = carrier.pickupPoints({ country: "FR", postalCode, limit: PICKUP_POINTS_LISTED });
  byCode.set(postalCode, { at: Date.now(), points });
  points.catch(() => {
    if (byCode.get(postalCode)?.points === points) byCode.delete(postalCode);
  });
  return points;
}

/**
 * The nearest points to a French postal code; the carrier down, slow or refusing is a 503 with CARRIER_SILENT (the
 * error logged), never a 500.
 */
export async function nearestPickupPoints(
  ctx: Pick<ShopContext, "carrier" | "logger">,
  postalCode: string,
  deadlineMs = PICKUP_POINTS_DEADLINE_MS,
): Promise<PickupPoint[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse en ${deadlineMs} ms`)), deadlineMs);
  });
  try {
    return await Promise.race([carrierPoints(ctx.carrier, postalCode), late]);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    ctx.logger.warn({ carrier: ctx.carrier.name, postalCode, error }, "points relais indisponibles");
    throw new DomainError("unavailable", CARRIER_SILENT);
  } finally {
    clearTimeout(timer);
  }
}

/** Searches a client address (IPv6 by /64) may make in a minute, when `PICKUP_POINTS_PER_MINUTE_PER_ADDRESS` is unset. */
export const PICKUP_SEARCH_LIMIT: Limit = { name: "pickup-points:client", max: 30, windowMs: 60_000 };
export const TOO_MANY_SEARCHES =
  "Trop de recherches de points relais en peu de temps : réessayez dans une minute, ou choisissez la livraison à domicile.";

/**
 * The checkout's search for a client: counted per address on the database (every instance shares the counter), so a
 * burst of postal codes — each a new call to the carrier, against its quota — is refused with 429 past the limit.
 */
export async function searchPickupPoints(
  ctx: Pick<ShopContext, "carrier" | "logger" | "db" | "pickupSearchesPerMinute">,
  search: { postalCode: string; clientAddress: string; now: Date },
): Promise<PickupPoint[]> {
  const limit = { ...PICKUP_SEARCH_LIMIT, max: ctx.pickupSearchesPerMinute ?? PICKUP_SEARCH_LIMIT.max };
  const slot = await takeSlot(ctx.db, limit, limitKey(limit, { address: search.clientAddress }), search.now);
  if (!slot) throw new DomainError("too-many-requests", TOO_MANY_SEARCHES);
  return nearestPickupPoints(ctx, search.postalCode);
}

/**
 * The point the customer chose, as the carrier gives it now for the delivery postal code: what the browser sent is
 * only an id. Not among them (gone, forged, another code's) → 400 POINT_GONE.
 */
export async function chosenPickupPoint(
  ctx: Pick<ShopContext, "carrier" | "logger">,
  postalCode: string,
  pointId: string,
  deadlineMs?: number,
): Promise<PickupPointSnapshot> {
  const points = await nearestPickupPoints(ctx, postalCode, deadlineMs);
  const point = points.find((p) => p.id === pointId);
  if (!point) throw new DomainError("invalid", POINT_GONE, { field: "pickup_point_id" });
  const { id, carrier, name, street, city } = point;
  return { id, carrier, name, street, postalCode: point.postalCode, city };
}
